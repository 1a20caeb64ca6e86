import { createTestShell } from '../testing/test-shell';

describe('createHostApi', () => {
  it("hands the bot check's site key to every remote, so the site's own forms run the bot check", async () => {
    const { host } = await createTestShell('/ru', { recaptchaSiteKey: 'site-key-1' });
    expect(host.config.recaptchaSiteKey).toBe('site-key-1');
  });

  it('hands no key when none is configured (the bot check is off)', async () => {
    const { host } = await createTestShell('/ru');
    expect(host.config.recaptchaSiteKey).toBeUndefined();
  });
});
