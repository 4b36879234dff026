/**
 * firestore.rules for the About App settings (docs/data-model.md `appInfo`,
 * `appSecrets`): one document appInfo/main, written by /about holders and All only,
 * validated (bounds, positive fees, minimum radius below the maximum, rich texts as
 * strings), never deleted; the secret key write-only: nobody reads appSecrets, not even
 * All or /about, and it is written only together with the secretKeySet flag.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { createData, stored, updateData, updateDoc } from './fixtures';
import { dbAs, dbSignedOut, seed, seedPeople, UID, setUpRulesFile } from './helpers';

const ABOUT = 'about-holder';
const CONTENT = 'content-holder';
/** A holder of several paths, /about among them. */
const ABOUT_AND_MORE = 'about-and-more';
/** Readers for the refund flag's setting (issue 50): /refunds only, /user only, /refunds among several. */
const REFUNDS = 'refunds-holder';
const CUSTOMERS = 'customers-holder';
const REFUNDS_AND_MORE = 'refunds-and-more';

const rules = setUpRulesFile(() => ({
  [`users/${ABOUT}`]: { type: 'employee', Access: ['/about'] },
  [`users/${CONTENT}`]: { type: 'employee', Access: ['/FAQs', '/advertise', '/banners'] },
  [`users/${ABOUT_AND_MORE}`]: { type: 'employee', Access: ['/FAQs', '/about'] },
  [`users/${REFUNDS}`]: { type: 'employee', Access: ['/refunds'] },
  [`users/${CUSTOMERS}`]: { type: 'employee', Access: ['/user'] },
  [`users/${REFUNDS_AND_MORE}`]: { type: 'employee', Access: ['/FAQs', '/withdraw', '/refunds'] },
  'appInfo/main': stored('appInfo', 'main', { secretKeySet: true }),
  'appSecrets/main': {
    secretKey: 'sk_live_demo_secret',
    updatedAt: stored('appInfo')['updatedAt'],
    updatedBy: 'seed',
  },
}));

/** What SecretKeyCard writes: the secret and the flag in one batch. */
function writeSecret(db: Firestore, uid: string, secret: DocumentData = {}, flag: DocumentData = {}) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'appSecrets', 'main'), {
    secretKey: 'sk_live_new_secret_123',
    updatedAt: serverTimestamp(),
    updatedBy: uid,
    ...secret,
  });
  batch.update(doc(db, 'appInfo', 'main'), {
    secretKeySet: true,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
    ...flag,
  });
  return batch.commit();
}

describe('appInfo/main', () => {
  it('is read by /about holders and All; not by other staff, customers or visitors', async () => {
    await assertSucceeds(getDoc(doc(dbAs(rules.env, ABOUT), 'appInfo', 'main')));
    await assertSucceeds(getDoc(doc(dbAs(rules.env, UID.admin), 'appInfo', 'main')));
    for (const db of [dbAs(rules.env, CONTENT), dbAs(rules.env, UID.customer), dbSignedOut(rules.env)]) {
      await assertFails(getDoc(doc(db, 'appInfo', 'main')));
    }
  });

  it('is read for the refund flag (issue 50) by holders of /refunds or /user, alone or among other paths; they never write it', async () => {
    for (const uid of [REFUNDS, CUSTOMERS, REFUNDS_AND_MORE, UID.limited]) {
      await assertSucceeds(getDoc(doc(dbAs(rules.env, uid), 'appInfo', 'main')));
      await assertFails(updateDoc(dbAs(rules.env, uid), 'appInfo', uid, 'main', updateData('appInfo', uid, 'main')));
    }
  });

  it('is edited by /about holders and All, not by other staff', async () => {
    await assertSucceeds(
      updateDoc(dbAs(rules.env, ABOUT), 'appInfo', ABOUT, 'main', updateData('appInfo', ABOUT, 'main')),
    );
    await assertSucceeds(
      updateDoc(dbAs(rules.env, UID.admin), 'appInfo', UID.admin, 'main', updateData('appInfo', UID.admin, 'main')),
    );
    for (const uid of [CONTENT, UID.limited, UID.customer]) {
      await assertFails(updateDoc(dbAs(rules.env, uid), 'appInfo', uid, 'main', updateData('appInfo', uid, 'main')));
    }
  });

  it('is the only document: another id is refused, and it is never deleted', async () => {
    await rules.env.clearFirestore();
    await seedPeople(rules.env);
    await seed(rules.env, { [`users/${ABOUT}`]: { type: 'employee', Access: ['/about'] } });
    const db = dbAs(rules.env, ABOUT);
    await assertFails(setDoc(doc(db, 'appInfo', 'other'), createData('appInfo', ABOUT)));
    await assertSucceeds(setDoc(doc(db, 'appInfo', 'main'), createData('appInfo', ABOUT)));
    await assertFails(deleteDoc(doc(db, 'appInfo', 'main')));
    await assertFails(deleteDoc(doc(dbAs(rules.env, UID.admin), 'appInfo', 'main')));
  });

  it.each([
    ['a minimum radius above the maximum', { minRadiusMeters: 20000, maxRadiusMeters: 15000 }],
    ['a minimum radius equal to the maximum', { minRadiusMeters: 15000, maxRadiusMeters: 15000 }],
    ['a delivery fee of 0', { deliveryFee: 0 }],
    ['a negative rider delivery fee', { riderDeliveryFee: -100 }],
    ['a fee in OMR (not a whole number of baisa)', { deliveryFee: 1.5 }],
    ['a negative minimum order price', { minOrderPrice: -1 }],
    ['a rider timer of 5 s', { riderOrderTimerSeconds: 5 }],
    ['a delivery time of 2 days', { deliveryTimeMinutes: 2881 }],
    ['a radius over 100 km', { maxRadiusMeters: 100001 }],
    ['VAT over 100', { vatPercent: 101 }],
    ['a policy that is not a string', { privacyPolicyEn: 5 }],
    ['an empty policy', { termsAr: '' }],
    ['a social link with http://', { facebookUrl: 'http://facebook.com/demo' }],
    ['a bad email', { email: 'support' }],
    ['the secret key in the readable document', { secretKey: 'sk_live_leaked_123' }],
    ['secretKeySet changed by an edit', { secretKeySet: false }],
    ['a refund flag at 0 %', { refundFlagPercent: 0 }],
    ['a refund flag over 100 %', { refundFlagPercent: 101 }],
    ['a refund flag over no order', { refundFlagOrders: 0 }],
    ['a refund flag over 51 orders', { refundFlagOrders: 51 }],
    ['a refund flag over 2.5 orders', { refundFlagOrders: 2.5 }],
    ['a refund flag share that is text', { refundFlagPercent: '30' }],
  ])('refuses %s', async (_label, change) => {
    const db = dbAs(rules.env, ABOUT);
    await assertFails(updateDoc(db, 'appInfo', ABOUT, 'main', { ...updateData('appInfo', ABOUT, 'main'), ...change }));
  });

  it('accepts the refund flag at its edges: 1 % of the last order, 100 % of the last 50', async () => {
    const db = dbAs(rules.env, ABOUT);
    for (const change of [
      { refundFlagPercent: 1, refundFlagOrders: 1 },
      { refundFlagPercent: 100, refundFlagOrders: 50 },
    ]) {
      await assertSucceeds(
        updateDoc(db, 'appInfo', ABOUT, 'main', { ...updateData('appInfo', ABOUT, 'main'), ...change }),
      );
    }
  });

  // Cash limits (issue 49): the most cash a rider may hold, integer baisa, more than 0.
  for (const [kind, uid] of [
    ['All', UID.admin],
    ['/about only', ABOUT],
    ['several paths', ABOUT_AND_MORE],
  ] as const) {
    it(`as ${kind}: sets the rider cash limit from 0.001 to OMR 10,000; refuses 0, negative, a fraction of a baisa, more, text or none`, async () => {
      const db = dbAs(rules.env, uid);
      const write = (riderCashLimit: unknown) =>
        updateDoc(db, 'appInfo', uid, 'main', { ...updateData('appInfo', uid, 'main'), riderCashLimit });
      for (const ok of [1, 500_000, 10_000_000]) await assertSucceeds(write(ok));
      for (const bad of [0, -1_000, 500.5, 10_000_001, '500000', null]) await assertFails(write(bad));
    });
  }

  it('an app user or a holder of other paths sets no rider cash limit', async () => {
    for (const uid of [UID.rider, UID.deliveryCompany, CONTENT, REFUNDS]) {
      const db = dbAs(rules.env, uid);
      await assertFails(
        updateDoc(db, 'appInfo', uid, 'main', { ...updateData('appInfo', uid, 'main'), riderCashLimit: 1 }),
      );
    }
  });

  it('accepts the edges: minimum radius 0, optional social links empty', async () => {
    const change = { minRadiusMeters: 0, maxRadiusMeters: 1, instagramUrl: '', linkedinUrl: '', minOrderPrice: 0 };
    const db = dbAs(rules.env, ABOUT);
    await assertSucceeds(
      updateDoc(db, 'appInfo', ABOUT, 'main', { ...updateData('appInfo', ABOUT, 'main'), ...change }),
    );
  });
});

describe('appSecrets/main (the secret key)', () => {
  it('is read by nobody: not All, not /about, not a customer, not a visitor', async () => {
    for (const db of [
      dbAs(rules.env, UID.admin),
      dbAs(rules.env, UID.stringAll),
      dbAs(rules.env, ABOUT),
      dbAs(rules.env, CONTENT),
      dbAs(rules.env, UID.customer),
      dbSignedOut(rules.env),
    ]) {
      await assertFails(getDoc(doc(db, 'appSecrets', 'main')));
      await assertFails(getDocs(collection(db, 'appSecrets')));
    }
  });

  it('is replaced by /about holders and All together with the flag', async () => {
    await assertSucceeds(writeSecret(dbAs(rules.env, ABOUT), ABOUT));
    await assertSucceeds(writeSecret(dbAs(rules.env, UID.admin), UID.admin));
  });

  it('is not written by other staff or customers', async () => {
    for (const uid of [CONTENT, UID.limited, UID.customer]) await assertFails(writeSecret(dbAs(rules.env, uid), uid));
  });

  it('is replaced by a holder of several paths when /about is among them, and read by them neither', async () => {
    const db = dbAs(rules.env, ABOUT_AND_MORE);
    await assertSucceeds(writeSecret(db, ABOUT_AND_MORE));
    await assertFails(getDoc(doc(db, 'appSecrets', 'main')));
    // Nor in another's name.
    await assertFails(writeSecret(db, ABOUT_AND_MORE, { updatedBy: ABOUT }));
  });

  it('is not written without the flag, nor the flag raised without it', async () => {
    const db = dbAs(rules.env, ABOUT);
    await seed(rules.env, { 'appInfo/main': stored('appInfo', 'main', { secretKeySet: false }) });
    await assertFails(
      setDoc(doc(db, 'appSecrets', 'main'), {
        secretKey: 'sk_live_new_secret_123',
        updatedAt: serverTimestamp(),
        updatedBy: ABOUT,
      }),
    );
    await assertFails(
      updateDoc(db, 'appInfo', ABOUT, 'main', { secretKeySet: true, updatedAt: serverTimestamp(), updatedBy: ABOUT }),
    );
    await assertSucceeds(writeSecret(db, ABOUT));
  });

  it.each([
    ['too short', { secretKey: 'short' }],
    ['with a space', { secretKey: 'sk live secret key' }],
    ['not a string', { secretKey: 12345678 }],
    ['another writer', { updatedBy: 'someone-else' }],
    ['an extra key', { note: 'x' }],
  ])('refuses a secret %s', async (_label, change) => {
    await assertFails(writeSecret(dbAs(rules.env, ABOUT), ABOUT, change));
  });

  it('refuses another id and any delete', async () => {
    const db = dbAs(rules.env, ABOUT);
    await assertFails(
      setDoc(doc(db, 'appSecrets', 'other'), {
        secretKey: 'sk_live_x_12345',
        updatedAt: serverTimestamp(),
        updatedBy: ABOUT,
      }),
    );
    await assertFails(deleteDoc(doc(db, 'appSecrets', 'main')));
    await assertFails(deleteDoc(doc(dbAs(rules.env, UID.admin), 'appSecrets', 'main')));
  });
});
