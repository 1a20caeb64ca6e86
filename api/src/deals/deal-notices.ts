import type { DealRole } from '@jetkiz/contracts';
import type { DbExecutor } from '../db';
import type { Localized, SiteLocale } from '../http';
import type { Outbox } from '../outbox';
import type { PendingActions } from '../pending-actions';
import TEXTS from './deal-texts.json';

const texts = TEXTS satisfies Record<string, Localized>;

/** The transitions the other party is told of. */
export type NoticeEvent = 'paid' | 'picked_up' | 'delivered' | 'completed' | 'cancelled' | 'refunded' | 'problem_reported';

const TEXT_KEYS: Record<NoticeEvent, { subject: keyof typeof texts; body: keyof typeof texts; sms: keyof typeof texts }> = {
  paid: { subject: 'paidSubject', body: 'paidBody', sms: 'paidSms' },
  picked_up: { subject: 'pickedUpSubject', body: 'pickedUpBody', sms: 'pickedUpSms' },
  delivered: { subject: 'deliveredSubject', body: 'deliveredBody', sms: 'deliveredSms' },
  completed: { subject: 'completedSubject', body: 'completedBody', sms: 'completedSms' },
  cancelled: { subject: 'cancelledSubject', body: 'cancelledBody', sms: 'cancelledSms' },
  refunded: { subject: 'refundedSubject', body: 'refundedBody', sms: 'refundedSms' },
  problem_reported: { subject: 'problemSubject', body: 'problemBody', sms: 'problemSms' },
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

function siteLocale(value: string): SiteLocale {
  return value === 'kz' || value === 'en' ? value : 'ru';
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
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
  const linkOf = (bindId: number) => `${profileUrl}/deals/${bindId}`;

  async function partiesOf(trx: DbExecutor, bindId: number) {
    return trx
      .selectFrom('binds')
      .innerJoin('parcels', 'parcels.id', 'binds.parcel_id')
      .innerJoin('trips', 'trips.id', 'binds.trip_id')
      .innerJoin('users as traveler', 'traveler.id', 'trips.traveler_id')
      .leftJoin('users as owner', 'owner.id', 'parcels.owner_id')
      .select((eb) => [
        'parcels.owner_id',
        eb.fn.coalesce('owner.email', 'parcels.guest_email').$castTo<string | null>().as('sender_email'),
        eb.fn.coalesce('owner.phone_number', 'parcels.guest_phone').$castTo<string | null>().as('sender_phone'),
        'parcels.locale as sender_locale',
        'trips.traveler_id',
        'traveler.email as traveler_email',
        'traveler.phone_number as traveler_phone',
        'trips.locale as traveler_locale',
      ])
      .where('binds.id', '=', bindId)
      .executeTakeFirst();
  }

  return {
    async notify(trx, bindId, event, recipients) {
      const parties = await partiesOf(trx, bindId);
      if (!parties) return;
      const keys = TEXT_KEYS[event];
      // A login leads to the deal's current step only: earlier redirects to this deal are spent.
      await trx
        .updateTable('pending_actions')
        .set({ delivered_at: new Date() })
        .where('redirect_to', '=', 'deal')
        .where('bind_id', '=', bindId)
        .where('delivered_at', 'is', null)
        .execute();
      const values = { id: bindId, link: linkOf(bindId), hours: autoCompleteHours };
      for (const role of recipients) {
        const [email, phone, locale, userId] =
          role === 'sender'
            ? [parties.sender_email, parties.sender_phone, siteLocale(parties.sender_locale), parties.owner_id]
            : [parties.traveler_email, parties.traveler_phone, siteLocale(parties.traveler_locale), parties.traveler_id];
        if (email) {
          await outbox.add(trx, {
            channel: 'email',
            to: email,
            subject: fill(texts[keys.subject][locale], values),
            body: fill(texts[keys.body][locale], values),
          });
        }
        if (phone) await outbox.add(trx, { channel: 'sms', to: phone, body: fill(texts[keys.sms][locale], values) });
        if (userId !== null && LEADS_TO_DEAL.has(event)) {
          await pendingActions.add(trx, userId, { action: 'redirect', redirect_to: 'deal', bind_id: bindId });
        }
      }
    },
    async deliveryCode(trx, bindId, code) {
      const parties = await partiesOf(trx, bindId);
      if (!parties?.sender_phone) return;
      const body = fill(texts.deliveryCodeSms[siteLocale(parties.sender_locale)], { id: bindId, code });
      await outbox.add(trx, { channel: 'sms', to: parties.sender_phone, body });
    },
    async problemToStaff(trx, bindId, status, text) {
      const values = { id: bindId, status, text };
      await outbox.add(trx, {
        channel: 'email',
        to: staffEmail,
        subject: fill(texts.staffProblemSubject.ru, values),
        body: fill(texts.staffProblemBody.ru, values),
      });
    },
    checkoutDescription(bindId, locale) {
      return fill(texts.checkoutDescription[siteLocale(locale)], { id: bindId });
    },
  };
}
