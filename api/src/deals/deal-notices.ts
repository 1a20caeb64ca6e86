import { profileLink } from '@jetkiz/contracts';
import type { DealRole } from '@jetkiz/contracts';
import { partyContactsOf } from '../binds';
import type { DbExecutor } from '../db';
import { siteLocaleOf, type Localized } from '../http';
import { fillTemplate, queueNotice, type NoticeTexts, type Outbox } from '../outbox';
import type { PendingActions } from '../pending-actions';
import TEXTS from './deal-texts.json';

const texts = TEXTS satisfies Record<string, Localized>;

/** The transitions the other party is told of. */
export type NoticeEvent = 'paid' | 'picked_up' | 'delivered' | 'completed' | 'cancelled' | 'refunded' | 'problem_reported';

const TEXTS_OF: Record<NoticeEvent, NoticeTexts> = {
  paid: { subject: texts.paidSubject, body: texts.paidBody, sms: texts.paidSms },
  picked_up: { subject: texts.pickedUpSubject, body: texts.pickedUpBody, sms: texts.pickedUpSms },
  delivered: { subject: texts.deliveredSubject, body: texts.deliveredBody, sms: texts.deliveredSms },
  completed: { subject: texts.completedSubject, body: texts.completedBody, sms: texts.completedSms },
  cancelled: { subject: texts.cancelledSubject, body: texts.cancelledBody, sms: texts.cancelledSms },
  refunded: { subject: texts.refundedSubject, body: texts.refundedBody, sms: texts.refundedSms },
  problem_reported: { subject: texts.problemSubject, body: texts.problemBody, sms: texts.problemSms },
};

/** Transitions after which the recipient has the next step: their next login leads to the deal page. */
const LEADS_TO_DEAL: ReadonlySet<NoticeEvent> = new Set(['paid', 'delivered']);

export interface DealNotices {
  /** E-mail and SMS to `recipients` (the other party of the step) with a link to the deal page. */
  notify(trx: DbExecutor, bindId: number, event: NoticeEvent, recipients: readonly DealRole[]): Promise<void>;
  /** The delivery code, by SMS to the sender only. */
  deliveryCode(trx: DbExecutor, bindId: number, code: string): Promise<void>;
  /** Staff are told of a problem report by e-mail. */
  problemToStaff(trx: DbExecutor, bindId: number, status: string, text: string): Promise<void>;
  /** the provider's checkout description, in the sender's language */
  checkoutDescription(bindId: number, locale: string): string;
}

export function createDealNotices({
  outbox,
  profileUrl,
  staffEmail,
  autoCompleteHours,
  pendingActions,
}: {
  outbox: Outbox;
  profileUrl: string;
  staffEmail: string;
  autoCompleteHours: number;
  pendingActions: PendingActions;
}): DealNotices {
  return {
    async notify(trx, bindId, event, recipients) {
      const parties = await partyContactsOf(trx, bindId);
      if (!parties) return;
      // A login leads to the deal's current step only: earlier redirects to this deal are spent.
      await trx
        .updateTable('pending_actions')
        .set({ delivered_at: new Date() })
        .where('redirect_to', '=', 'deal')
        .where('bind_id', '=', bindId)
        .where('delivered_at', 'is', null)
        .execute();
      for (const role of recipients) {
        const party = parties[role];
        const values = { id: bindId, link: profileLink(profileUrl, party.locale, `/deals/${bindId}`), hours: autoCompleteHours };
        await queueNotice(outbox, trx, party, TEXTS_OF[event], values);
        if (party.userId !== null && LEADS_TO_DEAL.has(event)) {
          await pendingActions.add(trx, party.userId, { action: 'redirect', redirect_to: 'deal', bind_id: bindId });
        }
      }
    },
    async deliveryCode(trx, bindId, code) {
      const sender = (await partyContactsOf(trx, bindId))?.sender;
      if (!sender?.phone) return;
      const body = fillTemplate(texts.deliveryCodeSms[sender.locale], { id: bindId, code });
      await outbox.add(trx, { channel: 'sms', to: sender.phone, body });
    },
    async problemToStaff(trx, bindId, status, text) {
      const values = { id: bindId, status, text };
      await outbox.add(trx, {
        channel: 'email',
        to: staffEmail,
        subject: fillTemplate(texts.staffProblemSubject.ru, values),
        body: fillTemplate(texts.staffProblemBody.ru, values),
      });
    },
    checkoutDescription(bindId, locale) {
      return fillTemplate(texts.checkoutDescription[siteLocaleOf(locale)], { id: bindId });
    },
  };
}
