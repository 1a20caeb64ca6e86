// testTimeout in a project's config is ignored when Jest runs all projects, so it is set here:
// the first test file of a worker waits ~5 s for the shared embedded Postgres to start.
jest.setTimeout(30_000);
