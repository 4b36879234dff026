/**
 * The seed's money records in the shapes of the panel's definitions (docs/data-model.md):
 * products (original price in whole baisa, discount in percent, stock), withdrawals and
 * fines and rewards. Amounts of the demo data are written in OMR and converted here to
 * whole baisa, so sums are exact. Pure: no I/O.
 */
import { discountPercent } from './random';

/** OMR (at most 3 decimals) to whole baisa. */
export function toBaisa(omr: number): number {
  return Math.round(omr * 1000);
}

/** Demo products shown sold out (quantity 0), so the list has both states. */
export const SOLD_OUT_PRODUCTS: ReadonlySet<string> = new Set([
  'product-dhofari-papaya',
  'product-split-ac',
  'product-oud-oil',
  'product-eid-gift-box',
]);

/** A product as the demo data has it: prices in OMR, a sale price or none. */
export interface ProductPrices {
  readonly id?: string;
  readonly price: number;
  readonly salePrice: number | null;
  readonly quantity: number;
}

/**
 * The stored price fields of a product (src/entities/product.ts): the original price
 * in baisa, the discount the sale price makes (percent, 2 decimals, so the derived
 * sale price comes back to the baisa), and the stock.
 */
export function productPriceFields(product: ProductPrices): { price: number; discount: number; quantity: number } {
  const discount =
    product.salePrice === null || product.salePrice >= product.price
      ? 0
      : Math.round(((product.price - product.salePrice) / product.price) * 10_000) / 100;
  return {
    price: toBaisa(product.price),
    discount: discount > 0 ? discount : discountPercent(product.price, product.salePrice),
    quantity: product.id && SOLD_OUT_PRODUCTS.has(product.id) ? 0 : product.quantity,
  };
}

/** A withdrawal as the demo data plans it: amount in OMR, status, and the rejection reason. */
export interface WithdrawalPlan {
  readonly supplierId: string;
  readonly amount: number;
  readonly status: 'approved' | 'pending' | 'rejected';
  readonly note: string | null;
}

/** Bank details as a supplier's bank document holds them (src/entities/supplierBank.ts). */
export interface BankDetails {
  readonly accountHolder: string;
  readonly accountNumber: string;
  readonly iban: string;
  readonly bankName: string;
}

/**
 * The stored fields of a withdrawal request (src/entities/withdrawal.ts): the amount in
 * baisa, the bank details as sent (flat), the status and, once decided, the decision
 * stamp with the rejection reason. Times and audit fields are the caller's.
 * @param decided when and by whom it was decided (null: pending)
 */
export function withdrawalFields(
  plan: WithdrawalPlan,
  bank: BankDetails,
  decided: { readonly at: unknown; readonly by: string } | null,
): Record<string, unknown> {
  return {
    supplierId: plan.supplierId,
    amount: toBaisa(plan.amount),
    ...bank,
    status: plan.status,
    decidedAt: decided ? decided.at : null,
    decidedBy: decided ? decided.by : null,
    decisionReason: decided ? plan.note : null,
  };
}

/**
 * The stored fields of a reward or fine (src/entities/prizeFine.ts): the value in baisa
 * and the person it applies to (a users document id and its type), and its status (only
 * approved ones count in a person's sums).
 */
export function prizeFineFields(
  entry: { readonly name: string; readonly reason: string; readonly value: number; readonly type: string },
  person: { readonly id: string; readonly type: string },
  date: unknown,
  status: 'pending' | 'approved' | 'rejected' = 'approved',
): Record<string, unknown> {
  return {
    status,
    name: entry.name,
    reason: entry.reason,
    value: toBaisa(entry.value),
    type: entry.type,
    date,
    personType: person.type,
    personId: person.id,
  };
}
