import { useQuery } from '@tanstack/react-query';
import { getOne } from '@/lib/data/api';
import type { Row } from '@/lib/entity/define';
import type { Fields } from '@/lib/entity/fields';
import type { EntityScreen } from './types';
import { entityKeys } from '@/lib/query/keys';

/**
 * One document of a screen's entity, read through TanStack Query (cached, retried;
 * "not found" is final).
 * @param id the document id
 * @returns the query: `data` the row, `error` a DataError or FirebaseError
 */
export function useDocument<F extends Fields>(screen: EntityScreen<F>, id: string) {
  return useQuery({
    queryKey: entityKeys(screen.entity).one(id),
    queryFn: () => getOne(screen.entity, id) as Promise<Row<F>>,
    enabled: Boolean(id),
  });
}
