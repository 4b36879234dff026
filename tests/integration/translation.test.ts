/**
 * The translation editor's data module against the emulators, under the real rules
 * (spec §3, §6): an entry with a dotted key is saved in both documents as one flat map
 * key (never nested), read back, edited and deleted; a new key that exists is refused;
 * a translator whose Access is only /dashboard may save; a signed-out visitor may not.
 */
import { signOut } from 'firebase/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteTranslation, readTranslations, saveTranslation } from '@/features/translation/api';
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
    expect(Object.keys(en)).toEqual(['english']);

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
});
