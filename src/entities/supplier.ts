/**
 * Suppliers as other entities refer to them (spec §3: a sub-category has a supplier;
 * suppliers are users documents of type 'supplier', docs/data-model.md). Read-only
 * here: the supplier screen owns these documents.
 */
import type { Row } from '@/lib/entity/define';
import { personLookup } from './people';

/** users documents of type supplier: named, searched on name and email, sorted by name. */
export const supplierEntity = personLookup('supplier', 'supplier');

export type Supplier = Row<typeof supplierEntity.fields>;
