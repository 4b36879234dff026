/**
 * The people changes' model, pure (no Firebase): audit action names and the fields a
 * type change writes (docs/access.md, "People"; docs/data-model.md, "users/{uid}").
 * The writes are in ./people.ts.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import type { UserType } from '@/config/collections';
import { normaliseAccess } from '@/lib/access';

/** Audit actions of the people screens (the trail's `action` filter). */
export const PEOPLE_ACTIONS = ['create', 'access', 'block', 'unblock', 'type', 'notify'] as const;
export type PeopleAction = (typeof PEOPLE_ACTIONS)[number];

/** Fields that belong to some types only; a type change to another type clears them. */
const TYPE_FIELDS: Readonly<Record<string, readonly UserType[]>> = {
  companyCode: ['rider', 'deliveryCompany'],
  supplier: ['supplier'],
  Access: ['employee'],
};

/**
 * The fields a type change writes: the new type, null for the fields of the old type,
 * and for a new employee an empty Access (a stale Access never carries over;
 * firestore.rules `isTypeChangeValid`).
 * @param current the stored document
 * @param type the new type
 * @returns the fields to write
 */
export function typeChangeFields(current: DocumentData, type: UserType): DocumentData {
  const out: DocumentData = { type };
  for (const [field, types] of Object.entries(TYPE_FIELDS)) {
    if (!types.includes(type) && current[field] != null) out[field] = null;
  }
  if (type === 'employee' && current['Access'] != null && normaliseAccess(current['Access']).length > 0) {
    out['Access'] = [];
  }
  return out;
}
