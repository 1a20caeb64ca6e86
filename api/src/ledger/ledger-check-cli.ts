import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db';
import { ledgerInvariants } from './ledger-invariants';

// `npm run ledger:check -w api`: the operator's check that the books balance, on the database the API is configured
// with (DATABASE_URL, or the embedded PGlite in DATA_DIR while no API process holds it). Prints the problems as JSON
// and exits 1 when there is any.
async function main(): Promise<void> {
  const db = openDatabase(loadConfig());
  try {
    const problems = await ledgerInvariants(db);
    console.log(JSON.stringify({ problems }));
    process.exitCode = problems.length === 0 ? 0 : 1;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 2;
});
