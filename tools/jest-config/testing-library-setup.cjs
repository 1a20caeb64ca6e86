// Two cores run every workspace's tests at once in CI: a lazily loaded part can take over Testing Library's default
// second to appear, so findBy/waitFor wait up to 4 s (still inside Jest's 5 s per test).
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 4000 });
