/**
 * Runs the definitions' migrations on stored documents with the Admin SDK
 * (docs/adding-an-entity.md, "Migrations"): for each definition declaring `migrations`,
 * its collection is paged by document id with cursors (pages of at most 500 documents,
 * only the migrated fields and the scope's field read, `select`), and each document of
 * the definition lacking a migrated field gets the step's value, in one batched write
 * per page (at most 500 writes). Each write is conditioned on the document's update time
 * as read, so a document changed meanwhile is never overwritten with a default: that
 * page is then written document by document and the changed ones are left to the next
 * run. Idempotent: a document holding the field (even null) is never written.
 */
import { FieldPath, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import { ENTITY_LIST } from '../../src/entities/registry';
import { migrationValues, type MigrationShape } from '../../src/lib/entity/migrations';

/** Documents read per page and written per batch (Firestore's batch limit). */
export const MIGRATION_PAGE = 500;

/** What {@link migrate} did for one definition. */
export interface MigrationResult {
  readonly definition: string;
  readonly collection: string;
  /** Documents of the collection read (the whole collection, paged). */
  readonly read: number;
  /** Documents given at least one field. */
  readonly written: number;
  /** Documents changed between the read and the write, left for the next run. */
  readonly changedMeanwhile: number;
}

/** gRPC codes of a write whose precondition failed (changed meanwhile) or whose document went. */
const SKIPPED_CODES = new Set([5, 9]); // NOT_FOUND, FAILED_PRECONDITION

/**
 * Writes one page's values: one batch; if a document changed since it was read, each
 * document alone, skipping those that changed.
 * @returns written and skipped counts
 */
async function writePage(
  db: Firestore,
  page: readonly { snap: DocumentSnapshot; values: Record<string, unknown> }[],
): Promise<{ written: number; skipped: number }> {
  if (page.length === 0) return { written: 0, skipped: 0 };
  const batch = db.batch();
  for (const { snap, values } of page) batch.update(snap.ref, values, { lastUpdateTime: snap.updateTime! });
  try {
    await batch.commit();
    return { written: page.length, skipped: 0 };
  } catch (error) {
    if (!SKIPPED_CODES.has((error as { code?: number }).code ?? -1)) throw error;
  }
  let written = 0;
  let skipped = 0;
  for (const { snap, values } of page) {
    try {
      await snap.ref.update(values, { lastUpdateTime: snap.updateTime! });
      written += 1;
    } catch (error) {
      if (!SKIPPED_CODES.has((error as { code?: number }).code ?? -1)) throw error;
      skipped += 1;
    }
  }
  return { written, skipped };
}

/**
 * Migrates the stored documents of one definition.
 * @param db Firestore (Admin SDK: rules do not apply)
 * @param def a definition with `migrations`
 * @param pageSize documents per page and batch (at most {@link MIGRATION_PAGE})
 * @returns what was read and written
 */
export async function migrateDefinition(
  db: Firestore,
  def: MigrationShape,
  pageSize = MIGRATION_PAGE,
): Promise<MigrationResult> {
  const size = Math.min(MIGRATION_PAGE, Math.max(1, pageSize));
  const fields = [
    ...new Set([...(def.stored?.migrations ?? []).map((m) => m.field), ...(def.scope ? [def.scope.field] : [])]),
  ];
  let query: Query = db.collection(def.collection);
  // A scoped definition (people by type) owns only its documents: equality on the scope
  // and the document id order are served by single-field indexes.
  if (def.scope) query = query.where(def.scope.field, '==', def.scope.value);
  query = query
    .orderBy(FieldPath.documentId())
    .select(...fields)
    .limit(size);
  let read = 0;
  let written = 0;
  let changedMeanwhile = 0;
  let last: DocumentSnapshot | undefined;
  for (;;) {
    const snapshot = await (last ? query.startAfter(last) : query).get();
    read += snapshot.size;
    const page = snapshot.docs
      .map((snap) => ({ snap, values: migrationValues(def, snap.data()) }))
      .filter((p) => Object.keys(p.values).length > 0);
    const result = await writePage(db, page);
    written += result.written;
    changedMeanwhile += result.skipped;
    if (snapshot.size < size) break;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
  return { definition: def.name, collection: def.collection, read, written, changedMeanwhile };
}

/**
 * Runs every migration the definitions declare (default: the registry's), one definition
 * after another.
 * @param db Firestore (Admin SDK)
 * @param definitions the definitions (default ENTITY_LIST)
 * @param log progress lines
 * @returns one result per definition that declares migrations (none: nothing is read)
 */
export async function migrate(
  db: Firestore,
  definitions: readonly MigrationShape[] = ENTITY_LIST,
  log: (line: string) => void = () => {},
): Promise<MigrationResult[]> {
  const results: MigrationResult[] = [];
  for (const def of definitions) {
    if (!def.stored?.migrations?.length) continue;
    const result = await migrateDefinition(db, def);
    log(
      `Migrations of ${def.name} (${def.stored?.migrations.map((m) => m.field).join(', ')}): ` +
        `${result.written} of ${result.read} documents written` +
        (result.changedMeanwhile ? `, ${result.changedMeanwhile} changed meanwhile (run again)` : '') +
        '.',
    );
    results.push(result);
  }
  return results;
}
