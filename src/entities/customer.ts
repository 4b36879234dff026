/**
 * Customers as other records refer to them (users documents of type 'user',
 * docs/data-model.md): read-only here, named and searched like every person lookup.
 * The customers screen (/user) owns these documents.
 */
import type { Row } from '@/lib/entity/define';
import { personLookup } from './people';

/** users documents of type user. */
export const customerEntity = personLookup('customer', 'user');

export type Customer = Row<typeof customerEntity.fields>;
