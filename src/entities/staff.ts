/**
 * Staff as other records refer to them (who decided a status change): users documents
 * of type employee (docs/data-model.md). Read-only here; holders of /Admins or All
 * read their names, others see "Not available".
 */
import type { Row } from '@/lib/entity/define';
import { personLookup } from './people';

/** users documents of type employee: named, searched on name, email and phone. */
export const staffEntity = personLookup('staff', 'employee');

export type Staff = Row<typeof staffEntity.fields>;
