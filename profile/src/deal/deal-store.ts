import { FieldModel, MESSAGE_KEYS, deliveredSchema, problemReportSchema, toApiError, validateObject } from '@jetkiz/contracts';
import type { ApiClient, ApiError, Deal, DealAction } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { profileText } from '../i18n';
import { failureOf, loadFailureOf, type LoadFailure } from '../loadable';
import { DealCourierStore } from './deal-courier-store';

type Validator = NonNullable<ConstructorParameters<typeof FieldModel>[1]>[number];

export type DealLoadState = 'loading' | 'ready' | 'notFound' | 'failed';

/** What the user may ask for on the deal page: the API's next actions, 'deliver' with or without the code. */
export type DealStep = Exclude<DealAction, 'deliver'> | 'deliver_with_code' | 'deliver_without_code';

/** How the page leaves for the provider's checkout: in the same tab, so the checkout comes back to the deal. */
export type LeavePage = (url: string) => void;

export const leaveInThisTab: LeavePage = (url) => window.location.assign(url);

/** One deal (`GET /binds/{id}`) as its party sees it, and the calls that move it on. */
export class DealStore {
  deal: Deal | null = null;
  state: DealLoadState = 'loading';
  /** why the deal could not be loaded */
  loadFailure: LoadFailure | null = null;
  /** the call under way: one at a time, so no money action is sent twice */
  pending: DealStep | null = null;
  /** why the last action failed, and when to try again if the API said */
  actionError: LoadFailure | null = null;
  /** the API refused to take the payment of a sender who is not verified yet */
  verificationNeeded = false;
  readonly deliveryCode = new FieldModel<string>('', [deliveredSchema.fields.delivery_code as Validator]);
  readonly problemText = new FieldModel<string>('', [problemReportSchema.fields.text as Validator]);
  /** the deal's courier orders (issue 19) */
  readonly courier: DealCourierStore;

  constructor(
    private readonly api: ApiClient,
    readonly bindId: number,
    private readonly leave: LeavePage = leaveInThisTab,
  ) {
    this.courier = new DealCourierStore(api, bindId);
    makeAutoObservable<DealStore, 'api' | 'leave'>(this, { api: false, leave: false, bindId: false, courier: false });
  }

  /** Shows the loading state only the first time; later loads refresh what is on screen. */
  async load(): Promise<void> {
    this.loadFailure = null;
    try {
      const deal = await this.api.binds.get(this.bindId);
      runInAction(() => {
        this.deal = deal;
        this.state = 'ready';
      });
    } catch (error) {
      const { status } = toApiError(error);
      runInAction(() => {
        if (this.state === 'ready') return;
        // a stranger's deal is no more theirs to know of than one that does not exist
        this.state = status === 404 || status === 403 ? 'notFound' : 'failed';
        this.loadFailure = loadFailureOf(error);
      });
    }
  }

  can(action: DealAction): boolean {
    return this.deal?.next_actions.includes(action) ?? false;
  }

  /** Back from the checkout: the payment is taken but the provider's word (the webhook) may come a moment later. */
  get awaitingPayment(): boolean {
    return this.deal?.status === 'accepted' && this.deal.payment?.status === 'pending';
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  /** The sender pays: the provider's checkout opens in this tab and comes back to this page. */
  async pay(): Promise<boolean> {
    const payment = await this.run('pay', () => this.api.binds.pay(this.bindId));
    if (!payment) return false;
    if (!payment.checkout_url) {
      await this.load();
      return true;
    }
    // the page is leaving: the button stays disabled until it has gone
    runInAction(() => (this.pending = 'pay'));
    this.leave(payment.checkout_url);
    return true;
  }

  pickUp(): Promise<boolean> {
    return this.runAndShow('pick_up', () => this.api.binds.pickedUp(this.bindId));
  }

  /** The code is there and has the contracts' form; else the field says why. */
  checkDeliveryCode(): boolean {
    this.deliveryCode.blur();
    const code = this.deliveryCode.value.trim();
    if (!code) {
      this.deliveryCode.setServerErrors([MESSAGE_KEYS.fieldRequired]);
      return false;
    }
    return Object.keys(validateObject(deliveredSchema, { delivery_code: code })).length === 0;
  }

  /** The recipient's code completes the deal at once; a wrong one is said under the field. */
  async deliverWithCode(): Promise<boolean> {
    if (!this.checkDeliveryCode()) return false;
    const code = this.deliveryCode.value.trim();
    const done = await this.runAndShow('deliver_with_code', () => this.api.binds.delivered(this.bindId, { delivery_code: code }));
    if (done) this.deliveryCode.reset();
    return done;
  }

  deliverWithoutCode(): Promise<boolean> {
    return this.runAndShow('deliver_without_code', () => this.api.binds.delivered(this.bindId, {}));
  }

  confirm(): Promise<boolean> {
    return this.runAndShow('confirm', () => this.api.binds.confirm(this.bindId));
  }

  /** Cancelling answers with the bind alone, so the deal (refund due date and all) is asked for again. */
  async cancel(): Promise<boolean> {
    const bind = await this.run('cancel', () => this.api.binds.cancel(this.bindId));
    if (!bind) return false;
    await this.load();
    return true;
  }

  async reportProblem(): Promise<boolean> {
    this.problemText.blur();
    if (!this.problemText.isValid) return false;
    const done = await this.runAndShow('report_problem', () =>
      this.api.binds.reportProblem(this.bindId, { text: this.problemText.value.trim() }),
    );
    if (done) this.problemText.reset();
    return done;
  }

  clearActionError(): void {
    this.actionError = null;
  }

  private async runAndShow(step: DealStep, call: () => Promise<Deal>): Promise<boolean> {
    const deal = await this.run(step, call);
    if (!deal) return false;
    runInAction(() => (this.deal = deal));
    return true;
  }

  /** One call at a time; what went wrong goes under its field, or beside the actions. */
  private async run<T>(step: DealStep, call: () => Promise<T>): Promise<T | null> {
    if (this.pending) return null;
    this.pending = step;
    this.actionError = null;
    try {
      return await call();
    } catch (error) {
      await this.fail(step, toApiError(error));
      return null;
    } finally {
      runInAction(() => {
        if (this.pending === step) this.pending = null;
      });
    }
  }

  private async fail(step: DealStep, failure: ApiError): Promise<void> {
    const field = step === 'deliver_with_code' ? this.deliveryCode : step === 'report_problem' ? this.problemText : null;
    const fieldName = step === 'deliver_with_code' ? 'delivery_code' : 'text';
    const fieldErrors = failure.fieldErrors[fieldName];
    if (failure.status === 422 && field && fieldErrors?.length) {
      runInAction(() => field.setServerErrors(fieldErrors));
      // wrong codes add up: after the last one the deal says only the sender's confirmation works
      if (step === 'deliver_with_code') await this.load();
      return;
    }
    if (failure.status === 409) {
      runInAction(() => (this.actionError = failureOf(failure, profileText('deal.changed'))));
      await this.load();
      return;
    }
    runInAction(() => {
      if (failure.errorType === 'verification_required') {
        this.verificationNeeded = true;
        this.actionError = failureOf(failure, profileText('deal.verifyToPay'));
        return;
      }
      this.actionError = failureOf(failure);
    });
  }
}
