/**
 * The Firestore emulator of this run is `npm test`'s lean jar (scripts/lib/emulators.mjs
 * ensureLeanFirestoreJar; docs/testing.md "The Firestore emulator without its coverage
 * report" and "The emulator's clear and its compiler"): when Debian's emulator is
 * installed, the run's FIRESTORE_EMULATOR_BINARY_PATH names the lean jar and that jar holds
 * every stand-in class. A stand-in that stopped fitting a new emulator falls back to the
 * packaged classes with a warning only; this makes it a failure instead.
 */
import { spawnSync } from 'node:child_process';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPackagedJar, LEAN_CLASSES } from '../../scripts/lib/emulators.mjs';

const packaged = findPackagedJar();
if (!packaged) console.warn("SKIPPED: the lean emulator test: Debian's Firestore emulator is not installed.");

describe.skipIf(!packaged)("the run's Firestore emulator", () => {
  it('is the lean jar, holding every stand-in', () => {
    const jar = process.env['FIRESTORE_EMULATOR_BINARY_PATH'] ?? '';
    expect(basename(jar)).toMatch(/^firestore-lean-[0-9a-f]{12}\.jar$/);
    const listed = spawnSync('jar', ['tf', jar], { encoding: 'utf8' });
    expect(listed.status, listed.stderr).toBe(0);
    const files = new Set(listed.stdout.split('\n'));
    const missing = LEAN_CLASSES.filter((name) => !files.has(`${name.replace(/\./g, '/')}.class`));
    expect(missing).toEqual([]);
    expect(LEAN_CLASSES).toEqual(
      expect.arrayContaining([
        'com.google.cloud.datastore.emulator.impl.rules.EmulatorRulesCompiler',
        'com.google.cloud.datastore.emulator.impl.storage.StoredEntity$History',
      ]),
    );
  });
});
