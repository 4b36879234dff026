/**
 * Cross-script names (docs/data-model.md, "Cross-script names"; issue 34 item 5): a name
 * typed in Arabic finds the person stored in Latin and the reverse, through the stored
 * cross-script keys (src/lib/phonetic.ts), for every prefix typed; the known collisions
 * are those the docs list.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneticToken, searchPrefixes, searchValues } from '@/lib/data/convert';
import { phraseSkeleton, wordSkeleton } from '@/lib/phonetic';

/** Whether what is typed finds a stored text, as Firestore's array-contains-any would. */
const finds = (typed: string, stored: string) => {
  const prefixes = new Set(searchPrefixes([stored]));
  return searchValues(typed).some((v) => prefixes.has(v));
};

/** Every prefix of a text that holds a letter (what a person has typed so far). */
const typedPrefixes = (text: string) => [...text].map((_, i) => text.slice(0, i + 1)).filter((p) => /\p{L}/u.test(p));

/** Omani names as written in Latin and in Arabic (issue 34 item 5). */
const PAIRS: readonly (readonly [string, string])[] = [
  ['Said', 'سعيد'],
  ['Saeed', 'سعيد'],
  ['Al-Habsi', 'الحبسي'],
  ['Khalid', 'خالد'],
  ['Mohammed', 'محمد'],
  ['Muhammad', 'محمد'],
  ['Ahmed', 'أحمد'],
  ['Fatima', 'فاطمة'],
  ['Aisha', 'عائشة'],
  ['Al-Balushi', 'البلوشي'],
  ['Al-Rawahi', 'الرواحي'],
  ['Al-Hinai', 'الهنائي'],
  ['Al-Busaidi', 'البوسعيدي'],
  ['Salim', 'سالم'],
  ['Maryam', 'مريم'],
  ['Zainab', 'زينب'],
  ['Abdullah', 'عبدالله'],
  ['Al-Kindi', 'الكندي'],
  ['Yousef', 'يوسف'],
  ['Yusuf', 'يوسف'],
  ['Hamad', 'حمد'],
  ['Khalid Al-Rawahi', 'خالد الرواحي'],
  ['Said Al-Habsi', 'سعيد الحبسي'],
  ['Abdul Rahman', 'عبدالرحمن'],
  ['Qaboos', 'قابوس'],
  ['Al-Harthi', 'الحارثي'],
  ['Al-Shukaili', 'الشكيلي'],
];

describe('cross-script names', () => {
  it.each(PAIRS)('%s and %s have one key', (latin, arabic) => {
    expect(phoneticToken(latin)).toBe(phoneticToken(arabic));
  });

  it.each(PAIRS)('every prefix of «%s» typed finds it stored as %s, and the reverse', (latin, arabic) => {
    const arabicKey = phoneticToken(arabic);
    // A prefix of one consonant is not searched across scripts (MIN_PHONETIC_LENGTH).
    for (const typed of typedPrefixes(arabic))
      if (phoneticToken(typed)) expect(finds(typed, latin), `«${typed}» finds ${latin}`).toBe(true);
    for (const typed of typedPrefixes(latin)) {
      // A Latin prefix whose key is already the whole Arabic key's prefix finds it.
      const key = phoneticToken(typed);
      if (key && arabicKey.startsWith(key)) expect(finds(typed, arabic), `"${typed}" finds ${arabic}`).toBe(true);
    }
    expect(finds(latin, arabic)).toBe(true);
    expect(finds(arabic, latin)).toBe(true);
  });

  it('finds a family name typed without its article in the other script', () => {
    expect(finds('Habsi', 'سعيد الحبسي')).toBe(true);
    expect(finds('حبسي', 'Said Al-Habsi')).toBe(true);
    expect(finds('الحبسي', 'Said Al-Habsi')).toBe(true);
    expect(finds('Rawahi', 'خالد الرواحي')).toBe(true);
  });

  it('keeps Hamad apart from Ahmed, and Khalid from Salim', () => {
    expect(finds('Hamad', 'أحمد')).toBe(false);
    expect(finds('حمد', 'Ahmed')).toBe(false);
    expect(finds('أحمد', 'Hamad')).toBe(false);
    expect(finds('خالد', 'Salim')).toBe(false);
    expect(finds('سالم', 'Khalid')).toBe(false);
    // A final ح is a letter: «صح» is the start of Sohar, not of every s.
    expect(finds('صح', 'Sohar')).toBe(true);
    expect(finds('صح', 'Salalah')).toBe(false);
    // One consonant is not searched across scripts: "khu" (k) does not find Qaboos.
    expect(phoneticToken('khu')).toBe('');
    expect(finds('khu', 'Qaboos')).toBe(false);
  });

  it('has the collisions docs/data-model.md lists', () => {
    // Same consonants, vowels not written in Arabic: found together (the list narrows).
    expect(phoneticToken('سعد')).toBe(phoneticToken('Said'));
    expect(phoneticToken('Hamid')).toBe(phoneticToken('حمد'));
  });

  it('keys no number, and a phrase only up to its first number', () => {
    expect(wordSkeleton('92123456')).toBe('');
    expect(phoneticToken('92123456')).toBe('');
    expect(phraseSkeleton(['said', '12', 'habsi'])).toBe('sd');
    // A term holding a number searches by its token only: the key would not narrow.
    expect(phoneticToken('لبان حوجري 600')).toBe('');
    expect(searchValues('لبان حوجري 600')).toEqual(['لبان حوجري 600']);
  });

  it('never writes a key a typed token could equal', () => {
    for (const prefix of searchPrefixes(['Said Al-Habsi', 'سعيد الحبسي', 'said@demo.om']))
      expect(prefix === searchValues(prefix)[0] || prefix.startsWith('~')).toBe(true);
  });

  it('finds every name from every prefix typed of it, in either script (property)', () => {
    const letter = fc.constantFrom(...'abdeghiklmnoqrstuwyz', ...'ابتثجحخدذرزسشصضطظعغفقكلمنهويىةءأ');
    const word = fc.array(letter, { minLength: 1, maxLength: 10 }).map((l) => l.join(''));
    const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(name, (full) => {
        const stored = new Set(searchPrefixes([full]));
        for (const typed of typedPrefixes(full)) {
          const key = phoneticToken(typed);
          if (key) expect(stored.has(key), `"${typed}" of "${full}": ${key}`).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
