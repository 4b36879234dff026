/**
 * refusedOnly (tests/rules/helpers.ts) against the emulator: after a refusedOnly test that
 * passed, the next test of the same describe block starts from the documents as they are
 * (no clear, no import); after one that failed because a write it expected refused was
 * allowed, the next test starts from a fresh reset; a test of another describe block
 * always does; and `seed` throws inside such a test.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDoc } from './fixtures';
import { dbAs, ownerDb, refusedOnly, seed, setUpRulesFile, UID } from './helpers';

const rules = setUpRulesFile(() => ({ 'faqs/KEPT': { question: 'Kept?' } }));

/** A document no reset leaves: written after each reset, found by the next test only when none came between. */
const PROBE = 'probes/written-after-a-reset';

/** Whether the probe was there when this test's beforeEach ran (its documents were not reset). */
let probeFound = false;

/** A write the rules refuse: a customer writes a collection without rules. */
const refused = () => setDoc(doc(dbAs(rules.env, UID.customer), 'undefinedCollection', 'x'), { a: 1 });

describe('refusedOnly, in one describe block', () => {
  beforeEach(async () => {
    probeFound = (await getDoc(doc(ownerDb(rules.env), PROBE))).exists();
    await setDoc(doc(ownerDb(rules.env), PROBE), { at: Date.now() });
  });

  it('a test after a reset finds none of its own probe', () => {
    expect(probeFound).toBe(false);
  });

  it(
    'a refusedOnly test that passes',
    refusedOnly(async () => {
      await assertFails(refused());
    }),
  );

  it('the next test of the block starts from the documents as they were: no reset', async () => {
    expect(probeFound).toBe(true);
    // This test is not refusedOnly: it may change anything.
    await deleteDoc(doc(ownerDb(rules.env), 'faqs', 'KEPT'));
  });

  it('after a test that is not refusedOnly, the documents are reset', async () => {
    expect(probeFound).toBe(false);
    expect((await getDoc(doc(ownerDb(rules.env), 'faqs', 'KEPT'))).exists()).toBe(true);
  });

  // The write it expects refused is allowed (an All holder creates a FAQ): the test fails,
  // which `it.fails` turns into a pass, and the FAQ it wrote must not reach the next test.
  it.fails(
    'a refusedOnly test whose write was allowed fails',
    refusedOnly(async () => {
      await assertFails(createDoc(dbAs(rules.env, UID.admin), 'faqs', UID.admin, 'ALLOWED'));
    }),
  );

  it('and the next test starts from a reset, without what that test wrote', async () => {
    expect(probeFound).toBe(false);
    expect((await getDoc(doc(ownerDb(rules.env), 'faqs', 'ALLOWED'))).exists()).toBe(false);
  });

  it.fails(
    'seed throws inside a refusedOnly test',
    refusedOnly(async () => {
      await seed(rules.env, { 'faqs/SEEDED-INSIDE': { question: 'No' } });
    }),
  );

  it(
    'a refusedOnly test that passes, last of its block',
    refusedOnly(async () => {
      await assertFails(refused());
    }),
  );
});

describe('refusedOnly, the next describe block', () => {
  it('starts from a reset even after a refusedOnly test of another block', async () => {
    // The previous block's probe, written by its own beforeEach, is gone.
    expect((await getDoc(doc(ownerDb(rules.env), PROBE))).exists()).toBe(false);
    expect((await getDoc(doc(ownerDb(rules.env), 'faqs', 'SEEDED-INSIDE'))).exists()).toBe(false);
  });
});
