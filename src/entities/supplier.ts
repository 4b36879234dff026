/**
 * Suppliers (/supplier; spec §3 Supplier): users documents of type 'supplier'
 * (docs/data-model.md) with ratings, about, trade licence and subscription. Other
 * entities refer to them (a sub-category has a supplier); pickers read these documents,
 * which hold no bank details (those are in supplierAccounts).
 */
import type { Row } from '@/lib/entity/define';
import { personEntity, RATING_FIELDS, SUBSCRIPTION_CHECK, SUPPLIER_FIELDS } from './people';

/** users documents of type supplier: named, searched on name, email and phone, sorted by name. */
export const supplierEntity = personEntity('supplier', 'supplier', { ...RATING_FIELDS, ...SUPPLIER_FIELDS }, {}, [
  SUBSCRIPTION_CHECK,
]);

export type Supplier = Row<typeof supplierEntity.fields>;
