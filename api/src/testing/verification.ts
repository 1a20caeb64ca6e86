import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { createPiiCrypto } from '../verification';
import { testConfig } from './test-app';

/**
 * Marks a user verified as the verification job would after approving a questionnaire (a row of the user's own,
 * personal fields sealed with the test key): for tests whose travelers accept requests.
 */
export async function verifyUser(db: Db, userId: number): Promise<void> {
  const crypto = createPiiCrypto(testConfig().piiEncryptionKey);
  const iin = `9001013${String(userId).padStart(5, '0')}`;
  await db
    .insertInto('verification_submissions')
    .values({
      id: randomUUID(),
      user_id: userId,
      status: 'verified',
      decided_at: new Date(),
      provider: 'local',
      last_name: 'Test',
      first_name: 'Test',
      birth_date: '1990-01-01',
      iin_encrypted: crypto.encrypt(iin),
      iin_hash: crypto.hash(iin),
      is_resident: true,
      document_type: 'id_card',
      document_number_encrypted: crypto.encrypt('000000000'),
      issue_date: '2020-01-01',
      issuing_authority: 'Test',
      address_encrypted: crypto.encrypt('Test'),
      document_image_id: randomUUID(),
      selfie_image_id: randomUUID(),
    })
    .execute();
}
