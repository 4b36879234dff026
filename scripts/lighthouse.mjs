#!/usr/bin/env node
/**
 * `npm run lighthouse` (issue "Entity definitions v2" §4, docs/performance.md): builds
 * the panel, serves it with `vite preview` on the emulators (project demo-lighthouse,
 * seeded with the demo data) and prints Lighthouse's scores (performance,
 * accessibility, best practices) with LCP, TBT and CLS for the login page, the
 * dashboard (signed in as admin@demo.om) and a list (/coupon), with the desktop and
 * mobile presets. For every target missed it prints the failing audits and their
 * elements. A measuring command: it prints, and fails only when it cannot measure.
 *
 * Chromium: Debian's /usr/bin/chromium (CHROMIUM_PATH overrides), headless. The
 * signed-in pages: playwright-core signs in through the login form on the same
 * browser (over its debugging port); Lighthouse then runs on that port with
 * disableStorageReset, so the session in IndexedDB is kept.
 *
 * EMULATOR_PORT_OFFSET moves the emulator and preview ports, as for `npm test`;
 * LIGHTHOUSE_RUNS=n measures each page n times and keeps the median run;
 * LIGHTHOUSE_REPORTS=<folder> keeps every page's full report as JSON;
 * LIGHTHOUSE_ONLY=<text> measures only the preset and page names containing it, e.g.
 * "desktop dashboard" or "list".
 *
 * The machine's load average (os.loadavg(), 1 minute) is printed before and after each
 * page's runs: a median taken with either above 2 is marked unreliable (other work
 * shares the CPU, and Total Blocking Time counts every task longer).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasJava } from './lib/emulators.mjs';
import { runInsideEmulators, seedAndServePanel } from './lib/panel.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const PROJECT_ID = 'demo-lighthouse';
const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const ADMIN = { email: 'admin@demo.om', password: 'Admin#2026' };
const PAGES = [
  { name: 'login', path: '/', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'list /coupon', path: '/coupon', signedIn: true },
];
/** The load average (1 minute) above which a page's median is marked unreliable. */
const LOAD_LIMIT = 2;
/**
 * The targets (issue 33: mobile dashboard and list 0.95 at load under 2, median of 5;
 * mobile login 0.90 from before); a missed one gets its causes printed.
 */
const TARGETS = {
  performance: {
    desktop: { login: 0.95, dashboard: 0.95, 'list /coupon': 0.95 },
    mobile: { login: 0.9, dashboard: 0.95, 'list /coupon': 0.95 },
  },
  accessibility: 1,
  cls: 0.02,
};

if (!process.env.LIGHTHOUSE_INSIDE_EMULATORS) {
  if (!hasJava()) {
    console.error('Java 17 or newer is needed for the Firestore emulator.');
    process.exit(1);
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
runInsideEmulators({
  script: 'scripts/lighthouse.mjs',
  projectId: PROJECT_ID,
  offset: OFFSET,
  insideFlag: 'LIGHTHOUSE_INSIDE_EMULATORS',
});

// ---- Inside `firebase emulators:exec` ----------------------------------------------

const { server, baseUrl } = await seedAndServePanel({
  projectId: PROJECT_ID,
  offset: OFFSET,
  outDirName: 'lighthouse-dist',
  port: 4417 + OFFSET,
});

/**
 * Starts headless Chromium with a debugging port.
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 * @throws {Error} when Chromium does not report its port within 30 s
 */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chromium = spawn(
    CHROMIUM_PATH,
    ['--headless=new', ...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const port = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${text}`)), 30_000);
    chromium.stderr.on('data', (chunk) => {
      text += String(chunk);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chromium.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${text}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) =>
        chromium.exitCode !== null ? resolve() : chromium.once('exit', resolve),
      );
      chromium.kill('SIGTERM');
      const timer = setTimeout(() => chromium.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      // Chromium's helper processes may still be writing their cache for a moment.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`Could not remove the browser profile ${profile}: ${error.message}`);
      }
    },
  };
}

/**
 * Signs in through the login form on the browser listening on port, and leaves the
 * session in the profile's storage.
 * @param {number} port Chromium's debugging port
 * @param {{ width: number, height: number }} viewport
 */
async function signIn(port, viewport) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
  await page.close();
  await browser.close(); // disconnects; the browser and its default profile stay
}

const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
const PRESETS = [
  { name: 'desktop', config: desktopConfig, viewport: { width: 1350, height: 940 } },
  { name: 'mobile', config: undefined, viewport: { width: 412, height: 823 } },
];

/** Audits of a category that lost points, with the elements Lighthouse names. */
function failingAudits(lhr, categoryId) {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  return refs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      ({ ref, audit }) =>
        audit &&
        (ref.weight > 0 || categoryId !== 'performance') &&
        audit.score !== null &&
        audit.score < (categoryId === 'performance' ? 0.9 : 1) &&
        !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode),
    )
    .map(({ audit }) => ({ id: audit.id, title: audit.title, value: audit.displayValue ?? '', nodes: nodesOf(audit) }));
}

/**
 * The performance audits with estimated savings (render-blocking requests, unused
 * JavaScript, …), largest first: what Lighthouse says would lift a missed score.
 */
function opportunities(lhr) {
  const saving = (audit) => Math.max(0, ...Object.values(audit.metricSavings ?? {}).map(Number));
  return (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && saving(audit) > 0)
    .sort((a, b) => saving(b) - saving(a))
    .slice(0, 6)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      value: [
        audit.displayValue,
        `saves up to ${Object.entries(audit.metricSavings)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', ')}`,
      ]
        .filter(Boolean)
        .join('; '),
      nodes: nodesOf(audit),
    }));
}

/** Up to three elements (selector and snippet) or resources (URL) named by an audit's details. */
function nodesOf(audit) {
  const nodes = [];
  const visit = (value) => {
    if (!value || typeof value !== 'object' || nodes.length >= 3) return;
    if (value.type === 'node' && (value.selector || value.snippet)) {
      nodes.push(`${value.selector ?? ''} ${String(value.snippet ?? '').slice(0, 120)}`.trim());
      return;
    }
    if (typeof value.url === 'string' && /^https?:/.test(value.url)) {
      nodes.push(value.url.replace(baseUrl, ''));
      return;
    }
    for (const v of Object.values(value)) visit(v);
  };
  visit(audit.details);
  return nodes;
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
const ONLY = process.env.LIGHTHOUSE_ONLY ?? '';
const results = [];
const causes = [];
/** Each run's trace (Lighthouse's artifacts), kept with LIGHTHOUSE_REPORTS. */
const traces = new Map();
for (const preset of PRESETS) {
  const browser = await launchChromium();
  try {
    for (const target of PAGES) {
      if (!`${preset.name} ${target.name}`.includes(ONLY)) continue;
      if (target.signedIn && !results.some((r) => r.preset === preset.name && r.signedIn)) {
        await signIn(browser.port, preset.viewport);
      }
      const flags = {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // The login page is measured signed out (storage cleared); the others keep the session.
        disableStorageReset: target.signedIn,
      };
      // LIGHTHOUSE_RUNS=<n> measures each page n times and keeps the run of median
      // performance (one run varies by up to 0.10 on a 2-core machine).
      const runs = [];
      const loadBefore = loadavg()[0];
      for (let run = 0; run < RUNS; run++) {
        const runner = await lighthouse(`${baseUrl}${target.path}`, flags, preset.config);
        const one = runner?.lhr;
        if (!one) throw new Error(`Lighthouse returned nothing for ${target.path}`);
        if (one.runtimeError) throw new Error(`${target.path}: ${one.runtimeError.code} ${one.runtimeError.message}`);
        runs.push(one);
        traces.set(one, runner.artifacts?.Trace);
      }
      const loadAfter = loadavg()[0];
      const performanceOf = (report) => report.categories.performance?.score ?? NaN;
      runs.sort((x, y) => performanceOf(x) - performanceOf(y));
      const lhr = runs[Math.floor(runs.length / 2)];
      // LIGHTHOUSE_REPORTS=<folder> keeps each page's full report (long tasks, treemap…).
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const file = `${preset.name}-${target.name.replace(/[^a-z0-9]+/gi, '-')}.json`;
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
        // The run's Chromium trace, for the performance panel of DevTools or a script.
        const trace = traces.get(lhr);
        if (trace)
          writeFileSync(
            join(process.env.LIGHTHOUSE_REPORTS, file.replace(/\.json$/, '.trace.json')),
            JSON.stringify(trace),
          );
      }
      const score = (id) => lhr.categories[id]?.score ?? NaN;
      const row = {
        preset: preset.name,
        page: target.name,
        signedIn: target.signedIn,
        finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        range: [performanceOf(runs[0]), performanceOf(runs[runs.length - 1])],
        load: [loadBefore, loadAfter],
        unreliable: loadBefore > LOAD_LIMIT || loadAfter > LOAD_LIMIT,
      };
      results.push(row);
      const missed = [];
      const perfTarget = TARGETS.performance[preset.name]?.[target.name];
      if (perfTarget && row.performance < perfTarget) missed.push(['performance', `performance < ${perfTarget}`]);
      if (row.accessibility < TARGETS.accessibility) missed.push(['accessibility', 'accessibility < 1.00']);
      if (row.cls >= TARGETS.cls) missed.push(['performance', `CLS ≥ ${TARGETS.cls}`]);
      for (const [category, what] of missed) {
        const audits = failingAudits(lhr, category);
        if (what.startsWith('CLS')) {
          const shifts = ['layout-shifts', 'layout-shift-elements', 'cumulative-layout-shift'];
          audits.unshift(
            ...shifts
              .map((id) => lhr.audits[id])
              .filter(Boolean)
              .map((a) => ({ id: a.id, title: a.title, value: a.displayValue ?? '', nodes: nodesOf(a) })),
          );
        }
        if (category === 'performance' && what.startsWith('performance')) audits.push(...opportunities(lhr));
        if (category === 'performance') {
          const lcpElement = lhr.audits['largest-contentful-paint-element'];
          if (lcpElement && !audits.some((a) => a.id === lcpElement.id))
            audits.push({ id: lcpElement.id, title: lcpElement.title, value: '', nodes: nodesOf(lcpElement) });
        }
        causes.push({ preset: preset.name, page: target.name, what, audits });
      }
      console.log(
        `  measured ${preset.name} ${target.name} (${row.finalUrl}), load ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}` +
          (row.unreliable ? ` UNRELIABLE (load above ${LOAD_LIMIT})` : ''),
      );
    }
  } finally {
    await browser.stop();
  }
}
await server.close();

const pct = (x) => x.toFixed(2);
console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}`);
console.log(
  `${'preset'.padEnd(9)}${'page'.padEnd(14)}${'performance'.padStart(12)}${'accessibility'.padStart(15)}` +
    `${'best practices'.padStart(16)}${'LCP'.padStart(10)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}`,
);
for (const r of results) {
  console.log(
    `${r.preset.padEnd(9)}${r.page.padEnd(14)}${pct(r.performance).padStart(12)}${pct(r.accessibility).padStart(15)}` +
      `${pct(r.bestPractices).padStart(16)}${`${Math.round(r.lcp)} ms`.padStart(10)}${`${Math.round(r.tbt)} ms`.padStart(9)}` +
      `${r.cls.toFixed(3).padStart(8)}${RUNS > 1 ? `   performance ${pct(r.range[0])}–${pct(r.range[1])}` : ''}` +
      `   load ${r.load[0].toFixed(2)} → ${r.load[1].toFixed(2)}${r.unreliable ? ' UNRELIABLE' : ''}`,
  );
}
if (results.some((r) => r.unreliable))
  console.log(
    `UNRELIABLE: taken with a load average above ${LOAD_LIMIT} (before or after the page's runs); ` +
      'other work shared the CPU, so blocking time and the score are worse than the panel alone. Measure again on a quieter machine.',
  );
if (RUNS > 1) console.log(`Each row: the run of median performance among ${RUNS}.`);
const targetText = Object.entries(TARGETS.performance)
  .map(
    ([preset, pages]) =>
      `${preset} ${Object.entries(pages)
        .map(([p, v]) => `${p} ≥ ${v.toFixed(2)}`)
        .join(', ')}`,
  )
  .join('; ');
console.log(
  `\nTargets: performance ${targetText}; accessibility ${TARGETS.accessibility.toFixed(2)}, CLS < ${TARGETS.cls}.`,
);
if (!causes.length) console.log('All targets met.');
for (const c of causes) {
  console.log(`\nMissed: ${c.preset} ${c.page}: ${c.what}`);
  for (const a of c.audits) {
    console.log(`  - ${a.id}: ${a.title}${a.value ? ` (${a.value})` : ''}`);
    for (const node of a.nodes) console.log(`      ${node}`);
  }
}
process.exit(0);
