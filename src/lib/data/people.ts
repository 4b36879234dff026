/**
 * The sensitive changes of a person's users document (docs/access.md, "People"):
 * block and unblock, type changes and Access changes, and the audited write they share
 * with the bank-detail steps of supplier accounts (`auditedWrite`). Each is one transaction that reads
 * the document, writes the change with `updatedAt`/`updatedBy` and adds its audit entry
 * (src/lib/data/audit.ts); firestore.rules refuse the change without the entry, on the
 * caller's own document, and on an All holder's document unless the caller holds All.
 */
import { doc, getDoc, runTransaction, serverTimestamp, type DocumentData } from 'firebase/firestore/lite';
import { COLLECTIONS, USER_TYPES, type CollectionName, type UserType } from '@/config/collections';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { addAuditEntry, readAuthor } from './audit';
import { AUDIT_ID_FIELD, auditPath, changedFields, recordsChange, type AuditAction } from './auditModel';
import { searchPrefixes } from './convert';
import { notFoundError, stateChangedError } from './errors';
import { typeChangeFields, type PeopleAction } from './peopleModel';
import { readClaims } from './claims';
import { normaliseAccess } from '@/lib/access';

/** A document's stored fields as the data layer reads and writes them. */
export type StoredData = DocumentData;

/**
 * A field value the server replaces with its own time when the write lands (never the
 * browser's clock: the rules compare it with `request.time`).
 * @returns the sentinel to put in `auditedWrite`'s fields
 */
export function serverTime(): unknown {
  return serverTimestamp();
}

function callerUid(): string {
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Not signed in'), { code: 'permission-denied' });
  return uid;
}

/**
 * Writes a change of one document with its audit entry, in one transaction
 * (docs/access.md, "Audit trail"): reads the document, asks `build` for the fields to
 * write, records their values before and after, and writes them with `auditId`,
 * `updatedAt` and `updatedBy` (a new document also with `createdAt`, `createdBy` and
 * empty search prefixes). Used for the people's sensitive changes and the bank-detail
 * steps of supplier accounts (maker-checker).
 * @param target the collection and id of the document, the action's name (letters and
 *   dots) and the person the change is about (a users id, or null)
 * @param build given the stored data (null when there is no document) and the caller's
 *   uid, the fields to write (sentinels allowed), or null to write nothing; it throws to
 *   refuse (state-changed)
 * @param options `create`: a missing document is created with what `build(null)` gives
 *   (otherwise it is not-found); `reason`: kept in the entry (≤ 500 characters)
 * @throws DataError not-found / state-changed; FirebaseError permission-denied (rules)
 */
export async function auditedWrite(
  target: {
    readonly collection: CollectionName;
    readonly docId: string;
    readonly action: AuditAction;
    readonly subjectId: string | null;
  },
  build: (current: DocumentData | null, actor: string) => DocumentData | null,
  options: {
    readonly create?: boolean;
    readonly reason?: string | null;
    /** A definition whose claimed values (src/lib/data/claims.ts) the write may change. */
    readonly claimed?: Parameters<typeof readClaims>[1];
  } = {},
): Promise<void> {
  const actor = callerUid();
  const ref = doc(db, target.collection, target.docId);
  await runTransaction(db, async (tx) => {
    const [snapshot, author] = await Promise.all([tx.get(ref), readAuthor(tx, actor)]);
    if (!snapshot.exists() && !options.create) throw notFoundError();
    const current = snapshot.exists() ? snapshot.data() : null;
    const written = build(current, actor);
    // Nothing recorded changes (Access saved as it was): nothing to save, and the rules
    // refuse an entry that records nothing (isAuditEntry).
    if (!written || (current && !recordsChange(current, written))) return;
    const writeClaims = options.claimed
      ? await readClaims(tx, options.claimed, target.docId, current, { ...current, ...written })
      : () => {};
    const entryId = addAuditEntry(
      tx,
      {
        action: target.action,
        collection: target.collection,
        docId: target.docId,
        path: auditPath(target.collection, { ...current, ...written }),
        subjectId: target.subjectId,
        ...changedFields(current, written),
        reason: options.reason ?? null,
      },
      author,
    );
    const stamps = { [AUDIT_ID_FIELD]: entryId, updatedAt: serverTimestamp(), updatedBy: actor };
    if (current) tx.update(ref, { ...written, ...stamps });
    else tx.set(ref, { ...written, searchPrefixes: [], ...stamps, createdAt: serverTimestamp(), createdBy: actor });
    writeClaims(tx);
  });
}

/** A users document's audited change (its own subject). */
function auditedUserChange(
  uid: string,
  action: PeopleAction,
  build: (current: DocumentData) => DocumentData,
  reason: string | null = null,
  claimed?: Parameters<typeof readClaims>[1],
): Promise<void> {
  return auditedWrite(
    { collection: COLLECTIONS.users, docId: uid, action, subjectId: uid },
    (current) => build(current ?? {}),
    { reason, ...(claimed ? { claimed } : {}) },
  );
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
 * @param fieldsByType the stored fields of each type (src/entities/peopleByType.ts)
 * @param claimed the definition whose claimed values a type change gives or takes (a
 *   delivery company's code: src/lib/data/claims.ts), claimed or released in the same write
 * @throws DataError state-changed when the type is already that one; exists when the
 *   code is another company's
 */
export function changeType(
  uid: string,
  type: UserType,
  fieldsByType: Readonly<Record<UserType, readonly string[]>>,
  claimed?: Parameters<typeof readClaims>[1],
): Promise<void> {
  if (!USER_TYPES.includes(type)) throw new Error(`Unknown type ${type}`);
  return auditedUserChange(
    uid,
    'type',
    (current) => {
      if (current['type'] === type) throw stateChangedError();
      return typeChangeFields(current, type, fieldsByType);
    },
    null,
    claimed,
  );
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
    const author = await readAuthor(tx, actor);
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
      author,
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
