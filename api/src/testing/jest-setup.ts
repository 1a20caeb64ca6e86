// testTimeout in a project's config is ignored when Jest runs all projects, so it is set here:
// the first test file of a worker waits ~5 s for the shared embedded Postgres to start, and a file's app (its schema
// migrated through 0111 and every route's validation compiled) takes several seconds more on a busy 2-core machine.
jest.setTimeout(60_000);
