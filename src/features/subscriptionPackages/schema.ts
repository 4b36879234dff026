/**
 * What the subscription package form does beyond its definition (spec §5, §9): a free
 * package's price is left out of the form's values. A paid package's price more than 0
 * ("Price must be a positive number") and a duration of at most 9 years in its unit
 * ("You can select your subscription maximum to 9 years") are the definition's checks
 * (src/entities/subscriptionPackage.ts `checks`).
 */
import type * as yup from 'yup';
import type { FieldSchemas } from '@/lib/entity/schema';

/**
 * The refinement for entitySchema (src/lib/entity/schema.ts).
 * @param schemas the schemas derived from the fields
 * @returns them with a free package's price left out
 */
export function refineSubscriptionPackage(schemas: FieldSchemas): FieldSchemas {
  return {
    ...schemas,
    price: (schemas['price'] as yup.NumberSchema).when('isFree', {
      is: true,
      then: (s) => s.notRequired().strip(),
    }),
  };
}
