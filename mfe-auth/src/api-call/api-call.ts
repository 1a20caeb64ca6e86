import { alertOfError, MESSAGE_KEYS, toApiError } from '@jetkiz/contracts';
import type { ApiError, BotCheckAction, BotCheckFields, FormModel, MessageKeyOptions } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthEnvironment } from '../auth-environment';
import { BotCheckError } from '@jetkiz/contracts';

/** Asks the bot check for an action's fields; each call of a step asks for its own action (spec §7). */
export type BotFields = (action: BotCheckAction) => Promise<BotCheckFields>;

export type CallOutcome<T> = { ok: true; value: T } | { ok: false; error: ApiError };

function botCheckFailure(): ApiError {
  return {
    status: null,
    errorType: 'recaptcha',
    messageKey: MESSAGE_KEYS.recaptchaError,
    serverMessage: null,
    fieldErrors: {},
    retryAfter: null,
  };
}

/**
 * One step's requests: while one runs the step is busy (its buttons disabled) and the open modal is locked,
 * so it cannot be closed mid-request (spec §2).
 */
export class ApiCall {
  busy = false;

  constructor(private readonly env: AuthEnvironment) {
    makeAutoObservable<ApiCall, 'env'>(this, { env: false, run: false });
  }

  private setBusy(busy: boolean): void {
    this.busy = busy;
    this.env.host.modals.setLoading(busy);
  }

  async run<T>(call: (bot: BotFields) => Promise<T>, options: MessageKeyOptions = {}): Promise<CallOutcome<T> | null> {
    if (this.busy) return null;
    this.setBusy(true);
    try {
      const value = await call((action) => this.env.botCheck.fieldsFor(action));
      return { ok: true, value };
    } catch (error) {
      return { ok: false, error: error instanceof BotCheckError ? botCheckFailure() : toApiError(error, options) };
    } finally {
      runInAction(() => this.setBusy(false));
    }
  }
}

/** Messages that tell the user something they can act on; any other failure reads 'somethingWentWrong' (issue 6). */
const TELLING_KEYS = new Set<string>([
  MESSAGE_KEYS.recaptchaError,
  MESSAGE_KEYS.tooManyRequests,
  MESSAGE_KEYS.linkTimeIsExpired,
  MESSAGE_KEYS.codeTimedOut,
  MESSAGE_KEYS.invalidCode,
  MESSAGE_KEYS.invalidCredentials,
  MESSAGE_KEYS.phoneAlreadyRegistered,
  MESSAGE_KEYS.emailAlreadyRegistered,
  MESSAGE_KEYS.emailAlreadyConfirmed,
  MESSAGE_KEYS.loginAgainToConfirmEmail,
]);

export function alertKeyOf(error: ApiError): string {
  return TELLING_KEYS.has(error.messageKey) ? error.messageKey : MESSAGE_KEYS.somethingWentWrong;
}

/**
 * Spec §8: 422 errors land on their fields (marked blurred); errors of fields this step lacks, and every other
 * failure, are shown as an alert.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form of this step
export function showFailure(env: AuthEnvironment, error: ApiError, form?: FormModel<any>): void {
  const fieldErrors = Object.entries(error.fieldErrors);
  if (fieldErrors.length === 0) {
    env.host.alerts.show(error.status === 429 ? alertOfError(error) : alertKeyOf(error), 'error');
    return;
  }
  const elsewhere = form ? form.applyServerErrors(error.fieldErrors) : error.fieldErrors;
  const [firstKey] = Object.values(elsewhere).flat();
  if (firstKey) env.host.alerts.show(firstKey, 'error');
}
