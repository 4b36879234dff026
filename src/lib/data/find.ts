/**
 * Small look-ups for the command palette (docs/performance.md: never a whole
 * collection): each is ONE indexed query with a small limit, through the same
 * `searchPrefixes` array-contains as the lists (src/lib/data/api.ts, convert.ts) or a
 * document-id range.
 */
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { COLLECTIONS, USER_TYPES, type UserType } from '@/config/collections';
import { db } from '@/lib/firebase/firestore';
import { ALL_ACCESS, normaliseAccess } from '@/lib/access';
import { searchConstraint } from './api';
import { readBoolean, readString, searchValues } from './convert';
import type { Entity, EntityDefinition, Filter } from './types';

/** Results read per source. */
export const FIND_LIMIT = 5;

/** Any definition whose rows are T. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDefinition<T extends Entity> = EntityDefinition<T, any>;

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as Latin ones. */
export function foldDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** Oman's calling code: phones are stored in E.164, `+968…` (docs/data-model.md). */
export const COUNTRY_CODE = '968';

/**
 * The search token of a typed phone number, as the stored prefixes of an E.164 phone
 * hold it (`+96899112233` is stored as the word `96899112233`): digits folded to Latin,
 * spaces, dashes and brackets dropped, `00`/`+` dropped, a leading zero dropped, and
 * 968 added when the number is typed without it.
 * @param typed what was typed (any digits)
 * @returns the token, or null when the text is not a phone number (letters, fewer than 3 digits)
 */
export function phoneToken(typed: string): string | null {
  const text = foldDigits(typed).trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length < 3) return null;
  const international = text.startsWith('+') || digits.startsWith('00');
  digits = digits.replace(/^00/, '');
  if (!international) {
    digits = digits.replace(/^0+/, '');
    if (!(digits.startsWith(COUNTRY_CODE) && digits.length > 8)) digits = COUNTRY_CODE + digits;
  }
  return digits.slice(0, 20);
}

/** A person as the palette lists them (users documents, docs/data-model.md). */
export interface FoundPerson {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly type: UserType | null;
  readonly blocked: boolean;
  /** An employee holding All (only All holders block them). */
  readonly holdsAll: boolean;
}

/**
 * People by name, e-mail or phone (typed with Latin or Arabic-Indic digits, with or
 * without +968 or a leading zero): one query on users, `type in types` (omitted for
 * All holders) and `searchPrefixes array-contains` the token (`array-contains-any` with
 * its cross-script key, docs/data-model.md), at most FIND_LIMIT.
 * @param term what was typed
 * @param types the types the caller may open (null: every type, All holders)
 * @returns the people found (none for an empty term or no types)
 * @throws FirebaseError
 */
export async function findPeople(term: string, types: readonly UserType[] | null): Promise<FoundPerson[]> {
  const phone = phoneToken(term);
  const values = phone ? [phone] : searchValues(foldDigits(term));
  if (values.length === 0 || (types && types.length === 0)) return [];
  const constraints: QueryConstraint[] = [];
  // The rules prove a non-All holder's query by its type filter, even holding every type.
  if (types) constraints.push(where('type', 'in', [...types]));
  constraints.push(...searchConstraint(values), limit(FIND_LIMIT));
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.users), ...constraints));
  return snapshot.docs.map((d) => {
    const type = d.get('type') as unknown;
    return {
      id: d.id,
      name: readString(d.get('name')),
      email: readString(d.get('email')),
      phone: readString(d.get('phone')),
      type: (USER_TYPES as readonly unknown[]).includes(type) ? (type as UserType) : null,
      blocked: readBoolean(d.get('blocked')),
      holdsAll: type === 'employee' && normaliseAccess(d.get('Access')).includes(ALL_ACCESS),
    };
  });
}

/**
 * Documents whose id starts with the typed text (an order by its id): one range query
 * on the document id, at most FIND_LIMIT, in id order. Case and digits as typed
 * (Arabic-Indic digits folded).
 * @param term the typed id or its beginning
 * @param filters equality filters the caller's list is held to (the cancelled orders'
 *   status): the rules prove a restricted reader's query by them
 * @returns the rows found (none for an empty term or one with a slash)
 * @throws FirebaseError
 */
export async function findByIdPrefix<T extends Entity>(
  entity: AnyDefinition<T>,
  term: string,
  filters: readonly Filter[] = [],
): Promise<T[]> {
  const prefix = foldDigits(term).trim();
  if (!prefix || prefix.includes('/')) return [];
  const snapshot = await getDocs(
    query(
      collection(db, entity.collection),
      ...(entity.scope ? [where(entity.scope.field, '==', entity.scope.value)] : []),
      ...filters.map((f) => where(f.field, '==', f.value)),
      where(documentId(), '>=', prefix),
      where(documentId(), '<', `${prefix}\uf8ff`),
      orderBy(documentId()),
      limit(FIND_LIMIT),
    ),
  );
  return snapshot.docs.map((d) => entity.fromFirestore(d.id, d.data()));
}
