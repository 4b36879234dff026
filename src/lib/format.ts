/**
 * Locale-aware formatting with Intl (spec §9): numbers, OMR amounts (3 decimals) and
 * dates, the one place the panel writes them (screens, charts, CSV exports, print).
 * Arabic uses Oman's Arabic conventions with Latin digits, "." as the decimal sign and
 * "," between thousands (docs/numbers.md: the Arabic separators ٫ and ٬ look alike in
 * the panel's font, so "٧٥٫٥٠٠" read as 75,500).
 */
import { formatISO } from 'date-fns';
import { CURRENCY } from '@/config/constants';

/**
 * The Intl locale of each language of the panel. Arabic: `ar-OM` with the Latin
 * numbering system (`-u-nu-latn`), so every number in Arabic is written 0–9 with "."
 * and "," (docs/numbers.md); month and day names, the currency sign and the order of
 * the parts stay Oman's Arabic ones.
 */
export const INTL_LOCALE: Readonly<Record<string, string>> = { en: 'en-OM', ar: 'ar-OM-u-nu-latn' };

/**
 * @param locale the panel's language ('en' or 'ar')
 * @returns its Intl locale (INTL_LOCALE), English's for any other
 */
export function intlLocale(locale: string): string {
  return INTL_LOCALE[locale] ?? 'en-OM';
}

// Building an Intl formatter costs far more than formatting with it (a list page formats
// hundreds of cells): each one is built once per locale and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * @param key what tells the formatter apart (its kind, locale and options)
 * @param make builds it, on the first call with `key`
 * @returns the formatter of `key`, built once
 */
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

/**
 * @param locale the panel's language ('en' or 'ar')
 * @param options Intl.NumberFormat options
 * @returns the cached formatter for that locale and those options
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(
    `number|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocale(locale), options),
  );
}

/**
 * @param locale the panel's language ('en' or 'ar')
 * @param options Intl.DateTimeFormat options
 * @returns the cached formatter for that locale and those options
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    `date|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), options),
  );
}

/**
 * @param options Intl.NumberFormat options (e.g. one decimal for a rating)
 * @returns `value` as a whole or decimal number in the locale, e.g. "1,234".
 */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/**
 * A file size in megabytes (1 MB = 1,048,576 bytes, what the image limits are counted in),
 * the unit written out in the language: "20 megabytes", "20 ميغابايت".
 * @param bytes the size in bytes
 * @param locale the panel's language ('en' or 'ar')
 * @returns the size in megabytes, at most one decimal
 */
export function formatMegabytes(bytes: number, locale: string): string {
  return formatNumber(bytes / (1024 * 1024), locale, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });
}

/**
 * A number as a spreadsheet reads it (CSV exports, docs/adding-an-entity.md "Export"):
 * Latin digits, "." as the decimal sign, no grouping, no currency or unit, in either
 * language (Intl's `en` writing, not the page's locale).
 * @param value the number (an OMR amount in OMR, not baisa)
 * @param minDecimals decimals always written (3 for OMR: "75.500")
 * @param maxDecimals at most these decimals (default `minDecimals`)
 * @returns e.g. "75.500", "1234", "12.5"
 */
export function formatPlainNumber(value: number, minDecimals: number, maxDecimals = minDecimals): string {
  return cached(
    `plain|${minDecimals}|${maxDecimals}`,
    () =>
      new Intl.NumberFormat('en-US', {
        useGrouping: false,
        minimumFractionDigits: minDecimals,
        maximumFractionDigits: maxDecimals,
      }),
  ).format(value);
}

/**
 * A day as a spreadsheet reads it (CSV exports): `yyyy-mm-dd` (ISO 8601) in the panel's
 * time zone, as the panel shows that date, with Latin digits in either language.
 * @returns e.g. "2026-11-27"
 */
export function formatIsoDay(value: Date): string {
  return formatISO(value, { representation: 'date' });
}

/** @returns an OMR amount with 3 decimals, e.g. "OMR 1.500". */
export function formatCurrency(value: number, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(value);
}

/**
 * @returns an OMR amount as a limit or round figure is written: the decimals it has
 *   (none for a whole amount, at most 3), e.g. "OMR 100,000" or "100,000 ر.ع.‏"
 */
export function formatAmount(value: number, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 0,
    maximumFractionDigits: 3,
  }).format(value);
}

/** @returns a percentage given as 0–100 in the locale, e.g. "10%" (both languages). */
export function formatPercent(value: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/**
 * @param value an amount of `unit`
 * @param unit an Intl unit, e.g. 'meter', 'month', 'day', 'second', 'minute'
 * @param display 'short' ("5,000 m") or 'long' ("3 months"), plural forms by the locale
 * @returns the amount with its unit in the locale (whole numbers)
 */
export function formatUnit(value: number, unit: string, locale: string, display: 'short' | 'long' = 'short'): string {
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: display,
    maximumFractionDigits: 0,
  }).format(value);
}

/**
 * @param value the moment
 * @param locale the panel's language ('en' or 'ar')
 * @param options Intl.DateTimeFormat options (e.g. day and short month in a time zone)
 * @returns the date as those options write it in the locale, e.g. "22 Nov" or "22 نوفمبر"
 */
export function formatDateWith(value: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(locale, options).format(value);
}

/** The platform's time zone: the times of an order's timeline, a statement and a customer's story are Muscat's, whatever the device's. */
export const MUSCAT = 'Asia/Muscat';

/**
 * @param at the moment
 * @param locale the panel's language ('en' or 'ar')
 * @returns the date and time in the locale, in Muscat time (e.g. "29 Nov 2026, 14:05")
 */
export function muscatTime(at: Date, locale: string): string {
  return formatDateWith(at, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: MUSCAT });
}

/** @returns a date (and time when `withTime`) in the locale. */
export function formatDate(value: Date, locale: string, withTime = false): string {
  return dateFormat(locale, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) }).format(value);
}

/**
 * Builds the locale's plain number and date formatters ahead of use, in tasks of their
 * own: the first Intl formatter of a page loads the locale's data, about 60 ms of a
 * slow phone's main thread, which otherwise lands inside a screen's first render
 * (docs/performance.md, Lighthouse). Called when the browser is idle.
 * @param locale the panel's language ('en' or 'ar')
 */
export function prepareFormatters(locale: string): void {
  numberFormat(locale);
  setTimeout(() => dateFormat(locale, { dateStyle: 'medium' }), 0);
}

/**
 * The decimal sign and the thousands separator of the locale's OMR amounts, as
 * formatCurrency writes them (docs/numbers.md; the end-to-end check compares their
 * drawn shapes in the panel's font).
 * @param locale the panel's language ('en' or 'ar')
 * @returns e.g. { decimal: '.', group: ',' } in both languages
 */
export function numberSeparators(locale: string): { readonly decimal: string; readonly group: string } {
  const parts = numberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).formatToParts(1254.381);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** @returns the OMR symbol as the locale writes it beside amounts ("OMR", "ر.ع."). */
export function currencySymbol(locale: string): string {
  const parts = numberFormat(locale, { style: 'currency', currency: CURRENCY }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? CURRENCY;
}

/** @returns the short symbol of an Intl unit in the locale ("m", "م"). */
export function unitSymbol(unit: string, locale: string): string {
  const parts = numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).formatToParts(1);
  return parts
    .filter((p) => p.type === 'unit')
    .map((p) => p.value)
    .join('')
    .trim();
}

interface LocaleDigits {
  readonly digits: readonly string[];
  readonly decimal: string;
}
const digitSets = new Map<string, LocaleDigits>();

/**
 * The locale's ten digits and decimal sign, as Intl writes them (built once per locale).
 * @returns ['0', …, '9'] and '.' for both languages (docs/numbers.md); another
 *   numbering system would give its own
 */
function localeDigits(locale: string): LocaleDigits {
  let found = digitSets.get(locale);
  if (!found) {
    const format = numberFormat(locale, { useGrouping: false });
    const decimal = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    found = { digits: Array.from({ length: 10 }, (_, d) => format.format(d)), decimal };
    digitSets.set(locale, found);
  }
  return found;
}

const LATIN_DIGIT = /[0-9]/g;
const ANY_DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * A number as it is written in a field of the locale (one digit system per language,
 * docs/adding-an-entity.md "Numbers and dates"): typed or stored digits in the locale's
 * digits, and the decimal point as its decimal sign; nothing else changes (no grouping,
 * no rounding), so what a person types keeps its length and place.
 * @param text a number's text as typed or stored, e.g. "12.5" or "١٢.5"
 * @param locale the panel's language ('en' or 'ar')
 * @returns e.g. "12.5" in both languages (Arabic-Indic digits typed become 0–9)
 */
export function toLocaleDigits(text: string, locale: string): string {
  const { digits, decimal } = localeDigits(locale);
  return text.replace(ANY_DIGIT, (d) => digits[(d.codePointAt(0) ?? 0) % 16] ?? d).replace(/[.\u066B]/g, decimal);
}

/**
 * Turns the Latin digits of a text into the locale's (dates and numbers that a
 * library writes with 0–9, e.g. the date pickers' fields and calendars).
 * @returns `text` with 0–9 replaced; other characters unchanged
 */
export function localizeDigits(text: string, locale: string): string {
  const { digits } = localeDigits(locale);
  return digits[0] === '0' ? text : text.replace(LATIN_DIGIT, (d) => digits[Number(d)] ?? d);
}

/** @returns the percent sign as the locale writes it beside numbers ("%", "٪"). */
export function percentSign(locale: string): string {
  const parts = numberFormat(locale, { style: 'percent' }).formatToParts(1);
  return parts.find((p) => p.type === 'percentSign')?.value ?? '%';
}
