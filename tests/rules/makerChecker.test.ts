/**
 * firestore.rules, maker-checker and money edits (docs/access.md, "Money and trust"):
 * the person who created or last edited a coupon, a withdrawal or a fine or reward may
 * not approve it (`createdBy`, `editedBy`); `editedBy` is the caller on every create and
 * edit; editing the discount, number of coupons or expiry of an approved coupon (the
 * value, type, date or person of an approved fine or reward) sends it back to pending,
 * and any other status change is a decision. Each attack beside the honest case.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, Timestamp, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { couponEntity } from '../../src/entities/coupon';
import { prizeFineEntity } from '../../src/entities/prizeFine';
import { withdrawalEntity } from '../../src/entities/withdrawal';
import type { Transition } from '../../src/lib/entity/define';
import {
  createData,
  createDoc,
  decide,
  deleteDoc as trashDoc,
  stored,
  storedDocs,
  updateData,
  updateDoc,
  type Validated,
} from './fixtures';
import { dbAs, UID, setUpRulesFile } from './helpers';

/** Three staff members holding the money screens: a maker and two checkers. */
const MAKER = 'maker';
const CHECKER = 'checker';
const THIRD = 'third';
const MONEY = ['/coupon', '/prizesFines', '/withdraw'];

const step = (transitions: Readonly<Record<string, Transition>> | undefined, name: string): Transition => {
  const found = transitions?.[name];
  if (!found) throw new Error(`no ${name} step`);
  return found;
};
const approveCoupon = step(couponEntity.transitions, 'approve');
const rejectCoupon = step(couponEntity.transitions, 'reject');
const approveFine = step(prizeFineEntity.transitions, 'approve');
const rejectFine = step(prizeFineEntity.transitions, 'reject');
const approveWithdrawal = step(withdrawalEntity.transitions, 'approve');

const rules = setUpRulesFile(() => ({
  ...storedDocs(),
  [`users/${MAKER}`]: { type: 'employee', Access: MONEY },
  [`users/${CHECKER}`]: { type: 'employee', Access: MONEY },
  [`users/${THIRD}`]: { type: 'employee', Access: MONEY },
  // A withdrawal recorded as made by the maker (a request entered for a supplier).
  'withdrawals/MADE': stored('withdrawals', 'MADE', { createdBy: MAKER, updatedBy: MAKER }),
  // An approved coupon and an approved fine, made by the seed, approved by the checker.
  'coupons/LIVE10': stored('coupons', 'LIVE10', { status: 'approved', decidedBy: CHECKER }),
  'prizesFines/LIVE': stored('prizesFines', 'LIVE', { status: 'approved', decidedBy: CHECKER }),
  // The account the fines approved here move (a rider's fine adds to their cash owed).
  'riderAccounts/rider': stored('riderAccounts', 'rider', { cashHeld: 0, remitted: 0 }),
}));

const db = (uid: string) => dbAs(rules.env, uid);
const statusOf = async (name: Validated, id: string) =>
  (await getDoc(doc(db(UID.admin), name, id))).data()?.['status'] as string | undefined;

describe.each([
  ['coupons', 'NEW10', approveCoupon, rejectCoupon],
  ['prizesFines', 'F1', approveFine, rejectFine],
] as const)('%s: maker-checker', (name, id, approve, reject) => {
  it('the creator cannot approve; another staff member can', async () => {
    await assertSucceeds(createDoc(db(MAKER), name, MAKER, id));
    await assertFails(decide(db(MAKER), name, MAKER, id, approve));
    expect(await statusOf(name, id)).toBe('pending');
    await assertSucceeds(decide(db(CHECKER), name, CHECKER, id, approve));
    expect(await statusOf(name, id)).toBe('approved');
  });

  it('the creator may still reject (a rejection approves nothing)', async () => {
    await assertSucceeds(createDoc(db(MAKER), name, MAKER, id));
    await assertSucceeds(decide(db(MAKER), name, MAKER, id, reject));
  });

  it('the last editor cannot approve either, nor can the creator after someone else edits', async () => {
    await assertSucceeds(createDoc(db(MAKER), name, MAKER, id));
    await assertSucceeds(updateDoc(db(CHECKER), name, CHECKER, id, updateData(name, CHECKER, id)));
    await assertFails(decide(db(CHECKER), name, CHECKER, id, approve));
    await assertFails(decide(db(MAKER), name, MAKER, id, approve));
    await assertSucceeds(decide(db(THIRD), name, THIRD, id, approve));
  });

  it('a forged editedBy is refused on create and on edit; an edit must name its caller', async () => {
    await assertFails(
      createDoc(db(MAKER), name, MAKER, id, { data: { ...createData(name, MAKER, id), editedBy: CHECKER } }),
    );
    const { editedBy: _omitted, ...unnamed } = createData(name, MAKER, id);
    await assertFails(createDoc(db(MAKER), name, MAKER, id, { data: unnamed }));
    await assertSucceeds(createDoc(db(MAKER), name, MAKER, id));
    // The maker edits and names the checker as editor, to approve it afterwards.
    await assertFails(updateDoc(db(MAKER), name, MAKER, id, { ...updateData(name, MAKER, id), editedBy: CHECKER }));
    // The checker edits but leaves the maker as editor (keeping the right to approve).
    const { editedBy: _kept, ...unnamedEdit } = updateData(name, CHECKER, id);
    await assertFails(updateDoc(db(CHECKER), name, CHECKER, id, unnamedEdit));
  });

  it('a decision cannot change editedBy (no approving as someone else’s edit)', async () => {
    await assertSucceeds(createDoc(db(MAKER), name, MAKER, id));
    await assertFails(decide(db(CHECKER), name, CHECKER, id, approve, { editedBy: THIRD }));
  });

  it('another role (no money path, a customer) neither approves nor edits', async () => {
    await assertSucceeds(createDoc(db(MAKER), name, MAKER, id));
    for (const uid of [UID.limited, UID.customer]) {
      await assertFails(decide(db(uid), name, uid, id, approve));
      await assertFails(updateDoc(db(uid), name, uid, id, updateData(name, uid, id)));
    }
  });

  it('an edit cannot approve by itself (a status change outside a decision)', async () => {
    await assertSucceeds(createDoc(db(MAKER), name, MAKER, id));
    await assertFails(updateDoc(db(MAKER), name, MAKER, id, { ...updateData(name, MAKER, id), status: 'approved' }));
  });
});

describe('money edits of an approved coupon send it back to pending', () => {
  const later = Timestamp.fromDate(new Date(Date.UTC(2099, 0, 1)));
  const money: readonly (readonly [Validated, string, DocumentData])[] = [
    ['coupons', 'LIVE10', { discountPercent: 50 }],
    ['coupons', 'LIVE10', { totalCount: 999 }],
    ['coupons', 'LIVE10', { expiryDate: later }],
  ];

  it.each(money)('%s/%s %o: refused while it stays approved, accepted as pending', async (name, id, change) => {
    const edit = { ...updateData(name, MAKER, id), ...change };
    await assertFails(updateDoc(db(MAKER), name, MAKER, id, { ...edit, status: 'approved' }));
    await assertFails(updateDoc(db(MAKER), name, MAKER, id, { ...edit, status: 'rejected' }));
    await assertSucceeds(updateDoc(db(MAKER), name, MAKER, id, { ...edit, status: 'pending' }));
    expect(await statusOf(name, id)).toBe('pending');
    // Now the maker's: only someone else approves it again.
    await assertFails(decide(db(MAKER), name, MAKER, id, step(definitionTransitions(name), 'approve')));
    await assertSucceeds(decide(db(CHECKER), name, CHECKER, id, step(definitionTransitions(name), 'approve')));
  });

  it('an edit of other fields keeps it approved, and cannot send it back to pending', async () => {
    await assertSucceeds(
      updateDoc(db(MAKER), 'coupons', MAKER, 'LIVE10', { ...updateData('coupons', MAKER, 'LIVE10'), titleEn: 'Eid' }),
    );
    expect(await statusOf('coupons', 'LIVE10')).toBe('approved');
    await assertFails(
      updateDoc(db(MAKER), 'coupons', MAKER, 'LIVE10', {
        ...updateData('coupons', MAKER, 'LIVE10'),
        titleEn: 'Eid 2',
        status: 'pending',
      }),
    );
  });
});

describe('an approved fine has moved money: frozen (issue 49, docs/access.md "Money and trust")', () => {
  const later = Timestamp.fromDate(new Date(Date.UTC(2099, 0, 1)));
  it.each([{}, { value: 9_000 }, { type: 'reward' }, { date: later }, { name: 'Renamed' }])(
    'an edit %o is refused, approved, pending or rejected',
    async (change) => {
      for (const uid of [MAKER, CHECKER, UID.admin]) {
        const edit = { ...updateData('prizesFines', uid, 'LIVE'), ...change };
        for (const status of [undefined, 'approved', 'pending', 'rejected']) {
          await assertFails(
            updateDoc(db(uid), 'prizesFines', uid, 'LIVE', status === undefined ? edit : { ...edit, status }),
          );
        }
      }
      expect(await statusOf('prizesFines', 'LIVE')).toBe('approved');
    },
  );

  it('is never rejected nor deleted (as its checker, another holder or All)', async () => {
    for (const uid of [MAKER, CHECKER, UID.admin]) {
      await assertFails(decide(db(uid), 'prizesFines', uid, 'LIVE', rejectFine));
      await assertFails(trashDoc(db(uid), 'prizesFines', uid, 'LIVE'));
    }
    expect(await statusOf('prizesFines', 'LIVE')).toBe('approved');
  });

  it('a pending one is still edited, rejected and deleted', async () => {
    await assertSucceeds(createDoc(db(MAKER), 'prizesFines', MAKER, 'F2'));
    await assertSucceeds(updateDoc(db(MAKER), 'prizesFines', MAKER, 'F2', updateData('prizesFines', MAKER, 'F2')));
    await assertSucceeds(decide(db(MAKER), 'prizesFines', MAKER, 'F2', rejectFine));
    await assertSucceeds(trashDoc(db(CHECKER), 'prizesFines', CHECKER, 'F2'));
  });
});

describe('withdrawals: maker-checker', () => {
  it('the staff member recorded as its maker cannot approve it; another can', async () => {
    await assertFails(decide(db(MAKER), 'withdrawals', MAKER, 'MADE', approveWithdrawal));
    await assertSucceeds(decide(db(CHECKER), 'withdrawals', CHECKER, 'MADE', approveWithdrawal));
  });
});

function definitionTransitions(name: Validated): Readonly<Record<string, Transition>> | undefined {
  return name === 'coupons' ? couponEntity.transitions : prizeFineEntity.transitions;
}
