/**
 * Suppliers as options of the sub-category form (spec §3: a sub-category has a
 * supplier; suppliers are users documents of type 'supplier', docs/data-model.md).
 * Read-only: the supplier screen owns these documents.
 */
import { COLLECTIONS } from '@/config/collections';
import { readAudit, readString } from '@/lib/data/convert';
import type { Entity, EntityDefinition, Filter } from '@/lib/data/types';

export interface SupplierOption extends Entity {
  readonly name: string;
  readonly email: string;
}

/** The filter that keeps only suppliers among the users documents. */
export const SUPPLIER_FILTERS: readonly Filter[] = [{ field: 'type', value: 'supplier' }];

/**
 * users documents read as suppliers for a FormikReferenceField: labelled by `name`,
 * searched on name and email, sorted by name (index users: type, name). Use it with
 * SUPPLIER_FILTERS. Its `toFirestore` throws: this definition never writes.
 */
export const supplierLookup: EntityDefinition<SupplierOption, object> = {
  collection: COLLECTIONS.users,
  fromFirestore: (id, data) => ({
    id,
    ...readAudit(data),
    name: readString(data['name']),
    email: readString(data['email']),
  }),
  toFirestore: () => {
    throw new Error('The supplier lookup is read-only');
  },
  searchFields: ['name', 'email'],
  defaultSort: { field: 'name', direction: 'asc' },
  sortableFields: ['name'],
};
