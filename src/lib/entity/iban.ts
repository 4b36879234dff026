/**
 * IBANs (ISO 13616) of a declared set of countries, for a text field's `iban` option
 * (./fields.ts): the ISO 7064 mod 97-10 check the form's schema runs (./schema.ts) and the
 * rules generator writes as a call of the hand-written `ibanMod97` of firestore.rules
 * (scripts/rules/rules.ts). Both accept exactly the same values: a known country's
 * length and digits only after the country code (docs/access.md "Bank details").
 */

/** The shape of an IBAN the check reads: country, check digits, 10 to 30 digits. */
export const IBAN_SHAPE = '^[A-Z]{2}[0-9]{12,32}$';

/** What a field's `iban` option declares: each country's IBAN length, and the refusal's i18n key. */
export interface IbanRule {
  readonly lengths: Readonly<Record<string, number>>;
  readonly messageKey: string;
}

/**
 * A country code's letters as the digits of the mod-97 check (A = 10 … Z = 35).
 * @param code two upper-case letters, e.g. 'OM'
 * @returns e.g. '2422'
 */
export function ibanCountryDigits(code: string): string {
  return code.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
}

/**
 * The mod-97 remainder of a string of digits, one digit at a time.
 * @param digits decimal digits only
 * @returns 0 to 96 (an IBAN rearranged as ISO 13616 says is valid when it is 1)
 */
export function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/**
 * Whether `iban` is an IBAN of one of the declared countries: the shape, the country's
 * length, and the mod-97 check of the number rearranged (the account part, the country
 * as digits, the check digits).
 * @param iban upper case, without spaces
 * @param lengths each country's IBAN length (`IbanRule.lengths`)
 */
export function isIbanOf(iban: string, lengths: IbanRule['lengths']): boolean {
  if (!new RegExp(IBAN_SHAPE).test(iban) || lengths[iban.slice(0, 2)] !== iban.length) return false;
  return mod97(`${iban.slice(4)}${ibanCountryDigits(iban.slice(0, 2))}${iban.slice(2, 4)}`) === 1;
}
