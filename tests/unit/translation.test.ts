/**
 * The translation editor's pure parts (spec §3, §5): the rows built from the two
 * stored maps, the search, the maps after a save or delete, key validation and the
 * form's schema; and the functions that show a saved or deleted entry in the running
 * i18next at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildRows, filterRows, withEntry, withoutEntry } from '@/features/translation/rows';
import { isValidKey, type TranslationMaps } from '@/lib/data/translations/model';
import { translationSchema } from '@/features/translation/schema';
import { BUNDLED_RESOURCES, i18n, loadLocale } from '@/lib/i18n';
import { applyTranslationEntry, removeTranslationEntry } from '@/lib/i18n/remote';
import arCommon from '@/locales/ar/common.json';
import enCommon from '@/locales/en/common.json';
import en from '@/locales/en/translation.json';

const maps: TranslationMaps = {
  en: { 'navbar.dashboard': 'Dashboard', 'navbar.faqs': 'FAQs', 'only.english': 'Only here' },
  ar: { 'navbar.dashboard': 'لوحة التحكم', 'navbar.faqs': 'الأسئلة الشائعة', 'admin.title': 'المسؤول' },
};

describe('translation rows', () => {
  it('lists every key of either map once, sorted, with both texts side by side', () => {
    expect(buildRows(maps)).toEqual([
      { id: 'admin.title', key: 'admin.title', en: '', ar: 'المسؤول' },
      { id: 'navbar.dashboard', key: 'navbar.dashboard', en: 'Dashboard', ar: 'لوحة التحكم' },
      { id: 'navbar.faqs', key: 'navbar.faqs', en: 'FAQs', ar: 'الأسئلة الشائعة' },
      { id: 'only.english', key: 'only.english', en: 'Only here', ar: '' },
    ]);
    expect(buildRows({ en: {}, ar: {} })).toEqual([]);
  });

  it('finds rows by key, English or Arabic text, ignoring case and Arabic letter forms', () => {
    const rows = buildRows(maps);
    const keys = (term: string) => filterRows(rows, term).map((r) => r.key);
    expect(keys('')).toHaveLength(4);
    expect(keys('   ')).toHaveLength(4);
    expect(keys('navbar.')).toEqual(['navbar.dashboard', 'navbar.faqs']);
    expect(keys('DASH')).toEqual(['navbar.dashboard']);
    expect(keys('only here')).toEqual(['only.english']);
    expect(keys('التحكم')).toEqual(['navbar.dashboard']);
    // أ and ا match each other, as in the lists' search.
    expect(keys('الاسئلة')).toEqual(['navbar.faqs']);
    expect(keys('nothing like this')).toEqual([]);
  });

  it('adds, replaces and removes one entry in both maps without touching the input', () => {
    const added = withEntry(maps, { key: 'navbar.articles', en: 'Articles', ar: 'المقالات' });
    expect(added.en['navbar.articles']).toBe('Articles');
    expect(added.ar['navbar.articles']).toBe('المقالات');
    expect(maps.en['navbar.articles']).toBeUndefined();
    const replaced = withEntry(added, { key: 'navbar.faqs', en: 'Questions', ar: 'أسئلة' });
    expect(replaced.en['navbar.faqs']).toBe('Questions');
    const removed = withoutEntry(replaced, 'navbar.faqs');
    expect(Object.hasOwn(removed.en, 'navbar.faqs')).toBe(false);
    expect(Object.hasOwn(removed.ar, 'navbar.faqs')).toBe(false);
    expect(replaced.en['navbar.faqs']).toBe('Questions');
  });
});

describe('translation keys', () => {
  it('are letters, digits, dots, dashes and underscores, in non-empty parts', () => {
    for (const key of ['navbar.dashboard', 'dashboard.TotalOrder', 'a', 'alert.message.logout', 'x_y-z.1']) {
      expect(isValidKey(key), key).toBe(true);
    }
    for (const key of ['', 'navbar dashboard', 'navbar..x', '.navbar', 'navbar.', 'مفتاح', 'a/b', 'a$b']) {
      expect(isValidKey(key), key).toBe(false);
    }
  });

  it('refuse the names of JavaScript object internals', () => {
    expect(isValidKey('__proto__')).toBe(false);
    expect(isValidKey('a.constructor')).toBe(false);
    expect(isValidKey('prototype.x')).toBe(false);
  });

  it('cover every bundled key', async () => {
    await Promise.all([loadLocale('en'), loadLocale('ar')]);
    const keys = [...Object.keys(BUNDLED_RESOURCES.en), ...Object.keys(BUNDLED_RESOURCES.ar)];
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) expect(isValidKey(key), key).toBe(true);
  });
});

describe('translation schema', () => {
  const existing = new Set(['navbar.dashboard']);
  const firstError = (schema: ReturnType<typeof translationSchema>, v: Record<string, unknown>) => {
    try {
      schema.validateSync(v);
      return null;
    } catch (error) {
      return (error as { message: string }).message;
    }
  };

  it('on add: requires a valid key that is not stored yet', () => {
    const schema = translationSchema(existing);
    expect(firstError(schema, { key: 'navbar.new', en: 'New', ar: 'جديد' })).toBeNull();
    expect(firstError(schema, { key: '', en: 'New', ar: 'جديد' })).toBe('validation.text');
    expect(firstError(schema, { key: 'bad key', en: 'New', ar: 'جديد' })).toBe('translation.validation.keyFormat');
    expect(firstError(schema, { key: ' navbar.dashboard ', en: 'New', ar: 'جديد' })).toBe(
      'translation.validation.keyExists',
    );
  });

  it('requires both texts, with the messages of spec §5', () => {
    const schema = translationSchema(null);
    expect(firstError(schema, { key: 'navbar.dashboard', en: ' ', ar: 'جديد' })).toBe('translation.validation.english');
    expect(firstError(schema, { key: 'navbar.dashboard', en: 'New', ar: '' })).toBe('translation.validation.arabic');
    expect(firstError(schema, { key: 'navbar.dashboard', en: 'New', ar: 'جديد' })).toBeNull();
    expect(en['translation.validation.english']).toBe('Please Input English Word');
    expect(en['translation.validation.arabic']).toBe('Please Input Arabic Word');
  });
});

/** @returns after the tasks queued so far (i18next's "added" is sent a task later). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('applying an entry to the running i18next', () => {
  beforeAll(async () => {
    await Promise.all([loadLocale('en'), loadLocale('ar')]);
  });

  it('shows a saved text at once, in both languages, and emits "added" once (one re-render)', async () => {
    let added = 0;
    const onAdded = () => (added += 1);
    i18n.store.on('added', onAdded);
    applyTranslationEntry('navbar.translation', { en: 'Texts', ar: 'النصوص' });
    await nextTask();
    i18n.store.off('added', onAdded);
    expect(added).toBe(1);
    expect(i18n.getFixedT('en')('navbar.translation')).toBe('Texts');
    expect(i18n.getFixedT('ar')('navbar.translation')).toBe('النصوص');
    expect(i18n.getFixedT('en')('navbar.dashboard')).toBe(enCommon['navbar.dashboard']);
  });

  it('after a delete, falls back to the bundled text or drops a key that has none', async () => {
    applyTranslationEntry('navbar.translation', { en: 'Texts', ar: 'النصوص' });
    applyTranslationEntry('custom.only.stored', { en: 'Stored', ar: 'مخزن' });
    expect(i18n.getFixedT('en')('custom.only.stored')).toBe('Stored');
    let added = 0;
    const onAdded = () => (added += 1);
    i18n.store.on('added', onAdded);
    removeTranslationEntry('navbar.translation');
    removeTranslationEntry('custom.only.stored');
    await nextTask();
    i18n.store.off('added', onAdded);
    expect(added).toBe(1);
    expect(i18n.getFixedT('en')('navbar.translation')).toBe(enCommon['navbar.translation']);
    expect(i18n.getFixedT('ar')('navbar.translation')).toBe(arCommon['navbar.translation']);
    expect(i18n.exists('custom.only.stored', { lng: 'en' })).toBe(false);
    expect(i18n.getFixedT('en')('navbar.dashboard')).toBe(enCommon['navbar.dashboard']);
  });
});
