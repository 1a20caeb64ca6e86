import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { migrateToLatest, openDatabase } from './db';

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const db = openDatabase(config);
  await migrateToLatest(db);
  const app = await buildApp({ db, config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const database = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `embedded PGlite at ${config.dataDir}`;
  const docs = config.docsPublic ? '; docs at /docs' : '';
  const devRoutes = config.devRoutes ? '; /dev/outbox and /dev/jobs on (DEV_ROUTES=1)' : '';
  console.log(
    `Jetkiz API listening on http://${config.host}:${config.port} (${config.nodeEnv}, ${database}, SMS via ${config.sms.provider})${docs}${devRoutes}`,
  );
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('Jetkiz API failed to start:', error);
  process.exit(1);
});
