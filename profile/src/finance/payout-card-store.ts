import { toApiError } from '@jetkiz/contracts';
import type { ApiClient, PayoutCardState } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { leaveInThisTab, type LeavePage } from '../deal';
import { commonText, type TextRef } from '../i18n';
import { Loadable } from '../loadable';

/**
 * The card payouts go to (`GET /me/payout-card`), and adding or changing it: the payment provider's card page opens
 * in this tab and sends the browser back to the finance page, which then loads the card again.
 */
export class PayoutCardStore {
  readonly card: Loadable<PayoutCardState | null>;
  /** the card page is being asked for, or the browser is leaving for it */
  starting = false;
  startError: TextRef | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly leave: LeavePage = leaveInThisTab,
  ) {
    this.card = new Loadable(() => this.api.me.payoutCard(), null);
    makeAutoObservable<PayoutCardStore, 'api' | 'leave'>(this, { api: false, leave: false, card: false });
  }

  /** Known to be missing: a payout would be refused. Unknown (loading, failed) is not missing. */
  get missing(): boolean {
    return this.card.state === 'ready' && !this.card.value?.saved;
  }

  async addCard(): Promise<void> {
    if (this.starting) return;
    this.starting = true;
    this.startError = null;
    try {
      const { binding_url: url } = await this.api.me.startPayoutCardBinding();
      // the page is leaving: the button stays busy until it has gone
      this.leave(url);
    } catch (error) {
      runInAction(() => {
        this.startError = commonText(toApiError(error).messageKey);
        this.starting = false;
      });
    }
  }
}
