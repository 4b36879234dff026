import * as yup from 'yup';
import { DURATION_UNITS, MAX_DURATION, type DurationUnit } from './entity';

const text = (max: number) => yup.string().trim().required('validation.text').max(max, 'validation.tooLong');

/** An empty number field holds '': treat it as missing, so `required` says so. */
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** True when a number has at most 3 decimals (baisa). */
const baisa = (value: number | undefined) =>
  value === undefined || Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6;

/**
 * The subscription package form's schema (create and edit), with spec §5's messages
 * as i18n keys: price required and positive unless the package is free, duration a
 * positive whole number of at most 9 years in its unit.
 */
export const subscriptionPackageSchema = yup.object({
  titleEn: text(100),
  titleAr: text(100),
  isFree: yup.boolean().default(false),
  price: yup
    .number()
    .transform(emptyToUndefined)
    .typeError('subscriptionPackage.validation.priceRequired')
    .when('isFree', {
      is: true,
      then: (s) => s.notRequired(),
      otherwise: (s) =>
        s
          .required('subscriptionPackage.validation.priceRequired')
          .positive('subscriptionPackage.validation.pricePositive')
          .test('baisa', 'subscriptionPackage.validation.priceDecimals', baisa)
          .max(100_000, 'subscriptionPackage.validation.priceMax'),
    }),
  durationUnit: yup
    .string<DurationUnit>()
    .oneOf(DURATION_UNITS, 'subscriptionPackage.validation.unit')
    .required('subscriptionPackage.validation.unit'),
  duration: yup
    .number()
    .transform(emptyToUndefined)
    .typeError('subscriptionPackage.validation.durationRequired')
    .required('subscriptionPackage.validation.durationRequired')
    .positive('subscriptionPackage.validation.durationPositive')
    .integer('subscriptionPackage.validation.durationWhole')
    .test('maxYears', 'subscriptionPackage.validation.durationMax', function maxYears(value) {
      const unit = this.parent.durationUnit as DurationUnit;
      return value === undefined || !(unit in MAX_DURATION) || value <= MAX_DURATION[unit];
    }),
  active: yup.boolean().default(true),
});
