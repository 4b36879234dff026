import { formatUnit } from '@/lib/format';

/**
 * Display of a city's radius (spec §3, §9: radii in metres) with Intl: "5,000 m" in
 * English, Arabic digits and unit in Arabic ("٥٬٠٠٠ متر").
 */
/**
 * @param value a distance in metres
 * @param locale the panel's locale ('en' or 'ar'; anything else is shown as English)
 * @returns the distance with its unit, grouped by thousands in the locale
 */
export function formatMeters(value: number, locale: string): string {
  return formatUnit(value, 'meter', locale, 'short');
}

/**
 * @param row a city or an area
 * @param locale the panel's locale
 * @returns its Arabic name in Arabic, its English name otherwise
 */
export function localName(row: { readonly nameEn: string; readonly nameAr: string }, locale: string): string {
  return locale === 'ar' ? row.nameAr : row.nameEn;
}
