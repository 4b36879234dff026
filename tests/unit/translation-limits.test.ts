/**
 * The bounds of a Translation document (TRANSLATION_LIMITS, src/config/translation.ts;
 * enforced by firestore.rules, tests/rules/translation.test.ts) against the real
 * bundled texts of src/locales: the bundle must stay under half of each bound, leaving
 * the other half to the translators' own keys. When this fails, the bundle has grown:
 * revisit the bounds (docs/access.md) rather than the test.
 */
import { describe, expect, it } from 'vitest';
import { RESERVED_KEY_PARTS, TRANSLATION_KEY_PATTERN, TRANSLATION_LIMITS } from '@/config/translation';
import { isValidKey } from '@/lib/data/translations/model';
import { readBundledLocales } from '../../scripts/lib/locales';

const bundled = readBundledLocales();

describe.each(['en', 'ar'] as const)('bundled %s texts and TRANSLATION_LIMITS', (locale) => {
  const map = bundled[locale];
  const keys = Object.keys(map);

  it('use under half of each bound', () => {
    const keyCharacters = keys.reduce((sum, key) => sum + key.length, 0);
    const textCharacters = Object.values(map).reduce((sum, text) => sum + text.length, 0);
    console.log(`${locale}: ${keys.length} keys, ${keyCharacters} key characters, ${textCharacters} text characters`);
    expect(keys.length).toBeLessThanOrEqual(TRANSLATION_LIMITS.keys / 2);
    expect(keyCharacters).toBeLessThanOrEqual(TRANSLATION_LIMITS.keyCharacters / 2);
    expect(textCharacters).toBeLessThanOrEqual(TRANSLATION_LIMITS.textCharacters / 2);
  });

  it('have keys the rules accept (pattern, length, no reserved part)', () => {
    const pattern = new RegExp(`^${TRANSLATION_KEY_PATTERN}$`);
    const refused = keys.filter(
      (key) =>
        !pattern.test(key) ||
        key.length > TRANSLATION_LIMITS.keyLength ||
        key.split('.').some((part) => (RESERVED_KEY_PARTS as readonly string[]).includes(part)) ||
        !isValidKey(key),
    );
    expect(refused).toEqual([]);
  });
});
