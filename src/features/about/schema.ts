/**
 * What the About App screen checks beyond its definition (docs/data-model.md
 * `appInfo`): a secret key's shape. The minimum radius below the maximum is the
 * definition's check (src/entities/appInfo.ts `checks`).
 */

/** Shortest and longest secret key, in characters (the rules check the same). */
export const SECRET_KEY_LENGTH = { min: 8, max: 500 } as const;

/**
 * @param value a secret key as typed
 * @returns the i18n key of what is wrong with it, or null when it may be stored
 */
export function secretKeyProblem(value: string): string | null {
  const key = value.trim();
  if (!key) return 'appInfo.validation.secretRequired';
  // Printable ASCII without spaces, as the rules check ('^[!-~]{8,500}$').
  if (key.length < SECRET_KEY_LENGTH.min || key.length > SECRET_KEY_LENGTH.max || !/^[!-~]+$/.test(key)) {
    return 'appInfo.validation.secretShape';
  }
  return null;
}
