/**
 * Phone numbers as stored: E.164 (`+` and 7 to 15 digits, no spaces), Omani numbers by
 * default (docs/data-model.md, "users/{uid}"). What a person types is normalised first:
 * Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits become Latin digits, spaces,
 * dashes, dots and brackets are dropped, a leading `00` becomes `+`, and a local Omani
 * number (8 digits) or one written `968…` without `+` gets `+968`.
 */

/** The country calling code of local numbers (Oman). */
export const DEFAULT_COUNTRY_CODE = '968';

/** A stored phone number: E.164 (the rules check the same pattern). */
export const E164_PATTERN = '^[+][1-9][0-9]{6,14}$';

/** @returns `text` with Arabic-Indic and Eastern Arabic-Indic digits as Latin digits */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (c) => String((c.charCodeAt(0) - 0x0660) % 0x90));
}

/**
 * Normalises a typed phone number towards E.164.
 * @param typed what was typed (any digits, spaces, dashes)
 * @returns the number as stored: `''` for an empty input; otherwise the normalised
 *   text, which may still fail E164_PATTERN (too short, letters) and is then refused
 */
export function normalisePhone(typed: string): string {
  let s = latinDigits(typed.trim()).replace(/[\s().\-\u200e\u200f]/g, '');
  if (!s) return '';
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  if (/^[0-9]{8}$/.test(s)) return `+${DEFAULT_COUNTRY_CODE}${s}`;
  if (new RegExp(`^${DEFAULT_COUNTRY_CODE}[0-9]{8}$`).test(s)) return `+${s}`;
  return s;
}

/**
 * The digits of a stored number as E.164 writes them, without the `+` (what wa.me and
 * the CSV's phones use).
 * @param stored a number as stored (E.164) or as typed (normalised first)
 * @returns e.g. `96891234567`, or '' when it is not a phone number
 */
export function e164Digits(stored: string): string {
  const normalised = normalisePhone(stored);
  return new RegExp(E164_PATTERN).test(normalised) ? normalised.slice(1) : '';
}

/**
 * @param stored a stored phone number (E.164)
 * @returns its tap-to-call address (`tel:+96891234567`, RFC 3966), or '' when it is
 *   not a phone number
 */
export function telHref(stored: string): string {
  const digits = e164Digits(stored);
  return digits ? `tel:+${digits}` : '';
}

/**
 * @param stored a stored phone or WhatsApp number (E.164)
 * @returns its WhatsApp chat address (`https://wa.me/96891234567`: the E.164 digits
 *   without `+`, WhatsApp's click-to-chat format), or '' when it is not a phone number
 */
export function whatsAppHref(stored: string): string {
  const digits = e164Digits(stored);
  return digits ? `https://wa.me/${digits}` : '';
}
