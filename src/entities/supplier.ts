/**
 * Suppliers as other entities refer to them (spec §3: a sub-category has a supplier;
 * suppliers are users documents of type 'supplier', docs/data-model.md). Read-only
 * here: the supplier screen owns these documents.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { email, text } from '@/lib/entity/fields';

/** users documents of type supplier: named, searched on name and email, sorted by name. */
export const supplierEntity = defineEntity({
  name: 'supplier',
  collection: COLLECTIONS.users,
  scope: { field: 'type', value: 'supplier' },
  readOnly: true,
  fields: {
    name: text('supplier.name', 100, { dir: 'auto', column: { flex: 1 } }),
    email: email('supplier.email', { column: { flex: 1 } }),
  },
  list: {
    sorts: ['name'],
    defaultSort: { field: 'name', direction: 'asc' },
    search: { fields: ['name', 'email'], sorts: ['name'] },
  },
  title: (row) => row.name,
});

export type Supplier = Row<typeof supplierEntity.fields>;
