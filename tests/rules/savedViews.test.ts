/**
 * firestore.rules, saved views (docs/access.md "Saved views"; src/lib/data/savedViews.ts):
 * a person creates, edits, deletes and reads only their own views, of menu paths they
 * hold; only All holders publish, and a published view is read by every holder of its
 * path; every field is validated (keys, types, bounds, a menu path, a bounded query).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { dbAs, setUpRulesFile, UID } from './helpers';

/** Staff of /coupon, a second one of /coupon, one of /FAQs, and one of both. */
const COUPONS = 'couponStaff';
const COUPONS_TOO = 'couponStaff2';
const FAQS = 'faqStaff';
const BOTH = 'couponAndFaqStaff';

const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
const stored = (ownerId: string, extra: DocumentData = {}): DocumentData => ({
  ownerId,
  name: 'Pending coupons',
  path: '/coupon',
  query: 'f.status=pending&size=25',
  published: false,
  createdAt: at,
  updatedAt: at,
  ...extra,
});

const rules = setUpRulesFile(() => ({
  [`users/${COUPONS}`]: { type: 'employee', name: 'Coupons', Access: ['/coupon'], blocked: false },
  [`users/${COUPONS_TOO}`]: { type: 'employee', name: 'Coupons 2', Access: ['/coupon'], blocked: false },
  [`users/${FAQS}`]: { type: 'employee', name: 'FAQs', Access: ['/FAQs'], blocked: false },
  [`users/${BOTH}`]: { type: 'employee', name: 'Both', Access: ['/coupon', '/FAQs'], blocked: false },
  'savedViews/MINE': stored(COUPONS),
  'savedViews/PUBLISHED': stored(UID.admin, { name: 'Everyone: approved', published: true }),
  'savedViews/ADMIN_PRIVATE': stored(UID.admin, { name: 'Admin only' }),
}));

/** A new view as the data layer writes it, `change` overriding fields. */
const fresh = (ownerId: string, change: DocumentData = {}): DocumentData => ({
  ownerId,
  name: 'Expiring soon',
  path: '/coupon',
  query: 'sort=expiryDate.asc&size=50&cols=type%2C-discountPercent',
  published: false,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...change,
});

let made = 0;
const create = (uid: string, change: DocumentData = {}, owner = uid) =>
  setDoc(doc(dbAs(rules.env, uid), 'savedViews', `V${++made}`), fresh(owner, change));

const ownViews = (uid: string, path = '/coupon') =>
  getDocs(
    query(collection(dbAs(rules.env, uid), 'savedViews'), where('ownerId', '==', uid), where('path', '==', path)),
  );
const publishedViews = (uid: string, path = '/coupon') =>
  getDocs(
    query(collection(dbAs(rules.env, uid), 'savedViews'), where('path', '==', path), where('published', '==', true)),
  );

describe('saved views', () => {
  it('a person saves, renames, updates and deletes their own view of a path they hold', async () => {
    await assertSucceeds(create(COUPONS));
    const db = dbAs(rules.env, COUPONS);
    const ref = doc(db, 'savedViews', 'MINE');
    await assertSucceeds(updateDoc(ref, { name: 'Renamed', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { query: 'q=ramadan', updatedAt: serverTimestamp() }));
    expect((await getDoc(ref)).get('name')).toBe('Renamed');
    await assertSucceeds(deleteDoc(ref));
  });

  it('lists one’s own views and the published ones of a path held; nothing else', async () => {
    expect((await ownViews(COUPONS)).docs.map((d) => d.id)).toEqual(['MINE']);
    expect((await publishedViews(COUPONS_TOO)).docs.map((d) => d.id)).toEqual(['PUBLISHED']);
    await assertSucceeds(getDoc(doc(dbAs(rules.env, COUPONS_TOO), 'savedViews', 'PUBLISHED')));
    // A query that could return others' private views is refused whole.
    await assertFails(
      getDocs(query(collection(dbAs(rules.env, COUPONS), 'savedViews'), where('path', '==', '/coupon'))),
    );
    // Published views of a path the reader does not hold.
    await assertFails(publishedViews(FAQS));
    await assertFails(getDoc(doc(dbAs(rules.env, FAQS), 'savedViews', 'PUBLISHED')));
  });

  it('another person’s view: read, edit and delete refused (even to All)', async () => {
    for (const uid of [COUPONS_TOO, UID.admin, FAQS]) {
      const db = dbAs(rules.env, uid);
      await assertFails(getDoc(doc(db, 'savedViews', 'MINE')));
      await assertFails(updateDoc(doc(db, 'savedViews', 'MINE'), { name: 'Mine now', updatedAt: serverTimestamp() }));
      await assertFails(deleteDoc(doc(db, 'savedViews', 'MINE')));
    }
    await assertFails(getDoc(doc(dbAs(rules.env, COUPONS), 'savedViews', 'ADMIN_PRIVATE')));
    // A published view is read by its path's holders, never edited or deleted by them.
    const db = dbAs(rules.env, COUPONS);
    await assertFails(updateDoc(doc(db, 'savedViews', 'PUBLISHED'), { name: 'Taken', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(db, 'savedViews', 'PUBLISHED')));
    // Nor taken over by rewriting its owner.
    await assertFails(
      updateDoc(doc(db, 'savedViews', 'PUBLISHED'), { ownerId: COUPONS, updatedAt: serverTimestamp() }),
    );
  });

  it('only All holders publish, edit and delete a published view', async () => {
    await assertFails(create(COUPONS, { published: true }));
    await assertFails(
      updateDoc(doc(dbAs(rules.env, COUPONS), 'savedViews', 'MINE'), {
        published: true,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(create(UID.admin, { published: true }));
    const db = dbAs(rules.env, UID.admin);
    await assertSucceeds(
      updateDoc(doc(db, 'savedViews', 'ADMIN_PRIVATE'), { published: true, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(doc(db, 'savedViews', 'PUBLISHED'), { published: false, updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(doc(db, 'savedViews', 'ADMIN_PRIVATE')));
  });

  it('refuses a forged owner, on create and on update', async () => {
    await assertFails(create(COUPONS, {}, COUPONS_TOO));
    await assertFails(create(UID.admin, { published: true }, COUPONS));
    await assertFails(
      updateDoc(doc(dbAs(rules.env, COUPONS), 'savedViews', 'MINE'), {
        ownerId: COUPONS_TOO,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a blank name', { name: '   ' }],
    ['a name of 61 characters', { name: 'x'.repeat(61) }],
    ['a name that is not a string', { name: 5 }],
    ['a query of 1501 characters', { query: 'q='.padEnd(1501, 'a') }],
    ['a query with characters URLSearchParams never writes', { query: 'q=<script>' }],
    ['a query with a fragment', { query: 'q=a#x' }],
    ['a query that is not a string', { query: ['q=a'] }],
    ['a path not in the navigation', { path: '/secret' }],
    ['the path All', { path: 'All' }],
    ['a published flag that is not a boolean', { published: 'no' }],
    ['an unknown field', { shared: true }],
    ['a back-dated createdAt', { createdAt: at }],
    ['a forged updatedAt', { updatedAt: at }],
  ])('refuses %s', async (_label, change) => {
    await assertFails(create(COUPONS, change));
  });

  it('accepts the bounds themselves', async () => {
    await assertSucceeds(create(COUPONS, { name: 'x'.repeat(60) }));
    await assertSucceeds(create(COUPONS, { query: 'q='.padEnd(1500, 'a') }));
    await assertSucceeds(create(COUPONS, { query: '' }));
    await assertSucceeds(create(COUPONS, { name: 'قسائم منتهية', query: 'q=%D9%82%D8%B3' }));
  });

  it('refuses a missing field, and an edit that breaks a bound or changes createdAt', async () => {
    const { query: _dropped, ...missing } = fresh(COUPONS);
    await assertFails(setDoc(doc(dbAs(rules.env, COUPONS), 'savedViews', 'NOQUERY'), missing));
    const ref = doc(dbAs(rules.env, COUPONS), 'savedViews', 'MINE');
    await assertFails(updateDoc(ref, { name: 'x'.repeat(61), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { path: '/nowhere', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { name: 'No stamp' }));
  });

  it('a view of a path the person does not hold is refused; staff only', async () => {
    await assertFails(create(COUPONS, { path: '/FAQs' }));
    await assertSucceeds(create(FAQS, { path: '/FAQs' }));
    for (const uid of [UID.customer, UID.fakeAdmin, UID.newcomer]) await assertFails(create(uid, { path: '/coupon' }));
  });

  it('a holder of several paths: views of each path held, read published ones of each, never publishes', async () => {
    await assertSucceeds(create(BOTH, { path: '/coupon' }));
    await assertSucceeds(create(BOTH, { path: '/FAQs' }));
    const id = `V${made}`;
    await assertFails(create(BOTH, { path: '/user' }));
    await assertFails(create(BOTH, { path: '/FAQs', published: true }));
    expect((await publishedViews(BOTH)).docs.map((d) => d.id)).toEqual(['PUBLISHED']);
    await assertSucceeds(publishedViews(BOTH, '/FAQs'));
    // Their own view moved to a path they do not hold.
    await assertFails(
      updateDoc(doc(dbAs(rules.env, BOTH), 'savedViews', id), { path: '/user', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(doc(dbAs(rules.env, BOTH), 'savedViews', id), { path: '/coupon', updatedAt: serverTimestamp() }),
    );
  });

  it('an All holder: views of any path, published to its holders; a path every staff member is shown is anyone’s', async () => {
    await assertSucceeds(create(UID.admin, { path: '/user', published: true }));
    await assertSucceeds(create(UID.stringAll, { path: '/FAQs' }));
    await assertSucceeds(create(COUPONS, { path: '/dashboard' }));
    await assertSucceeds(create(FAQS, { path: '/translation' }));
    await assertFails(create(COUPONS, { path: '/translation', published: true }));
  });
});
