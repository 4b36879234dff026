/**
 * Prefix search (docs/data-model.md, search): the stored prefixes and the query token
 * split text the same way, so hyphenated words, emails and decimals are found, Arabic
 * is matched however it was typed, and a second word narrows the results.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PREFIX_LENGTH, MAX_PREFIXES, searchPrefixes, searchToken, searchWords } from '@/lib/data/convert';

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
});
