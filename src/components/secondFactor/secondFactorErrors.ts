/**
 * The second factor's error messages (docs/access.md, "Second factor"): Firebase Auth's
 * codes a person can act on, mapped to i18n keys; anything else as errorKey maps it.
 */
import { errorKey } from '@/lib/errors';

/** Second-factor errors the person can act on, by Firebase Auth code. */
const KEY_BY_CODE: Readonly<Record<string, string>> = {
  'auth/invalid-verification-code': 'secondFactor.error.wrongCode',
  'auth/missing-verification-code': 'secondFactor.error.wrongCode',
  'auth/code-expired': 'secondFactor.error.expired',
  'auth/too-many-requests': 'error.tooManyRequests',
  'auth/unverified-email': 'secondFactor.error.unverifiedEmail',
  'auth/requires-recent-login': 'secondFactor.error.recentLogin',
  'auth/invalid-phone-number': 'secondFactor.error.phoneFormat',
};

/**
 * @param error anything the second-factor steps throw
 * @returns the i18n key of its message
 */
export function secondFactorErrorKey(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return KEY_BY_CODE[code] ?? errorKey(error);
}
