import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';

/** The panel's code reads the emulator hosts from VITE_ variables; take them from the ones emulators:exec sets. */
function emulatorEnv(): Record<string, string> {
  const [, firestorePort = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  const [, authPort = '9099'] = (process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '').split(':');
  const [, storagePort = '9199'] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '').split(':');
  return {
    VITE_FIRESTORE_EMULATOR_PORT: firestorePort,
    VITE_AUTH_EMULATOR_PORT: authPort,
    VITE_STORAGE_EMULATOR_PORT: storagePort,
  };
}
import viteConfig from './vite.config.ts';

/** storage.rules' test, run in the e2e project (see there). */
const STORAGE_RULES_TEST = 'tests/rules/storage.test.ts';

/**
 * Four projects, all run by `npm test` inside `firebase emulators:exec`:
 * - unit: pure code and components in jsdom (no Firestore: jsdom with Firestore hangs);
 * - integration: the data layer against the Firestore and Auth emulators (node);
 * - rules: firestore.rules and storage.rules with @firebase/rules-unit-testing (node);
 * - e2e: the built panel in headless Chromium through playwright-core (node);
 * and a fifth that `npm test` runs after them: indexes (the e2e run's recorded queries
 * against firestore.indexes.json).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      env: emulatorEnv(),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/unit/setup.ts'],
            // One module registry and jsdom per worker, not per file: a fresh jsdom, MUI and
            // i18next for each of 100-odd files cost about 150 s of CPU for 40 s of tests
            // (docs/testing.md "Where the time goes"). A test needing a fresh module imports
            // it after vi.resetModules (tests/unit/i18n-namespaces.test.ts).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            environment: 'node',
            // The panel's data layer talks to its own project, apart from the e2e run.
            env: { ...emulatorEnv(), VITE_DEMO_PROJECT_ID: 'demo-integration' },
            include: ['tests/integration/**/*.test.ts'],
            setupFiles: ['tests/integration/setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'rules',
            environment: 'node',
            include: ['tests/rules/**/*.test.ts'],
            // One module registry per worker, not per file: Firestore's and the rules testing
            // library's modules load once (docs/testing.md "Where the time goes"), and rules a
            // file loaded into a project are not loaded again (tests/rules/helpers.ts createTestEnv).
            isolate: false,
            // Run with the e2e project (below): it writes users documents into the e2e project's data.
            exclude: [...configDefaults.exclude, STORAGE_RULES_TEST],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            // Run by scripts/test.mjs after the e2e project (E2E_QUERIES_FILE): every
            // query the browser sent has its index (docs/performance.md).
            name: 'indexes',
            environment: 'node',
            include: ['tests/indexes/**/*.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            // `npm run bench` only: never part of `npm test`.
            name: 'bench',
            environment: 'node',
            include: [],
            benchmark: { include: ['tests/bench/**/*.bench.ts'] },
            globalSetup: ['tests/bench/setup.ts'],
            env: { ...emulatorEnv(), VITE_DEMO_PROJECT_ID: 'demo-bench' },
            hookTimeout: 300_000,
          },
        },
        {
          extends: true,
          test: {
            // `npm run bench` only: the CSV import written through the rules (its own project's data).
            name: 'bench-import',
            environment: 'node',
            env: { ...emulatorEnv(), VITE_DEMO_PROJECT_ID: 'demo-integration' },
            include: ['tests/bench/import-write.run.ts'],
            setupFiles: ['tests/integration/setup.ts'],
            hookTimeout: 300_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            // No second try (docs/testing.md): the sign-in that once needed one was the
            // panel's (a stale validation message moved the Login button under the click).
            retry: 0,
            // With storage.rules' test: the Storage emulator judges its uploads on the Firestore
            // data of the project it was started with, the e2e project's, so that test writes
            // its people there; run one file after another with the browser tests, never beside
            // them (an e2e list once met a half-made `sr-supplier`; docs/testing.md "Three lanes").
            include: ['tests/e2e/**/*.test.ts', STORAGE_RULES_TEST],
            setupFiles: ['tests/e2e/setup.ts'],
            // One module registry per worker, not per file: playwright-core, the seed's data and
            // the helpers load once (about 1.4 s a file; docs/testing.md "Where the time goes").
            // The files share one browser, and the signed-in contexts it keeps warm
            // (tests/e2e/contextPool.ts; docs/testing.md "A context kept warm").
            isolate: false,
            globalSetup: ['tests/e2e/global-setup.ts'],
            testTimeout: 90_000,
            hookTimeout: 180_000,
            // expect.poll waits as long as a locator does (playwright-core's 30 s), not vitest's
            // 1 s: under load a page may take longer than a second to show what a person waits
            // for (CI of stop 63: a supplier's amounts, still loading after 1 s).
            expect: { poll: { timeout: 30_000 } },
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
