import { BotCheckError, createBotCheck } from './bot-check';

afterEach(() => {
  delete (window as { grecaptcha?: unknown }).grecaptcha;
  document.head.innerHTML = '';
});

describe('createBotCheck', () => {
  it('without a site key: only the action name, and nothing is loaded', async () => {
    const load = jest.fn();
    await expect(createBotCheck(undefined, load).fieldsFor('login')).resolves.toEqual({ google_recaptcha_action: 'login' });
    await expect(createBotCheck('', load).fieldsFor('register')).resolves.toEqual({ google_recaptcha_action: 'register' });
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
  });

  it('with a site key: loads reCAPTCHA once and asks it for a token per action', async () => {
    const execute = jest.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
    const load = jest.fn(async () => {
      (window as { grecaptcha?: unknown }).grecaptcha = { ready: (callback: () => void) => callback(), execute };
    });
    const botCheck = createBotCheck('site-key', load);
    await expect(botCheck.fieldsFor('login')).resolves.toEqual({
      google_recaptcha_token: 'token-for-login',
      google_recaptcha_action: 'login',
    });
    await expect(botCheck.fieldsFor('verify_phone')).resolves.toEqual({
      google_recaptcha_token: 'token-for-verify_phone',
      google_recaptcha_action: 'verify_phone',
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('https://www.google.com/recaptcha/api.js?render=site-key');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
  });

  it('a script that does not load fails the check, and is tried again next time', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const botCheck = createBotCheck('site-key', load);
    await expect(botCheck.fieldsFor('login')).rejects.toBeInstanceOf(BotCheckError);
    (window as { grecaptcha?: unknown }).grecaptcha = { ready: (callback: () => void) => callback(), execute: async () => 't' };
    await expect(botCheck.fieldsFor('login')).resolves.toMatchObject({ google_recaptcha_token: 't' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
