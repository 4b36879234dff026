/**
 * One digit system in both languages (docs/numbers.md, docs/adding-an-entity.md
 * "Numbers and dates"): 0–9 with "." as the decimal sign, Arabic included; a number
 * field writes digits typed in either system that way and keeps its length (the caret
 * stays in place); parseNumber reads it back.
 */
import { describe, expect, it } from 'vitest';
import { localizeDigits, percentSign, toLocaleDigits } from '@/lib/format';
import { parseNumber } from '@/lib/entity/parse';

describe('digits of the language', () => {
  it('writes typed or stored numbers in 0–9 in Arabic too, with "." as the decimal sign', () => {
    expect(toLocaleDigits('12.5', 'ar')).toBe('12.5');
    expect(toLocaleDigits('١2٫5', 'ar')).toBe('12.5');
    expect(toLocaleDigits('٠٫٣٠٠', 'ar')).toBe('0.300');
    expect(parseNumber(toLocaleDigits('1500.250', 'ar'))).toBe(1500.25);
  });

  it('writes them in 0–9 in English, whatever digits were typed', () => {
    expect(toLocaleDigits('١٢٫٥', 'en')).toBe('12.5');
    expect(toLocaleDigits('۱۲', 'en')).toBe('12');
    expect(toLocaleDigits('abc', 'en')).toBe('abc');
  });

  it("turns a library's Latin digits into the locale's (dates of the pickers)", () => {
    expect(localizeDigits('30/11/2026', 'ar')).toBe('30/11/2026');
    expect(localizeDigits('30/11/2026', 'en')).toBe('30/11/2026');
  });

  it('names the percent sign as the locale writes it', () => {
    expect(percentSign('en')).toBe('%');
    expect(percentSign('ar')).toBe('%');
  });
});
