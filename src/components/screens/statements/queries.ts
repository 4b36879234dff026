/**
 * The reads of a statement (issue 49 item 5; src/lib/data/statement.ts) as TanStack query
 * options, keyed under the account's entity key, so a movement on the account (a
 * withdrawal, a refund, a remittance confirmed: they refresh the accounts they move)
 * refreshes its statement too.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { deliveryCompanyAccountEntity } from '@/entities/deliveryCompanyAccount';
import { riderAccountEntity } from '@/entities/riderAccount';
import { supplierAccountEntity } from '@/entities/supplierAccount';
import { companyCash } from './companyCash';
import { statementPage, statementTotals, type StatementPage } from '@/lib/data/statement';
import {
  periodRange,
  STATEMENT_ACCOUNTS,
  type StatementAccountName,
  type StatementPeriod,
} from '@/lib/data/statementModel';
import { entityKeys } from '@/lib/query/keys';

/** Each account collection's definition (its keys; who reads it reads its statement). */
export const ACCOUNT_DEFINITIONS = {
  supplierAccounts: supplierAccountEntity,
  riderAccounts: riderAccountEntity,
  deliveryCompanyAccounts: deliveryCompanyAccountEntity,
} as const satisfies Record<StatementAccountName, unknown>;

/** A period's figures (aggregation queries); disabled for a period that is not valid. */
export const statementTotalsQuery = (name: StatementAccountName, accountId: string, period: StatementPeriod) => {
  const range = periodRange(period);
  return queryOptions({
    queryKey: entityKeys(ACCOUNT_DEFINITIONS[name]).count('statement', accountId, period.from, period.to),
    queryFn: () => statementTotals(STATEMENT_ACCOUNTS[name], accountId, range!),
    enabled: range !== null && Boolean(accountId),
  });
};

/** A period's entries, a page at a time by cursor. */
export const statementPagesQuery = (name: StatementAccountName, accountId: string, period: StatementPeriod) => {
  const range = periodRange(period);
  return infiniteQueryOptions({
    queryKey: entityKeys(ACCOUNT_DEFINITIONS[name]).list('statement', accountId, period.from, period.to),
    queryFn: ({ pageParam }) => statementPage(STATEMENT_ACCOUNTS[name], accountId, range!, pageParam),
    initialPageParam: null as StatementPage['next'],
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: range !== null && Boolean(accountId),
  });
};

/**
 * The cash a delivery company's riders hold (src/lib/data/companyCash.ts), keyed under the
 * riderAccounts' keys: a confirmed remittance refreshes the accounts it moves, and this.
 * @param companyId the company's uid
 */
export const companyCashQuery = (companyId: string) =>
  queryOptions({
    queryKey: entityKeys(riderAccountEntity).count('companyCash', companyId),
    queryFn: () => companyCash(companyId),
  });
