import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { normaliseAccess } from '@/lib/access';
import type { StaffUser } from './types';

/**
 * Reads a staff member from their users document.
 * @param snapshot users/{uid}
 * @returns the staff user, or null when the document is missing, not an employee's,
 *   or blocked (the rules treat a blocked employee as not staff either)
 */
export function staffFromSnapshot(snapshot: DocumentSnapshot): StaffUser | null {
  if (!snapshot.exists() || snapshot.get('type') !== 'employee' || snapshot.get('blocked') === true) return null;
  const name: unknown = snapshot.get('name');
  const email: unknown = snapshot.get('email');
  return {
    uid: snapshot.id,
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : '',
    access: normaliseAccess(snapshot.get('Access')),
  };
}
