/**
 * E2E global setup: seeds the demo data into the emulators (already started by
 * `firebase emulators:exec`), builds the panel and serves it with `vite preview`.
 * Tests get the URL through `inject('baseUrl')`, and the seeded counts through
 * `inject('seedSummary')`. It empties the record of the run's Firestore queries
 * (browser.ts QUERIES_FILE, checked afterwards by scripts/test.mjs) and forgets the
 * sessions of a previous run (sessions.ts); scripts/test.mjs prints how many form
 * sign-ins the run made. The second e2e lane (E2E_LANE, docs/testing.md "Three lanes")
 * seeds and builds for its own project but keeps both records: it starts with the first
 * lane, waits for the first lane's set-up (FIRST_LANE_READY), and adds to them. Without
 * Chromium nothing is built and every e2e test is reported as skipped, with the reason
 * printed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { dirname, resolve } from 'node:path';
import { deleteApp } from 'firebase-admin/app';
import type { TestProject } from 'vitest/node';
import { build, preview, type Plugin, type PreviewServer } from 'vite';
import { hostingHeaderRules, hostingHeadersFor } from '../../scripts/lib/hostingHeaders';
import { CHROMIUM_PATH, QUERIES_FILE } from './browser';
import { forgetSessions } from './sessions';
import { AUTH_PROJECT_ID, E2E_LANE, E2E_PROJECT_ID, wipeProject } from '../support/emulators';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    seedSummary: string;
    skipReason: string;
  }
}

let server: PreviewServer | undefined;

/**
 * A preview-server plugin that has every file sent as stored, never gzipped on the fly.
 * `vite preview` compresses each answer anew (no cache), and every page a browser test
 * opens in a new context downloads the panel's 2.4 MB of JavaScript again: about 0.13
 * CPU-seconds of gzip a page in the test process, and Chromium's to undo it, over a
 * loopback connection where the bytes cost nothing (docs/testing.md "A page's start").
 * Registered in the hook's body, so ahead of the compression middleware; what the panel
 * receives is the same bytes.
 */
function servedAsStored(): Plugin {
  return {
    name: 'e2e-served-as-stored',
    configurePreviewServer(preview) {
      preview.middlewares.use((request, _response, next) => {
        delete request.headers['accept-encoding'];
        next();
      });
    },
  };
}

/**
 * A preview-server plugin that adds firebase.json's Hosting headers to every answer
 * (scripts/lib/hostingHeaders.ts), as Hosting does: the panel's hashed files are kept
 * by the browser (`immutable`) and its shell asked again each time (`no-cache`). Without
 * it `vite preview` asks the browser to check every file again on each load, and a
 * test's second page of a context re-requested the panel's 150-190 files.
 * Its headers replace those `vite preview` writes for the same name.
 * @param root the repository's root (where firebase.json is)
 */
function hostingHeaders(root: string): Plugin {
  const rules = hostingHeaderRules(root);
  return {
    name: 'e2e-hosting-headers',
    configurePreviewServer(preview) {
      preview.middlewares.use((request, response, next) => {
        const headers = hostingHeadersFor(rules, new URL(request.url ?? '/', 'http://preview').pathname);
        if (Object.keys(headers).length > 0) {
          const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
          response.writeHead = ((...args: unknown[]) => {
            for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
            const given = args.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null);
            // writeHead's own headers win over setHeader's: drop theirs for the names set here.
            if (given) {
              for (const name of Object.keys(given)) {
                if (Object.keys(headers).some((own) => own.toLowerCase() === name.toLowerCase())) delete given[name];
              }
            }
            return writeHead(...args);
          }) as ServerResponse['writeHead'];
        }
        next();
      });
    },
  };
}

/**
 * Where the first e2e lane writes the run's id (E2E_RUN_ID, set by scripts/test.mjs) once
 * it has emptied the run's records and made the demo accounts; the second lane, started
 * at the same time, waits for it before it makes sure of those accounts and runs a test.
 */
const FIRST_LANE_READY = resolve(QUERIES_FILE, '..', `e2e-first-lane-ready-${process.env.EMULATOR_PORT_OFFSET ?? 0}`);
/** How long the second lane waits for the first lane's set-up (its seed and build). */
const FIRST_LANE_WAIT_MS = 600_000;

/**
 * Waits until the first lane has written this run's id to FIRST_LANE_READY (a watch of
 * its folder); after FIRST_LANE_WAIT_MS it goes on with a warning (the first lane's own
 * failure says why).
 * @param runId E2E_RUN_ID
 */
async function firstLaneReady(runId: string): Promise<void> {
  const ready = () => existsSync(FIRST_LANE_READY) && readFileSync(FIRST_LANE_READY, 'utf8') === runId;
  await new Promise<void>((done) => {
    const watcher = watch(dirname(FIRST_LANE_READY), () => {
      if (ready()) finish();
    });
    const deadline = AbortSignal.timeout(FIRST_LANE_WAIT_MS);
    const late = () => {
      console.warn(`The first e2e lane did not finish its set-up within ${FIRST_LANE_WAIT_MS / 1000} s.`);
      finish();
    };
    deadline.addEventListener('abort', late);
    function finish() {
      watcher.close();
      deadline.removeEventListener('abort', late);
      done();
    }
    // Written before the watch began.
    if (ready()) finish();
  });
}

export default async function setup(project: TestProject) {
  // This run's record of Firestore queries starts empty (absent when no browser runs);
  // the second lane adds to the first's.
  if (!E2E_LANE) rmSync(QUERIES_FILE, { force: true });
  if (!existsSync(CHROMIUM_PATH)) {
    const reason = `Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium-headless-shell, or chromium): e2e tests are skipped.`;
    console.warn(`\nSKIPPED: ${reason}\n`);
    project.provide('skipReason', reason);
    project.provide('baseUrl', '');
    project.provide('seedSummary', '{}');
    return;
  }
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('The e2e tests need the emulators: run them with `npm test`.');
  }
  mkdirSync(resolve(QUERIES_FILE, '..'), { recursive: true });
  if (!E2E_LANE) {
    writeFileSync(QUERIES_FILE, '');
    // A new run seeds new users: no session of a previous run is kept. The second lane
    // uses the first's: the same accounts, signed in against the same Auth project.
    forgetSessions();
  }
  await wipeProject(E2E_PROJECT_ID);
  const { seed, adminApp, ensureDemoAccounts } = await import('../../scripts/seed');
  const summary = await seed({ projectId: E2E_PROJECT_ID });
  await deleteApp(adminApp(E2E_PROJECT_ID));
  const runId = process.env.E2E_RUN_ID ?? '';
  if (!E2E_LANE && runId) writeFileSync(FIRST_LANE_READY, runId);
  if (AUTH_PROJECT_ID !== E2E_PROJECT_ID) {
    // The second lane's panel signs in against the first project's accounts: made by
    // the first lane's seed, which runs at the same time (made here when this lane runs
    // alone). Its tests also start after the first lane emptied the run's records.
    if (runId) await firstLaneReady(runId);
    await ensureDemoAccounts(AUTH_PROJECT_ID);
    await deleteApp(adminApp(AUTH_PROJECT_ID));
  }
  const root = resolve(import.meta.dirname, '..', '..');
  const outDir = resolve(root, '.cache', `e2e-dist-${process.env.EMULATOR_PORT_OFFSET ?? 0}${E2E_LANE}`);
  // The built panel talks to the emulators this run started (ports may be offset).
  process.env.VITE_FIRESTORE_EMULATOR_PORT = process.env.FIRESTORE_EMULATOR_HOST.split(':')[1];
  process.env.VITE_AUTH_EMULATOR_PORT = (process.env.FIREBASE_AUTH_EMULATOR_HOST ?? ':9099').split(':')[1];
  process.env.VITE_STORAGE_EMULATOR_PORT = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? ':9199').split(':')[1];
  process.env.VITE_DEMO_PROJECT_ID = E2E_PROJECT_ID;
  const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
  // The panel as it ships: React's production build. vitest runs with NODE_ENV=test,
  // which vite's build keeps, and then bundles React's development build (StrictMode's
  // second render and effect of every component, development checks), a different and
  // slower panel than `npm run build` makes (docs/testing.md "Where the time goes").
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 4317 + offset, strictPort: false, host: '127.0.0.1' },
    plugins: [servedAsStored(), hostingHeaders(root)],
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report a URL');
  project.provide('baseUrl', url.replace(/\/$/, ''));
  project.provide('seedSummary', JSON.stringify(summary));
  project.provide('skipReason', '');
  return async () => {
    await server?.close();
  };
}
