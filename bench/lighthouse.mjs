// Lighthouse (mobile, simulated throttling) on the site's pages, with the system Chromium: prints each page's scores
// and metrics beside issue 21's targets and exits 1 when a page misses one. Needs the stack running (`npm start`);
// SITE_URL points elsewhere. Every page runs LIGHTHOUSE_RUNS times (default 3) and the median run by performance
// score is the one printed. Nothing may leave the machine: a request to another host than the site's fails the run.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '@jetkiz/stack/chromium.cjs';

const SITE = process.env.SITE_URL ?? 'http://localhost:3000';
const PAGES = (process.env.PAGES ?? '/ru,/ru/about,/ru/prices,/kz').split(',');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Where the full JSON reports go when set (one per page, the printed run).
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

// Issue 21's targets: scores are 0–100, times in ms.
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, lcp: 2500 };
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
});

// Ctrl-C or a kill must not leave the browser behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    chrome.kill();
    process.exit(130);
  });
}

const siteHosts = new Set(['localhost', '127.0.0.1', new URL(SITE).hostname]);
const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Requests of a run to hosts other than the local stack's (there must be none). */
function foreignRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items.map((item) => item.url).filter((url) => /^https?:/.test(url) && !siteHosts.has(new URL(url).hostname));
}

/** Audits of a category that did not pass, with their titles. */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category !== 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable',
    )
    .map((audit) => `${audit.id} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
}

/** Performance opportunities worth more than 50 ms on the simulated phone. */
function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 50)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .map((audit) => `${audit.id} (${Math.round(audit.details.overallSavingsMs)} ms)`);
}

const results = [];
try {
  for (const page of PAGES) {
    const url = `${SITE}${page}`;
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      runs.push(result);
    }
    runs.sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
    const median = runs[Math.floor(runs.length / 2)];
    results.push({ page, lhr: median.lhr, performanceRuns: runs.map((run) => score(run.lhr, 'performance')) });
    if (REPORTS) {
      await mkdir(REPORTS, { recursive: true });
      await writeFile(path.join(REPORTS, `${page.replace(/\W+/g, '_') || 'root'}.json`), median.report);
    }
  }
} finally {
  await chrome.kill();
}

const pad = (value, width) => String(value).padStart(width);
const metric = (lhr, id) => lhr.audits[id].numericValue;
const formatMetric = (id, value) => (id === 'cumulative-layout-shift' ? value.toFixed(3) : `${(value / 1000).toFixed(2)} s`);

console.log(`Lighthouse ${results[0]?.lhr.lighthouseVersion} mobile (simulated throttling) on ${SITE}, median of ${RUNS} run(s)`);
console.log(
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}, ${os.cpus().length} cores`,
);
console.log(
  `targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcp / 1000} s, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}\n`,
);
console.log('page          perf (runs)       a11y  best   seo     FCP      LCP      TBT      CLS      SI');
let failed = false;
for (const { page, lhr, performanceRuns } of results) {
  const misses = [];
  const perf = score(lhr, 'performance');
  if (perf < TARGETS.performance) misses.push(`performance ${perf} < ${TARGETS.performance}`);
  const lcp = metric(lhr, 'largest-contentful-paint');
  if (lcp > TARGETS.lcp) misses.push(`LCP ${(lcp / 1000).toFixed(2)} s > ${TARGETS.lcp / 1000} s`);
  for (const category of ['accessibility', 'best-practices']) {
    if (score(lhr, category) < TARGETS[category]) misses.push(`${category} ${score(lhr, category)} < ${TARGETS[category]}`);
  }
  const foreign = foreignRequests(lhr);
  if (foreign.length > 0) misses.push(`requests off the machine: ${foreign.join(', ')}`);

  console.log(
    [
      page.padEnd(12),
      `${pad(perf, 4)} (${performanceRuns.join(',')})`.padEnd(17),
      pad(score(lhr, 'accessibility'), 5),
      pad(score(lhr, 'best-practices'), 5),
      pad(score(lhr, 'seo'), 5),
      ...METRICS.map(([, id]) => pad(formatMetric(id, metric(lhr, id)), 8)),
    ].join(' '),
  );
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const failedHere = failedAudits(lhr, category);
    if (failedHere.length > 0) console.log(`    ${category} fails: ${failedHere.join(', ')}`);
  }
  const savings = opportunities(lhr);
  if (savings.length > 0) console.log(`    opportunities: ${savings.join(', ')}`);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (lcpElement) console.log(`    LCP element: ${lcpElement.snippet}`);
  if (misses.length > 0) {
    failed = true;
    console.log(`    BELOW TARGET: ${misses.join('; ')}`);
  }
}
process.exit(failed ? 1 : 0);
