/**
 * firestore.rules, the second-factor setting itself (docs/access.md, "Second factor";
 * issue 51 item 1: "an App info setting, All holders only, itself a maker-checked
 * change"; scripts/rules/secondFactorRules.ts `secondFactorMatch`): one All holder
 * proposes turning it on or off (`secondFactor/proposal`), another confirms (one batch
 * creates or deletes `secondFactor/required` and deletes the proposal). Refused: the
 * proposer confirming their own, a confirmation that leaves the proposal, the setting
 * written without a proposal or against it, a proposal of the state already set, and
 * every step by a holder of /about, /Admins or several paths without All, or by a
 * blocked All holder. Every staff member reads both documents.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_PROPOSAL, SECOND_FACTOR_SETTING } from '../../src/config/secondFactor';
import { storedDocs } from './fixtures';
import { dbAs, dbOf, ownerDb, setUpRulesFile } from './helpers';

const COLLECTION = SECOND_FACTOR_SETTING.collection;
const employee = (Access: readonly string[], blocked = false) => ({
  type: 'employee',
  name: 'Staff',
  email: 's@example.com',
  blocked,
  Access: [...Access],
});

/** Two All holders (maker and checker), a blocked one, and holders without All. */
const ALL_A = 'sfAllA';
const ALL_B = 'sfAllB';
const ALL_BLOCKED = 'sfAllBlocked';
const NOT_ALL = [
  ['holder of /about only', 'sfAbout', ['/about']],
  ['holder of /Admins only', 'sfAdmins', ['/Admins']],
  ['holder of several paths', 'sfSeveral', ['/dashboard', '/Admins', '/about', '/withdraw', '/refunds']],
] as const;

const rules = setUpRulesFile(() => ({
  ...storedDocs(),
  [`users/${ALL_A}`]: employee(['All']),
  [`users/${ALL_B}`]: employee(['All']),
  [`users/${ALL_BLOCKED}`]: employee(['All'], true),
  ...Object.fromEntries(NOT_ALL.map(([, uid, access]) => [`users/${uid}`, employee(access)])),
}));

const settingRef = (db: Firestore) => doc(db, COLLECTION, SECOND_FACTOR_SETTING.id);
const proposalRef = (db: Firestore) => doc(db, COLLECTION, SECOND_FACTOR_PROPOSAL);

/** Stores the setting and a proposal as given, with the rules off. */
async function given(required: boolean, proposal: { required: boolean; proposedBy: string } | null): Promise<void> {
  const db = ownerDb(rules.env);
  await (required
    ? setDoc(settingRef(db), { proposedBy: 'x', confirmedBy: 'y', at: Timestamp.now() })
    : deleteDoc(settingRef(db)));
  await (proposal ? setDoc(proposalRef(db), { ...proposal, proposedAt: Timestamp.now() }) : deleteDoc(proposalRef(db)));
}

/** Whether the setting is stored now (rules off). */
async function isRequired(): Promise<boolean> {
  return (await getDoc(settingRef(ownerDb(rules.env)))).exists();
}

/** A proposal as the panel writes it (src/lib/data/secondFactorPolicy.ts). */
const propose = (db: Firestore, uid: string, required: boolean) =>
  setDoc(proposalRef(db), { required, proposedBy: uid, proposedAt: serverTimestamp() });

/** A confirmation as the panel writes it: the setting written, the proposal deleted. */
function confirm(db: Firestore, uid: string, required: boolean, proposedBy: string, keepProposal = false) {
  const batch = writeBatch(db);
  if (required) batch.set(settingRef(db), { proposedBy, confirmedBy: uid, at: serverTimestamp() });
  else batch.delete(settingRef(db));
  if (!keepProposal) batch.delete(proposalRef(db));
  return batch.commit();
}

describe('proposing', () => {
  beforeEach(() => given(false, null));

  it('an All holder proposes turning it on; the state already set is refused', async () => {
    await assertFails(propose(dbAs(rules.env, ALL_A), ALL_A, false));
    await assertSucceeds(propose(dbAs(rules.env, ALL_A), ALL_A, true));
  });

  it('a proposal in another name, or with other fields, is refused', async () => {
    const db = dbAs(rules.env, ALL_A);
    await assertFails(propose(db, ALL_B, true));
    await assertFails(
      setDoc(proposalRef(db), { required: true, proposedBy: ALL_A, proposedAt: serverTimestamp(), x: 1 }),
    );
  });

  it.each(NOT_ALL)('as %s, refused', async (_, uid) => {
    await assertFails(propose(dbAs(rules.env, uid), uid, true));
  });

  it('as a blocked All holder, refused', async () => {
    await assertFails(propose(dbAs(rules.env, ALL_BLOCKED), ALL_BLOCKED, true));
  });

  it('a pending proposal is not overwritten; it is withdrawn (deleted) first', async () => {
    await given(false, { required: true, proposedBy: ALL_A });
    await assertFails(propose(dbAs(rules.env, ALL_B), ALL_B, true));
    await assertSucceeds(deleteDoc(proposalRef(dbAs(rules.env, ALL_B))));
    await assertSucceeds(propose(dbAs(rules.env, ALL_B), ALL_B, true));
  });
});

describe.each([true, false])('confirming a proposal to turn it %s', (required) => {
  beforeEach(() => given(!required, { required, proposedBy: ALL_A }));

  it('another All holder confirms it: the setting follows, the proposal is gone', async () => {
    await assertSucceeds(confirm(dbAs(rules.env, ALL_B), ALL_B, required, ALL_A));
    expect(await isRequired()).toBe(required);
  });

  it('the proposer never confirms their own', async () => {
    await assertFails(confirm(dbAs(rules.env, ALL_A), ALL_A, required, ALL_A));
    expect(await isRequired()).toBe(!required);
  });

  it('a confirmation that keeps the proposal (to confirm again) is refused', async () => {
    await assertFails(confirm(dbAs(rules.env, ALL_B), ALL_B, required, ALL_A, true));
  });

  it('the other state than proposed is refused', async () => {
    await given(required, { required, proposedBy: ALL_A });
    await assertFails(confirm(dbAs(rules.env, ALL_B), ALL_B, !required, ALL_A));
  });

  it.each(NOT_ALL)('as %s, refused', async (_, uid) => {
    await assertFails(confirm(dbAs(rules.env, uid), uid, required, ALL_A));
  });

  it('as a blocked All holder, refused', async () => {
    await assertFails(confirm(dbAs(rules.env, ALL_BLOCKED), ALL_BLOCKED, required, ALL_A));
  });

  it.each(NOT_ALL)('as %s, the proposal is not withdrawn', async (_, uid) => {
    await assertFails(deleteDoc(proposalRef(dbAs(rules.env, uid))));
  });
});

describe('without a proposal', () => {
  beforeEach(() => given(false, null));

  it('nobody turns it on or off alone, not even an All holder', async () => {
    await assertFails(confirm(dbAs(rules.env, ALL_B), ALL_B, true, ALL_A));
    await given(true, null);
    await assertFails(confirm(dbAs(rules.env, ALL_B), ALL_B, false, ALL_A));
  });

  it('the setting records who proposed it truly', async () => {
    await given(false, { required: true, proposedBy: ALL_A });
    await assertFails(confirm(dbAs(rules.env, ALL_B), ALL_B, true, ALL_BLOCKED));
  });
});

describe('reading', () => {
  beforeEach(() => given(true, { required: false, proposedBy: ALL_A }));

  it.each([...NOT_ALL.map(([, uid]) => uid), ALL_A])('staff (%s) read the setting and the proposal', async (uid) => {
    await assertSucceeds(getDoc(settingRef(dbAs(rules.env, uid))));
    await assertSucceeds(getDoc(proposalRef(dbAs(rules.env, uid))));
  });

  it('a customer reads neither', async () => {
    const db = dbOf(rules.env.authenticatedContext('someCustomer'));
    await assertFails(getDoc(settingRef(db)));
    await assertFails(getDoc(proposalRef(db)));
  });
});
