/**
 * The people and callers the people policy is compared on (tests/rules/peoplePolicy.test.ts
 * for firestore.rules, tests/rules/storage.test.ts for people's pictures): a person of
 * every users type and an All holder; for each, an All holder, a holder of the type's path
 * only, a holder of several paths including it, and a holder of other paths only (one of
 * them reading the type, where the type has readers).
 */
import { PEOPLE_POLICY, USER_TYPES, USER_TYPE_PATH, type UserType } from '../../src/config/people';

/** A person the writes are about. */
export interface Subject {
  readonly id: string;
  readonly type: UserType;
  readonly holdsAll?: boolean;
}

/** One person of each type, and an All holder (only All holders change them). */
export const SUBJECTS: readonly Subject[] = [
  ...USER_TYPES.map((type) => ({ id: `pp-${type}`, type })),
  { id: 'pp-boss', type: 'employee', holdsAll: true },
];

/** A path nobody's people policy names: a holder of it alone is staff with no people. */
export const UNRELATED = '/FAQs';

export interface Kind {
  readonly label: string;
  readonly access: readonly string[];
}

/** The callers tried on a person of `type`. */
export function callersOf(type: UserType): readonly Kind[] {
  const path = USER_TYPE_PATH[type];
  const otherType = USER_TYPES.find((t) => USER_TYPE_PATH[t] !== path) as UserType;
  const reader = PEOPLE_POLICY.types[type].readers.map((r) => r.path).find((p) => p !== path);
  const others = [USER_TYPE_PATH[otherType], ...(reader && reader !== USER_TYPE_PATH[otherType] ? [reader] : [])];
  return [
    { label: 'All', access: ['All'] },
    { label: `${path} only`, access: [path] },
    { label: `${path} among several`, access: [USER_TYPE_PATH[otherType], path, UNRELATED] },
    { label: `other paths only (${others.join(', ')})`, access: others },
  ];
}
