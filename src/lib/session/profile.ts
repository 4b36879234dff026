import { normaliseAccess } from '@/lib/access';
import type { StaffUser } from './types';

/**
 * Reads a staff member from their users document.
 * @param uid the document's id (the Auth user's id)
 * @param data users/{uid}'s stored fields, or null when there is no such document
 * @returns the staff user, or null when the document is missing, not an employee's,
 *   or blocked (the rules treat a blocked employee as not staff either)
 */
export function staffFromStored(uid: string, data: Readonly<Record<string, unknown>> | null): StaffUser | null {
  if (!data || data['type'] !== 'employee' || data['blocked'] === true) return null;
  const name = data['name'];
  const email = data['email'];
  return {
    uid,
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : '',
    access: normaliseAccess(data['Access']),
  };
}
