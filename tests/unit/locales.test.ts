import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, NAV_SECTIONS } from '@/config/navigation';
import { BUNDLED_NAMESPACES } from '@/locales/bundled';
import { mergeLocaleFiles } from '@/locales/merge';

const FILES = import.meta.glob<Record<string, string>>('@/locales/*/*.json', { eager: true, import: 'default' });
/** Every bundled text of each locale, all namespaces merged (as the seed stores them). */
const { en, ar } = mergeLocaleFiles(FILES);
/** Keys whose Arabic text is rightly not in Arabic script (names of languages and brands). */
const NOT_ARABIC_SCRIPT = new Set(['user.english', 'footer.poweredbyName']);
const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * The keys of a texts map as i18next looks them up: a plural key's forms (`_zero`,
 * `_one`, `_two`, `_few`, `_many`, `_other`) count as one key, since Arabic has six
 * forms where English has two.
 */
const lookupKeys = (texts: Readonly<Record<string, string>>): string[] =>
  [...new Set(Object.keys(texts).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('bundled translations', () => {
  it('have the same keys in English and Arabic', () => {
    expect(lookupKeys(ar)).toEqual(lookupKeys(en));
  });

  it('have an Arabic file for every English file, with the same keys', () => {
    const paths = Object.keys(FILES);
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths.filter((p) => p.includes('/en/'))) {
      const twin = path.replace('/en/', '/ar/');
      expect(paths, twin).toContain(twin);
      expect(lookupKeys(FILES[twin] ?? {}), twin).toEqual(lookupKeys(FILES[path] ?? {}));
    }
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
