/**
 * Names of referenced documents (a sub-category's supplier, an order's customer),
 * read in batches: every id asked for in the same moment goes into one
 * `documentId() in [...]` query per 30 ids (src/lib/data/api.ts getByIds), and the
 * answers are cached by TanStack Query, so a list of 100 rows costs at most 4 reads of
 * names, and a name seen once is not read again while it is fresh.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { entityByName } from '@/entities/registry';
import { getByIds } from '@/lib/data/api';
import type { Entity } from '@/lib/data/types';
import { entityKeys } from '@/lib/query/keys';

type Waiting = Map<string, ((row: Entity | null) => void)[]>;
const pending = new Map<string, Waiting>();

/** Reads every id waiting for one entity in batches, then answers each. */
async function flush(name: string) {
  const waiting = pending.get(name);
  pending.delete(name);
  if (!waiting) return;
  try {
    const rows = await getByIds(entityByName(name), [...waiting.keys()]);
    const byId = new Map(rows.map((row) => [row.id, row as Entity]));
    for (const [id, answers] of waiting) for (const answer of answers) answer(byId.get(id) ?? null);
  } catch {
    // Not readable with the caller's Access, or offline: shown as "Not available".
    for (const answers of waiting.values()) for (const answer of answers) answer(null);
  }
}

/**
 * Asks for one referenced document; joins the batch of this moment.
 * @param name the referenced entity's registry name
 * @returns the row, or null when missing or unreadable
 */
export function loadReference(name: string, id: string): Promise<Entity | null> {
  return new Promise((resolve) => {
    let waiting = pending.get(name);
    if (!waiting) {
      waiting = new Map();
      pending.set(name, waiting);
      setTimeout(() => void flush(name), 0);
    }
    waiting.set(id, [...(waiting.get(id) ?? []), resolve]);
  });
}

/**
 * The label of a referenced document in the current locale.
 * @param name the referenced entity's registry name
 * @param id the document id (null or '' shows nothing)
 * @returns a span with the title, dir="auto" (user content in its own direction);
 *   "Not available" when it cannot be read
 */
export function ReferenceName(props: { readonly entity: string; readonly id: string | null }) {
  const { t, i18n } = useTranslation();
  const { entity, id } = props;
  const { data, isPending } = useQuery({
    queryKey: entityKeys(entityByName(entity)).ref(id),
    queryFn: () => loadReference(entity, id ?? ''),
    enabled: Boolean(id),
  });
  if (!id || isPending) return null;
  if (!data) return <span>{t('common.unavailable')}</span>;
  const title = entityByName(entity).title(data as never, i18n.language);
  return <bdi dir="auto">{title}</bdi>;
}
