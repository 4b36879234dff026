/**
 * Customers (the marketplace's buyers) as orders refer to them (docs/data-model.md: people are users documents of one `type`). Read-only
 * here: the people screens own these documents.
 */
import type { Row } from '@/lib/entity/define';
import { personLookup } from './people';

/** users documents of type user: named, searched on name and email, sorted by name. */
export const customerEntity = personLookup('customer', 'user');

export type Customer = Row<typeof customerEntity.fields>;
