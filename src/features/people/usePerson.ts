import { useQuery } from '@tanstack/react-query';
import type { UserType } from '@/config/collections';
import { holdsAll, type PersonTarget } from '@/lib/access';
import { peopleQueries } from '@/lib/data/queries';
import { appKeys } from '@/lib/query/keys';

/**
 * The query key of an employee's Access (AccessSection, usePerson; invalidated with the
 * person's writes by invalidatePerson's extra keys).
 * @param id the employee's users document id
 */
export const accessKey = appKeys.access;

/**
 * One person as `can()` needs them (docs/access.md, "People"): id and type, and for an
 * employee whether they hold All, read from their Access (only All holders change an
 * All holder).
 * @param id the person's users document id
 * @param type their users type
 * @returns the person, or null while an employee's Access is being read (or cannot be)
 */
export function usePerson(id: string, type: UserType): PersonTarget['person'] | null {
  const employee = type === 'employee';
  const access = useQuery({ ...peopleQueries.access(id), enabled: employee });
  if (!employee) return { id, type };
  return access.data ? { id, type, holdsAll: holdsAll(access.data) } : null;
}
