/**
 * People and documents of the audit trail by name, with a link where the viewer may
 * open them (docs/access.md, "Audit trail"). Names are read in batches: every id asked
 * for in the same moment joins one `documentId() in [...]` query per type of people
 * (src/components/entity/references.tsx), never one read per row, and only of the types
 * the viewer may read, so no query is refused.
 */
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { USER_TYPE_PATH, type UserType } from '@/config/collections';
import { entityByName } from '@/entities/registry';
import { loadReference } from '@/components/entity/references';
import { NameText } from '@/components/text/NameText';
import { can, canAccess } from '@/lib/access';
import { entityKeys, appKeys } from '@/lib/query/keys';
import { useSession } from '@/lib/session/useSession';
import { PERSON_ENTITY, readablePersonTypes, recordTarget, type RecordTarget } from './describe';

/** What the viewer may read and open. */
export interface Viewer {
  /** Whether their Access holds a menu path (or All). */
  readonly holds: (path: string) => boolean;
  /** The types of people whose names they may read. */
  readonly types: readonly UserType[];
  /** The viewer themself (their own document is theirs to read, whatever its type). */
  readonly self: { readonly uid: string; readonly name: string } | null;
  /** Reads every entry of the trail (All holders), not only those of their paths. */
  readonly wholeTrail: boolean;
}

/** @returns the signed-in viewer's Access as the trail needs it. */
export function useViewer(): Viewer {
  const { session } = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  return useMemo(() => {
    const holds = (path: string) => user !== null && canAccess(user, path);
    const wholeTrail = user !== null && can(user, 'read', { task: 'readWholeTrail' });
    return {
      holds,
      wholeTrail,
      types: readablePersonTypes(holds),
      self: user ? { uid: user.uid, name: user.name } : null,
    };
  }, [user]);
}

/**
 * Finds a person of any readable type by id (one batched query per type).
 * @returns their name and type, or null when missing or not readable
 */
export async function findPerson(
  id: string,
  types: readonly UserType[],
): Promise<{ readonly name: string; readonly type: UserType } | null> {
  const found = await Promise.all(types.map((type) => loadReference(PERSON_ENTITY[type], id)));
  const index = found.findIndex(Boolean);
  const row = found[index];
  const type = types[index];
  if (!row || !type) return null;
  return { name: entityByName(PERSON_ENTITY[type]).title(row as never, 'en'), type };
}

/**
 * A person by name (their own direction), a link to their page when the viewer holds
 * the path of their type; "Not visible with your Access" when they cannot be read.
 * An entry's author is named by the name the entry records (`storedName`, its `byName`),
 * read by no one; an older entry without it by the viewer's own name when it is theirs,
 * else by a read the viewer may make (docs/access.md, "Audit trail").
 * @param id a users document id (null or '' shows nothing)
 * @param knownType the person's type when the entry tells it (asked first)
 * @param exact the person is surely of `knownType` (only that type is asked, if readable)
 * @param storedName the name the entry recorded for them (an author's `byName`), or null
 */
export function PersonName(props: {
  readonly id: string | null;
  readonly viewer: Viewer;
  readonly knownType?: UserType | null;
  /** The person is of `knownType` for sure (an author is staff): no other type is asked. */
  readonly exact?: boolean;
  readonly storedName?: string | null;
}) {
  const { t } = useTranslation();
  const { id, viewer } = props;
  // The type the entry names is asked first; the others too (one batch per type), as a
  // reference may name a person of another type (a supplier's fine).
  const known = props.knownType && viewer.types.includes(props.knownType) ? [props.knownType] : [];
  // A person of a known type the viewer may not read is not asked for at all: the rules
  // would refuse every query naming them, of whatever type (docs/access.md, "Audit trail").
  const types = props.exact ? known : [...known, ...viewer.types.filter((type) => !known.includes(type))];
  // The viewer's own name is theirs (their session holds it): no read, whatever their Access.
  const own = viewer.self !== null && viewer.self.uid === id ? viewer.self : null;
  // The name the entry recorded: no read. Its type is the one the entry tells (an author is staff).
  const stored = props.storedName && props.knownType ? { type: props.knownType, name: props.storedName } : null;
  const query = useQuery({
    queryKey: appKeys.trailPerson(id, types),
    queryFn: () => findPerson(id ?? '', types),
    enabled: Boolean(id) && types.length > 0 && !own && !stored,
  });
  if (!id) return null;
  // The viewer is staff: their own page is an employee's (linked when they hold /Admins).
  const person = stored ?? (own ? { type: 'employee' as const, name: own.name } : query.data);
  if (!person && query.isPending && types.length > 0) return <Skeleton variant="text" width={96} aria-busy="true" />;
  if (!person) return <span>{t('audit.notVisible')}</span>;
  const path = USER_TYPE_PATH[person.type];
  const name = <NameText text={person.name || t('audit.noName')} />;
  return viewer.holds(path) ? (
    <Link component={RouterLink} to={`${path}/id/${encodeURIComponent(id)}`}>
      {name}
    </Link>
  ) : (
    name
  );
}

/**
 * The document an entry is about (an order, a coupon…): what it is, and its title with a
 * link to its page when the viewer may open it.
 * @returns null for people and notifications (named by their person)
 */
export function RecordName(props: { readonly collection: string; readonly docId: string; readonly viewer: Viewer }) {
  const { t } = useTranslation();
  const target = recordTarget(props.collection, props.docId, props.viewer.holds);
  if (!target) return null;
  return <RecordTitle target={target} docId={props.docId} kind={t(target.kindKey, { defaultValue: '' })} />;
}

/** A document's kind and title (its id until the title is read, or when it cannot be). */
function RecordTitle(props: { readonly target: RecordTarget; readonly docId: string; readonly kind: string }) {
  const { i18n } = useTranslation();
  const { target, docId } = props;
  // The same cache entry as ReferenceName's: one batched read per page of rows.
  const query = useQuery({
    queryKey: entityKeys(entityByName(target.entity)).ref(docId),
    queryFn: () => loadReference(target.entity, docId),
    enabled: target.readable,
  });
  const text = query.data ? entityByName(target.entity).title(query.data as never, i18n.language) : docId;
  const title = <bdi dir={query.data ? 'auto' : 'ltr'}>{text}</bdi>;
  return (
    <span>
      {props.kind}{' '}
      {target.href ? (
        <Link component={RouterLink} to={target.href}>
          {title}
        </Link>
      ) : (
        title
      )}
    </span>
  );
}
