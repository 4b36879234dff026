/**
 * The cash a delivery company's riders hold (issue 49 item 2; docs/data-model.md
 * "deliveryCompanyAccounts and payouts"): the sum of `cashHeld` over the riderAccounts
 * that name the company, by one aggregation query (never reading them). The company's
 * cash is its riders', so it is never stored twice; it falls by exactly what a rider
 * remits. Its query options are keyed under the riderAccounts' keys
 * (src/components/screens/statements/queries.ts), so a confirmed remittance refreshes it.
 */
import { RIDER_ACCOUNT_AGGREGATIONS } from '@/entities/aggregations';
import { totalsOf } from '@/lib/data/aggregate';

/** The cash the riders of a company hold: their count with an account, and the sum (baisa). */
export interface CompanyCash {
  readonly riders: number;
  readonly cashHeld: number;
}

/**
 * @param companyId the delivery company's uid (riderAccounts' `deliveryCompanyId`)
 * @returns how many of its riders have an account, and the cash they hold (integer baisa)
 * @throws FirebaseError (permission-denied for a caller who reads no riderAccounts)
 */
export async function companyCash(companyId: string): Promise<CompanyCash> {
  const totals = await totalsOf(RIDER_ACCOUNT_AGGREGATIONS.ofCompany, { deliveryCompanyId: companyId }, null, [
    'cashHeld',
  ]);
  return { riders: totals.count, cashHeld: totals.sums.cashHeld };
}
