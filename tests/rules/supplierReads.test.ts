/**
 * firestore.rules, least privilege on a supplier's money documents (issue 45 item 3;
 * docs/access.md "Which fields each path reads"): the amounts (supplierAccounts: earned,
 * released, available) are read by /supplier, /withdraw, /refunds and All; the bank
 * details and their pending proposal with its proposer (supplierBanks) by /supplier,
 * /withdraw and All only. A holder of /refunds, alone or among paths that do not read bank
 * details, reads the amounts a refund charged to the supplier needs and never an IBAN.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { supplierAccountEntity } from '../../src/entities/supplierAccount';
import { supplierBankEntity } from '../../src/entities/supplierBank';
import { dbAs, setUpRulesFile, UID } from './helpers';

const IBAN = 'OM810270300123456789012';
const SUPPLIER = UID.supplier;
const employee = (Access: string[]) => ({ type: 'employee', name: 'Staff', blocked: false, Access });

/** The callers and whether each reads the bank details (every one reads the amounts). */
const READERS = [
  { uid: 'refundsOnly', access: ['/refunds'], bank: false, kind: '/refunds only' },
  {
    uid: 'refundsSeveral',
    access: ['/dashboard', '/refunds', '/reports', '/coupon'],
    bank: false,
    kind: '/refunds among paths without bank details',
  },
  { uid: 'supplierOnly', access: ['/supplier'], bank: true, kind: '/supplier only' },
  { uid: 'withdrawOnly', access: ['/withdraw'], bank: true, kind: '/withdraw only' },
  {
    uid: 'withdrawSeveral',
    access: ['/refunds', '/withdraw', '/Products'],
    bank: true,
    kind: '/withdraw among several paths',
  },
  { uid: UID.admin, access: ['All'], bank: true, kind: 'All' },
] as const;

const rules = setUpRulesFile(() => ({
  ...Object.fromEntries(
    READERS.filter((r) => r.uid !== UID.admin).map((r) => [`users/${r.uid}`, employee([...r.access])]),
  ),
  'users/reportsOnly': employee(['/reports']),
  [`supplierAccounts/${SUPPLIER}`]: { supplierId: SUPPLIER, earned: 12_500, released: 10_000, available: 2_500 },
  [`supplierBanks/${SUPPLIER}`]: {
    supplierId: SUPPLIER,
    accountHolder: 'Salim Al Harthy',
    accountNumber: '0300123456789012',
    iban: IBAN,
    bankName: 'Bank Muscat',
    proposedAccountHolder: 'Salim Al Harthy',
    proposedAccountNumber: '0000001299123456',
    proposedIban: 'OM810180000001299123456',
    proposedBankName: 'Bank Dhofar',
    proposedBy: 'supplierOnly',
    proposedAt: null,
  },
}));

describe("a supplier's amounts and bank details, read per path", () => {
  it('the definitions keep them apart: no bank field among the amounts, no amount among the bank details', () => {
    const amounts = Object.keys(supplierAccountEntity.fields);
    const bank = Object.keys(supplierBankEntity.fields);
    expect(amounts.sort()).toEqual(['available', 'earned', 'released', 'supplierId']);
    expect(bank.filter((f) => amounts.includes(f))).toEqual(['supplierId']);
  });

  it.each(READERS)('$kind reads the amounts', async ({ uid }) => {
    const snap = await assertSucceeds(getDoc(doc(dbAs(rules.env, uid), 'supplierAccounts', SUPPLIER)));
    expect(snap.data()).toMatchObject({ earned: 12_500, available: 2_500 });
    expect(JSON.stringify(snap.data())).not.toMatch(/iban|OM81|accountNumber|proposed/i);
  });

  it.each(READERS.filter((r) => !r.bank))(
    '$kind never reads the bank details, the proposal or its proposer',
    async ({ uid }) => {
      const db = dbAs(rules.env, uid);
      await assertFails(getDoc(doc(db, 'supplierBanks', SUPPLIER)));
      await assertFails(getDocs(collection(db, 'supplierBanks')));
      await assertFails(getDocs(query(collection(db, 'supplierBanks'), where('iban', '==', IBAN))));
      await assertFails(getDocs(query(collection(db, 'supplierBanks'), where('proposedBy', '==', 'supplierOnly'))));
    },
  );

  it.each(READERS.filter((r) => r.bank))('$kind reads the bank details and the pending proposal', async ({ uid }) => {
    const snap = await assertSucceeds(getDoc(doc(dbAs(rules.env, uid), 'supplierBanks', SUPPLIER)));
    expect(snap.data()).toMatchObject({ iban: IBAN, proposedBy: 'supplierOnly' });
  });

  it('a holder of /reports alone reads neither', async () => {
    const db = dbAs(rules.env, 'reportsOnly');
    await assertFails(getDoc(doc(db, 'supplierAccounts', SUPPLIER)));
    await assertFails(getDoc(doc(db, 'supplierBanks', SUPPLIER)));
  });
});
