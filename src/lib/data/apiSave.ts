/**
 * The data layer's creates, edits and deletes (docs/adding-an-entity.md): one document or
 * several in one commit (a CSV import, a cash hand-over), with createdAt/updatedAt and
 * createdBy/updatedBy, a child counted on its parent, an edit refused when someone saved
 * meanwhile, a money edit sent back for approval, and a delete that moves the document to
 * the trash. Every write audited as its definition says. Re-exported by ./api.ts.
 */
import { collection, doc, runTransaction, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase/firestore';
import { frozenRefusal } from '@/lib/entity/refusal';
import {
  SAFE_ID,
  audited,
  authorFor,
  callerUid,
  createdFields,
  readForWrite,
  readParent,
  storedFields,
  writeParent,
} from './apiWrite';
import { addAuditEntry, readAuthor } from './audit';
import { AUDIT_ID_FIELD, auditPath, recordsChange } from './auditModel';
import { readClaims } from './claims';
import { editedFields, isMoneyEdit, keepUnedited, type SaveResult } from './edits';
import { existsError, frozenError, hasChildrenError } from './errors';
import type { ImportCounts } from './importModel';
import { moveToTrash } from './trash';
import type { AnyDefinition, Entity, EntityDefinition } from './types';

/** Most documents {@link createMany} writes in one commit (Firestore's limit of writes per commit). */
export const MAX_BATCH_WRITES = 500;

/**
 * Creates several documents in one atomic commit (a CSV import, docs/import.md), each
 * exactly as {@link createOne} writes it: the converter's fields, search prefixes,
 * createdAt/updatedAt (server time) and createdBy/updatedBy. Only for entities whose
 * create touches no other document: no parent to count on and no audit entry per create
 * (those go through createOne one by one). The caller has checked that the ids are free:
 * a stored id makes the write an edit, which the rules refuse, and the whole commit fails.
 * @param items the form values and the document id of each (null: a new random id;
 *   an entity with `idFrom` always uses that)
 * @returns the ids written, in the order given
 * @throws Error for a child or audited entity, or more than MAX_BATCH_WRITES items; FirebaseError
 */
export async function createMany<T extends Entity, V>(
  entity: EntityDefinition<T, V>,
  items: readonly { readonly values: V; readonly id: string | null }[],
): Promise<string[]> {
  if (entity.hierarchy?.parent || entity.audit?.of === 'all') throw new Error(`${entity.name}: create one by one`);
  if (items.length > MAX_BATCH_WRITES) throw new Error(`At most ${MAX_BATCH_WRITES} documents per commit`);
  const uid = callerUid();
  const batch = writeBatch(db);
  const ids = items.map(({ values, id }) => {
    const fixedId = entity.idFrom?.(values) ?? id;
    // The rules refuse any other id (isSafeId): say so before the commit fails.
    if (fixedId && !SAFE_ID.test(fixedId)) throw new Error(`Unsafe document id ${fixedId}`);
    const ref = fixedId ? doc(db, entity.collection, fixedId) : doc(collection(db, entity.collection));
    batch.set(ref, createdFields(entity, values, uid));
    return ref.id;
  });
  await batch.commit();
  return ids;
}

/**
 * Records a CSV import in the audit trail as one entry (docs/import.md): action
 * `import`, the counts in `after`, about the last document the import created, which is
 * written again (updatedAt, updatedBy; for an entity audited on every write, its
 * `auditId` names this entry) in the same transaction, so the rules can see that the
 * entry comes with a real write of the caller (firestore.rules `isImportAuditEntry`).
 * @param lastId the id of a document the import created
 * @param counts what the import did
 * @returns the entry's id
 * @throws DataError not-found (the document was deleted meanwhile); FirebaseError
 */
export async function recordImport<T extends Entity>(
  entity: AnyDefinition<T>,
  lastId: string,
  counts: ImportCounts,
): Promise<string> {
  const uid = callerUid();
  const ref = doc(db, entity.collection, lastId);
  return runTransaction(db, async (tx) => {
    const [current, author] = await Promise.all([readForWrite(tx, entity, ref, undefined), readAuthor(tx, uid)]);
    const id = addAuditEntry(
      tx,
      {
        action: 'import',
        collection: entity.collection,
        docId: lastId,
        path: auditPath(entity.collection, current),
        subjectId: null,
        before: null,
        after: { created: counts.created, skipped: counts.skipped, failed: counts.failed },
      },
      author,
    );
    tx.update(ref, {
      updatedAt: serverTimestamp(),
      updatedBy: uid,
      ...(entity.makerField ? { [entity.makerField]: uid } : {}),
      ...(entity.audit?.of === 'all' ? { [AUDIT_ID_FIELD]: id } : {}),
    });
    return id;
  });
}

/**
 * Creates a document with createdAt/updatedAt (server time) and createdBy/updatedBy.
 * An entity with `idFrom` (or an `explicitId`, a singleton) gets that id, refused if it exists; a child entity counts
 * itself on its parent in the same transaction.
 * @param entity the entity's definition
 * @param values the form values
 * @returns the new document's id
 * @throws DataError exists / not-found (parent); Error when the id is not of
 *   DOC_ID_PATTERN; FirebaseError
 */
export async function createOne<T extends Entity, V>(
  entity: EntityDefinition<T, V>,
  values: V,
  explicitId?: string,
): Promise<string> {
  const uid = callerUid();
  const data = createdFields(entity, values, uid);
  const fixedId = explicitId ?? entity.idFrom?.(values);
  // The rules refuse any other id (isSafeId); the forms' own checks (a coupon code's
  // pattern) keep a person from ever reaching this.
  if (fixedId !== undefined && !SAFE_ID.test(fixedId)) throw new Error(`Unsafe document id ${fixedId}`);
  const ref = fixedId ? doc(db, entity.collection, fixedId) : doc(collection(db, entity.collection));
  await runTransaction(db, async (tx) => {
    const [existing, author] = await Promise.all([fixedId ? tx.get(ref) : null, authorFor(tx, entity, 'create', uid)]);
    if (existing?.exists()) throw existsError(entity.id?.existsKey);
    const parent = entity.hierarchy?.parent
      ? await readParent(tx, entity, data[entity.hierarchy?.parent.field], true)
      : null;
    writeParent(tx, entity, parent, 1, ref.id, uid);
    tx.set(ref, { ...data, ...audited(tx, entity, ref, { before: null, written: data, action: 'create' }, author) });
  });
  return ref.id;
}

/**
 * Creates several documents of one entity in one atomic commit, each exactly as
 * {@link createOne} writes it, with its own audit entry (an entity audited on every
 * write): a delivery company's cash hand-over, one remittance per rider
 * (src/lib/data/handover.ts). The author is read once. Firestore reads at most 20
 * documents for the rules of one commit, and each audited create costs several: the
 * caller keeps `items` within what the rules of that entity allow (HANDOVER_MAX_RIDERS).
 * @param items the form values and the new document's id of each
 * @returns the ids written, in the order given
 * @throws Error for a child entity or an unsafe id; FirebaseError (the whole commit is refused)
 */
export async function createTogether<T extends Entity, V>(
  entity: EntityDefinition<T, V>,
  items: readonly { readonly values: V; readonly id: string }[],
): Promise<string[]> {
  if (entity.hierarchy?.parent) throw new Error(`${entity.name}: a child is created one by one`);
  for (const { id } of items) if (!SAFE_ID.test(id)) throw new Error(`Unsafe document id ${id}`);
  const uid = callerUid();
  await runTransaction(db, async (tx) => {
    const author = await authorFor(tx, entity, 'create', uid);
    for (const { values, id } of items) {
      const ref = doc(db, entity.collection, id);
      const data = createdFields(entity, values, uid);
      tx.set(ref, { ...data, ...audited(tx, entity, ref, { before: null, written: data, action: 'create' }, author) });
    }
  });
  return items.map(({ id }) => id);
}

/**
 * A fresh document id of an entity's collection (Firestore's random ids), chosen
 * before a create so its images can be uploaded to `<collection>/<id>/` first.
 */
export function newDocumentId(entity: Pick<EntityDefinition<Entity, unknown>, 'collection'>): string {
  return doc(collection(db, entity.collection)).id;
}

/**
 * Saves an edited document, refusing to overwrite someone else's newer save: the
 * stored `updatedAt` must still be the one the form was opened with. Values are
 * compared as the form edits them (src/lib/data/edits.ts: dates by their day, numbers
 * as numbers): a value kept keeps its stored form, a save that changes nothing writes
 * nothing, and only a real change of a money field (`resetOnEdit`) sends an approved
 * document back for approval (docs/access.md, "Money and trust").
 * @param expectedUpdatedAt `updatedAt` of the entity as it was loaded into the form
 * @returns 'unchanged' (nothing written), 'saved', or 'resubmitted' (saved and sent
 *   back for approval)
 * @throws DataError conflict / not-found; FirebaseError
 */
export async function updateOne<T extends Entity, V>(
  entity: EntityDefinition<T, V>,
  id: string,
  values: V,
  expectedUpdatedAt: Date | null,
): Promise<SaveResult> {
  const uid = callerUid();
  const ref = doc(db, entity.collection, id);
  return runTransaction(db, async (tx): Promise<SaveResult> => {
    const [current, author] = await Promise.all([
      readForWrite(tx, entity, ref, expectedUpdatedAt),
      authorFor(tx, entity, 'update', uid),
    ]);
    const frozen = frozenRefusal(entity.frozen, current);
    if (frozen) throw frozenError(frozen);
    // Search prefixes also cover the stored values of fields the form does not edit.
    const data = keepUnedited(current, storedFields(entity, values, 'update', current));
    if (editedFields(current, data).length === 0) return 'unchanged';
    // A claimed value (a delivery company's code) is claimed in the same write; every read first.
    const writeClaims = await readClaims(tx, entity, id, current, { ...current, ...data });
    const link = entity.hierarchy?.parent;
    if (link && current[link.field] !== data[link.field]) {
      // Moved to another parent: count it there, uncount it from the old one.
      const added = await readParent(tx, entity, data[link.field], true);
      const removed = await readParent(tx, entity, current[link.field], false);
      writeParent(tx, entity, added, 1, id, uid);
      writeParent(tx, entity, removed, -1, id, uid);
    }
    // A money edit sends an approved document back for approval (docs/access.md).
    const reset = entity.resetOnEdit;
    const resubmitted = reset !== undefined && isMoneyEdit(reset, current, data);
    if (resubmitted) data[reset.field] = reset.to;
    // An audited edit changing no recorded field has nothing to record, and the rules
    // refuse an entry that records nothing (isAuditEntry): there is nothing to save.
    if (entity.audit?.of === 'all' && !recordsChange(current, data)) return 'unchanged';
    if (entity.makerField) data[entity.makerField] = uid;
    const audit = audited(tx, entity, ref, { before: current, written: data, action: 'update' }, author);
    tx.update(ref, { ...data, ...audit, updatedAt: serverTimestamp(), updatedBy: uid });
    writeClaims(tx);
    return resubmitted ? 'resubmitted' : 'saved';
  });
}

/**
 * Deletes a document by moving it to the trash in the same transaction (src/lib/data/trash.ts,
 * docs/data-model.md "Trash"): its exact data, with who and when, audited; its images
 * stay in Storage until the entry is deleted forever. A parent with children is refused
 * (checked in the same transaction, so a child added meanwhile cannot be orphaned); a
 * child is uncounted from its parent.
 * @param hasChildrenKey i18n key of the refusal, for a parent entity
 * @returns the trash entry's id (restoreTrashEntry undoes the delete)
 * @throws DataError has-children / not-found; FirebaseError
 */
export async function deleteOne<T extends Entity>(
  entity: AnyDefinition<T>,
  id: string,
  hasChildrenKey = 'error.hasChildren',
): Promise<string> {
  const uid = callerUid();
  const ref = doc(db, entity.collection, id);
  return runTransaction(db, async (tx) => {
    const [current, author] = await Promise.all([readForWrite(tx, entity, ref, undefined), readAuthor(tx, uid)]);
    const frozen = frozenRefusal(entity.frozen, current);
    if (frozen) throw frozenError(frozen);
    if (entity.hierarchy?.childCounter && Number(current[entity.hierarchy?.childCounter] ?? 0) > 0)
      throw hasChildrenError(hasChildrenKey);
    const parent = entity.hierarchy?.parent
      ? await readParent(tx, entity, current[entity.hierarchy?.parent.field], false)
      : null;
    writeParent(tx, entity, parent, -1, id, uid);
    return moveToTrash(tx, ref, current, author);
  });
}
