/**
 * What the subscription package form checks beyond its definition's fields (spec §5,
 * §9): a price only for paid packages, more than 0 ("Price must be a positive
 * number"), and a duration of at most 9 years in its unit ("You can select your
 * subscription maximum to 9 years").
 */
import type * as yup from 'yup';
import { MAX_DURATION, type DurationUnit } from '@/entities/subscriptionPackage';
import type { FieldSchemas } from '@/lib/entity/schema';

/**
 * The refinement for entitySchema (src/lib/entity/schema.ts).
 * @param schemas the schemas derived from the fields
 * @returns them with the cross-field checks
 */
export function refineSubscriptionPackage(schemas: FieldSchemas): FieldSchemas {
  return {
    ...schemas,
    price: (schemas['price'] as yup.NumberSchema).when('isFree', {
      is: true,
      then: (s) => s.notRequired().strip(),
      otherwise: (s) => s.moreThan(0, 'subscriptionPackage.validation.pricePositive'),
    }),
    duration: (schemas['duration'] as yup.NumberSchema).test(
      'maxYears',
      'subscriptionPackage.validation.durationMax',
      function maxYears(value) {
        const unit = this.parent.durationUnit as DurationUnit;
        return value === undefined || !(unit in MAX_DURATION) || value <= MAX_DURATION[unit];
      },
    ),
  };
}
