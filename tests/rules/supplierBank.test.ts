/**
 * firestore.rules, supplierBanks: a supplier's bank details under maker-checker (docs/access.md,
 * "Bank details"; src/features/people/bank.ts writes the same): a /supplier holder
 * proposes new details, stamped with themselves and the server time, with an IBAN of a
 * known country's length passing the mod-97 check; another holder, never the proposer,
 * confirms (the proposal becomes the details) or rejects it; each step audited.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { isValidIban } from '../../src/entities/supplierBank';
import { auditPath, changedFields } from '../../src/lib/data/auditModel';
import { authorName, dbAs, ownerDb, setUpRulesFile, UID } from './helpers';

const SUPPLIER = UID.supplier;
const CONFIRMED = {
  accountHolder: 'Salim Al Harthy',
  accountNumber: '0300123456789012',
  iban: 'OM850270300123456789012',
  bankName: 'Bank Muscat',
};
const NEW_BANK = {
  proposedAccountHolder: 'Salim Al Harthy',
  proposedAccountNumber: '0000001299123456',
  proposedIban: 'OM810180000001299123456',
  proposedBankName: 'Bank Dhofar',
};
const NO_PROPOSAL = {
  proposedAccountHolder: '',
  proposedAccountNumber: '',
  proposedIban: '',
  proposedBankName: '',
  proposedBy: null,
  proposedAt: null,
};
const STAFF = {
  makerA: 'makerA',
  makerB: 'makerB',
  finance: 'finance',
  products: 'products',
  several: 'several',
} as const;
const employee = (Access: string[]) => ({ type: 'employee', name: 'Staff', email: 's@example.com', Access });
const account = (extra: DocumentData = {}) => ({
  supplierId: SUPPLIER,
  ...CONFIRMED,
  createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
  updatedAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
  createdBy: 'seed',
  updatedBy: 'seed',
  ...extra,
});

const rules = setUpRulesFile(() => ({
  [`supplierBanks/${SUPPLIER}`]: account(),
  [`users/${STAFF.makerA}`]: employee(['/supplier']),
  [`users/${STAFF.makerB}`]: employee(['/supplier']),
  [`users/${STAFF.finance}`]: employee(['/withdraw']),
  [`users/${STAFF.products}`]: employee(['/Products']),
  [`users/${STAFF.several}`]: employee(['/supplier', '/withdraw', '/Products']),
  // The supplier of a new account (an account names an existing supplier).
  'users/NEWSUP': { type: 'supplier', name: 'New supplier', blocked: false },
}));

const accountRef = (db: Firestore, id: string = SUPPLIER) => doc(db, 'supplierBanks', id);

async function storedAccount(id: string = SUPPLIER): Promise<DocumentData | null> {
  return (await getDoc(accountRef(ownerDb(rules.env), id))).data() ?? null;
}

/** A pending proposal by `uid`, stored with the rules off. */
async function pendingBy(uid: string, extra: DocumentData = {}): Promise<void> {
  await setDoc(
    accountRef(ownerDb(rules.env)),
    account({ ...NEW_BANK, proposedBy: uid, proposedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)), ...extra }),
  );
}

interface StepOptions {
  /** Overrides of the entry; null: no entry. */
  readonly entry?: DocumentData | null;
}

/** One bank step as src/features/people/bank.ts writes it: the fields, stamps and auditId, with its entry. */
async function step(actor: string, written: DocumentData, action: string, options: StepOptions = {}) {
  const db = dbAs(rules.env, actor);
  const before = await storedAccount();
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  if (options.entry !== null) {
    batch.set(entry, {
      action,
      collection: 'supplierBanks',
      docId: SUPPLIER,
      path: auditPath('supplierBanks', { ...before, ...written }),
      subjectId: SUPPLIER,
      ...changedFields(before, written),
      reason: null,
      actor,
      byName: await authorName(db, actor),
      at: serverTimestamp(),
      ...options.entry,
    });
  }
  batch.update(accountRef(db), { ...written, auditId: entry.id, updatedAt: serverTimestamp(), updatedBy: actor });
  return batch.commit();
}

const propose = (actor: string, extra: DocumentData = {}, options?: StepOptions) =>
  step(actor, { ...NEW_BANK, proposedBy: actor, proposedAt: serverTimestamp(), ...extra }, 'bank.propose', options);

const confirmWith = (actor: string, bank: DocumentData = {}, options?: StepOptions) =>
  step(
    actor,
    {
      accountHolder: NEW_BANK.proposedAccountHolder,
      accountNumber: NEW_BANK.proposedAccountNumber,
      iban: NEW_BANK.proposedIban,
      bankName: NEW_BANK.proposedBankName,
      ...bank,
      ...NO_PROPOSAL,
    },
    'bank.confirm',
    options,
  );

const reject = (actor: string) => step(actor, NO_PROPOSAL, 'bank.reject');

describe('proposing bank details', () => {
  it('a /supplier holder proposes, audited; the confirmed details stay in use', async () => {
    await assertSucceeds(propose(STAFF.makerA));
    const stored = await storedAccount();
    expect(stored).toMatchObject({ ...CONFIRMED, ...NEW_BANK, proposedBy: STAFF.makerA });
    // Another holder never overwrites a pending proposal (they confirm or reject it); its
    // proposer may replace their own.
    await assertFails(propose(STAFF.makerB, { proposedBankName: 'Sohar International' }));
    await assertSucceeds(propose(STAFF.makerA, { proposedBankName: 'Sohar International' }));
    expect(await storedAccount()).toMatchObject({ proposedBy: STAFF.makerA, proposedBankName: 'Sohar International' });
  });

  it('refuses a forged proposer or time, a missing entry, and holders of other paths', async () => {
    await assertFails(propose(STAFF.makerA, { proposedBy: STAFF.makerB }));
    await assertFails(propose(STAFF.makerA, { proposedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)) }));
    await assertFails(propose(STAFF.makerA, {}, { entry: null }));
    await assertFails(propose(STAFF.makerA, {}, { entry: { after: { proposedIban: 'OM000' } } }));
    for (const uid of [STAFF.finance, STAFF.products, UID.limited]) await assertFails(propose(uid));
    // Proposing and setting the details in one write skips the checker.
    await assertFails(propose(STAFF.makerA, { iban: NEW_BANK.proposedIban }));
  });

  it('refuses an IBAN of the wrong check digits, length or country, and incomplete details', async () => {
    for (const proposedIban of [
      'OM820180000001299123456', // check digits
      'OM81018000000129912345', // Oman is 23 characters
      'XX810180000001299123456', // unknown country
      'GB82WEST12345698765432', // letters in the account part (no such country is paid into)
      'om810180000001299123456', // lower case
      'OM81 0180 0000 0129 9123 456', // spaces are removed before storing
    ]) {
      expect(isValidIban(proposedIban), proposedIban).toBe(false);
      await assertFails(propose(STAFF.makerA, { proposedIban }));
    }
    await assertFails(propose(STAFF.makerA, { proposedAccountNumber: '12ab' }));
    await assertFails(propose(STAFF.makerA, { proposedBankName: '' }));
    // A valid IBAN of another country is accepted.
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    await assertSucceeds(propose(STAFF.makerA, { proposedIban: 'DE89370400440532013000' }));
  });
});

describe('confirming and rejecting', () => {
  it('another /supplier holder (or All) confirms: the proposal becomes the details, audited', async () => {
    await pendingBy(STAFF.makerA);
    await assertSucceeds(confirmWith(STAFF.makerB));
    const stored = await storedAccount();
    expect(stored).toMatchObject({
      iban: NEW_BANK.proposedIban,
      bankName: NEW_BANK.proposedBankName,
      ...NO_PROPOSAL,
    });
    await pendingBy(STAFF.makerA);
    await assertSucceeds(confirmWith(UID.admin));
  });

  it("the proposer's own confirmation or rejection is refused", async () => {
    await pendingBy(STAFF.makerA);
    await assertFails(confirmWith(STAFF.makerA));
    await assertFails(reject(STAFF.makerA));
    await pendingBy(UID.admin);
    await assertFails(confirmWith(UID.admin));
  });

  it('refuses a confirmation without a proposal, of other values, unaudited or by another path', async () => {
    await assertFails(confirmWith(STAFF.makerB));
    await assertFails(reject(STAFF.makerB));
    await pendingBy(STAFF.makerA);
    await assertFails(confirmWith(STAFF.makerB, { iban: 'DE89370400440532013000' }));
    await assertFails(confirmWith(STAFF.makerB, {}, { entry: null }));
    await assertFails(confirmWith(STAFF.finance));
    // Confirming without clearing the proposal would let it be confirmed again.
    await assertFails(
      step(
        STAFF.makerB,
        {
          accountHolder: NEW_BANK.proposedAccountHolder,
          accountNumber: NEW_BANK.proposedAccountNumber,
          iban: NEW_BANK.proposedIban,
          bankName: NEW_BANK.proposedBankName,
        },
        'bank.confirm',
      ),
    );
  });

  it('another holder rejects: cleared, the confirmed details unchanged', async () => {
    await pendingBy(STAFF.makerA);
    await assertSucceeds(reject(STAFF.makerB));
    expect(await storedAccount()).toMatchObject({ ...CONFIRMED, ...NO_PROPOSAL });
  });
});

describe('bank details never change outside the steps', () => {
  it('a direct edit of the details is refused, even to All and with an entry', async () => {
    for (const uid of [STAFF.makerA, UID.admin]) {
      await assertFails(
        updateDoc(accountRef(dbAs(rules.env, uid)), {
          iban: NEW_BANK.proposedIban,
          updatedAt: serverTimestamp(),
          updatedBy: uid,
        }),
      );
      await assertFails(step(uid, { iban: NEW_BANK.proposedIban }, 'update'));
    }
  });

  it('new bank details start empty (audited); one holding details is refused', async () => {
    const byName = await authorName(dbAs(rules.env, STAFF.makerA), STAFF.makerA);
    const create = (data: DocumentData) => {
      const db = dbAs(rules.env, STAFF.makerA);
      const batch = writeBatch(db);
      const entry = doc(collection(db, 'auditLog'));
      const written = {
        supplierId: 'NEWSUP',
        accountHolder: '',
        accountNumber: '',
        iban: '',
        bankName: '',
        ...NO_PROPOSAL,
        ...data,
      };
      batch.set(entry, {
        action: 'create',
        collection: 'supplierBanks',
        docId: 'NEWSUP',
        path: '/supplier',
        subjectId: 'NEWSUP',
        ...changedFields(null, written),
        reason: null,
        actor: STAFF.makerA,
        byName,
        at: serverTimestamp(),
      });
      batch.set(accountRef(db, 'NEWSUP'), {
        ...written,
        searchPrefixes: [],
        auditId: entry.id,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        createdBy: STAFF.makerA,
        updatedBy: STAFF.makerA,
      });
      return batch.commit();
    };
    await assertFails(create(CONFIRMED));
    await assertFails(create({ ...NEW_BANK, proposedBy: STAFF.makerA, proposedAt: serverTimestamp() }));
    await assertSucceeds(create({}));
  });
});

describe('a forged bank step (issue 30: an entry recording no real change)', () => {
  // An All holder, a holder of /supplier only and a holder of several paths.
  const callers = [UID.admin, STAFF.makerB, STAFF.several];

  it('refuses a "confirmed" entry beside an edit of auditId alone, from every kind of holder', async () => {
    await pendingBy(STAFF.makerA);
    for (const actor of callers) {
      await assertFails(step(actor, {}, 'bank.confirm', { entry: { before: {}, after: { updatedBy: actor } } }));
      await assertFails(step(actor, {}, 'bank.confirm', { entry: { before: {}, after: {} } }));
      // A real proposal recorded as a confirmation: the action must name what changed.
      await assertFails(step(actor, { ...NEW_BANK, proposedBy: actor, proposedAt: serverTimestamp() }, 'bank.confirm'));
    }
    expect((await storedAccount())?.['proposedBy']).toBe(STAFF.makerA);
  });

  it('accepts the true confirmation from each of them', async () => {
    for (const actor of callers) {
      await pendingBy(STAFF.makerA);
      await assertSucceeds(confirmWith(actor));
      expect(await storedAccount()).toMatchObject({ iban: NEW_BANK.proposedIban, ...NO_PROPOSAL });
    }
  });

  it('never lets one holder overwrite another pending proposal; its proposer replaces it', async () => {
    for (const actor of callers) {
      await pendingBy(STAFF.makerA);
      await assertFails(propose(actor));
      await pendingBy(actor);
      await assertSucceeds(propose(actor, { proposedBankName: 'Sohar International' }));
    }
  });
});
