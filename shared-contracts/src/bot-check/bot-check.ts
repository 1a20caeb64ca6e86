import type { BotCheckAction, BotCheckFields } from '../entities';

/** reCAPTCHA v3 as the page sees it once its script has run. */
interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface BotCheck {
  /** The bot-check fields a call for `action` carries; rejects with BotCheckError when no token can be had. */
  fieldsFor(action: BotCheckAction): Promise<BotCheckFields>;
}

export class BotCheckError extends Error {
  constructor(cause?: unknown) {
    super('The bot check could not be passed', { cause });
    this.name = 'BotCheckError';
  }
}

export type ScriptLoader = (src: string) => Promise<void>;

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

function recaptchaOf(scope: object): Recaptcha | undefined {
  return (scope as { grecaptcha?: Recaptcha }).grecaptcha;
}

/** With no site key the check is off: calls carry only the action name and nothing is loaded from outside. */
export function createBotCheck(siteKey: string | undefined, load: ScriptLoader = loadScript): BotCheck {
  if (!siteKey) return { fieldsFor: async (action) => ({ google_recaptcha_action: action }) };

  let ready: Promise<Recaptcha> | null = null;
  const recaptcha = () => {
    ready ??= load(`${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`).then(
      () =>
        new Promise<Recaptcha>((resolve, reject) => {
          const loaded = recaptchaOf(window);
          if (!loaded) return reject(new Error('reCAPTCHA did not start'));
          loaded.ready(() => resolve(loaded));
        }),
    );
    ready.catch(() => {
      ready = null;
    });
    return ready;
  };

  return {
    async fieldsFor(action) {
      try {
        const token = await (await recaptcha()).execute(siteKey, { action });
        return { google_recaptcha_token: token, google_recaptcha_action: action };
      } catch (error) {
        throw new BotCheckError(error);
      }
    },
  };
}
