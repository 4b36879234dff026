/**
 * Employees (/Admins): users documents of type employee (docs/data-model.md), also how
 * other records name staff (who decided a status change). Holders of /Admins or All
 * read and edit them (their Access through the Access editor, audited); others see
 * "Not available".
 */
import type { Row } from '@/lib/entity/define';
import { personEntity } from './people';

/** users documents of type employee: named, searched on name, email and phone. */
export const staffEntity = personEntity('employee', 'employee');

export type Staff = Row<typeof staffEntity.fields>;
