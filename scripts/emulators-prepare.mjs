#!/usr/bin/env node
/**
 * `npm run emulators:prepare`: builds, ahead of a run, the emulator jars `npm test` would
 * otherwise build as it starts (scripts/lib/emulators.mjs): the tests' lean Firestore
 * emulator (ensureLeanFirestoreJar) and the offline Storage rules runtime
 * (ensureStorageRulesRuntime), each kept in `.cache/` by the hash of its sources and of
 * the packaged engine jar, so `npm test` then finds them built. `.ci/run` runs it beside
 * the type check and the linter, which leave a core idle near their end (docs/testing.md
 * "Where the time goes").
 * `node scripts/emulators-prepare.mjs firestore` builds the Firestore jar only: it needs
 * javac and the packaged emulator, not node_modules, so `.ci/run` builds it while
 * `npm ci` installs.
 * Prints what it found or built; exits 0 without Java (npm test then reports its tests
 * skipped) and 1 when a build fails, with the failure (npm test would fail the same way).
 */
import { ensureLeanFirestoreJar, ensureStorageRulesRuntime, hasJava } from './lib/emulators.mjs';

if (!hasJava()) {
  console.log('emulators:prepare: no Java, nothing to build');
  process.exit(0);
}
const started = Date.now();
try {
  const firestore = ensureLeanFirestoreJar();
  const storage =
    process.argv[2] === 'firestore' ? 'not asked' : (ensureStorageRulesRuntime() ?? 'firebase-tools’ own');
  console.log(
    `emulators:prepare: Firestore emulator ${firestore ?? 'downloaded by firebase-tools'}; Storage rules runtime ` +
      `${storage} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} catch (error) {
  console.error(`emulators:prepare failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
