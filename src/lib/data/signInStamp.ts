/**
 * A staff member's own sign-in stamp (docs/access.md, "Sessions"): the panel writes it
 * on their users document right after signing in, so that All holders see each
 * employee's last sign-in and whether they use a second factor (Firebase Auth's own
 * metadata of other accounts cannot be read from a browser). The rules accept only
 * these two fields, only on one's own document, `lastSignInAt` the server time and
 * `secondFactor` exactly whether the ID token carries a second factor
 * (rules/library/core.rules `isOwnSignInStamp`).
 */
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { db } from '@/lib/firebase/firestore';

/**
 * Stamps the caller's sign-in.
 * @param uid the signed-in person's uid (their own users document)
 * @param secondFactor whether their ID token was signed in with a second factor
 * @throws FirebaseError when the rules refuse it (not staff, blocked) or the server is down
 */
export async function stampSignIn(uid: string, secondFactor: boolean): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.users, uid), { lastSignInAt: serverTimestamp(), secondFactor });
}
