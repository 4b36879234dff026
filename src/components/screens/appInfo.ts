/**
 * App info, the one settings document (src/entities/appInfo.ts): its TanStack
 * `queryOptions`, read by the order screens (timers and radii: src/domains/orders), the
 * cash lists, the customer's story and the supplier pause proposals.
 */
import { queryOptions } from '@tanstack/react-query';
import { APP_INFO_ID, appInfoEntity, type AppInfo } from '@/entities/appInfo';
import { dataProvider } from '@/lib/data/provider';
import { entityKeys } from '@/lib/query/keys';

/**
 * App info (timers, radii, settings).
 * @returns the query options; its data is null when App info was never saved
 * @throws (in the query) FirebaseError other than not-found
 */
export const appInfoQuery = () =>
  queryOptions({
    queryKey: entityKeys(appInfoEntity).one(APP_INFO_ID),
    queryFn: async (): Promise<AppInfo | null> => {
      try {
        return await dataProvider.getOne(appInfoEntity, APP_INFO_ID);
      } catch (error) {
        if ((error as { code?: string }).code === 'not-found') return null;
        throw error;
      }
    },
  });
