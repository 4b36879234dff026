/**
 * The session policy (docs/access.md, "Sessions"; src/entities/records.ts
 * `sessionPolicyRecord`): sessionPolicy/main, read by every staff member, written by All
 * holders.
 */
import { queryOptions } from '@tanstack/react-query';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { IDLE_MINUTES, IDLE_MINUTES_DEFAULT, SESSION_POLICY_COLLECTION, SESSION_POLICY_ID } from '@/config/session';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { appKeys } from '@/lib/query/keys';
import { readStored } from './read';

/** Whether `value` is idle minutes the policy accepts (a whole number within IDLE_MINUTES). */
export function isIdleMinutes(value: unknown): value is number {
  return Number.isInteger(value) && Number(value) >= IDLE_MINUTES.min && Number(value) <= IDLE_MINUTES.max;
}

/**
 * Reads the idle minutes.
 * @returns the stored minutes, or IDLE_MINUTES_DEFAULT (30) when there is no policy or
 *   it holds no valid value
 * @throws FirebaseError (unavailable; permission-denied when not staff)
 */
export async function readIdleMinutes(): Promise<number> {
  const value: unknown = (await readStored(SESSION_POLICY_COLLECTION, SESSION_POLICY_ID))?.['idleMinutes'];
  return isIdleMinutes(value) ? value : IDLE_MINUTES_DEFAULT;
}

/**
 * The idle minutes' query (TanStack Query) for the About screen's card, its key from what
 * it reads; a save through the provider (`writeIdleMinutes`) refreshes it.
 * @returns the query options; its data is readIdleMinutes' answer
 */
export const sessionPolicyQuery = () =>
  queryOptions({
    queryKey: appKeys.sessionPolicy,
    queryFn: readIdleMinutes,
  });

/**
 * Writes the idle minutes (the whole document: minutes, updatedAt, updatedBy).
 * @param minutes whole minutes within IDLE_MINUTES
 * @throws FirebaseError permission-denied (not an All holder, out of bounds), unavailable
 */
export async function writeIdleMinutes(minutes: number): Promise<void> {
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Not signed in'), { code: 'permission-denied' });
  await setDoc(doc(db, SESSION_POLICY_COLLECTION, SESSION_POLICY_ID), {
    idleMinutes: minutes,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
}
