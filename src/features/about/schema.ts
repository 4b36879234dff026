/**
 * What the About App form checks beyond its definition's fields (docs/data-model.md
 * `appInfo`): the minimum radius from a delivery company to a rider below the maximum
 * (the rules check the same), and a secret key's shape.
 */
import type * as yup from 'yup';
import { parseNumber } from '@/lib/entity/parse';
import type { FieldSchemas } from '@/lib/entity/schema';

/**
 * The refinement for entitySchema (src/lib/entity/schema.ts).
 * @param schemas the schemas derived from the fields
 * @returns them with the minimum radius below the maximum
 */
export function refineAppInfo(schemas: FieldSchemas): FieldSchemas {
  return {
    ...schemas,
    minRadiusMeters: (schemas['minRadiusMeters'] as yup.NumberSchema).test(
      'belowMax',
      'appInfo.validation.radius',
      function belowMax(value) {
        const max = parseNumber(this.parent.maxRadiusMeters);
        return value === undefined || max === undefined || Number.isNaN(max) || value < max;
      },
    ),
  };
}

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
