import { profileLink } from '@jetkiz/contracts';
import type { DbExecutor } from '../db';
import { siteLocaleOf, type Localized } from '../http';
import { type Outbox } from '../outbox';
import TEXTS from './verification-texts.json';
import type { VerificationDecision } from './verification-provider';

const texts = TEXTS satisfies Record<string, Localized>;

/** E-mails and texts the user the decision on a submission, in the language it was sent in. */
export async function notifyDecision(
  executor: DbExecutor,
  outbox: Outbox,
  profileUrl: string,
  submissionId: string,
  decision: VerificationDecision,
): Promise<void> {
  const row = await executor
    .selectFrom('verification_submissions')
    .innerJoin('users', 'users.id', 'verification_submissions.user_id')
    .select(['users.email', 'users.phone_number', 'users.first_name', 'verification_submissions.locale'])
    .where('verification_submissions.id', '=', submissionId)
    .executeTakeFirst();
  if (!row) return;
  const locale = siteLocaleOf(row.locale);
  const verified = decision === 'verified';
  const body = (verified ? texts.verifiedBody : texts.rejectedBody)[locale]
    .replace('{name}', row.first_name)
    .replace('{link}', profileLink(profileUrl, locale, '/verification'));
  const subject = (verified ? texts.verifiedSubject : texts.rejectedSubject)[locale];
  await outbox.add(executor, { channel: 'email', to: row.email, subject, body });
  await outbox.add(executor, { channel: 'sms', to: row.phone_number, body: (verified ? texts.verifiedSms : texts.rejectedSms)[locale] });
}
