/**
 * CSV import (docs/import.md): a file streamed in batches of IMPORT_BATCH_SIZE rows,
 * each batch read, checked and (unless it is the dry run) written before the next is
 * read, so memory stays flat whatever the file's size. Every row is checked with the
 * form's schema (./importModel.ts) and its references looked up; rows already stored
 * (by `id` column or natural key) are skipped, so running a file again after a cut
 * creates no duplicates. Writes go through the data layer (./api.ts): commits sized to
 * the documents the rules read (splitCommits), or one create per row for a counted child, so counters and search prefixes come
 * out as for a form's save. The import ends with one audit entry holding its counts.
 * The look-ups before a batch is written (references, rows already stored) are ./importLookups.ts.
 */
import type * as yup from 'yup';
import { errorKey } from '@/lib/errors';
import { createMany, createOne, recordImport } from './api';
import { References, resolveReferences, storedKeys } from './importLookups';
import {
  createReadFields,
  decodeStream,
  detectEncoding,
  ENCODING_SAMPLE_BYTES,
  IMPORT_BATCH_SIZE,
  naturalKey,
  parseRow,
  rowReadDocuments,
  splitCommits,
  streamRows,
  validateValues,
  type ColumnMapping,
  type ImportCounts,
  type ImportDef,
  type ImportEncoding,
  type ParsedRow,
  type RowProblem,
} from './importModel';

/** A file as the import reads it: its size, its first bytes and a stream of all its bytes. */
export interface ImportSource {
  /** Size in bytes (for the progress bar). */
  readonly size: number;
  /** The first `length` bytes. */
  readonly head: (length: number) => Promise<Uint8Array>;
  /** All bytes, in chunks, read as they are asked for. */
  readonly bytes: () => AsyncIterable<Uint8Array>;
}

/** A chosen file (a browser File, or any Blob) as an import source. */
export function blobSource(blob: Blob): ImportSource {
  return {
    size: blob.size,
    head: async (length) => new Uint8Array(await blob.slice(0, length).arrayBuffer()),
    bytes: async function* bytes() {
      const reader = blob.stream().getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          yield value;
        }
      } finally {
        reader.releaseLock();
      }
    },
  };
}

/**
 * The encoding of a file and its header row.
 * @returns the encoding, the column titles and the delimiter-free first row; an empty
 *   header when the file has no row
 */
export async function readHeader(
  source: ImportSource,
): Promise<{ readonly encoding: ImportEncoding; readonly header: string[] }> {
  const sample = await source.head(ENCODING_SAMPLE_BYTES);
  const encoding = detectEncoding(sample);
  let header: string[] = [];
  const text = new TextDecoder(encoding).decode(sample);
  const cut = text.length >= 65536 ? text.slice(0, 65536) : text;
  await streamRows([cut], (rows) => {
    if (!header.length) header = (rows[0] ?? []).map((title) => title.trim());
  }).catch(() => undefined);
  return { encoding, header };
}

/** What an import is told: the definition, the form's schema, the mapping and the fixed values. */
export interface ImportPlan {
  readonly def: ImportDef;
  /** The form's schema (entitySchema with the screen's refinements). */
  readonly schema: yup.AnyObjectSchema;
  readonly encoding: ImportEncoding;
  readonly mapping: ColumnMapping;
  /** Values set for every row by the page (a sub-category's category on its category's page). */
  readonly fixed: Readonly<Record<string, string>>;
  /** The translations of an i18n key in every language (labels of options and switches). */
  readonly labels: (key: string) => readonly string[];
  /** The definition of a referenced entity by registry name (src/entities/registry.ts entityByName). */
  readonly referenced: (name: string) => ImportDef;
}

/** A row that is not written: its number, its cells and why. */
export interface FailedRow {
  readonly row: number;
  readonly cells: readonly string[];
  readonly problems: readonly RowProblem[];
}

/** Where an import is. */
export interface ImportProgress extends ImportCounts {
  /** Bytes of the file read so far and in all. */
  readonly bytesRead: number;
  readonly totalBytes: number;
  /** Rows read so far. */
  readonly rows: number;
}

/** How an import (or its dry run) ended. */
export interface ImportResult extends ImportCounts {
  readonly rows: number;
  /** The rows with a problem (dry run: those that would fail). */
  readonly failedRows: readonly FailedRow[];
  /** Cancelled before the end of the file. */
  readonly cancelled: boolean;
  /** The audit entry's id (an import that created rows), null otherwise. */
  readonly auditId: string | null;
  /** Commits of several rows sent (each sized to the rules' reads), refused ones included. */
  readonly commits: number;
  /** Rows written one by one after their commit was refused (0 when every commit passed). */
  readonly rowByRow: number;
  /** Why the audit entry could not be written (an i18n key), or null. */
  readonly auditError: string | null;
}

/** A row's decision in a batch. */
type Decision = 'create' | 'skip' | 'fail';

/**
 * Reads, checks and decides one batch: references looked up, stored rows and rows
 * repeated in the file skipped, the others validated with the form's schema.
 * @param seen the natural keys and ids met so far in the file (updated)
 */
async function checkBatch(
  plan: ImportPlan,
  rows: readonly ParsedRow[],
  refs: References,
  seen: Set<string>,
): Promise<Decision[]> {
  await resolveReferences(plan, rows, refs);
  const stored = await storedKeys(plan.def, rows);
  const isStored = (row: ParsedRow, key: string | null) =>
    Boolean((row.id && stored.ids.has(row.id)) || (key && stored.keys.has(key)));
  // The rows not stored are validated together (a screen's check may read Firestore).
  const results = await Promise.all(
    rows.map((row) =>
      isStored(row, naturalKey(plan.def, row.values)) ? null : validateValues(plan.schema, row.values),
    ),
  );
  const decisions: Decision[] = [];
  for (const [index, row] of rows.entries()) {
    const key = naturalKey(plan.def, row.values);
    const idKey = row.id ? `id:${row.id}` : null;
    const checked = results[index];
    if (!checked || (key && seen.has(key)) || (idKey && seen.has(idKey))) {
      decisions.push('skip');
      continue;
    }
    const fields = new Set(row.problems.map((p) => p.field));
    for (const problem of checked.problems) if (!fields.has(problem.field)) row.problems.push(problem);
    if (row.problems.length) {
      decisions.push('fail');
      continue;
    }
    Object.assign(row.values, checked.values);
    if (key) seen.add(key);
    if (idKey) seen.add(idKey);
    decisions.push('create');
  }
  return decisions;
}

/** What writing a batch's rows did. */
interface Written {
  readonly created: string[];
  readonly failed: { row: ParsedRow; message: string }[];
  /** Commits of several rows sent. */
  commits: number;
  /** Rows written one by one after a refused commit. */
  rowByRow: number;
}

/**
 * Writes a batch's new rows: in commits sized to the documents the rules read
 * (splitCommits, docs/import.md), a refused commit retried row by row to find the rows
 * at fault; a counted child or an entity audited on every write row by row.
 * @param readFields the fields whose documents the rules read per row (createReadFields)
 */
async function writeBatchRows(
  def: ImportDef,
  rows: readonly ParsedRow[],
  readFields: () => readonly string[],
): Promise<Written> {
  const written: Written = { created: [], failed: [], commits: 0, rowByRow: 0 };
  const oneByOne = async (some: readonly ParsedRow[]) => {
    for (const row of some) {
      try {
        written.created.push(await createOne(def, row.values, row.id || undefined));
      } catch (error) {
        written.failed.push({ row, message: errorKey(error) });
      }
    }
  };
  if (!rows.length) return written;
  if (def.hierarchy?.parent || def.audit?.of === 'all') {
    await oneByOne(rows);
    return written;
  }
  const fields = readFields();
  for (const commit of splitCommits(rows, (row) => rowReadDocuments(fields, row.values))) {
    if (commit.length === 1) {
      await oneByOne(commit);
      continue;
    }
    written.commits++;
    try {
      written.created.push(
        ...(await createMany(
          def,
          commit.map((row) => ({ values: row.values, id: row.id || null })),
        )),
      );
    } catch {
      written.rowByRow += commit.length;
      await oneByOne(commit);
    }
  }
  return written;
}

/**
 * Runs an import, or its dry run, over a whole file.
 * @param mode `dry`: check every row and write nothing; `write`: write the rows that pass
 * @param onProgress called after every batch
 * @param signal stops after the batch in progress (the result says `cancelled`)
 * @returns the counts, the failed rows and the audit entry
 * @throws what reading the file throws; FirebaseError when a look-up fails
 */
export async function runImport(
  plan: ImportPlan,
  source: ImportSource,
  mode: 'dry' | 'write',
  onProgress: (progress: ImportProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<ImportResult> {
  const refs = new References(plan.referenced);
  const seen = new Set<string>();
  const failedRows: FailedRow[] = [];
  let bytesRead = 0;
  let rowCount = 0;
  let created = 0;
  let skipped = 0;
  let lastCreated: string | null = null;
  let header = true;
  let pending: ParsedRow[] = [];
  let cancelled = false;
  let commits = 0;
  let rowByRow = 0;
  let readFields: readonly string[] | null = null;
  const fieldsRead = () => (readFields ??= createReadFields(plan.def, plan.referenced));

  async function* counted() {
    for await (const chunk of source.bytes()) {
      bytesRead += chunk.byteLength;
      yield chunk;
    }
  }

  const progress = () =>
    onProgress({
      bytesRead,
      totalBytes: source.size,
      rows: rowCount,
      created,
      skipped,
      failed: failedRows.length,
    });

  const flush = async () => {
    const batch = pending;
    pending = [];
    if (!batch.length) return;
    const decisions = await checkBatch(plan, batch, refs, seen);
    const toWrite: ParsedRow[] = [];
    batch.forEach((row, i) => {
      const decision = decisions[i];
      if (decision === 'skip') skipped++;
      else if (decision === 'fail') failedRows.push({ row: row.row, cells: row.cells, problems: row.problems });
      else toWrite.push(row);
    });
    if (mode === 'dry') created += toWrite.length;
    else {
      const written = await writeBatchRows(plan.def, toWrite, fieldsRead);
      commits += written.commits;
      rowByRow += written.rowByRow;
      created += written.created.length;
      lastCreated = written.created[written.created.length - 1] ?? lastCreated;
      for (const { row, message } of written.failed) {
        failedRows.push({ row: row.row, cells: row.cells, problems: [{ field: null, message }] });
      }
    }
    progress();
  };

  const stop = new Error('cancelled');
  try {
    await streamRows(decodeStream(counted(), plan.encoding), async (rows) => {
      for (const cells of rows) {
        if (header) {
          header = false;
          continue;
        }
        rowCount++;
        pending.push(parseRow(plan.def, cells, rowCount + 1, plan.mapping, plan.fixed, plan.labels));
        if (pending.length >= IMPORT_BATCH_SIZE) {
          if (signal?.aborted) throw stop;
          await flush();
        }
      }
    });
    if (signal?.aborted) throw stop;
    await flush();
  } catch (error) {
    if (error !== stop) throw error;
    cancelled = true;
    rowCount -= pending.length;
    pending = [];
  }
  const counts = { created, skipped, failed: failedRows.length };
  let auditId: string | null = null;
  let auditError: string | null = null;
  if (mode === 'write' && lastCreated) {
    try {
      auditId = await recordImport(plan.def, lastCreated, counts);
    } catch (error) {
      auditError = errorKey(error);
    }
  }
  return { ...counts, rows: rowCount, failedRows, cancelled, auditId, auditError, commits, rowByRow };
}
