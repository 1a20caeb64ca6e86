import type { Db } from '../db';
import { createPiiCrypto, recordVerified } from '../verification';
import { testConfig } from './test-app';

/** Marks a user verified as an approved questionnaire would: for tests whose travelers accept requests. */
export async function verifyUser(db: Db, userId: number): Promise<void> {
  await recordVerified(db, createPiiCrypto(testConfig().piiEncryptionKey), userId);
}
