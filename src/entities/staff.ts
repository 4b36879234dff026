/**
 * Staff as other records refer to them (who decided a status change): users documents
 * of type employee (docs/data-model.md). Read-only here; holders of /Admins or All
 * read their names, others see "Not available".
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { email, text } from '@/lib/entity/fields';

/** users documents of type employee: named, searched on name and email. */
export const staffEntity = defineEntity({
  name: 'staff',
  collection: COLLECTIONS.users,
  scope: { field: 'type', value: 'employee' },
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

export type Staff = Row<typeof staffEntity.fields>;
