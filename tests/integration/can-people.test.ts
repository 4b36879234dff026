/**
 * `can()` against the rules (issue 31, "one access decision"; docs/access.md "People"):
 * for every kind of caller (an All holder, a holder of one people path, a holder of
 * several, an /Admins holder) and every kind of person (a rider, a supplier, an
 * employee, an All holder, the caller themself), the panel's answer for block, re-type,
 * set Access and grant All is compared with what the emulator's rules do with the same
 * write through the data layer. A disagreement either hides a control the rules allow
 * or shows one they refuse.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@/config/collections';
import { PERSON_FIELDS_BY_TYPE } from '@/entities/peopleByType';
import { can, type Action, type Caller, type PersonTarget } from '@/lib/access';
import { changeType, setAccess, setBlocked } from '@/lib/data/people';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

interface Person {
  readonly id: string;
  readonly type: UserType;
  readonly holdsAll?: boolean;
}

const PEOPLE: readonly Person[] = [
  { id: 'rider-1', type: 'rider' },
  { id: 'supplier-1', type: 'supplier' },
  { id: 'emp-1', type: 'employee' },
  { id: 'boss-2', type: 'employee', holdsAll: true },
];

const CALLERS: readonly { readonly uid: string; readonly access: readonly string[] }[] = [
  { uid: 'all-holder', access: ['All'] },
  { uid: 'rider-desk', access: ['/rider'] },
  { uid: 'people-desk', access: ['/rider', '/supplier', '/Admins'] },
  { uid: 'hr', access: ['/Admins'] },
];

/** Puts each person back as the test found them (admin SDK, past the rules). */
async function resetPeople(): Promise<void> {
  await Promise.all(
    PEOPLE.map((p) =>
      adminDb()
        .doc(`users/${p.id}`)
        .set({
          name: p.id,
          email: `${p.id}@example.com`,
          blocked: false,
          type: p.type,
          ...(p.type === 'employee' ? { Access: p.holdsAll ? ['All'] : ['/FAQs'] } : {}),
          ...(p.type === 'rider' ? { companyCode: 'DC-1' } : {}),
        }),
    ),
  );
}

/** The write each action makes, through the data layer. */
const WRITES: Partial<Record<Action, (person: Person) => Promise<void>>> = {
  block: (p) => setBlocked(p.id, true),
  // To a customer: a type every caller here could hold or not, decided by the rules.
  retype: (p) => changeType(p.id, p.type === 'rider' ? 'supplier' : 'rider', PERSON_FIELDS_BY_TYPE),
  setAccess: (p) => setAccess(p.id, ['/articles']),
  grantAll: (p) => setAccess(p.id, ['All']),
};

/** Whether the rules let the signed-in caller make the write. */
async function rulesAllow(write: () => Promise<void>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return false;
    throw error;
  }
}

describe("can() on people agrees with the rules' answer to the same write", () => {
  beforeAll(async () => {
    await signInStaff(['All'], 'setup');
  });

  for (const caller of CALLERS) {
    it(`as ${caller.uid} (${caller.access.join(', ')})`, async () => {
      await switchStaff(caller.uid, caller.access);
      const who: Caller = { uid: caller.uid, access: caller.access };
      const targets: Person[] = [
        ...PEOPLE,
        { id: caller.uid, type: 'employee', holdsAll: caller.access.includes('All') },
      ];
      const disagreements: string[] = [];
      let allowed = 0;
      for (const person of targets) {
        for (const [action, write] of Object.entries(WRITES) as [Action, (p: Person) => Promise<void>][]) {
          // Access is an employee's only: the data layer refuses it on others before the rules.
          if ((action === 'setAccess' || action === 'grantAll') && person.type !== 'employee') continue;
          // Granting All to an All holder writes nothing (taking it away is setAccess above).
          if (action === 'grantAll' && person.holdsAll) continue;
          await resetPeople();
          await switchStaff(caller.uid, caller.access);
          // A retype changes the old and the new type: the panel asks about both.
          const target: PersonTarget = { person };
          const newType: UserType = person.type === 'rider' ? 'supplier' : 'rider';
          const asked =
            can(who, action, target) &&
            (action !== 'retype' || can(who, 'retype', { person: { ...person, type: newType } }));
          const answered = await rulesAllow(() => write(person));
          if (answered) allowed += 1;
          if (asked !== answered) disagreements.push(`${action} ${person.id}: can() ${asked}, rules ${answered}`);
        }
      }
      expect(disagreements.join('; ')).toBe('');
      // The comparison has teeth: each caller is both allowed and refused something.
      expect(allowed).toBeGreaterThan(0);
    });
  }
});
