/**
 * firestore.rules for sessions (docs/access.md, "Sessions"; issue 51): the session
 * policy (sessionPolicy/main: read by every staff member, written by All holders only,
 * the idle minutes within bounds) and a staff member's own sign-in stamp on their users
 * document (isOwnSignInStamp: only lastSignInAt = the server time and secondFactor =
 * whether the token carries a second factor; never another person's, never a blocked
 * employee's or a customer's).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, dbOf, dbSignedOut, UID, setUpRulesFile } from './helpers';

/** A holder of /Admins only, and a holder of several paths (/Admins and /about among them). */
const HR = UID.hr;
const SEVERAL = 'several-paths';
const BLOCKED = 'blocked-employee';

const rules = setUpRulesFile(() => ({
  [`users/${SEVERAL}`]: { type: 'employee', name: 'Several', blocked: false, Access: ['/Admins', '/about', '/FAQs'] },
  [`users/${BLOCKED}`]: { type: 'employee', name: 'Blocked', blocked: true, Access: ['All'] },
}));

/** The Firestore of `uid` whose token was (or was not) signed in with a second factor. */
function dbWithFactor(uid: string, factor: string | null): Firestore {
  const token = factor ? { firebase: { sign_in_provider: 'password' as const, sign_in_second_factor: factor } } : {};
  return dbOf(rules.env.authenticatedContext(uid, token));
}

const policy = (db: Firestore, uid: string, idleMinutes: unknown) =>
  setDoc(doc(db, 'sessionPolicy', 'main'), { idleMinutes, updatedAt: serverTimestamp(), updatedBy: uid });

const stamp = (db: Firestore, uid: string, secondFactor: boolean, extra: Record<string, unknown> = {}) =>
  updateDoc(doc(db, 'users', uid), { lastSignInAt: serverTimestamp(), secondFactor, ...extra });

describe('sessionPolicy/main', () => {
  it('is read by every staff member (their panel applies it); not by customers or visitors', async () => {
    for (const uid of [UID.admin, HR, SEVERAL, UID.translator, UID.noAccess]) {
      await assertSucceeds(getDoc(doc(dbAs(rules.env, uid), 'sessionPolicy', 'main')));
    }
    for (const db of [dbAs(rules.env, UID.customer), dbAs(rules.env, UID.fakeAdmin), dbSignedOut(rules.env)]) {
      await assertFails(getDoc(doc(db, 'sessionPolicy', 'main')));
    }
    await assertFails(getDoc(doc(dbAs(rules.env, BLOCKED), 'sessionPolicy', 'main')));
  });

  it('is written by All holders within 2 to 480 minutes; not by a holder of one path or of several', async () => {
    await assertSucceeds(policy(dbAs(rules.env, UID.admin), UID.admin, 15));
    await assertSucceeds(policy(dbAs(rules.env, UID.stringAll), UID.stringAll, 480));
    await assertFails(policy(dbAs(rules.env, HR), HR, 15));
    await assertFails(policy(dbAs(rules.env, SEVERAL), SEVERAL, 15));
    await assertFails(policy(dbAs(rules.env, UID.fakeAdmin), UID.fakeAdmin, 15));
    await assertFails(policy(dbAs(rules.env, BLOCKED), BLOCKED, 15));
    for (const bad of [1, 481, 2.5, '30', null]) await assertFails(policy(dbAs(rules.env, UID.admin), UID.admin, bad));
    // Stamped as someone else, or with another field.
    await assertFails(policy(dbAs(rules.env, UID.admin), HR, 15));
    await assertFails(
      setDoc(doc(dbAs(rules.env, UID.admin), 'sessionPolicy', 'main'), {
        idleMinutes: 15,
        updatedAt: serverTimestamp(),
        updatedBy: UID.admin,
        extra: true,
      }),
    );
    await assertFails(
      setDoc(doc(dbAs(rules.env, UID.admin), 'sessionPolicy', 'other'), {
        idleMinutes: 15,
        updatedAt: serverTimestamp(),
        updatedBy: UID.admin,
      }),
    );
  });
});

describe("a staff member's own sign-in stamp", () => {
  it('is written by each kind of staff member on their own document, secondFactor as their token says', async () => {
    for (const uid of [UID.admin, HR, SEVERAL, UID.noAccess]) {
      await assertSucceeds(stamp(dbAs(rules.env, uid), uid, false));
      await assertSucceeds(stamp(dbWithFactor(uid, 'phone'), uid, true));
    }
  });

  it('cannot claim a second factor the token lacks, nor deny one it carries', async () => {
    for (const uid of [UID.admin, HR, SEVERAL]) {
      await assertFails(stamp(dbAs(rules.env, uid), uid, true));
      await assertFails(stamp(dbWithFactor(uid, 'totp'), uid, false));
    }
  });

  it("is never another person's, a blocked employee's or a customer's, and changes nothing else", async () => {
    // An All holder, a holder of /Admins and of several paths stamping someone else.
    await assertFails(stamp(dbAs(rules.env, UID.admin), HR, false));
    await assertFails(stamp(dbAs(rules.env, HR), UID.noAccess, false));
    await assertFails(stamp(dbAs(rules.env, SEVERAL), UID.admin, false));
    await assertFails(stamp(dbAs(rules.env, BLOCKED), BLOCKED, false));
    await assertFails(stamp(dbAs(rules.env, UID.customer), UID.customer, false));
    await assertFails(stamp(dbSignedOut(rules.env), UID.admin, false));
    // Another time, or another field beside the stamp (Access, blocked, name).
    await assertFails(
      updateDoc(doc(dbAs(rules.env, HR), 'users', HR), {
        lastSignInAt: Timestamp.fromMillis(Date.UTC(2030, 0, 1)),
        secondFactor: false,
      }),
    );
    for (const extra of [{ Access: ['All'] }, { blocked: true }, { name: 'Someone else' }]) {
      await assertFails(stamp(dbAs(rules.env, UID.noAccess), UID.noAccess, false, extra));
      await assertFails(stamp(dbAs(rules.env, SEVERAL), SEVERAL, false, extra));
    }
  });
});
