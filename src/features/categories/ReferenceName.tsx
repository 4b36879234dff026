import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOne } from '@/lib/data/api';
import type { Entity, EntityDefinition } from '@/lib/data/types';

/** Documents already asked for in this session, by collection and id. */
const cache = new Map<string, Promise<Entity>>();

/** Reads one referenced document once per session; a failure is not cached. */
function load<R extends Entity>(entity: EntityDefinition<R, never>, id: string): Promise<R> {
  const key = `${entity.collection}/${id}`;
  let found = cache.get(key);
  if (!found) {
    found = getOne(entity, id);
    found.catch(() => cache.delete(key));
    cache.set(key, found);
  }
  return found as Promise<R>;
}

/**
 * The name of a referenced document (a sub-category's category or supplier) in a
 * table cell or on a detail page, read once per session.
 * @param entity the referenced entity's definition
 * @param id the referenced document's id ('' shows nothing)
 * @param label the text of the document in the current locale
 * @returns a span with the name, "Not available" when it cannot be read (deleted, or
 *   not readable with the caller's Access), or nothing while loading
 */
export function ReferenceName<R extends Entity>(props: {
  readonly entity: EntityDefinition<R, never>;
  readonly id: string;
  readonly label: (row: R, locale: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const { entity, id } = props;
  const [state, setState] = useState<{ id: string; row: R | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!id) return;
    let live = true;
    load(entity, id).then(
      (row) => live && setState({ id, row, failed: false }),
      () => live && setState({ id, row: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [entity, id]);

  if (!id || state?.id !== id) return null;
  if (state.failed || !state.row) return <span>{t('subCategory.unavailable')}</span>;
  return <span>{props.label(state.row, i18n.language)}</span>;
}
