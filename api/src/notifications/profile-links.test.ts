import { fillTemplate } from '../outbox';
import CHAT_TEXTS from '../chat/chat-texts.json';
import { pendingBind } from '../chat/chat-testing';
import DEAL_TEXTS from '../deals/deal-texts.json';
import { dealTestApp, paidDeal } from '../deals/deal-testing';
import type { SiteLocale } from '../http';
import INSURANCE_TEXTS from '../insurance/insurance-texts.json';
import { checkout, insure, insuranceRequest } from '../insurance/insurance-testing';
import {
  bearer,
  createTrip,
  eventually,
  outboxFor,
  questionnaireBody,
  registerUser,
  request,
  testConfig,
  tripBody,
  uploadVerificationPhotos,
} from '../testing';
import VERIFICATION_TEXTS from '../verification/verification-texts.json';
import { NOTICE_TEXTS, TRIP_CONFIRMATION_TEXT } from './notice-texts';

const test = dealTestApp();

const PROFILE = testConfig().profileUrl;

type OutboxItem = Awaited<ReturnType<typeof outboxFor>>[number];

/** A Kazakh-speaking recipient and an English-speaking one, with the `lang` their links carry (the site's locale, as the site's own links write it). */
const RECIPIENTS: [SiteLocale, SiteLocale][] = [
  ['kz', 'kz'],
  ['en', 'en'],
];

/** The profile link to `path` in `lang`, as a notice writes it: the language before any `#fragment`. */
function linkTo(path: string, lang: SiteLocale): string {
  const [pathname, fragment] = path.split('#');
  return `${PROFILE}${pathname}?lang=${lang}${fragment === undefined ? '' : `#${fragment}`}`;
}

/** The newest message on `channel` to `to` with the profile link to `path` in `lang`, once it has come. */
async function messageWithLink(to: string, channel: OutboxItem['channel'], path: string, lang: SiteLocale): Promise<OutboxItem> {
  const link = linkTo(path, lang);
  return eventually(async () => (await outboxFor(test.app, to)).find((item) => item.channel === channel && item.body.includes(link)));
}

/** A new trip of the deal's traveler, listed in `locale`: the traveler's notices about it speak that language. */
async function tripIn(locale: SiteLocale): Promise<number> {
  const tripId = await createTrip(test.app, test.parties.traveler.token);
  await test.db.updateTable('trips').set({ locale }).where('id', '=', tripId).execute();
  return tripId;
}

async function setParcelLocaleOfBind(bindId: number, locale: SiteLocale): Promise<void> {
  const { parcel_id } = await test.db.selectFrom('binds').select('parcel_id').where('id', '=', bindId).executeTakeFirstOrThrow();
  await test.db.updateTable('parcels').set({ locale }).where('id', '=', parcel_id).execute();
}

describe.each(RECIPIENTS)('a profile link to a recipient whose language is %s carries lang=%s', (locale, lang) => {
  it('in the e-mail to the traveler of a parcel offered to the trip', async () => {
    const { parties, app } = test;
    await pendingBind(app, parties.sender, await tripIn(locale));
    const mail = await messageWithLink(parties.traveler.email, 'email', '/travels', lang);
    expect(mail.subject).toBe(NOTICE_TEXTS.bindOffered.subject[locale]);
  });

  it("in the e-mail and SMS asking an account's owner to confirm a guest trip made with their phone", async () => {
    const owner = await registerUser(test.app);
    const response = await test.app.inject({
      method: 'POST',
      url: '/trips',
      payload: tripBody({ contact_phone: owner.phone, contact_email: `guest-${owner.phone}@example.kz` }),
      headers: { 'accept-language': lang },
    });
    expect(response.statusCode).toBe(201);
    const mail = await messageWithLink(owner.email, 'email', '/confirm-trip#token=', lang);
    expect(mail.subject).toBe(TRIP_CONFIRMATION_TEXT.subject[locale]);
    const sms = await messageWithLink(owner.phone, 'sms', '/confirm-trip#token=', lang);
    expect(sms.body.startsWith(TRIP_CONFIRMATION_TEXT.sms[locale].split('{')[0])).toBe(true);
  });

  it('in the deal notices to either party: the traveler told of the payment, the sender of the pick-up', async () => {
    const { app, db, parties } = test;
    const bindId = await paidDeal(app, db, { ...parties, tripId: await tripIn(locale) });
    const paid = await messageWithLink(parties.traveler.email, 'email', `/deals/${bindId}`, lang);
    expect(paid.subject).toBe(fillTemplate(DEAL_TEXTS.paidSubject[locale], { id: bindId }));
    const sms = await messageWithLink(parties.traveler.phone, 'sms', `/deals/${bindId}`, lang);
    expect(sms.body).toBe(fillTemplate(DEAL_TEXTS.paidSms[locale], { id: bindId, link: linkTo(`/deals/${bindId}`, lang) }));

    await setParcelLocaleOfBind(bindId, locale);
    expect((await request(app, 'POST', `/binds/${bindId}/picked-up`, parties.traveler.token)).statusCode).toBe(200);
    const pickedUp = await messageWithLink(parties.sender.email, 'email', `/deals/${bindId}`, lang);
    expect(pickedUp.subject).toBe(fillTemplate(DEAL_TEXTS.pickedUpSubject[locale], { id: bindId }));
  });

  it('in the e-mail of a new chat message', async () => {
    const { app, parties } = test;
    const { bindId } = await pendingBind(app, parties.sender, await tripIn(locale));
    const sent = await app.inject({
      method: 'POST',
      url: `/binds/${bindId}/messages`,
      payload: { text: 'Сәлеметсіз бе' },
      headers: bearer(parties.sender.token),
    });
    expect(sent.statusCode).toBe(201);
    const mail = await messageWithLink(parties.traveler.email, 'email', `/deals/${bindId}#chat`, lang);
    expect(mail.subject).toBe(fillTemplate(CHAT_TEXTS.newMessageSubject[locale], { id: bindId }));
  });

  it('in the e-mail of an issued insurance policy', async () => {
    const { app, db, parties } = test;
    const bindId = await paidDeal(app, db, parties);
    await setParcelLocaleOfBind(bindId, locale);
    const created = await insure(app, parties.sender, insuranceRequest(bindId));
    expect(created.statusCode).toBe(201);
    const issued = await checkout(app, parties.sender, created.json(), 'pay');
    expect(issued.status).toBe('issued');
    const mail = await messageWithLink(parties.sender.email, 'email', `/deals/${bindId}`, lang);
    expect(mail.subject).toBe(fillTemplate(INSURANCE_TEXTS.issuedSubject[locale], { number: issued.number! }));
  });

  it('in the e-mail of the identity verification decision', async () => {
    const user = await registerUser(test.app, { first_name: 'Айгерім' });
    const images = await uploadVerificationPhotos(test.app, user.token);
    const submitted = await test.app.inject({
      method: 'POST',
      url: '/me/verification',
      payload: questionnaireBody(images),
      headers: { ...bearer(user.token), 'accept-language': lang },
    });
    expect(submitted.statusCode).toBe(202);
    const mail = await messageWithLink(user.email, 'email', '/verification', lang);
    // the second recipient's IIN is already verified on the first's account: a refusal, in the same language
    expect([VERIFICATION_TEXTS.verifiedSubject[locale], VERIFICATION_TEXTS.rejectedSubject[locale]]).toContain(mail.subject);
  });
});
