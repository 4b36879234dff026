import { COLLECTIONS } from '@/config/collections';
import { SERVER_WAIT_MS } from '@/config/constants';
import { withTimeout } from '@/lib/errors';
import { readStored } from '@/lib/data/read';
import { staffFromStored } from './profile';
import type { StaffUser } from './types';

/**
 * Reads a person's users document (spec §7: "Read one users document by stored user
 * id") to obtain their Access.
 * @param uid the Auth user's id
 * @returns the staff member, or null when the account is not staff
 * @throws FirebaseError or TimeoutError when the server cannot be reached in time
 */
export async function loadProfile(uid: string): Promise<StaffUser | null> {
  return staffFromStored(uid, await withTimeout(readStored(COLLECTIONS.users, uid), SERVER_WAIT_MS));
}
