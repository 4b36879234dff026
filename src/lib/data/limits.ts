/**
 * Firestore's limits the data layer's queries keep to, in a module of their own: the
 * listeners (./live.ts) need them without the provider's reads and writes (./api.ts),
 * which the side menu's late-orders badge must not load (docs/performance.md).
 */

/** Most ids one `in` query may hold (Firestore's limit). */
export const MAX_IN = 30;
