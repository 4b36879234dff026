/**
 * The bank-details proposal form (src/features/people/BankSection.tsx) is derived from the
 * supplier account's proposed fields (BANK_FORM_FIELDS): its schema is their fieldSchema,
 * what it stores is their storedText (src/features/people/bank.ts storedBank). Compact
 * fields (account number, IBAN) are checked as they will be stored: typed in groups or in
 * Arabic-Indic digits, they pass; their bounds count the stored characters.
 */
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { BANK_FORM_FIELDS } from '@/entities/supplierBank';
import { storedBank } from '@/features/people/bank';
import { storedText, text } from '@/lib/entity/fields';
import { fieldSchemas } from '@/lib/entity/schema';
import { errorKeys, errorMessages } from './support/validate';

const schema = yup.object(fieldSchemas(BANK_FORM_FIELDS));
const VALID = {
  accountHolder: 'Saif Al Harthy',
  accountNumber: '0300123456789012',
  iban: 'OM810180000001299123456',
  bankName: 'Bank Muscat',
};

describe('the bank proposal form', () => {
  it('asks for every detail, each with its own message', async () => {
    expect(await errorKeys(schema, { accountHolder: ' ', accountNumber: '', iban: '', bankName: '' })).toEqual({
      accountHolder: 'supplierAccount.validation.accountHolder',
      accountNumber: 'supplierAccount.validation.accountNumberRequired',
      iban: 'supplierAccount.validation.ibanRequired',
      bankName: 'supplierAccount.validation.bankName',
    });
  });

  it('takes an account number and an IBAN typed in groups, in Arabic-Indic digits or lower case', async () => {
    expect(await errorKeys(schema, VALID)).toEqual({});
    const typed = {
      ...VALID,
      accountNumber: '٠٣٠٠ ١٢٣٤ ٥٦٧٨ ٩٠١٢',
      iban: 'om81 0180 0000 0129 9123 456',
    };
    expect(await errorKeys(schema, typed)).toEqual({});
    expect(storedBank(typed)).toEqual(VALID);
  });

  it('refuses a wrong IBAN check digit, an IBAN of the wrong shape and a short account number', async () => {
    expect(await errorKeys(schema, { ...VALID, iban: 'OM82 0180 0000 0129 9123 456' })).toEqual({
      iban: 'supplierAccount.validation.ibanCheck',
    });
    expect(await errorKeys(schema, { ...VALID, iban: 'OM81-0180' })).toEqual({
      iban: 'supplierAccount.validation.iban',
    });
    expect(await errorKeys(schema, { ...VALID, accountNumber: '12 34' })).toEqual({
      accountNumber: 'supplierAccount.validation.accountNumber',
    });
  });

  it('counts a compact field’s bound on what is stored, a free text’s on what is typed', async () => {
    // 34 stored characters typed with spaces every four: 42 typed.
    const grouped = `${'1234 '.repeat(8)}12`;
    const field = text('x', 34, { compact: true });
    expect(storedText(field, grouped)).toHaveLength(34);
    expect(
      await errorMessages(yup.object({ v: fieldSchemas({ v: field })['v'] as yup.AnySchema }), { v: grouped }),
    ).toEqual({});
    const free = text('x', 34);
    expect(await errorKeys(yup.object(fieldSchemas({ v: free })), { v: grouped })).toEqual({
      v: 'validation.tooLong',
    });
  });

  it('keeps names as written, trimmed', () => {
    expect(storedBank({ ...VALID, accountHolder: '  سيف الحارثي ', bankName: ' بنك مسقط' })).toMatchObject({
      accountHolder: 'سيف الحارثي',
      bankName: 'بنك مسقط',
    });
  });
});
