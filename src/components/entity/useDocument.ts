import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { entityQueries } from '@/lib/data/queries';
import type { Row } from '@/lib/entity/define';
import type { Fields } from '@/lib/entity/fields';
import type { EntityScreen } from './types';

/**
 * One document of a screen's entity, read through TanStack Query (cached, retried;
 * "not found" is final).
 * @param id the document id
 * @returns the query: `data` the row, `error` a DataError or FirebaseError
 */
export function useDocument<F extends Fields>(screen: EntityScreen<F>, id: string) {
  return useQuery(entityQueries(screen.entity).one(id)) as UseQueryResult<Row<F>>;
}
