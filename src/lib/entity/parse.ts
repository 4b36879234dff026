/**
 * Reading numbers as people type them in either language (docs/adding-an-entity.md):
 * Arabic-Indic (٠–٩) and Persian (۰–۹) digits, Arabic decimal and thousands separators.
 */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Reads a number as typed: Eastern digits become 0–9, spaces and thousands separators
 * (`,` and `٬`) are dropped, `٫` is a decimal point.
 * @param value a number, or the text of a number field
 * @returns the number; undefined for an empty value; NaN when it is not a number
 */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const text = value
    .replace(EASTERN_DIGITS, (d) => String((d.codePointAt(0) ?? 0) % 16))
    .replace(/[\s,\u066C]/g, '')
    .replace(/\u066B/g, '.');
  return text === '' ? undefined : Number(text);
}

/** @returns whether `value` has at most `decimals` decimals (within float error). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
}

/** Baisa in one OMR (money fields are stored in baisa). */
export const BAISA_PER_OMR = 1000;

/** @returns an OMR amount as a whole number of baisa. */
export function omrToBaisa(omr: number): number {
  return Math.round(omr * BAISA_PER_OMR);
}

/** @returns a whole number of baisa as OMR. */
export function baisaToOmr(baisa: number): number {
  return baisa / BAISA_PER_OMR;
}

/**
 * Whether a stored value is no value: absent, null or an empty text (a document's page
 * says "Not set", the audit trail "—", a CSV cell is empty).
 * @param value any stored value
 */
export function isNoValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
