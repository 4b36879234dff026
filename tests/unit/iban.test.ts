/**
 * The IBAN check of src/lib/entity/iban.ts (a text field's `iban` option), with the
 * seed's Omani IBANs (scripts/seed-data/random.ts `omanIban`): every IBAN the seed makes
 * passes, and any one digit changed fails (mod 97 catches every single-digit error).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IBAN_LENGTHS, isValidIban } from '@/entities/supplierBank';
import { isIbanOf } from '@/lib/entity/iban';
import { omanIban } from '../../scripts/seed-data/random';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('IBANs', () => {
  it("the seed's Omani IBANs are valid; one digit changed, never", () => {
    fc.assert(
      fc.property(digits(3), digits(16), fc.nat(), fc.integer({ min: 1, max: 9 }), (bank, account, at, step) => {
        const iban = omanIban(bank, account);
        expect(isValidIban(iban)).toBe(true);
        const index = 2 + (at % 21);
        const changed = `${iban.slice(0, index)}${(Number(iban[index]) + step) % 10}${iban.slice(index + 1)}`;
        expect(isValidIban(changed)).toBe(false);
      }),
    );
  });

  it('takes only the declared countries, at their length', () => {
    expect(isIbanOf('DE89370400440532013000', IBAN_LENGTHS)).toBe(true);
    expect(isIbanOf('DE89370400440532013000', { OM: 23 })).toBe(false);
    expect(isIbanOf('DE8937040044053201300', IBAN_LENGTHS)).toBe(false);
    expect(isIbanOf('GB82WEST12345698765432', { GB: 22 })).toBe(false);
  });
});
