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
import { changedKeysSince, readTranslations } from '@/lib/data/translations/read';
import {
  applyImportChange,
  deleteTranslation,
  finishImport,
  listTranslationHistory,
  restoreTranslation,
  saveTranslation,
  startImport,
} from '@/lib/data/translations/write';
import { diffTranslations, parseTranslationsCsv } from '@/features/translation/csv';
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

  it('lists the keys changed since a moment, in both languages or one', async () => {
    const key = `since.k${Date.now().toString(36)}`;
    await saveTranslation({ key, en: 'Before', ar: 'قبل' }, 'add');
    // The emulator's clock: the history entry's own time.
    const [added] = (await listTranslationHistory(key, 1)).rows;
    if (!added?.at) throw new Error('no time recorded');
    const mark = new Date(added.at.getTime() + 1);
    await saveTranslation({ key, en: 'Before', ar: 'بعد' }, 'edit');
    await saveTranslation({ key: 'navbar.dashboard', en: 'Board', ar: 'لوحة التحكم' }, 'edit');
    const both = await changedKeysSince(mark, null);
    expect(both.keys.has(key) && both.keys.has('navbar.dashboard')).toBe(true);
    expect(both.capped).toBe(false);
    expect((await changedKeysSince(mark, 'ar')).keys.has(key)).toBe(true);
    expect((await changedKeysSince(mark, 'ar')).keys.has('navbar.dashboard')).toBe(false);
    expect((await changedKeysSince(mark, 'en')).keys.has(key)).toBe(false);
    expect((await changedKeysSince(new Date(Date.now() + 3_600_000), null)).keys.size).toBe(0);
  });

  it('imports a CSV: the dry run, one key per write with its history naming the import, a conflict skipped', async () => {
    const parsed = await parseTranslationsCsv(
      'key,english,arabic\r\nnavbar.dashboard,Overview,لوحة التحكم\r\nadmin.title,Admin,المدير\r\nno.such,x,س\r\n',
    );
    if ('errorKey' in parsed) throw new Error(parsed.errorKey);
    const diff = diffTranslations(await readTranslations(), parsed.rows);
    expect(diff.counts).toEqual({ added: 0, changed: 2, unchanged: 0, unknown: 1, problems: 0 });
    const [dashboard, title] = diff.changes;
    if (!dashboard || !title) throw new Error('no changes');

    // Someone edits a key after the dry run: the import leaves it alone and says so.
    await saveTranslation({ key: 'admin.title', en: 'Administrator', ar: 'مسؤول النظام' }, 'edit');
    const importId = await startImport({ fileName: 'translations.csv', counts: diff.counts, planned: 2 });
    await applyImportChange(dashboard, importId);
    await expect(applyImportChange(title, importId)).rejects.toMatchObject({
      messageKey: 'translation.import.conflict',
    });
    await finishImport(importId, { applied: 1, failed: 1, status: 'done' });

    const maps = await readTranslations();
    expect(maps.en['navbar.dashboard']).toBe('Overview');
    expect(maps.ar['navbar.dashboard']).toBe('لوحة التحكم');
    expect(maps.ar['admin.title']).toBe('مسؤول النظام');
    expect(Object.hasOwn(maps.en, 'no.such')).toBe(false);
    const [entry] = (await listTranslationHistory('navbar.dashboard', 10)).rows;
    expect(entry).toMatchObject({ locale: 'en', before: 'Dashboard', after: 'Overview', imported: true });
    const stored = await adminDb()
      .collection('translationHistory')
      .doc(entry?.id ?? '-')
      .get();
    expect(stored.get('importId')).toBe(importId);
    const record = (await adminDb().collection('translationImports').doc(importId).get()).data();
    expect(record).toMatchObject({
      fileName: 'translations.csv',
      counts: diff.counts,
      planned: 2,
      applied: 1,
      failed: 1,
      status: 'done',
    });
    // A finished import writes no more.
    await expect(
      applyImportChange({ key: 'admin.title', en: { before: 'Administrator', after: 'Admin' }, ar: null }, importId),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('refuses an import to staff without All, who still edit texts one by one', async () => {
    await signInStaff(['/dashboard', '/FAQs'], 'translator-2');
    await seedDocuments();
    await expect(
      startImport({
        fileName: 'x.csv',
        counts: { added: 0, changed: 1, unchanged: 0, unknown: 0, problems: 0 },
        planned: 1,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await saveTranslation({ key: 'navbar.dashboard', en: 'Overview', ar: 'لوحة التحكم' }, 'edit');
    expect((await readTranslations()).en['navbar.dashboard']).toBe('Overview');
  });
});
