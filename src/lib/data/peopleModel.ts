/**
 * The people changes' model, pure (no Firebase): audit action names and the fields a
 * type change writes (docs/access.md, "People"; docs/data-model.md, "users/{uid}").
 * The writes are in ./people.ts.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import type { UserType } from '@/config/collections';
import { normaliseAccess } from '@/lib/access';

/** Audit actions of the people screens (the trail's `action` filter). */
export const PEOPLE_ACTIONS = ['create', 'access', 'block', 'unblock', 'type'] as const;
export type PeopleAction = (typeof PEOPLE_ACTIONS)[number];

/**
 * The fields a type change writes: the new type, null for the stored fields the new type
 * does not have (src/entities/peopleByType.ts), and for a new employee an empty Access (a
 * stale Access never carries over; firestore.rules `isPersonRetyped`).
 * @param current the stored document
 * @param type the new type
 * @param fieldsByType the stored fields of each type (PERSON_FIELDS_BY_TYPE)
 * @returns the fields to write
 */
export function typeChangeFields(
  current: DocumentData,
  type: UserType,
  fieldsByType: Readonly<Record<UserType, readonly string[]>>,
): DocumentData {
  const out: DocumentData = { type };
  const kept = new Set(fieldsByType[type]);
  const all = new Set(Object.values(fieldsByType).flat());
  for (const field of all) {
    if (!kept.has(field) && current[field] != null) out[field] = null;
  }
  if (type !== 'employee' && current['Access'] != null) out['Access'] = null;
  if (type === 'employee' && current['Access'] != null && normaliseAccess(current['Access']).length > 0) {
    out['Access'] = [];
  }
  return out;
}
