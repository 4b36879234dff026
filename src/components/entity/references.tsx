/**
 * Names of referenced documents (a sub-category's supplier, an order's customer),
 * read in batches: every id asked for in the same moment goes into one
 * `documentId() in [...]` query per 30 ids (the data provider's getMany), and the
 * answers are cached by TanStack Query, so a list of 100 rows costs at most 4 reads of
 * names, and a name seen once is not read again while it is fresh.
 */
import MuiLink from '@mui/material/Link';
import DataLoader from 'dataloader';
import Skeleton from '@mui/material/Skeleton';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { COLLECTION_OWNERS, USER_TYPE_PATH, USER_TYPE_READERS, USER_TYPES, type UserType } from '@/config/collections';
import { PERSON_ENTITY } from '@/entities/peopleByType';
import { entityByName, type EntityName } from '@/entities/registry';
import { canAccess } from '@/lib/access';
import { dataProvider } from '@/lib/data/provider';
import type { Entity } from '@/lib/data/types';
import type { Field, ReferenceField } from '@/lib/entity/fields';
import { useSession } from '@/lib/session/useSession';
import { entityPaths } from './paths';
import { entityKeys } from '@/lib/query/keys';

/**
 * One DataLoader per entity (the `dataloader` library): every id asked for in the same
 * moment (one macrotask) goes into one batch, read with the data provider's getMany. It caches nothing
 * itself (`cache: false`): TanStack Query keeps the answers, so nothing outlives a
 * sign-out here.
 */
const loaders = new Map<string, DataLoader<string, Entity | null>>();

function loaderOf(name: string): DataLoader<string, Entity | null> {
  let loader = loaders.get(name);
  if (!loader) {
    loader = new DataLoader<string, Entity | null>(
      async (ids) => {
        try {
          const rows = await dataProvider.getMany(entityByName(name), [...new Set(ids)]);
          const byId = new Map(rows.map((row) => [row.id, row as Entity]));
          return ids.map((id) => byId.get(id) ?? null);
        } catch {
          // Not readable with the caller's Access, or offline: shown as "Not available".
          return ids.map(() => null);
        }
      },
      { cache: false, batchScheduleFn: (run) => setTimeout(run, 0) },
    );
    loaders.set(name, loader);
  }
  return loader;
}

/**
 * Asks for one referenced document; joins the batch of this moment.
 * @param name the referenced entity's registry name
 * @returns the row, or null when missing or unreadable
 */
export function loadReference(name: string, id: string): Promise<Entity | null> {
  return loaderOf(name).load(id);
}

/**
 * Starts reading the names a list's rows refer to as soon as the rows are known: every
 * reference field with a shown column, for every row, in one batch per entity
 * (loadReference), into the cache ReferenceName reads. Without it the names were asked
 * for only once the grid had mounted and drawn its cells (the grid mounts after the
 * page's read, in a transition), so the cells stayed empty for 0.2 to 1.5 s after the
 * rows (measured at 820 px: supplier names of /withdraw, issue 34).
 * @param fields the definition's fields
 * @param rows the page's rows
 */
export function usePrefetchReferences(fields: Readonly<Record<string, Field>>, rows: readonly Entity[]): void {
  const client = useQueryClient();
  const { session } = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  useEffect(() => {
    for (const [name, field] of Object.entries(fields)) {
      if (field.kind !== 'reference' || !field.column || field.column.hidden) continue;
      const entity = field.entity;
      const def = entityByName(entity);
      for (const row of rows) {
        const id = (row as unknown as Record<string, unknown>)[name];
        if (typeof id !== 'string' || !id || readsOf(user, entity, id) !== 'read') continue;
        void client.prefetchQuery({ queryKey: entityKeys(def).ref(id), queryFn: () => loadReference(entity, id) });
      }
    }
  }, [client, fields, rows, user]);
}

/** The people's registry names and the type of users document each stands for (PERSON_ENTITY's inverse). */
const PERSON_TYPES: Readonly<Record<string, UserType>> = Object.fromEntries(
  USER_TYPES.map((type) => [PERSON_ENTITY[type], type]),
);

/**
 * How a referenced document is known to the viewer: `self` for their own users document
 * (their name is in their session, read by no one: an employee without /Admins may not
 * query employees, even for their own document), `none` for a person of a type the rules
 * do not let them read (not asked for: the rules would refuse the whole batch; shown as
 * "Not available"), else `read` (docs/access.md, "Audit trail").
 * @param user the signed-in staff member, or null
 * @param entity the referenced entity's registry name
 * @param id the referenced document's id
 */
function readsOf(user: Parameters<typeof canAccess>[0] | null, entity: string, id: string): 'self' | 'none' | 'read' {
  const personType = PERSON_TYPES[entity];
  if (!personType) return 'read';
  if (!user) return 'none';
  if (id === user.uid) return 'self';
  return mayReadPeople(user, personType) ? 'read' : 'none';
}

/**
 * Whether the rules let a caller read people of a type: the holders of the type's menu
 * path, and the readers the type names (USER_TYPE_READERS, as firestore.rules).
 * @param user the signed-in staff member
 * @param type the people's type
 */
function mayReadPeople(user: Parameters<typeof canAccess>[0], type: UserType): boolean {
  return (
    canAccess(user, USER_TYPE_PATH[type]) || USER_TYPE_READERS[type].some((reader) => canAccess(user, reader.path))
  );
}

/**
 * The registry name of the entity a reference names in one document: the field's own,
 * or, for a reference to people of several types (ReferenceField.typeField, a fine's
 * person), the people definition of the type the document names.
 * @param field the reference's descriptor
 * @param record the document holding it
 * @returns e.g. `rider`, or `supplier` for a fine of a supplier
 */
export function referencedEntity(field: ReferenceField, record: Readonly<Record<string, unknown>>): string {
  if (!field.typeField) return field.entity;
  const type = record[field.typeField];
  return Object.entries(PERSON_TYPES).find(([, userType]) => userType === type)?.[0] ?? field.entity;
}

/**
 * The menu path whose pages show a document of an entity (spec §2): a person's by the
 * `type` of their users document (a fine's person may be a rider or a supplier), an
 * order's under /allOrders, any other's under its collection's owner path
 * (src/config/collections.ts). Children shown under their parent's page (a
 * sub-category, an area) and documents without a page have none.
 * @param name the entity's registry name
 * @param row the document when it is known (a person's type)
 * @returns the path, or null
 */
export function entityMenuPath(name: string, row?: Entity | null): string | null {
  const def = entityByName(name);
  if (def.collection === 'users') {
    const type = (row as { type?: unknown } | null | undefined)?.type;
    const known = USER_TYPES.find((userType) => userType === type);
    const userType = known ?? PERSON_TYPES[name];
    return userType ? USER_TYPE_PATH[userType] : null;
  }
  if (
    def.hierarchy?.parent ||
    def.name === 'supplierAccount' ||
    def.name === 'supplierBank' ||
    def.name === 'notification'
  )
    return null;
  const owners = (COLLECTION_OWNERS as Readonly<Record<string, readonly string[] | undefined>>)[def.collection];
  return owners?.[0] ?? null;
}

/**
 * The page of a document the signed-in person may open (their Access holds its menu
 * path, the guards' own check, docs/access.md), or null.
 * @param name the entity's registry name
 * @param id the document id
 * @param row the document when it is known
 */
export function useRecordPage(name: string, id: string | null, row?: Entity | null): string | null {
  const { session } = useSession();
  if (!id || session.status !== 'signedIn') return null;
  const path = entityMenuPath(name, row);
  if (!path || !canAccess(session.user, path)) return null;
  return entityPaths(path).show(id);
}

/** Keeps a link's click from also opening the table row it sits in. */
const stopRow = (event: MouseEvent) => event.stopPropagation();

/**
 * A link to a document's page where the viewer may open it, else the plain text.
 * @param to the page, or null for no link
 * @param children the text (already isolated in its own direction)
 */
function MaybeLink(props: { readonly to: string | null; readonly children: ReactNode }) {
  if (!props.to) return <>{props.children}</>;
  return (
    <MuiLink
      component={Link}
      to={props.to}
      onClick={stopRow}
      underline="hover"
      sx={{ display: 'inline-block', maxWidth: '100%', verticalAlign: 'top' }}
    >
      {props.children}
    </MuiLink>
  );
}

/**
 * A referenced document, read in the batch of its moment (loadReference) and cached
 * under its reference key, so its name, its phone and its link share one read.
 * @param entity the referenced entity's registry name
 * @param id the document id (null or '' reads nothing)
 * @returns the query's row (null when missing or unreadable), whether it is still
 *   being read, and its title in the current locale ('' until known)
 */
export function useReference(
  entity: EntityName,
  id: string | null,
): { readonly data: Entity | null | undefined; readonly isPending: boolean; readonly title: string } {
  const { i18n } = useTranslation();
  const { session } = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const reads = readsOf(user, entity, id ?? '');
  const { data, isPending } = useQuery({
    queryKey: entityKeys(entityByName(entity)).ref(id),
    queryFn: () => loadReference(entity, id ?? ''),
    enabled: Boolean(id) && reads === 'read',
  });
  if (reads === 'self')
    return { data: { id, name: user?.name ?? '' } as unknown as Entity, isPending: false, title: user?.name ?? '' };
  if (reads === 'none') return { data: null, isPending: false, title: '' };
  const title = data ? entityByName(entity).title(data as never, i18n.language) : '';
  return { data, isPending, title };
}

/**
 * The label of a referenced document in the current locale, a link to its page where
 * the viewer's Access may open it (spec §2: from an order to its customer).
 * @param name the referenced entity's registry name
 * @param id the document id (null or '' shows nothing)
 * @param link false for the text only (default: a link where allowed)
 * @returns the title in a `bdi` (user content in its own direction, cut at its own end
 *   in a table), in a link where allowed; "Not available" when it cannot be read
 */
export function ReferenceName(props: {
  readonly entity: EntityName;
  readonly id: string | null;
  readonly link?: boolean;
}) {
  const { t } = useTranslation();
  const { entity, id } = props;
  const { data, isPending, title } = useReference(entity, id);
  const page = useRecordPage(entity, id, data);
  if (!id) return null;
  // While the name is read: a line of placeholder, never an empty cell that reads as "no
  // supplier" (issue 34); it has no role, so it says nothing to assistive technology.
  if (isPending) return <Skeleton variant="text" width="6em" sx={{ display: 'inline-block' }} />;
  if (!data) return <span>{t('common.unavailable')}</span>;
  return (
    <MaybeLink to={props.link === false ? null : page}>
      <bdi dir="auto">{title}</bdi>
    </MaybeLink>
  );
}

/**
 * The id of another document as a link to its page where the viewer's Access may open
 * it (an order named by a support ticket or a rider's report), else as text.
 * @param entity the document's registry name (e.g. `order`)
 * @param id the document id (shown left to right, isolated)
 */
export function RecordLink(props: { readonly entity: EntityName; readonly id: string }) {
  const page = useRecordPage(props.entity, props.id);
  return (
    <MaybeLink to={page}>
      <bdi dir="ltr">{props.id}</bdi>
    </MaybeLink>
  );
}
