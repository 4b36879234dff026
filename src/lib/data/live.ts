/**
 * Live updates of the data layer (docs/performance.md, live updates): listeners on one
 * document, on given documents, and on the documents created after a moment. They run
 * on the full Firestore SDK, loaded only when a screen first listens
 * (src/lib/firebase/live.ts); reads and writes stay on Firestore Lite (./api.ts).
 * Each function resolves to an unsubscribe function.
 */
import { loadLiveFirestore } from '@/lib/firebase/live';
import { MAX_IN } from './limits';
import type { Entity, EntityDefinition, Filter } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDefinition<T extends Entity> = EntityDefinition<T, any>;

/** Stops listening. */
export type Unsubscribe = () => void;

/**
 * Listens to one document.
 * @param onRow called with the row on every change (null once it is deleted)
 * @param onError called when the listener fails (permission-denied, offline)
 */
export async function listenToDocument<T extends Entity>(
  def: AnyDefinition<T>,
  id: string,
  onRow: (row: T | null) => void,
  onError: (error: unknown) => void,
): Promise<Unsubscribe> {
  const live = await loadLiveFirestore();
  return live.onSnapshot(
    live.doc(live.liveDb, def.collection, id),
    (snapshot) => onRow(snapshot.exists() ? def.fromFirestore(snapshot.id, snapshot.data()) : null),
    onError,
  );
}

/**
 * Listens to given documents (the rows on screen), MAX_IN ids per listener.
 * @param onRow called with each row that changed after the first answer
 */
export async function listenToDocuments<T extends Entity>(
  def: AnyDefinition<T>,
  ids: readonly string[],
  onRow: (row: T) => void,
  onError: (error: unknown) => void,
): Promise<Unsubscribe> {
  const live = await loadLiveFirestore();
  const unique = [...new Set(ids.filter(Boolean))];
  const stops: Unsubscribe[] = [];
  for (let i = 0; i < unique.length; i += MAX_IN) {
    const batch = unique.slice(i, i + MAX_IN);
    let first = true;
    const q = live.query(
      live.collection(live.liveDb, def.collection),
      ...(def.scope ? [live.where(def.scope.field, '==', def.scope.value)] : []),
      live.where(live.documentId(), 'in', batch),
    );
    stops.push(
      live.onSnapshot(
        q,
        (snapshot) => {
          if (first) {
            first = false;
            return;
          }
          for (const change of snapshot.docChanges()) {
            if (change.type === 'modified') onRow(def.fromFirestore(change.doc.id, change.doc.data()));
          }
        },
        onError,
      ),
    );
  }
  return () => stops.forEach((stop) => stop());
}

/** Most new documents a listener counts (the notice says "100" beyond). */
export const MAX_NEW = 100;

/**
 * Listens to documents created after `since` that match the equality filters (an
 * open list's "N new orders"). Reads only those new documents, at most MAX_NEW.
 * @param field the creation date field (`createdAt`)
 * @param onCount called with how many there are now
 */
export async function listenToNewDocuments<T extends Entity>(
  def: AnyDefinition<T>,
  since: Date,
  filters: readonly Filter[],
  onCount: (count: number) => void,
  onError: (error: unknown) => void,
  field = 'createdAt',
): Promise<Unsubscribe> {
  const live = await loadLiveFirestore();
  const q = live.query(
    live.collection(live.liveDb, def.collection),
    ...[...(def.scope ? [def.scope] : []), ...filters].map((f) => live.where(f.field, '==', f.value)),
    live.where(field, '>', live.Timestamp.fromDate(since)),
    live.orderBy(field, 'desc'),
    live.limit(MAX_NEW),
  );
  return live.onSnapshot(q, (snapshot) => onCount(snapshot.size), onError);
}

/**
 * Listens to one indexed query of equality (`==`) and membership (`in`) conditions
 * ordered by a field, at most `max` documents (a late-orders queue, ./lateModel.ts).
 * @param conditions the query's conditions
 * @param order the field and direction it is ordered by
 * @param onRows called with every row of the answer, on each change
 */
export async function listenToQuery<T extends Entity>(
  def: AnyDefinition<T>,
  conditions: readonly { readonly field: string; readonly op: '==' | 'in'; readonly value: unknown }[],
  order: { readonly field: string; readonly direction: 'asc' | 'desc' },
  max: number,
  onRows: (rows: T[]) => void,
  onError: (error: unknown) => void,
): Promise<Unsubscribe> {
  const live = await loadLiveFirestore();
  const q = live.query(
    live.collection(live.liveDb, def.collection),
    ...conditions.map((c) => live.where(c.field, c.op, c.value)),
    live.orderBy(order.field, order.direction),
    live.limit(max),
  );
  return live.onSnapshot(q, (snapshot) => onRows(snapshot.docs.map((d) => def.fromFirestore(d.id, d.data()))), onError);
}
