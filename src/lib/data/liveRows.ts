/**
 * A listener on given documents that reports all of them on each change (the live map's
 * suppliers and delivery companies: issue 50, item 1), unlike ./live.ts
 * `listenToDocuments`, which reports only the rows that change. MAX_IN ids per query
 * (`documentId in`, with the definition's scope), on the full Firestore SDK.
 */
import { loadLiveFirestore } from '@/lib/firebase/live';
import { MAX_IN } from './limits';
import type { Unsubscribe } from './live';
import type { Entity, EntityDefinition } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDefinition<T extends Entity> = EntityDefinition<T, any>;

/**
 * Listens to documents by id, all of them reported together.
 * @param ids document ids (duplicates and empty ones are dropped)
 * @param onRows called with every existing row of those ids, on each change of any of them
 * @param onError called when a listener fails (permission-denied, offline)
 * @returns a promise of the function that stops every listener
 */
export async function listenToRows<T extends Entity>(
  def: AnyDefinition<T>,
  ids: readonly string[],
  onRows: (rows: T[]) => void,
  onError: (error: unknown) => void,
): Promise<Unsubscribe> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) {
    onRows([]);
    return () => undefined;
  }
  const live = await loadLiveFirestore();
  const batches: T[][] = [];
  const answered = new Set<number>();
  const stops: Unsubscribe[] = [];
  for (let i = 0; i < unique.length; i += MAX_IN) {
    const index = stops.length;
    const q = live.query(
      live.collection(live.liveDb, def.collection),
      ...(def.scope ? [live.where(def.scope.field, '==', def.scope.value)] : []),
      live.where(live.documentId(), 'in', unique.slice(i, i + MAX_IN)),
    );
    stops.push(
      live.onSnapshot(
        q,
        (snapshot) => {
          batches[index] = snapshot.docs.map((d) => def.fromFirestore(d.id, d.data()));
          answered.add(index);
          if (answered.size === Math.ceil(unique.length / MAX_IN)) onRows(batches.flat());
        },
        onError,
      ),
    );
  }
  return () => stops.forEach((stop) => stop());
}
