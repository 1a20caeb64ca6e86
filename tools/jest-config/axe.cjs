const axe = require('axe-core');

/**
 * Test support: the rules axe finds broken at 'serious' or 'critical' impact in what is rendered. jsdom draws
 * nothing, so colour contrast is left to the e2e axe checks in a real browser.
 */
async function seriousAxeViolations(root = document.body) {
  const { violations } = await axe.run(root, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
  return violations.filter(({ impact }) => impact === 'serious' || impact === 'critical').map(({ id, nodes }) => `${id} (${nodes.length})`);
}

module.exports = { seriousAxeViolations };
