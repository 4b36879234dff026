/**
 * firestore.rules, Translation/{English|Arabic}: public read, staff-only write, never a
 * whole language deleted (no document delete, at most one key removed per write), and
 * a document within TRANSLATION_LIMITS (src/config/translation.ts; docs/access.md):
 * every visitor downloads it before sign-in.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { readBundledLocales } from '../../scripts/lib/locales';
import { TRANSLATION_LIMITS } from '../../src/config/translation';
import { dbAs, dbSignedOut, seed, UID, setUpRulesFile } from './helpers';

const rules = setUpRulesFile(() => ({
  'Translation/English': { english: { 'navbar.dashboard': 'Dashboard' } },
  'Translation/Arabic': { arabic: { 'navbar.dashboard': 'لوحة التحكم' } },
}));

describe('Translation read', () => {
  it('is open to signed-out visitors (whole collection and one document)', async () => {
    const db = dbSignedOut(rules.env);
    const all = await assertSucceeds(getDocs(collection(db, 'Translation')));
    expect(all.size).toBe(2);
    await assertSucceeds(getDoc(doc(db, 'Translation', 'Arabic')));
  });

  it('is open to customers and new accounts', async () => {
    await assertSucceeds(getDocs(collection(dbAs(rules.env, UID.customer), 'Translation')));
    await assertSucceeds(getDoc(doc(dbAs(rules.env, UID.newcomer), 'Translation', 'English')));
  });
});

describe('Translation write', () => {
  it('is denied to signed-out visitors, customers and new accounts', async () => {
    for (const db of [
      dbSignedOut(rules.env),
      dbAs(rules.env, UID.customer),
      dbAs(rules.env, UID.fakeAdmin),
      dbAs(rules.env, UID.newcomer),
    ]) {
      await assertFails(
        updateDoc(doc(db, 'Translation', 'English'), new FieldPath('english', 'user.logout'), 'Logout'),
      );
      await assertFails(setDoc(doc(db, 'Translation', 'Arabic'), { arabic: {} }));
      await assertFails(deleteDoc(doc(db, 'Translation', 'English')));
    }
  });

  it('is allowed to any staff member, whatever their Access', async () => {
    for (const uid of [UID.translator, UID.limited, UID.noAccess, UID.admin]) {
      const db = dbAs(rules.env, uid);
      // Keys hold dots and the maps are flat, so writes name the key with a FieldPath.
      await assertSucceeds(
        updateDoc(doc(db, 'Translation', 'English'), new FieldPath('english', `key.${uid}`), 'Text'),
      );
      await assertSucceeds(updateDoc(doc(db, 'Translation', 'Arabic'), new FieldPath('arabic', `key.${uid}`), 'نص'));
    }
    const english = await getDoc(doc(dbSignedOut(rules.env), 'Translation', 'English'));
    expect(english.get(new FieldPath('english', `key.${UID.admin}`))).toBe('Text');
  });

  it('keeps each document to its own map field', async () => {
    const db = dbAs(rules.env, UID.translator);
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
    const db = dbAs(rules.env, UID.admin);
    await assertFails(setDoc(doc(db, 'Translation', 'French'), { french: {} }));
    await assertFails(setDoc(doc(db, 'Translation', 'English', 'history', 'h1'), { at: 1 }));
  });
});

/** A map of `n` keys `<prefix><i>` (padded to `keyLength`) holding `text`. */
function manyKeys(n: number, text = 'x', keyLength = 0): Record<string, string> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`.padEnd(keyLength, '_'), text] as const));
}

describe('Translation: no whole language deleted', () => {
  beforeEach(async () => {
    await seed(rules.env, {
      'Translation/English': { english: { 'a.one': 'One', 'a.two': 'Two', 'a.three': 'Three' } },
    });
  });

  it('nobody deletes a document, not even All', async () => {
    for (const uid of [UID.translator, UID.admin, UID.stringAll]) {
      await assertFails(deleteDoc(doc(dbAs(rules.env, uid), 'Translation', 'English')));
      await assertFails(deleteDoc(doc(dbAs(rules.env, uid), 'Translation', 'Arabic')));
    }
    const english = await getDoc(doc(dbSignedOut(rules.env), 'Translation', 'English'));
    expect(Object.keys(english.get('english') as object)).toHaveLength(3);
  });

  it('a write removes at most one key: the map is not emptied or replaced', async () => {
    const ref = doc(dbAs(rules.env, UID.admin), 'Translation', 'English');
    await assertFails(setDoc(ref, { english: {} }));
    await assertFails(setDoc(ref, { english: { 'b.other': 'Other' } }));
    await assertFails(
      updateDoc(
        ref,
        new FieldPath('english', 'a.one'),
        deleteField(),
        new FieldPath('english', 'a.two'),
        deleteField(),
      ),
    );
    await assertFails(updateDoc(ref, { english: { 'a.one': 'One' } }));
    // One entry at a time, as the editor deletes (deleteTranslation).
    await assertSucceeds(updateDoc(ref, new FieldPath('english', 'a.one'), deleteField()));
    await assertSucceeds(setDoc(ref, { english: { 'a.two': 'Two', 'a.four': 'Four' } }));
  });
});

describe('Translation: bounds (TRANSLATION_LIMITS)', () => {
  const db = () => dbAs(rules.env, UID.translator);
  const setEnglish = (map: unknown) => setDoc(doc(db(), 'Translation', 'English'), { english: map });
  const limits = TRANSLATION_LIMITS;

  it('takes the bundled texts of src/locales (what the seed writes), in both languages', async () => {
    const bundled = readBundledLocales();
    await seed(rules.env, { 'Translation/English': { english: {} }, 'Translation/Arabic': { arabic: {} } });
    await assertSucceeds(setEnglish(bundled.en));
    await assertSucceeds(setDoc(doc(db(), 'Translation', 'Arabic'), { arabic: bundled.ar }));
  });

  it(`at most ${limits.keys} keys`, async () => {
    await seed(rules.env, { 'Translation/English': { english: {} } });
    await assertSucceeds(setEnglish(manyKeys(limits.keys)));
    await seed(rules.env, { 'Translation/English': { english: {} } });
    await assertFails(setEnglish(manyKeys(limits.keys + 1)));
  });

  it(`keys of ${limits.keyCharacters} characters in all at most`, async () => {
    const each = limits.keyCharacters / limits.keys;
    await seed(rules.env, { 'Translation/English': { english: {} } });
    await assertSucceeds(setEnglish(manyKeys(limits.keys, 'x', each)));
    await seed(rules.env, { 'Translation/English': { english: {} } });
    await assertFails(setEnglish(manyKeys(limits.keys, 'x', each + 1)));
  });

  it(`texts of ${limits.textCharacters} characters in all at most, and only strings`, async () => {
    const texts = (total: number) => ({ 'big.one': 'x'.repeat(total - 1), 'big.two': 'y' });
    await assertSucceeds(setEnglish(texts(limits.textCharacters)));
    await assertFails(setEnglish(texts(limits.textCharacters + 1)));
    for (const text of [5, true, null, { nested: 'x' }, ['x']]) {
      await assertFails(setEnglish({ 'navbar.dashboard': 'Dashboard', 'odd.value': text }));
      await assertFails(updateDoc(doc(db(), 'Translation', 'English'), new FieldPath('english', 'odd.value'), text));
    }
  });

  it(`keys: parts of letters, digits, _ and - joined by dots, at most ${limits.keyLength} characters, no reserved part`, async () => {
    const ref = doc(db(), 'Translation', 'English');
    const bad = [
      'has space',
      'a..b',
      '.a',
      'a.',
      'a/b',
      'ذهب',
      'a b',
      ' a',
      'a.__proto__',
      'a.constructor',
      'prototype.b',
      'k'.repeat(limits.keyLength + 1),
    ];
    for (const key of bad) await assertFails(updateDoc(ref, new FieldPath('english', key), 'Text'));
    const good = ['a', 'A-b_c.d9', 'dashboard.TotalOrder', 'k'.repeat(limits.keyLength), 'a.proto'];
    for (const key of good) await assertSucceeds(updateDoc(ref, new FieldPath('english', key), 'Text'));
  });

  it('the editor’s writes (one entry in both languages, one batch) stay allowed', async () => {
    const batch = writeBatch(db());
    batch.update(doc(db(), 'Translation', 'English'), new FieldPath('english', 'new.key'), 'New');
    batch.update(doc(db(), 'Translation', 'Arabic'), new FieldPath('arabic', 'new.key'), 'جديد');
    await assertSucceeds(batch.commit());
  });
});
