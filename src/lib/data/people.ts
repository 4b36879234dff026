/**
 * The sensitive changes of a person's users document (docs/access.md, "People"):
 * block and unblock, type changes and Access changes. Each is one transaction that reads
 * the document, writes the change with `updatedAt`/`updatedBy` and adds its audit entry
 * (src/lib/data/audit.ts); firestore.rules refuse the change without the entry, on the
 * caller's own document, and on an All holder's document unless the caller holds All.
 */
import { doc, getDoc, runTransaction, serverTimestamp, type DocumentData } from 'firebase/firestore/lite';
import { COLLECTIONS, USER_TYPES, type UserType } from '@/config/collections';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { addAuditEntry } from './audit';
import { AUDIT_ID_FIELD, auditPath, changedFields, recordsChange } from './auditModel';
import { searchPrefixes } from './convert';
import { notFoundError, stateChangedError } from './errors';
import { typeChangeFields, type PeopleAction } from './peopleModel';
import { normaliseAccess } from '@/lib/access';

function callerUid(): string {
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Not signed in'), { code: 'permission-denied' });
  return uid;
}

/**
 * Writes `written` on users/{uid} with its audit entry, in one transaction; writes
 * nothing when no recorded field would change.
 * @param check throws when the stored document does not allow the change (state-changed)
 * @throws DataError not-found / state-changed; FirebaseError permission-denied (rules)
 */
async function auditedUserChange(
  uid: string,
  action: PeopleAction,
  build: (current: DocumentData) => DocumentData,
  reason: string | null = null,
): Promise<void> {
  const actor = callerUid();
  const ref = doc(db, COLLECTIONS.users, uid);
  await runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists()) throw notFoundError();
    const current = snapshot.data();
    const written = build(current);
    // Nothing recorded changes (Access saved as it was): nothing to save, and the rules
    // refuse an entry that records nothing (isAuditEntry).
    if (!recordsChange(current, written)) return;
    const entryId = addAuditEntry(
      tx,
      {
        action,
        collection: COLLECTIONS.users,
        docId: uid,
        path: auditPath(COLLECTIONS.users, { ...current, ...written }),
        subjectId: uid,
        ...changedFields(current, written),
        reason,
      },
      actor,
    );
    tx.update(ref, { ...written, [AUDIT_ID_FIELD]: entryId, updatedAt: serverTimestamp(), updatedBy: actor });
  });
}

/**
 * Blocks or unblocks a person (spec §4, after a confirmation). A blocked employee loses
 * every staff power at once; what a blocked customer, supplier or rider can no longer do
 * is in docs/access.md.
 * @param uid the person's users document id
 * @param blocked the new state
 * @param reason optional reason, kept in the audit entry (≤ 500 characters)
 * @throws DataError state-changed when the person is already in that state
 */
export function setBlocked(uid: string, blocked: boolean, reason: string | null = null): Promise<void> {
  return auditedUserChange(
    uid,
    blocked ? 'block' : 'unblock',
    (current) => {
      if ((current['blocked'] === true) === blocked) throw stateChangedError();
      return { blocked };
    },
    reason?.trim() || null,
  );
}

/**
 * Sets an employee's Access (docs/access.md, "People"): a list of menu paths, or `['All']`.
 * @param uid an employee's users document id (never the caller's own)
 * @param access menu paths of src/config/navigation.ts, or `['All']` (All holders only)
 * @throws DataError state-changed when the person is not an employee
 */
export function setAccess(uid: string, access: readonly string[]): Promise<void> {
  const value = access.includes('All') ? ['All'] : [...new Set(access)];
  return auditedUserChange(uid, 'access', (current) => {
    if (current['type'] !== 'employee') throw stateChangedError();
    return { Access: value };
  });
}

/**
 * Changes a person's type (spec §3 "type (changeable)"), after a confirmation.
 * @param uid the person's users document id (never the caller's own)
 * @param type one of the five types
 * @throws DataError state-changed when the type is already that one
 */
export function changeType(uid: string, type: UserType): Promise<void> {
  if (!USER_TYPES.includes(type)) throw new Error(`Unknown type ${type}`);
  return auditedUserChange(uid, 'type', (current) => {
    if (current['type'] === type) throw stateChangedError();
    return typeChangeFields(current, type);
  });
}

/** A supplier's profile (docs/data-model.md, users `supplier` map): no bank details here. */
export interface SupplierProfile {
  readonly about: string;
  readonly tradeLicence: string;
  readonly subscription: {
    readonly packageId: string;
    readonly name: string;
    readonly start: Date | null;
    readonly end: Date | null;
  } | null;
}

/**
 * Reads a supplier's profile map (about, trade licence, subscription).
 * @param uid the supplier's users document id
 * @returns the profile (empty texts when missing)
 * @throws DataError not-found; FirebaseError permission-denied
 */
export async function getSupplierProfile(uid: string): Promise<SupplierProfile> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.users, uid));
  if (!snapshot.exists()) throw notFoundError();
  const map = (snapshot.get('supplier') ?? {}) as Record<string, unknown>;
  const sub = map['subscription'] as Record<string, unknown> | null | undefined;
  const date = (value: unknown) =>
    value && typeof value === 'object' && 'toDate' in value ? (value as { toDate: () => Date }).toDate() : null;
  return {
    about: typeof map['about'] === 'string' ? map['about'] : '',
    tradeLicence: typeof map['tradeLicence'] === 'string' ? map['tradeLicence'] : '',
    subscription: sub
      ? {
          packageId: String(sub['packageId'] ?? ''),
          name: String(sub['name'] ?? ''),
          start: date(sub['start']),
          end: date(sub['end']),
        }
      : null,
  };
}

/**
 * Reads an employee's Access (spec §3: a list of menu paths, or All).
 * @param uid the employee's users document id
 * @returns the normalised Access list
 * @throws DataError not-found; FirebaseError permission-denied
 */
export async function getAccess(uid: string): Promise<readonly string[]> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.users, uid));
  if (!snapshot.exists()) throw notFoundError();
  return normaliseAccess(snapshot.get('Access'));
}

/** What the employee form gives (spec §3 User: name, email, password, access). */
export interface NewEmployee {
  readonly name: string;
  readonly email: string;
  /** The initial password, given to the employee; never stored in Firestore. */
  readonly password: string;
  readonly access: readonly string[];
}

/**
 * Creates an employee (docs/access.md, "Creating an employee"): the Auth account through
 * a second app instance (the creator stays signed in), then the users document with its
 * Access and audit entry in one transaction. If the document is refused, the Auth account
 * exists without a users document and grants nothing (it is not staff).
 * @returns the new employee's uid
 * @throws FirebaseError auth/email-already-in-use and other Auth errors; permission-denied
 */
export async function createEmployee(employee: NewEmployee): Promise<string> {
  const actor = callerUid();
  const { createAuthAccount } = await import('@/lib/firebase/secondaryAuth');
  const email = employee.email.trim().toLowerCase();
  const uid = await createAuthAccount(email, employee.password);
  const name = employee.name.trim();
  const access = employee.access.includes('All') ? ['All'] : [...new Set(employee.access)];
  const recorded: DocumentData = { type: 'employee', name, email, blocked: false, Access: access };
  const ref = doc(db, COLLECTIONS.users, uid);
  await runTransaction(db, async (tx) => {
    const entryId = addAuditEntry(
      tx,
      {
        action: 'create',
        collection: COLLECTIONS.users,
        docId: uid,
        path: auditPath(COLLECTIONS.users, recorded),
        subjectId: uid,
        ...changedFields(null, recorded),
      },
      actor,
    );
    tx.set(ref, {
      ...recorded,
      searchPrefixes: searchPrefixes([name, email, '']),
      [AUDIT_ID_FIELD]: entryId,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      createdBy: actor,
      updatedBy: actor,
    });
  });
  return uid;
}
