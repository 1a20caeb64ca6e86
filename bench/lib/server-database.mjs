// A database of a benchmark's own on the Postgres server DATABASE_URL names: created before the run, dropped after it.
/** Creates `name` on DATABASE_URL's server; answers its URL, the server's version and a `drop` for the end of the run. */
export async function serverDatabase(name) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error(`the database ${name} needs DATABASE_URL (a Postgres server)`);
  // Loaded only here: a run on embedded PGlite has no use for the Postgres client.
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const { rows } = await admin.query('show server_version');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version: rows[0].server_version.split(' ')[0],
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
