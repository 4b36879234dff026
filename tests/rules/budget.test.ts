/**
 * The rules cost ceiling (issue 30, docs/access.md "Rules cost"): every legitimate
 * write of tests/rules/budget/writes.ts (every definition's creates, edits, decisions
 * and deletes, people of every type edited, blocked, re-typed and their Access changed,
 * by an All holder, a holder of only the path and a holder of several paths) still
 * passes when the padded rules first spend 300 of Firestore's 1,000 expressions on each
 * of its documents: so none costs more than 700, and 30 % stays free for the fields to
 * come. One write at a time against the emulator; `npm run rules:budget` prints the
 * costs themselves.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_CEILING, EXPRESSION_LIMIT, startMeter, type Meter } from './budget/meter';
import { legitimateWrites } from './budget/writes';

let meter: Meter;

// The emulator compiles the padded rules once (docs/testing.md "The padded rules' compile"):
// 20 to 37 CPU-seconds on a cold JVM, one thread. With another test run sharing the machine
// that compile took over the rules project's 60 s hook limit (the shared run beside CI133),
// and the next file's first request waited behind it: the hook waits up to four minutes.
beforeAll(async () => {
  meter = await startMeter(readFileSync(resolve(process.cwd(), 'firestore.deployed.rules'), 'utf8'));
}, 240_000);

afterAll(async () => {
  await meter?.cleanup();
});

const WRITES = legitimateWrites();

describe('the meter', () => {
  it('calibrates: a padding link costs a few expressions, and the limit holds many', () => {
    expect(meter.calibration).toBeGreaterThan(100);
    expect(meter.perLink).toBeLessThan(10);
  });

  it('measures: the costliest people write is refused with the whole limit spent before it', async () => {
    const write = WRITES.find((w) => w.write.startsWith('users (supplier): edit'));
    if (!write) throw new Error('no supplier edit among the writes');
    expect(await meter.passes(write, 0)).toBe(true);
    expect(await meter.passes(write, meter.linksFor(EXPRESSION_LIMIT))).toBe(false);
  });
});

// One try a write when it passes: the padding only puts `padK() && (…)` around an allow's
// condition, so a write allowed with 300 spent is allowed without padding too. Only a write
// refused with the padding is tried again without, to say which it is: refused outright (its
// documents or the rules are wrong) or over the ceiling.
describe(`every legitimate write costs at most ${BUDGET_CEILING} of ${EXPRESSION_LIMIT} expressions`, () => {
  it.each(WRITES.map((w) => [`${w.write}, by ${w.caller}`, w] as const))('%s', async (_name, write) => {
    const padded = await meter.passes(write, meter.linksFor(EXPRESSION_LIMIT - BUDGET_CEILING));
    if (!padded) expect(await meter.passes(write, 0), 'allowed without padding').toBe(true);
    expect(padded, `allowed with ${EXPRESSION_LIMIT - BUDGET_CEILING} spent`).toBe(true);
  });
});
