/**
 * Prefix search (docs/data-model.md, search): the stored prefixes and the query token
 * split text the same way, so hyphenated words, emails and decimals are found, Arabic
 * is matched however it was typed (letters, digits, attached proclitics), phone numbers
 * with or without the calling code, and a second word narrows the results. The prefixes
 * of a document stay within the rules' bound whatever the definitions let people type,
 * and no seeded document loses any.
 */
import { describe, expect, it } from 'vitest';
import { ENTITY_LIST } from '@/entities/registry';
import { productEntity } from '@/entities/product';
import { foldDigits, withoutProclitics } from '@/lib/arabic';
import {
  MAX_PREFIX_LENGTH,
  MAX_PREFIXES,
  MAX_PREFIXES_PER_WORD,
  matchesSearch,
  searchPrefixes,
  searchToken,
  searchWords,
} from '@/lib/data/convert';
import { isTextField } from '@/lib/entity/fields';
import { buildBulkProduct, buildDataset } from '../../scripts/seed-data/build';
import { withDerivedFields } from '../../scripts/seed-data/derived';

/** Whether a search term finds a text, as Firestore's array-contains would. */
const finds = (term: string, ...texts: string[]) => searchPrefixes(texts).includes(searchToken(term));

describe('search', () => {
  it('splits words at anything but letters and digits', () => {
    expect(searchWords('Al-Khuwair, Muscat')).toEqual(['al', 'khuwair', 'muscat']);
    expect(searchWords('ali.salim@demo.om')).toEqual(['ali', 'salim', 'demo', 'om']);
    expect(searchWords('1.5 kg')).toEqual(['1', '5', 'kg']);
  });

  it('finds hyphenated words, emails and decimals as typed', () => {
    expect(finds('Al-Khuwair', 'Al-Khuwair branch')).toBe(true);
    expect(finds('al khu', 'Al-Khuwair branch')).toBe(true);
    expect(finds('khuwair', 'Al-Khuwair branch')).toBe(true);
    expect(finds('ali.salim@demo.om', 'ali.salim@demo.om')).toBe(true);
    expect(finds('salim@demo', 'ali.salim@demo.om')).toBe(true);
    expect(finds('1.5', 'Rice 1.5 kg')).toBe(true);
  });

  it('narrows with a second word (in the order written)', () => {
    expect(finds('ali salim', 'Ali Salim Al-Harthi')).toBe(true);
    expect(finds('ali sal', 'Ali Salim Al-Harthi')).toBe(true);
    expect(finds('ali hamed', 'Ali Salim Al-Harthi')).toBe(false);
    expect(finds('ali', 'Ali Salim Al-Harthi', 'Ali Hamed')).toBe(true);
  });

  it('narrows rows on screen as the query would: by the token or the cross-script key, not at all without a token', () => {
    // ReferencePicker: the options kept while a newly typed term's answer is on its way.
    expect(matchesSearch(['Ahmed Al-Balushi', 'ahmed@demo.om'], 'al-bal')).toBe(true);
    expect(matchesSearch(['Ahmed Al-Balushi', 'ahmed@demo.om'], 'Salim')).toBe(false);
    expect(matchesSearch(['Said Al-Habsi'], 'سعيد')).toBe(true);
    expect(matchesSearch(['Said Al-Habsi'], 'سالم')).toBe(false);
    expect(matchesSearch(['Said Al-Habsi', null, 7], 'habsi')).toBe(true);
    expect(matchesSearch(['Said Al-Habsi'], '')).toBe(true);
    expect(matchesSearch(['Said Al-Habsi'], ' - ')).toBe(true);
  });

  it('matches Arabic whatever the alef, hamza, taa marbuta or diacritics', () => {
    expect(finds('احمد', 'أحمد البلوشي')).toBe(true);
    expect(finds('مدرسة', 'مدرسه الخوير')).toBe(true);
    expect(finds('مُحَمَّد', 'محمد')).toBe(true);
  });

  it('stores prefixes of at most MAX_PREFIX_LENGTH characters, none ending in a space, and cuts long terms alike', () => {
    const prefixes = searchPrefixes(['Supercalifragilisticexpialidocious tea']);
    expect(Math.max(...prefixes.map((p) => p.length))).toBe(MAX_PREFIX_LENGTH);
    expect(prefixes.some((p) => p.endsWith(' '))).toBe(false);
    expect(finds('supercalifragilisticexpialidocious', 'Supercalifragilisticexpialidocious tea')).toBe(true);
    expect(searchToken('   ')).toBe('');
    expect(searchPrefixes([null, 42, undefined])).toEqual([]);
  });

  it('stores at most MAX_PREFIXES prefixes (the rules refuse more), the first words first', () => {
    const words = Array.from({ length: 400 }, (_, i) => `w${i}`).join(' ');
    const prefixes = searchPrefixes([words]);
    expect(prefixes).toHaveLength(MAX_PREFIXES);
    expect(finds('w0 w1', words)).toBe(true);
  });

  it('folds Arabic-Indic and Persian digits to 0–9', () => {
    expect(foldDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
    expect(searchWords('أرز ١٫٥ كغ')).toEqual(['ارز', '1', '5', 'كغ']);
  });

  it('peels attached proclitics in the order Arabic writes them, leaving short words whole', () => {
    expect(withoutProclitics('والمدرسه')).toEqual(['المدرسه', 'مدرسه']);
    expect(withoutProclitics('وبالمدرسه')).toEqual(['بالمدرسه', 'المدرسه', 'مدرسه']);
    expect(withoutProclitics('للمدرسه')).toEqual(['المدرسه', 'مدرسه']);
    expect(withoutProclitics('ولد')).toEqual([]);
    expect(withoutProclitics('بلد')).toEqual([]);
    expect(withoutProclitics('school')).toEqual([]);
  });

  /** Arabic as people type it: [term, stored text, found]. */
  const ARABIC_CASES: readonly (readonly [string, string, boolean])[] = [
    // Letters: hamza forms of alef, taa marbuta / haa, alef maqsura / yaa, diacritics, tatweel.
    ['احمد', 'أحمد البلوشي', true],
    ['اسماء', 'إسماء', true],
    ['القران', 'القرآن الكريم', true],
    ['مدرسة', 'مدرسه الخوير', true],
    ['المدرسه', 'المدرسة', true],
    ['مستشفي', 'مستشفى النهضة', true],
    ['مُحَمَّد', 'محمد', true],
    ['محمد', 'محـــمد', true],
    // Proclitics: و ف ب ل ك and ال, alone and combined.
    ['المدرسه', 'والمدرسة', true],
    ['مدرسة', 'المدرسة', true],
    ['مدرسة', 'والمدرسة', true],
    ['المدرسة', 'بالمدرسة', true],
    ['مدرسه', 'فالمدرسة', true],
    ['المدرسة', 'كالمدرسة', true],
    ['المدرسة', 'للمدرسة', true],
    ['مدرسة', 'وللمدرسة', true],
    ['عسل', 'وعسل السدر', true],
    ['كتاب', 'بكتاب', true],
    ['حلوى', 'وحلوى عمانية', true],
    ['تمور', 'الحلويات والتمور', true],
    ['مدرسة الخوير', 'والمدرسة الخوير', true],
    // A term that carries a proclitic the text does not have is more specific.
    ['والمدرسة', 'المدرسة', false],
    // Short words keep their first letter: "ولد" is not و + لد.
    ['لد', 'ولد', false],
    // Digits: Arabic-Indic and Persian as 0–9, in terms and texts alike.
    ['٢٠٢٦', 'Eid 2026', true],
    ['۲۰۲۶', 'عيد ٢٠٢٦', true],
    ['1.5', 'أرز ١٫٥ كغ', true],
  ];

  it.each(ARABIC_CASES)('Arabic: %s in «%s» → %s', (term, text, found) => {
    expect(finds(term, text)).toBe(found);
  });

  /** Phone numbers: [term, stored number, found]. */
  const PHONE_CASES: readonly (readonly [string, string, boolean])[] = [
    ['92123456', '+96892123456', true],
    ['٩٢١٢٣٤٥٦', '+96892123456', true],
    ['۹۲۱۲۳۴۵۶', '+96892123456', true],
    ['+968 9212 3456', '+96892123456', true],
    ['00968 92123456', '+96892123456', true],
    ['+٩٦٨٩٢١٢٣٤٥٦', '+96892123456', true],
    ['092123456', '+96892123456', true],
    ['9212 3456', '+96892123456', true],
    ['+968 92', '+96892123456', true],
    ['9212', '+96892123456', true],
    ['92123456', '+968 9212 3456', true],
    ['3456', '+968 9212 3456', true],
    ['96892123456', '+968 9212 3456', true],
    ['0096892123456', '00968 9212 3456', true],
    ['92123457', '+96892123456', false],
    ['2123456', '+96892123456', false],
  ];

  it.each(PHONE_CASES)('phone: %s in %s → %s', (term, text, found) => {
    expect(finds(term, text)).toBe(found);
  });

  it('keeps short numbers as written: "1.5" is not 15', () => {
    expect(finds('1.5', 'Rice 1.5 kg')).toBe(true);
    expect(finds('1.5', 'Rice 15 kg')).toBe(false);
    expect(finds('007', 'Agent 007')).toBe(true);
  });

  /** Whether prefixes are what firestore.rules isSearchPrefixes accepts. */
  const ruleValid = (prefixes: readonly string[]) =>
    prefixes.length <= MAX_PREFIXES &&
    prefixes.every((p) => /^[^/]{1,20}$/.test(p)) &&
    new Set(prefixes).size === prefixes.length;

  it('stays within the rules for the longest texts every definition accepts, each text keeping its first words', () => {
    // The costliest text: short Arabic words each carrying three proclitics (four forms
    // per word), or groups of digits (joined, and without the calling code).
    const arabic = (n: number) =>
      `وبال${String.fromCharCode(0x0628 + (n % 20))}${String.fromCharCode(0x0628 + (((n / 20) | 0) % 20))}ه`;
    const worst = (max: number, kind: string) => {
      const words: string[] = [];
      for (let n = 0; words.join(' ').length < max; n++) words.push(kind === 'phone' ? '968' : arabic(n));
      return words.join(' ').slice(0, max);
    };
    let definitions = 0;
    let most = 0;
    for (const def of ENTITY_LIST) {
      const fields = def.searchFields.flatMap((name) => {
        const field = def.fields[name];
        return field && isTextField(field) ? [field] : [];
      });
      if (fields.length === 0) continue;
      definitions++;
      const texts = fields.map((f) => worst(f.max, f.kind));
      const prefixes = searchPrefixes(texts);
      most = Math.max(most, prefixes.length);
      expect(ruleValid(prefixes), def.name).toBe(true);
      // Word by word from every text in turn: each keeps at least this many first words.
      const kept = Math.floor(MAX_PREFIXES / (texts.length * MAX_PREFIXES_PER_WORD));
      expect(kept).toBeGreaterThanOrEqual(2);
      for (const text of texts) {
        const words = text.split(' ');
        for (const word of words.slice(0, kept)) expect(prefixes, `${def.name}: ${word}`).toContain(searchToken(word));
      }
    }
    expect(definitions).toBeGreaterThan(10);
    // The longest fields do reach the bound: it is what keeps the document within the rules.
    expect(most).toBe(MAX_PREFIXES);
  });

  it('keeps every prefix of every seeded document (none reaches the bound)', () => {
    const now = Date.UTC(2026, 0, 1);
    const docs = withDerivedFields(buildDataset(now).docs);
    const counts = docs.map((d) => (d.data['searchPrefixes'] as string[] | undefined)?.length ?? 0);
    const bulk = Array.from({ length: 200 }, (_, n) => buildBulkProduct(n + 1, now)).map(
      (data) => searchPrefixes(productEntity.searchFields.map((f) => data[f])).length,
    );
    const most = Math.max(...counts, ...bulk);
    expect(most).toBeGreaterThan(100);
    expect(most).toBeLessThan(MAX_PREFIXES / 2);
    for (const doc of docs) {
      const prefixes = doc.data['searchPrefixes'];
      if (Array.isArray(prefixes)) expect(ruleValid(prefixes as string[]), doc.id).toBe(true);
    }
  });
});
