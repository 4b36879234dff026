/**
 * The data provider's listeners (./provider.ts `DataProvider`: `subscribe`,
 * `subscribeMany`, `subscribeNew`, `subscribeQuery`), in a module of their own: the side
 * menu's late-orders badge listens from the signed-in layout, and importing the whole
 * provider there would load every read and write with the first screen
 * (docs/performance.md, what the browser loads). `dataProvider` includes these same
 * functions.
 */
import { listenToDocument, listenToDocuments, listenToNewDocuments, listenToQuery, type Unsubscribe } from './live';

export type { Unsubscribe };

/** The listeners' signatures (./live.ts), as the DataProvider interface declares them. */
export interface LiveProvider {
  readonly subscribe: typeof listenToDocument;
  readonly subscribeMany: typeof listenToDocuments;
  readonly subscribeNew: typeof listenToNewDocuments;
  readonly subscribeQuery: typeof listenToQuery;
}

/** The Firestore listeners (the full SDK loads on first use), as the data provider offers them. */
export const liveProvider: LiveProvider = {
  subscribe: listenToDocument,
  subscribeMany: listenToDocuments,
  subscribeNew: listenToNewDocuments,
  subscribeQuery: listenToQuery,
};
