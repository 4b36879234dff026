import { useQueries } from '@tanstack/react-query';
import type { LinkedDocuments } from '@/lib/documentAccess';
import { DataError } from '@/lib/data/errors';
import { entityQueries } from '@/lib/data/queries';
import type { AnyDefinition, Entity } from '@/lib/data/types';
import type { Transition } from '@/lib/entity/define';
import { movePath, movesOf } from '@/lib/entity/refusal';
import { useCan } from '@/lib/session/useCan';

/** A linked document to read: its definition and id, keyed by its path. */
interface LinkedRead {
  readonly path: string;
  readonly def: AnyDefinition<Entity>;
  readonly id: string;
}

/**
 * The documents a document's steps would move amounts on (a refund's order and its
 * supplier's account), read so the steps' buttons can say beforehand that an amount does
 * not fit (issue 46 item 1, `canOnDocument`'s `linked`). Only the collections the screen
 * names as readable (`readers`) and the signed-in person may read are read; the same
 * queries as the screen's own panels (entityQueries `one`), so nothing is read twice.
 * @param readers the definitions of linked collections the screen shows (EntityScreen.linkedDocuments)
 * @param transitions the steps that apply to the document now
 * @param row the document as read (undefined while it loads)
 * @returns path (`collection/id`) → the document, or null when it does not exist; a
 *   document still loading, or refused, is not listed
 */
export function useLinkedDocuments(
  readers: readonly AnyDefinition<Entity>[] | undefined,
  transitions: readonly Transition[],
  row: object | undefined,
): LinkedDocuments {
  const { can } = useCan();
  const reads: LinkedRead[] = [];
  for (const step of row && readers ? transitions : []) {
    for (const move of movesOf(step, row ?? {})) {
      const path = movePath(move, row ?? {});
      const def = readers?.find((reader) => reader.collection === move.collection);
      if (path === null || !def || !can('read', def) || reads.some((read) => read.path === path)) continue;
      reads.push({ path, def, id: String((row as Readonly<Record<string, unknown>>)[move.idField]) });
    }
  }
  const results = useQueries({ queries: reads.map((read) => entityQueries(read.def).one(read.id)) });
  const linked: Record<string, Readonly<Record<string, unknown>> | null> = {};
  reads.forEach((read, i) => {
    const result = results[i];
    if (result?.data) linked[read.path] = result.data as unknown as Readonly<Record<string, unknown>>;
    else if (result?.error instanceof DataError && result.error.code === 'not-found') linked[read.path] = null;
  });
  return linked;
}
