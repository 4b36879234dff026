/**
 * CSV import, sizing the commits (docs/import.md, "Commits sized to the rules' reads"):
 * Firestore's limits of writes and of the rules' document reads per commit, the documents
 * the generated rules read for each created row, and the split of rows into commits that
 * stay within both. Pure: no Firebase.
 */
import type { Fields } from '@/lib/entity/fields';
import { personReferences, type MatchShape } from '@/lib/entity/personReferences';
import type { ImportDef } from './importModel';

/** Most rows read, checked and written together: Firestore's limit of writes per commit. */
export const IMPORT_BATCH_SIZE = 500;

/** Most writes in one commit (Firestore's limit). */
export const COMMIT_MAX_WRITES = 500;

/**
 * Firestore's limit of document access calls (`exists`, `get`, `getAfter`) the rules of
 * one batched write may make, all its writes together (10 for a single write).
 */
export const COMMIT_READ_LIMIT = 20;

/**
 * The access calls an import commit plans for at most (docs/import.md, "Commits sized to
 * the rules' reads"): the limit less a margin of 2.
 */
export const COMMIT_READ_BUDGET = COMMIT_READ_LIMIT - 2;

/**
 * Access calls per document the rules read: `exists()` then `get()` (the caller's users
 * document in `isStaff`, a person in `isPersonOfType`). The emulator counts the two
 * apart; a second `get` of the same document is not counted again
 * (tests/rules/import.test.ts measures both).
 */
export const CALLS_PER_READ_DOCUMENT = 2;

/**
 * Access calls kept free in every commit for the hand-written restore match
 * (`match /{coll}/{docId}`, `isRestored`, scripts/rules/runtimeRules.ts): it applies to
 * every create of every collection. It stops before any trash look-up when the document
 * is new (its `updatedAt` the server time), so it reads nothing in an import's commit:
 * none. (Before it did, the emulator counted some of its look-ups, not the same each
 * time: commits naming 5 to 7 suppliers sometimes passed, sometimes not.) A commit names
 * at most 8 suppliers (tests/rules/import.test.ts: 9 pass, 10 are refused).
 */
export const RESTORE_MATCH_RESERVE = 0;

/**
 * The reference fields whose documents the generated rules read for each created row
 * (`isPersonOfType`: `exists` and `get` of `users/<value>`), found as the rules generator
 * finds them (src/lib/entity/personReferences.ts `personReferences`, which scripts/rules/matchRules.ts uses), so the two cannot
 * disagree. Besides these, every create reads the caller's users document (`holds`).
 * Only for entities created with `createMany` (no parent, not audited on every write).
 * @param referenced the definition of a referenced entity by registry name
 * @returns the names of those fields
 * @throws Error when a people reference names no people definition (as the generator)
 */
export function createReadFields(def: ImportDef, referenced: (name: string) => ImportDef): string[] {
  const fields = def.fields as Fields;
  const targets = Object.values(fields).flatMap((f) =>
    f.kind === 'reference' && f.collection === 'users' && !f.typeField ? [referenced(f.entity)] : [],
  );
  return personReferences(def as unknown as MatchShape, targets as unknown as MatchShape[]).map(([name]) => name);
}

/**
 * The documents the rules read for one created row, besides the caller's: `users/<id>`
 * for each of `fields` (createReadFields) set in the row.
 * @returns the document paths, without repeats
 */
export function rowReadDocuments(fields: readonly string[], values: Readonly<Record<string, unknown>>): string[] {
  const out = new Set<string>();
  for (const name of fields) {
    const id = values[name];
    if (typeof id === 'string' && id !== '') out.add(`users/${id}`);
  }
  return [...out];
}

/** What one commit may hold. */
export interface CommitLimits {
  /** Most writes (rows). */
  readonly maxWrites: number;
  /** Most distinct documents read by the rows' rules, besides those every row reads. */
  readonly maxDocuments: number;
}

/**
 * The commit limits of an import by the rules' reads: the budget (COMMIT_READ_BUDGET),
 * less the restore match's reserve and the caller's users document, in documents of
 * CALLS_PER_READ_DOCUMENT calls each; and COMMIT_MAX_WRITES rows.
 */
export const IMPORT_COMMIT_LIMITS: CommitLimits = {
  maxWrites: COMMIT_MAX_WRITES,
  maxDocuments: Math.floor((COMMIT_READ_BUDGET - RESTORE_MATCH_RESERVE) / CALLS_PER_READ_DOCUMENT) - 1,
};

/**
 * Splits rows into commits that each stay within the limits of writes and of the
 * documents their rules read (docs/import.md, "Commits sized to the rules' reads"): rows
 * reading the same documents (a supplier's products) go together, and such groups are
 * packed first-fit into the fewest commits found, a group larger than a commit's room
 * spread over several. Rows keep their file order inside a commit. A row reading more
 * documents than a commit may on its own is a commit alone (its write is refused, with
 * its reason).
 * @param readsOf the documents one row's rules read (rowReadDocuments)
 * @returns the commits, every row in exactly one
 * @throws RangeError when a limit is below 1 write or 0 documents
 */
export function splitCommits<T>(
  rows: readonly T[],
  readsOf: (row: T) => readonly string[],
  limits: CommitLimits = IMPORT_COMMIT_LIMITS,
): T[][] {
  if (limits.maxWrites < 1 || limits.maxDocuments < 0) throw new RangeError('commit limits too small');
  const groups = new Map<string, { reads: readonly string[]; members: number[] }>();
  rows.forEach((row, index) => {
    const reads = [...new Set(readsOf(row))].sort();
    const key = JSON.stringify(reads);
    const group = groups.get(key);
    if (group) group.members.push(index);
    else groups.set(key, { reads, members: [index] });
  });
  const commits: { reads: Set<string>; members: number[] }[] = [];
  const alone: number[][] = [];
  for (const { reads, members } of groups.values()) {
    if (reads.length > limits.maxDocuments) {
      for (const index of members) alone.push([index]);
      continue;
    }
    let left = members;
    for (const commit of commits) {
      if (!left.length) break;
      const room = limits.maxWrites - commit.members.length;
      const added = reads.filter((d) => !commit.reads.has(d)).length;
      if (room <= 0 || commit.reads.size + added > limits.maxDocuments) continue;
      for (const d of reads) commit.reads.add(d);
      commit.members.push(...left.slice(0, room));
      left = left.slice(room);
    }
    while (left.length) {
      commits.push({ reads: new Set(reads), members: left.slice(0, limits.maxWrites) });
      left = left.slice(limits.maxWrites);
    }
  }
  return [...commits.map((c) => c.members.sort((a, b) => a - b)), ...alone].map((m) => m.map((i) => rows[i] as T));
}
