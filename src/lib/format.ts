/**
 * Locale-aware formatting with Intl (spec §9): numbers, OMR amounts (3 decimals) and
 * dates. Arabic uses Oman's Arabic conventions.
 */
import { CURRENCY } from '@/config/constants';

const INTL_LOCALE: Readonly<Record<string, string>> = { en: 'en-OM', ar: 'ar-OM' };

function intlLocale(locale: string): string {
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
 *   (none for a whole amount, at most 3), e.g. "OMR 100,000" or "١٠٠٬٠٠٠ ر.ع.‏"
 */
export function formatAmount(value: number, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 0,
    maximumFractionDigits: 3,
  }).format(value);
}

/** @returns a percentage given as 0–100 in the locale, e.g. "10%" or "١٠٪". */
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

/** @returns a date (and time when `withTime`) in the locale. */
export function formatDate(value: Date, locale: string, withTime = false): string {
  return dateFormat(locale, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) }).format(value);
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
