/**
 * The "Cash held" list and the late board's "Must remit" block (issue 49 item 3;
 * docs/data-model.md "riderAccounts/{riderUid} and remittances"): riders' accounts read
 * by most cash held first, one page at a time (`orderBy cashHeld desc`, then the
 * document id: Firestore's single-field index, no composite index), never the whole
 * collection; and how each compares with App info's `riderCashLimit`.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { riderAccountEntity } from '@/entities/riderAccount';
import { dataProvider } from '@/lib/data/provider';
import type { Cursor } from '@/lib/data/types';
import { entityKeys } from '@/lib/query/keys';

/** Riders of one page of the list. */
export const CASH_HELD_PAGE_SIZE = 20;

/** Riders the late board's block reads (those holding the most cash). */
export const MUST_REMIT_SIZE = 5;

/** The list's order: most cash held first. */
const BY_CASH = { field: 'cashHeld', direction: 'desc' } as const;

/** The list's pages: each CASH_HELD_PAGE_SIZE accounts after the previous page's cursor. */
export const cashHeldPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: entityKeys(riderAccountEntity).list('cashHeld', CASH_HELD_PAGE_SIZE),
    queryFn: ({ pageParam }) =>
      dataProvider.getList(riderAccountEntity, {
        pageSize: CASH_HELD_PAGE_SIZE,
        sort: BY_CASH,
        ...(pageParam ? { after: pageParam } : {}),
      }),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
  });

/** The MUST_REMIT_SIZE accounts holding the most cash (one bounded read). */
export const topCashQuery = () =>
  queryOptions({
    queryKey: entityKeys(riderAccountEntity).list('cashHeld', 'top', MUST_REMIT_SIZE),
    queryFn: async () =>
      (await dataProvider.getList(riderAccountEntity, { pageSize: MUST_REMIT_SIZE, sort: BY_CASH })).rows,
  });

export { cashShare, mustRemit, type CashShare } from './cashShare';
