/**
 * firestore.rules, Translation/{English|Arabic}: public read, staff-only write.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, FieldPath, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestEnv, dbAs, dbSignedOut, seed, seedPeople, UID } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedPeople(env);
  await seed(env, {
    'Translation/English': { english: { 'navbar.dashboard': 'Dashboard' } },
    'Translation/Arabic': { arabic: { 'navbar.dashboard': 'لوحة التحكم' } },
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('Translation read', () => {
  it('is open to signed-out visitors (whole collection and one document)', async () => {
    const db = dbSignedOut(env);
    const all = await assertSucceeds(getDocs(collection(db, 'Translation')));
    expect(all.size).toBe(2);
    await assertSucceeds(getDoc(doc(db, 'Translation', 'Arabic')));
  });

  it('is open to customers and new accounts', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, UID.customer), 'Translation')));
    await assertSucceeds(getDoc(doc(dbAs(env, UID.newcomer), 'Translation', 'English')));
  });
});

describe('Translation write', () => {
  it('is denied to signed-out visitors, customers and new accounts', async () => {
    for (const db of [dbSignedOut(env), dbAs(env, UID.customer), dbAs(env, UID.fakeAdmin), dbAs(env, UID.newcomer)]) {
      await assertFails(
        updateDoc(doc(db, 'Translation', 'English'), new FieldPath('english', 'user.logout'), 'Logout'),
      );
      await assertFails(setDoc(doc(db, 'Translation', 'Arabic'), { arabic: {} }));
      await assertFails(deleteDoc(doc(db, 'Translation', 'English')));
    }
  });

  it('is allowed to any staff member, whatever their Access', async () => {
    for (const uid of [UID.translator, UID.limited, UID.noAccess, UID.admin]) {
      const db = dbAs(env, uid);
      // Keys hold dots and the maps are flat, so writes name the key with a FieldPath.
      await assertSucceeds(
        updateDoc(doc(db, 'Translation', 'English'), new FieldPath('english', `key.${uid}`), 'Text'),
      );
      await assertSucceeds(updateDoc(doc(db, 'Translation', 'Arabic'), new FieldPath('arabic', `key.${uid}`), 'نص'));
    }
    const english = await getDoc(doc(dbSignedOut(env), 'Translation', 'English'));
    expect(english.get(new FieldPath('english', `key.${UID.admin}`))).toBe('Text');
  });

  it('keeps each document to its own map field', async () => {
    const db = dbAs(env, UID.translator);
    await assertSucceeds(setDoc(doc(db, 'Translation', 'English'), { english: { 'user.logout': 'Logout' } }));
    await assertSucceeds(setDoc(doc(db, 'Translation', 'Arabic'), { arabic: { 'user.logout': 'تسجيل الخروج' } }));
    await assertSucceeds(setDoc(doc(db, 'Translation', 'Arabic'), { arabic: {} }));
    await assertFails(setDoc(doc(db, 'Translation', 'English'), { arabic: { 'user.logout': 'Logout' } }));
    await assertFails(setDoc(doc(db, 'Translation', 'Arabic'), { english: {} }));
    await assertFails(setDoc(doc(db, 'Translation', 'English'), { english: {}, updatedAt: 1 }));
    await assertFails(setDoc(doc(db, 'Translation', 'English'), { english: 'Logout' }));
    await assertFails(setDoc(doc(db, 'Translation', 'Arabic'), { arabic: ['نص'] }));
    await assertFails(setDoc(doc(db, 'Translation', 'English'), {}));
    await assertFails(updateDoc(doc(db, 'Translation', 'English'), { note: 'x' }));
    await assertFails(updateDoc(doc(db, 'Translation', 'English'), { english: 5 }));
  });

  it('is limited to the English and Arabic documents', async () => {
    const db = dbAs(env, UID.admin);
    await assertFails(setDoc(doc(db, 'Translation', 'French'), { french: {} }));
    await assertFails(setDoc(doc(db, 'Translation', 'English', 'history', 'h1'), { at: 1 }));
  });
});
