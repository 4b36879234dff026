/**
 * People as other records refer to them: users documents of one `type` (docs/data-model.md),
 * read-only here, named and searched on name and email. Every definition on `users`
 * searches the same fields, so the stored prefixes stay consistent (tested).
 */
import { COLLECTIONS, type UserType } from '@/config/collections';
import { defineEntity } from '@/lib/entity/define';
import { email, text } from '@/lib/entity/fields';

/**
 * @param name the registry name
 * @param type the users documents' `type`
 * @returns a read-only definition over those users documents
 */
export function personLookup<const N extends string>(name: N, type: UserType) {
  return defineEntity({
    name,
    collection: COLLECTIONS.users,
    scope: { field: 'type', value: type },
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
}
