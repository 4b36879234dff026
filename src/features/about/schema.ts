/**
 * What the About App screen checks beyond its definition (docs/data-model.md
 * `appInfo`): a secret key's shape. The minimum radius below the maximum is the
 * definition's check (src/entities/appInfo.ts `checks`).
 */

import { SECRET_KEY_LENGTH } from '@/entities/appInfo';

export { SECRET_KEY_LENGTH };

/**
 * @param value a secret key as typed
 * @returns the i18n key of what is wrong with it, or null when it may be stored
 */
export function secretKeyProblem(value: string): string | null {
  const key = value.trim();
  if (!key) return 'appInfo.validation.secretRequired';
  // Printable ASCII without spaces, as the rules check (appSecretRecord, src/entities/records.ts).
  if (key.length < SECRET_KEY_LENGTH.min || key.length > SECRET_KEY_LENGTH.max || !/^[!-~]+$/.test(key)) {
    return 'appInfo.validation.secretShape';
  }
  return null;
}
