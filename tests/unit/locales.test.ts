import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, NAV_SECTIONS } from '@/config/navigation';
import { compareLocales, pluralForms } from '@/lib/i18n/check';
import { BUNDLED_NAMESPACES } from '@/locales/bundled';
import { mergeLocaleFiles } from '@/locales/merge';

const FILES = import.meta.glob<Record<string, string>>('@/locales/*/*.json', { eager: true, import: 'default' });
/** Every bundled text of each locale, all namespaces merged (as the seed stores them). */
const { en, ar } = mergeLocaleFiles(FILES);
/** Keys whose Arabic text is rightly not in Arabic script (names of languages and brands). */
const NOT_ARABIC_SCRIPT = new Set(['user.english', 'footer.poweredbyName']);
const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('bundled translations', () => {
  it('have the same keys in English and Arabic, plurals with every form, and the same placeholders', () => {
    expect(compareLocales({ en, ar })).toEqual([]);
  });

  it('have an Arabic file for every English file, with the same keys', () => {
    const paths = Object.keys(FILES);
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths.filter((p) => p.includes('/en/'))) {
      const twin = path.replace('/en/', '/ar/');
      expect(paths, twin).toContain(twin);
      expect(compareLocales({ en: FILES[path] ?? {}, ar: FILES[twin] ?? {} }), twin).toEqual([]);
    }
  });

  it('are checked for what a translation can get wrong', () => {
    expect(pluralForms('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(pluralForms('en')).toEqual(['one', 'other']);
    const arForms = (text: string): Record<string, string> =>
      Object.fromEntries(pluralForms('ar').map((form) => [`n_${form}`, text.replace('#', form)]));
    const good = { en: { a: 'A {{name}}', n_one: '{{count, number}} x', n_other: '{{count, number}} xs' } };
    const ar: Record<string, string> = { a: 'أ {{name}}', ...arForms('{{count, number}} س #') };
    expect(compareLocales({ ...good, ar })).toEqual([]);
    // A key missing on either side.
    expect(compareLocales({ en: { ...good.en, b: 'B' }, ar })).toEqual(['b: missing in ar']);
    expect(compareLocales({ ...good, ar: { ...ar, c: 'ج' } })).toEqual(['c: missing in en']);
    // An Arabic plural lacking a form, or a count that is a plural on one side only.
    const lacking = Object.fromEntries(Object.entries(ar).filter(([key]) => key !== 'n_few'));
    expect(compareLocales({ ...good, ar: lacking })).toEqual(['n: ar lacks the plural forms few']);
    const { n_one: _one, n_other: _other, ...single } = good.en;
    expect(compareLocales({ en: { ...single, n: '{{count, number}} xs' }, ar })).toEqual(['n: a plural in ar only']);
    // Placeholders: renamed, dropped, or written without the locale's number format.
    expect(compareLocales({ ...good, ar: { ...ar, a: 'أ {{nom}}' } })).toEqual([
      'a: placeholders differ: en [name], ar [nom]',
    ]);
    expect(compareLocales({ ...good, ar: { ...ar, a: 'أ' } })).toEqual(['a: placeholders differ: en [name], ar []']);
    expect(compareLocales({ ...good, ar: { ...ar, ...arForms('{{count}} س #') } })).toEqual([
      'n: placeholders differ: en [count,number], ar [count]',
    ]);
    // An Arabic form may write the number as a word ("طلبان"), but keeps every other value.
    const withName = { en: { m_one: '{{name}}: one', m_other: '{{name}}: {{count}}' } };
    const arName = Object.fromEntries(pluralForms('ar').map((f) => [`m_${f}`, `{{name}}: ${f}`]));
    expect(compareLocales({ ...withName, ar: { ...arName, m_other: '{{name}}: {{count}}' } })).toEqual([]);
    expect(compareLocales({ ...withName, ar: { ...arName, m_two: 'اثنان', m_other: '{{name}}: {{count}}' } })).toEqual([
      'm_two (ar): lacks {{name}}',
    ]);
  });

  it('are each a namespace the panel can load, in both locales', () => {
    expect(BUNDLED_NAMESPACES).toContain('common');
    const names = Object.keys(FILES).map((p) => p.replace(/^.*\/(en|ar)\//, '$1/'));
    expect(names.sort()).toEqual(BUNDLED_NAMESPACES.flatMap((ns) => [`ar/${ns}.json`, `en/${ns}.json`]).sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(ar)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('are in Arabic script in Arabic', () => {
    for (const [key, text] of Object.entries(ar)) {
      if (!NOT_ARABIC_SCRIPT.has(key)) expect(text, key).toMatch(ARABIC_LETTER);
    }
  });

  it('write numbers in Latin digits in Arabic too, as the panel formats them (docs/numbers.md)', () => {
    for (const [key, text] of Object.entries(ar))
      expect(text, key).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/);
  });

  it('cover every menu label and section title', () => {
    for (const { labelKey } of NAV_ITEMS) expect(en).toHaveProperty([labelKey]);
    for (const section of NAV_SECTIONS) expect(en).toHaveProperty([`navbar.section.${section}`]);
  });

  it('carry the exact texts of spec §5 and §8', () => {
    const exact: Record<string, string> = {
      'login.validation.emailAndPassword': 'Please Input Email and Password',
      'login.validation.emailRequired': 'Email is required',
      'login.validation.emailInvalid': 'Please enter valid email address',
      'login.validation.passwordRequired': 'Password is required',
      'login.validation.passwordMin': 'Password should be of minimum 8 characters length',
      'forgot.validation.emailRequired': 'Please Input Email',
      'login.error.invalid': 'Invalid User Email and Password',
      'login.success': 'Login Successfully',
      'alert.message.logout': 'Logout Successfully',
      'forgot.sent': 'We sent an e-mail with your password reset link!',
    };
    for (const [key, text] of Object.entries(exact)) expect((en as Record<string, string>)[key], key).toBe(text);
  });
});
