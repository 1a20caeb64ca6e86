import { PermanentSendError } from './permanent-send-error';
import type { MessageSender } from './message-sender';

export interface MobizonOptions {
  apiKey: string;
  /** scheme and host, e.g. https://api.mobizon.kz (tests point it at a local fake) */
  apiUrl: string;
  /** sender name (alphaname) registered at Mobizon; unset: Mobizon's common one */
  from?: string;
  timeoutMs: number;
}

/** Mobizon's answer to every call: code 0 is success, any other code names the error. */
interface MobizonAnswer {
  code?: unknown;
  data?: { campaignId?: unknown; messageId?: unknown; status?: unknown } | unknown;
  message?: unknown;
}

/** The path of Mobizon's single-SMS call (its HTTP API v1, JSON output). */
export const MOBIZON_SEND_PATH = '/service/message/sendsmsmessage';

/**
 * SMS through Mobizon (api.mobizon.kz), a Kazakhstan gateway. The key goes in the query as Mobizon requires;
 * recipient, text and from in a form body, so the text is never part of a logged URL.
 * Network errors, timeouts, 429 and 5xx throw plain errors (the outbox retries); an answer with a non-zero
 * code is Mobizon refusing this message and throws PermanentSendError.
 */
export function mobizonSender({ apiKey, apiUrl, from, timeoutMs }: MobizonOptions): MessageSender {
  const url = new URL(MOBIZON_SEND_PATH, apiUrl);
  url.search = new URLSearchParams({ output: 'json', api: 'v1', apiKey }).toString();
  return {
    name: 'mobizon',
    async send(message) {
      const form = new URLSearchParams({ recipient: message.to.replace(/\D/g, ''), text: message.body });
      if (from) form.set('from', from);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new Error(`Mobizon unreachable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      if (response.status >= 500 || response.status === 429) throw new Error(`Mobizon answered HTTP ${response.status}`);
      let answer: MobizonAnswer;
      try {
        answer = (await response.json()) as MobizonAnswer;
      } catch {
        throw new Error(`Mobizon answered HTTP ${response.status} without JSON`);
      }
      if (answer.code !== 0) {
        const reason = typeof answer.message === 'string' && answer.message ? answer.message : 'no message';
        throw new PermanentSendError(`Mobizon refused the SMS: code ${String(answer.code)} (${reason}), HTTP ${response.status}`);
      }
      const data = typeof answer.data === 'object' && answer.data !== null ? (answer.data as { messageId?: unknown }) : {};
      const id = data.messageId;
      return typeof id === 'string' || typeof id === 'number' ? { providerMessageId: String(id) } : {};
    },
  };
}
