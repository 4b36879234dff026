/**
 * TanStack Query keys of the entities' server state (docs/performance.md, caching): one
 * factory per entity, every key starting `['entity', <collection>, <name>]`, so a save
 * refreshes what it changed and nothing else (`invalidateEntity`). Definitions sharing a
 * collection (people of each type on `users`) share its prefix: a change to one person
 * refreshes every list that may show them (a type change moves them between lists).
 */
import type { QueryClient } from '@tanstack/react-query';

/** What a key factory needs of a definition. */
export interface KeyedEntity {
  readonly name: string;
  readonly collection: string;
}

/** What invalidation needs of a definition: its parent and the collections its decisions move amounts on. */
export interface InvalidatedEntity extends KeyedEntity {
  readonly hierarchy?: { readonly parent?: { readonly collection: string } };
  readonly transitions?: Readonly<
    Record<
      string,
      {
        /** Any kind of transition has its label (an assignment moves no amount). */
        readonly labelKey: string;
        readonly transfer?: { readonly collection: string };
        readonly transfers?: readonly { readonly collection: string }[];
      }
    >
  >;
}

/** The first part of the side menu's badge counts (src/app/layout/MenuBadge.tsx). */
export const BADGE_KEY = 'menuBadge';

/** The first part of every entity key. */
const ROOT = 'entity';

/**
 * The query keys of one entity.
 * @param def its registry name and collection
 * @returns `all` (every query of the entity) and one builder per kind of read: a page
 *   of the list (its query and cursor), the list's count, one document, the options of
 *   a picker searching it, a look-up by a typed term (id prefix, name, phone), the name
 *   shown for a reference, and a named aggregate (sums)
 */
export function entityKeys(def: KeyedEntity) {
  const all = [ROOT, def.collection, def.name] as const;
  return {
    all,
    lists: [...all, 'list'] as const,
    list: (...parts: readonly unknown[]) => [...all, 'list', ...parts] as const,
    counts: [...all, 'count'] as const,
    count: (...parts: readonly unknown[]) => [...all, 'count', ...parts] as const,
    one: (id: string | null | undefined) => [...all, 'one', id ?? null] as const,
    options: (search: string) => [...all, 'options', search] as const,
    find: (term: string, ...parts: readonly unknown[]) => [...all, 'find', term, ...parts] as const,
    ref: (id: string | null | undefined) => [...all, 'ref', id ?? null] as const,
  };
}

/** The key prefix of every query on a collection, whichever definition reads it. */
export function collectionKey(collection: string): readonly string[] {
  return [ROOT, collection];
}

/**
 * The collections a write to `def` changes: its own, its parent's (a child's create,
 * delete or move steps the parent's counter) and those its decisions move amounts on.
 */
export function changedCollections(def: InvalidatedEntity): string[] {
  const transfers = Object.values(def.transitions ?? {}).flatMap((t) =>
    [...(t.transfer ? [t.transfer] : []), ...(t.transfers ?? [])].map((m) => m.collection),
  );
  return [
    ...new Set([def.collection, ...(def.hierarchy?.parent ? [def.hierarchy?.parent.collection] : []), ...transfers]),
  ];
}

/** The first part of the trash's queries (src/features/trash/TrashScreen.tsx). */
export const TRASH_KEY = 'trash';

/** The first part of the audit trail's queries (src/components/screens/audit/AuditTrail.tsx). */
export const AUDIT_KEY = 'audit';

/**
 * The key prefix of a person's History (every page and filter of it): the trail of the
 * entries about them (`subjectId`), invalidated with every write about them.
 * @param subjectId the person's users document id
 */
export function historyKey(subjectId: string): readonly string[] {
  return [AUDIT_KEY, subjectId];
}

/**
 * After a write, what it changed (every invalidation after a write goes through here): under
 * each key prefix, the queries no screen shows now are dropped from the cache, so the screen
 * that opens them next reads them anew and shows its loading state, never an amount or a
 * title from before the write; the queries on screen are marked stale and read again, their
 * values staying on screen until the new ones arrive.
 * @param client the app's QueryClient
 * @param keys the key prefixes the write changed
 * @returns a promise settled once the queries on screen have refetched
 */
export function invalidateKeys(client: QueryClient, keys: readonly (readonly unknown[])[]): Promise<void> {
  for (const queryKey of keys) client.removeQueries({ queryKey, type: 'inactive' });
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

/**
 * After a write about one person (an edit, a block, an Access or type change, a bank
 * step, a notification): marks stale what it changed and that person's History, so its
 * entry shows as soon as the write lands, leaving the rest of the cache alone.
 * @param extra further keys the write changed (the supplier's account, the Access read)
 * @returns a promise settled once the active ones have refetched
 */
export function invalidatePerson(
  client: QueryClient,
  subjectId: string,
  extra: readonly (readonly unknown[])[] = [],
): Promise<void> {
  return invalidateKeys(client, [collectionKey('users'), [BADGE_KEY], historyKey(subjectId), ...extra]);
}

/**
 * The keys of what is not one entity's documents, each in one place (issue 31 item 2:
 * no screen builds a key by hand; a lint rule forbids a `queryKey` array literal
 * outside this file and src/lib/data/queries.ts).
 */
export const appKeys = {
  /** The menu's badge count of one path (src/app/layout/MenuBadge.tsx); `[BADGE_KEY]` is all of them. */
  badge: (path: string) => [BADGE_KEY, path] as const,
  badges: [BADGE_KEY] as const,
  /** The trash: every query, a page (the paths read, its cursor), the expired count, the deleters' names. */
  trash: [TRASH_KEY] as const,
  trashPage: (paths: unknown, cursor: unknown) => [TRASH_KEY, 'list', paths, cursor] as const,
  trashExpired: [TRASH_KEY, 'expired'] as const,
  trashNames: (uids: readonly string[]) => [TRASH_KEY, 'names', uids] as const,
  /** The audit trail filtered (its person first: historyKey is a prefix of a person's). */
  trail: (subjectId: string, ...filters: readonly unknown[]) => [AUDIT_KEY, subjectId, ...filters] as const,
  /** A document's timeline (its audit entries), and the version of the document it was read for. */
  timeline: (docId: string, ...version: readonly unknown[]) => [AUDIT_KEY, 'timeline', docId, ...version] as const,
  /** A person the trail names, looked up among the types the viewer reads (under the users' key). */
  trailPerson: (id: string | null, types: readonly string[]) =>
    [...collectionKey('users'), 'trailPerson', id, types] as const,
  /** Every text of a locale loaded (the trail names every entity's labels). */
  texts: (locale: string) => ['texts', locale] as const,
  /** A person's saved views of one menu path (src/components/entity/SavedViews.tsx). */
  savedViews: (path: string) => ['savedViews', path] as const,
  /** The download URL of a Storage path (src/components/entity/StoredImage.tsx). */
  imageUrl: (path: string | null) => ['imageUrl', path] as const,
  /** An employee's sign-in facts (src/features/people/SignInSection.tsx), under the users' key: a block refreshes them. */
  signIn: (id: string) => [...collectionKey('users'), 'signIn', id] as const,
  /** The second-factor setting and its pending change (src/lib/data/secondFactorSetting.ts). */
  secondFactor: ['secondFactor'] as const,
  /** The session policy's idle minutes (src/lib/data/sessionPolicy.ts). */
  sessionPolicy: ['sessionPolicy'] as const,
  /** An employee's Access, read from its own collection (src/features/people). */
  access: (uid: string) => [...collectionKey('users'), 'access', uid] as const,
};
