/**
 * The people policy's rules (scripts/rules/peopleRules.ts, docs/access.md "People"): the
 * blocks firestore.rules and storage.rules get follow the declaration in
 * src/config/people.ts, so a change there is a change of the rules (and of `can()`, which
 * tests/rules/peoplePolicy.test.ts compares with the emulator).
 */
import { describe, expect, it } from 'vitest';
import { PEOPLE_POLICY, type UserType } from '../../src/config/people';
import { can } from '../../src/lib/access';
import {
  peopleAllowsBlock,
  peopleImagesBlock,
  peoplePolicyBlock,
  type PeoplePolicy,
} from '../../scripts/rules/peopleRules';

type Mutable = { -readonly [K in keyof PeoplePolicy]: PeoplePolicy[K] };

/** The declared policy with one change (a copy). */
const changed = (change: (policy: Mutable) => void): PeoplePolicy => {
  const policy: Mutable = structuredClone(PEOPLE_POLICY);
  change(policy);
  return policy;
};

describe('the people policy written into the rules', () => {
  it("writes each type's path and readers from the declaration", () => {
    const block = peoplePolicyBlock();
    for (const policy of Object.values(PEOPLE_POLICY.types)) expect(block).toContain(`'${policy.path}'`);
    const moved = changed((p) => {
      p.types = { ...p.types, rider: { ...p.types.rider, path: '/RiderService' } };
    });
    expect(peoplePolicyBlock(moved)).toContain("'rider': '/RiderService'");
    expect(peopleImagesBlock(moved)).toContain("'rider': '/RiderService'");
  });

  it('creates only the declared types, by their paths', () => {
    expect(peoplePolicyBlock()).toContain("holds(['/Admins'])");
    expect(peoplePolicyBlock()).toContain("data.type == 'employee'");
    const none = changed((p) => {
      p.types = { ...p.types, employee: { ...p.types.employee, createdByPanel: false } };
    });
    expect(peoplePolicyBlock(none)).toMatch(
      /function isPersonCreate\(uid\) \{\n {6}let data = request.resource.data;\n {6}return false;/,
    );
  });

  it('guards All holders, oneself and deletes as declared', () => {
    expect(peoplePolicyBlock()).toContain('!isAllHolder(before)');
    expect(peoplePolicyBlock()).toContain(
      "(!changed.hasAny(['Access', 'blocked', 'type']) || request.auth.uid != uid)",
    );
    expect(peopleImagesBlock()).toContain('isAllHolderPerson(uid)');
    expect(peopleAllowsBlock()).toContain('allow delete: if false;');
    const open = changed((p) => {
      p.allHoldersByAllOnly = false;
      p.deletable = true;
    });
    expect(peoplePolicyBlock(open)).not.toContain('!isAllHolder(before)');
    expect(peopleImagesBlock(open)).not.toContain('isAllHolderPerson');
    expect(peopleAllowsBlock(open)).not.toContain('allow delete: if false;');
  });

  it("answers can() from the same declaration: each type's path handles its people", () => {
    for (const [type, policy] of Object.entries(PEOPLE_POLICY.types)) {
      const person = { person: { id: 'someone', type: type as UserType } };
      expect(can({ uid: 'desk', access: [policy.path] }, 'edit', person)).toBe(true);
      expect(can({ uid: 'desk', access: ['/FAQs'] }, 'edit', person)).toBe(false);
    }
  });
});
