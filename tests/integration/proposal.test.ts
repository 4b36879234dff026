/**
 * A definition's proposal steps through the data provider and the real rules (issue 46
 * item 2; docs/access.md "Bank details"; src/lib/data/proposal.ts): the supplier's bank
 * details proposed (the document created first), confirmed by another holder, a second
 * proposal rejected with its reason; the proposer's own confirmation refused, a step on a
 * proposal other than the one seen refused as state-changed; each step one audit entry
 * about the supplier, as the History reads them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { supplierBankEntity } from '@/entities/supplierBank';
import { listAuditEntries } from '@/lib/data/audit';
import { dataProvider } from '@/lib/data/provider';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

const SUPPLIER = 'supplier-p1';
const DETAILS = {
  accountHolder: ' Salim Trading ',
  accountNumber: '0300 1234 5678',
  iban: 'om81 0180 0000 0129 9123 456',
  bankName: 'Bank Muscat',
};
const stored = async () => (await adminDb().doc(`supplierBanks/${SUPPLIER}`).get()).data() ?? {};

describe('proposal steps (the supplier bank details)', () => {
  beforeEach(async () => {
    await signInStaff(['/supplier'], 'maker');
    await adminDb()
      .doc(`users/${SUPPLIER}`)
      .set({ type: 'supplier', name: 'Salim', email: 'salim@example.com', blocked: false });
  });

  it('propose (stored as the fields declare), confirm by another holder, then reject with a reason', async () => {
    await dataProvider.propose(supplierBankEntity, SUPPLIER, DETAILS);
    const proposed = await stored();
    expect(proposed).toMatchObject({
      supplierId: SUPPLIER,
      proposedAccountHolder: 'Salim Trading',
      proposedAccountNumber: '030012345678',
      proposedIban: 'OM810180000001299123456',
      proposedBy: 'maker',
      iban: '',
    });
    // The proposer may not confirm their own proposal (maker-checker).
    await expect(dataProvider.confirmProposal(supplierBankEntity, SUPPLIER, proposed)).rejects.toMatchObject({
      code: 'permission-denied',
    });

    await switchStaff('checker', ['/supplier']);
    // A proposal other than the one seen is not confirmed.
    const other = { ...proposed, proposedIban: 'OM000000000000000000000' };
    await expect(dataProvider.confirmProposal(supplierBankEntity, SUPPLIER, other)).rejects.toMatchObject({
      code: 'state-changed',
    });
    await dataProvider.confirmProposal(supplierBankEntity, SUPPLIER, proposed);
    expect(await stored()).toMatchObject({
      accountHolder: 'Salim Trading',
      iban: 'OM810180000001299123456',
      proposedIban: '',
      proposedBy: null,
      proposedAt: null,
    });

    await dataProvider.propose(supplierBankEntity, SUPPLIER, { ...DETAILS, bankName: 'Bank Dhofar' });
    await switchStaff('maker', ['/supplier']);
    await dataProvider.rejectProposal(supplierBankEntity, SUPPLIER, await stored(), '  Wrong bank  ');
    expect(await stored()).toMatchObject({ bankName: 'Bank Muscat', proposedBankName: '', proposedBy: null });

    await switchStaff('boss', ['All']);
    const history = await listAuditEntries({ subjectId: SUPPLIER, pageSize: 10 });
    expect(history.rows.map((e) => [e.action, e.actor, e.reason])).toEqual([
      ['bank.reject', 'maker', 'Wrong bank'],
      ['bank.propose', 'checker', null],
      ['bank.confirm', 'checker', null],
      ['bank.propose', 'maker', null],
      ['create', 'maker', null],
    ]);
  });
});
