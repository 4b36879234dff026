/**
 * The translation editor's data module against the emulators, under the real rules
 * (spec §3, §6): an entry with a dotted key is saved in both documents as one flat map
 * key (never nested), read back, edited and deleted; a new key that exists is refused;
 * a translator whose Access is only /dashboard may save; a signed-out visitor may not.
 * Every changed language is recorded in translationHistory, which lists a key's changes
 * newest first by cursor, and a change is restored in one step (docs/access.md,
 * "Translation").
 */
import { signOut } from 'firebase/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteTranslation,
  listTranslationHistory,
  readTranslations,
  restoreTranslation,
  saveTranslation,
} from '@/features/translation/api';
import { auth } from '@/lib/firebase/auth';
import { adminDb, signInStaff } from '../support/staff';

const english = () => adminDb().doc('Translation/English');
const arabic = () => adminDb().doc('Translation/Arabic');

/** Stores the two documents as the seed does: flat maps whose keys hold dots. */
async function seedDocuments() {
  await english().set({ english: { 'navbar.dashboard': 'Dashboard', 'admin.title': 'Administrator' } });
  await arabic().set({ arabic: { 'navbar.dashboard': 'لوحة التحكم', 'admin.title': 'المسؤول' } });
}

describe('translation editor data', () => {
  beforeEach(async () => {
    await signInStaff(['All']);
    await seedDocuments();
  });

  it('saves a dotted key in both documents as one flat key and reads it back', async () => {
    await saveTranslation({ key: 'navbar.help.center', en: 'Help centre', ar: 'مركز المساعدة' }, 'add');
    const en = (await english().get()).data() ?? {};
    const ar = (await arabic().get()).data() ?? {};
    expect(en['english']).toEqual({
      'navbar.dashboard': 'Dashboard',
      'admin.title': 'Administrator',
      'navbar.help.center': 'Help centre',
    });
    expect(ar['arabic']['navbar.help.center']).toBe('مركز المساعدة');
    // Not nested: no map `navbar` inside the map, no top-level dotted field.
    expect(en['english']['navbar']).toBeUndefined();
    expect(Object.keys(en).sort()).toEqual(['english', 'historyId']);

    const maps = await readTranslations();
    expect(maps.en['navbar.help.center']).toBe('Help centre');
    expect(maps.ar['navbar.help.center']).toBe('مركز المساعدة');
    expect(maps.en['navbar.dashboard']).toBe('Dashboard');
  });

  it('edits an existing entry, refuses to add it again, and refuses to edit a missing one', async () => {
    await saveTranslation({ key: 'navbar.dashboard', en: 'Home', ar: 'الرئيسية' }, 'edit');
    const maps = await readTranslations();
    expect(maps.en['navbar.dashboard']).toBe('Home');
    expect(maps.ar['navbar.dashboard']).toBe('الرئيسية');
    expect(maps.en['admin.title']).toBe('Administrator');
    await expect(saveTranslation({ key: 'navbar.dashboard', en: 'x', ar: 'س' }, 'add')).rejects.toMatchObject({
      code: 'exists',
      messageKey: 'translation.validation.keyExists',
    });
    await expect(saveTranslation({ key: 'never.stored', en: 'x', ar: 'س' }, 'edit')).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(saveTranslation({ key: 'bad key', en: 'x', ar: 'س' }, 'add')).rejects.toMatchObject({
      messageKey: 'translation.validation.keyFormat',
    });
  });

  it('deletes an entry from both documents', async () => {
    await saveTranslation({ key: 'footer.extra.note', en: 'Note', ar: 'ملاحظة' }, 'add');
    await deleteTranslation('footer.extra.note');
    const maps = await readTranslations();
    expect(Object.hasOwn(maps.en, 'footer.extra.note')).toBe(false);
    expect(Object.hasOwn(maps.ar, 'footer.extra.note')).toBe(false);
    expect(maps.en['navbar.dashboard']).toBe('Dashboard');
    await expect(deleteTranslation('footer.extra.note')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('creates the documents when they are missing', async () => {
    await english().delete();
    await arabic().delete();
    expect(await readTranslations()).toEqual({ en: {}, ar: {} });
    await saveTranslation({ key: 'navbar.dashboard', en: 'Dashboard', ar: 'لوحة التحكم' }, 'add');
    expect((await english().get()).get('english')).toEqual({ 'navbar.dashboard': 'Dashboard' });
    expect((await arabic().get()).get('arabic')).toEqual({ 'navbar.dashboard': 'لوحة التحكم' });
  });

  it('lets a translator with Access /dashboard save; refuses a signed-out visitor, who may still read', async () => {
    await signInStaff(['/dashboard'], 'translator-1');
    await seedDocuments();
    await saveTranslation({ key: 'navbar.dashboard', en: 'Overview', ar: 'نظرة عامة' }, 'edit');
    expect((await readTranslations()).en['navbar.dashboard']).toBe('Overview');
    await saveTranslation({ key: 'dashboard.TotalOrder', en: 'Total Orders', ar: 'إجمالي الطلبات' }, 'add');
    await deleteTranslation('dashboard.TotalOrder');

    await signOut(auth);
    expect((await readTranslations()).en['navbar.dashboard']).toBe('Overview');
    await expect(saveTranslation({ key: 'navbar.dashboard', en: 'x', ar: 'س' }, 'edit')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('records each changed language, lists a key’s history newest first by cursor, and restores in one step', async () => {
    // A key of its own: other tests' changes stay in the history (nothing clears it).
    const key = `history.k${Date.now().toString(36)}`;
    await saveTranslation({ key, en: 'Dashboard', ar: 'لوحة التحكم' }, 'add');
    await saveTranslation({ key, en: 'Home', ar: 'لوحة التحكم' }, 'edit');
    await saveTranslation({ key, en: 'Overview', ar: 'نظرة عامة' }, 'edit');
    // Five changes: both added, English twice, Arabic once (the first edit left Arabic unchanged).
    const first = await listTranslationHistory(key, 3);
    expect(first.hasMore).toBe(true);
    const second = await listTranslationHistory(key, 3, first.rows[2] ?? null);
    expect(second.hasMore).toBe(false);
    const all = [...first.rows, ...second.rows];
    expect(all.map((c) => [c.locale, c.before, c.after])).toEqual(
      expect.arrayContaining([
        ['en', null, 'Dashboard'],
        ['ar', null, 'لوحة التحكم'],
        ['en', 'Dashboard', 'Home'],
        ['en', 'Home', 'Overview'],
        ['ar', 'لوحة التحكم', 'نظرة عامة'],
      ]),
    );
    expect(all).toHaveLength(5);
    const times = all.map((c) => c.at?.getTime() ?? 0);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Restore the first English edit: the text before it comes back, Arabic untouched.
    const firstEdit = all.find((c) => c.locale === 'en' && c.after === 'Home');
    if (!firstEdit) throw new Error('no change');
    await restoreTranslation(firstEdit);
    const maps = await readTranslations();
    expect(maps.en[key]).toBe('Dashboard');
    expect(maps.ar[key]).toBe('نظرة عامة');
    // The restore is itself recorded, newest first.
    const after = await listTranslationHistory(key, 10);
    expect(after.rows[0]).toMatchObject({ locale: 'en', before: 'Overview', after: 'Dashboard' });
    expect(after.rows).toHaveLength(6);

    // Restoring an addition removes the key again in that language.
    const added = after.rows.find((c) => c.locale === 'ar' && c.before === null);
    if (!added) throw new Error('no addition recorded');
    await restoreTranslation(added);
    expect(Object.hasOwn((await readTranslations()).ar, key)).toBe(false);
  });

  it('refuses a blank or invisible-only text, keeping what was stored', async () => {
    for (const text of ['\u200b', '\u202e\u202c', '\u00a0']) {
      await expect(saveTranslation({ key: 'navbar.dashboard', en: text, ar: 'لوحة' }, 'edit')).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
    expect((await readTranslations()).en['navbar.dashboard']).toBe('Dashboard');
  });
});
