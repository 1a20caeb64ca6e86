import type { VerificationStatus } from '@jetkiz/contracts';
import type { DbExecutor } from '../db';

/** The status of a user's latest submission; not_started without one. */
export async function verificationStatusOf(executor: DbExecutor, userId: number): Promise<VerificationStatus> {
  const row = await executor
    .selectFrom('verification_submissions')
    .select('status')
    .where('user_id', '=', userId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.status ?? 'not_started';
}
