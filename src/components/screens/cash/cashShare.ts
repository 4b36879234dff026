/**
 * A rider's cash held against App info's cash limit (issue 49 item 3), pure: the same
 * test as the assign dialog's and the rules' (src/domains/orders/detail/riderCash.ts
 * overCashLimit, firestore.rules isOrderAssignment): at or above the limit must remit.
 */

/** A rider's cash against the limit. */
export interface CashShare {
  /** cashHeld ÷ limit × 100 (0–100 and beyond), or null without a limit. */
  readonly percent: number | null;
  /** At or above the limit: must remit before taking another order. */
  readonly over: boolean;
}

/**
 * How a rider's cash held compares with the cash limit (the same test as the assign
 * dialog's and the rules', src/domains/orders/detail/riderCash.ts overCashLimit).
 * @param cashHeld integer baisa
 * @param limit App info's riderCashLimit, integer baisa; 0, null or undefined: no limit
 */
export function cashShare(cashHeld: number, limit: number | null | undefined): CashShare {
  if (typeof limit !== 'number' || limit <= 0) return { percent: null, over: false };
  return { percent: Math.floor((cashHeld / limit) * 1000) / 10, over: cashHeld >= limit };
}

/**
 * The riders who must remit among accounts read by most cash first: those at or above
 * the limit (none without a limit), in the order given.
 * @param accounts accounts with their cash held (integer baisa)
 * @param limit App info's riderCashLimit, integer baisa
 */
export function mustRemit<A extends { readonly cashHeld: number }>(
  accounts: readonly A[],
  limit: number | null | undefined,
): A[] {
  return accounts.filter((account) => cashShare(account.cashHeld, limit).over);
}
