/**
 * Suppliers as other entities refer to them (spec §3: a sub-category has a supplier;
 * suppliers are users documents of type 'supplier', docs/data-model.md). Read-only
 * here: the supplier screen owns these documents.
 */
import type { Row } from '@/lib/entity/define';
import { personLookup, RATING_FIELDS } from './people';

/** users documents of type supplier: named, searched on name, email and phone, sorted by name; with ratings. */
export const supplierEntity = personLookup('supplier', 'supplier', RATING_FIELDS);

export type Supplier = Row<typeof supplierEntity.fields>;
