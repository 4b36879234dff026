/**
 * The second factor's part of Firebase Auth (docs/access.md, "Second factor"; issue 51
 * item 1), in its own chunk: loaded only when a sign-in is held for a second factor, or
 * when the account menu enrols one, never with the login page's first load.
 *
 * reCAPTCHA: the SMS step needs an application verifier. On the emulators the SDK uses
 * its own mock reCAPTCHA (`connectAuthEmulator` sets `appVerificationDisabledForTesting`),
 * so no script is fetched and nothing is shown; in production the invisible reCAPTCHA
 * renders into the given element.
 */
import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  reauthenticateWithCredential,
  sendEmailVerification,
  EmailAuthProvider,
  type MultiFactorError,
  type MultiFactorInfo,
  type MultiFactorResolver,
  type PhoneMultiFactorInfo,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { auth } from '@/lib/firebase/auth';

/** A held sign-in (or step-up) waiting for its SMS code. */
export interface PendingSecondFactor {
  readonly resolver: MultiFactorResolver;
  /** The masked phone number the code went to, e.g. "+*******1234". */
  readonly phone: string;
  /** The verification id of the SMS sent. */
  readonly verificationId: string;
}

let verifier: { readonly container: HTMLElement; readonly verifier: RecaptchaVerifier } | null = null;

/**
 * The invisible reCAPTCHA verifier of `container`: one per element, a fresh one when the
 * element changed (the step shown again, another dialog); the previous one is cleared,
 * its element being gone already when the step unmounted.
 * @param container an element in the page (may be empty and hidden)
 */
function appVerifier(container: HTMLElement): RecaptchaVerifier {
  if (verifier?.container === container) return verifier.verifier;
  try {
    verifier?.verifier.clear();
  } catch {
    // Its element left the page with the step that held it: nothing left to clear.
  }
  verifier = { container, verifier: new RecaptchaVerifier(auth, container, { size: 'invisible' }) };
  return verifier.verifier;
}

/** The person's SMS factor among a resolver's hints or a user's enrolled factors, if any. */
function phoneFactor(factors: readonly MultiFactorInfo[]): PhoneMultiFactorInfo | undefined {
  return factors.find(
    (factor): factor is PhoneMultiFactorInfo => factor.factorId === PhoneMultiFactorGenerator.FACTOR_ID,
  );
}

/**
 * Sends the SMS code for a sign-in (or re-authentication) Firebase Auth held for a
 * second factor.
 * @param error the `auth/multi-factor-auth-required` error thrown by the sign-in
 * @param container the element the invisible reCAPTCHA renders into
 * @returns what `confirmSecondFactor` needs
 * @throws FirebaseError (`auth/too-many-requests`, network); an Error when the account
 *   has no SMS factor (a TOTP-only account: the panel offers SMS only)
 */
export async function sendSecondFactorCode(error: unknown, container: HTMLElement): Promise<PendingSecondFactor> {
  const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
  const hint = phoneFactor(resolver.hints);
  if (!hint) throw Object.assign(new Error('No SMS second factor'), { messageKey: 'secondFactor.error.noPhone' });
  const verificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
    { multiFactorHint: hint, session: resolver.session },
    appVerifier(container),
  );
  return { resolver, phone: hint.phoneNumber, verificationId };
}

/**
 * Finishes the held sign-in with the code typed.
 * @param pending from `sendSecondFactorCode`
 * @param code the 6-digit SMS code
 * @returns the signed-in credential (its ID token carries `sign_in_second_factor`)
 * @throws FirebaseError `auth/invalid-verification-code`, `auth/code-expired`
 */
export function confirmSecondFactor(pending: PendingSecondFactor, code: string): Promise<UserCredential> {
  const credential = PhoneAuthProvider.credential(pending.verificationId, code);
  return pending.resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
}

/**
 * The SMS factors the signed-in person has enrolled.
 * @returns their display name, masked phone number and uid (for unenrolling)
 */
export function enrolledFactors(): readonly PhoneMultiFactorInfo[] {
  const user = auth.currentUser;
  if (!user) return [];
  return multiFactor(user).enrolledFactors.filter(
    (factor): factor is PhoneMultiFactorInfo => factor.factorId === PhoneMultiFactorGenerator.FACTOR_ID,
  );
}

/** The signed-in user, or an error keyed for the panel's message. */
function currentUser(): User {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Signed out'), { messageKey: 'error.permission' });
  return user;
}

/**
 * Re-authenticates the signed-in person with their password: an enrolment needs a
 * recent sign-in, and a person with a factor gets the `auth/multi-factor-auth-required`
 * error that `sendSecondFactorCode` takes (the step-up).
 * @param password their current password
 * @throws FirebaseError `auth/invalid-credential`, `auth/multi-factor-auth-required`
 */
export async function reauthenticate(password: string): Promise<void> {
  const user = currentUser();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
}

/**
 * Starts an SMS enrolment: sends a code to `phone`.
 * @param phone E.164, e.g. "+96890000001"
 * @param container the element the invisible reCAPTCHA renders into
 * @returns the verification id for `finishEnrolment`
 * @throws FirebaseError `auth/unverified-email` (the e-mail must be verified first),
 *   `auth/requires-recent-login`, `auth/invalid-phone-number`
 */
export async function startEnrolment(phone: string, container: HTMLElement): Promise<string> {
  const session = await multiFactor(currentUser()).getSession();
  return new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber: phone, session }, appVerifier(container));
}

/**
 * Finishes an SMS enrolment with the code sent.
 * @param verificationId from `startEnrolment`
 * @param code the SMS code
 * @param name how the factor is listed, e.g. "Phone"
 * @throws FirebaseError `auth/invalid-verification-code`, `auth/code-expired`
 */
export async function finishEnrolment(verificationId: string, code: string, name: string): Promise<void> {
  const credential = PhoneAuthProvider.credential(verificationId, code);
  await multiFactor(currentUser()).enroll(PhoneMultiFactorGenerator.assertion(credential), name);
}

/**
 * Removes an enrolled factor.
 * @param uid the factor's uid (from `enrolledFactors`)
 * @throws FirebaseError `auth/requires-recent-login`
 */
export async function unenrol(uid: string): Promise<void> {
  await multiFactor(currentUser()).unenroll(uid);
}

/** Sends the e-mail verification link to the signed-in person (enrolment needs it). */
export async function sendVerificationEmail(): Promise<void> {
  await sendEmailVerification(currentUser());
}

/**
 * Reads the signed-in person's account again (a just-verified e-mail, a factor added
 * elsewhere) and says what an enrolment needs.
 * @returns whether the e-mail is verified, the e-mail, and the SMS factors enrolled
 */
export async function accountFactors(): Promise<{
  readonly emailVerified: boolean;
  readonly email: string;
  readonly factors: readonly PhoneMultiFactorInfo[];
}> {
  const user = currentUser();
  await user.reload();
  return { emailVerified: user.emailVerified, email: user.email ?? '', factors: enrolledFactors() };
}
