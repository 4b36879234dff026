/**
 * Cash limits in the assign dialog (issue 49 item 3; docs/data-model.md "Cash limits"):
 * each offered rider's cash held (riderAccounts/{riderId}, integer baisa; a rider without
 * an account holds none) against App info's `riderCashLimit`.
 */
import { useQueries } from '@tanstack/react-query';
import { riderAccountEntity } from '@/entities/riderAccount';
import { dataProvider } from '@/lib/data/provider';
import { entityKeys } from '@/lib/query/keys';

/**
 * Whether a rider holds too much cash to be given an order.
 * @param cashHeld what the rider holds, integer baisa
 * @param limit App info's riderCashLimit, integer baisa; 0, null or undefined: no limit
 * @returns true at or above the limit
 */
export function overCashLimit(cashHeld: number, limit: number | null | undefined): boolean {
  return typeof limit === 'number' && limit > 0 && cashHeld >= limit;
}

/**
 * The cash each rider holds, read one account per rider (at most MAX_ASSIGNABLE, the
 * riders of one company the dialog lists), never the whole collection.
 * @param riderIds the riders listed
 * @returns rider id → cash held in baisa, for the accounts read so far (an account that
 *   could not be read is left out: the rules, not the dialog, are the guard); and whether
 *   some are still being read
 */
export function useRidersCash(riderIds: readonly string[]): {
  readonly cash: ReadonlyMap<string, number>;
  readonly pending: boolean;
} {
  const results = useQueries({
    queries: riderIds.map((id) => ({
      // Not the account's own key (`one`): a missing account is 0 here, an error there.
      queryKey: entityKeys(riderAccountEntity).list('cashHeld', id),
      queryFn: async (): Promise<number> => {
        try {
          return (await dataProvider.getOne(riderAccountEntity, id)).cashHeld;
        } catch (error) {
          if ((error as { code?: string }).code === 'not-found') return 0;
          throw error;
        }
      },
    })),
  });
  const cash = new Map<string, number>();
  results.forEach((result, index) => {
    const id = riderIds[index];
    if (id !== undefined && result.isSuccess) cash.set(id, result.data);
  });
  return { cash, pending: results.some((r) => r.isPending) };
}
