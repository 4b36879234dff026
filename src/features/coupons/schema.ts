import * as yup from 'yup';
import { normaliseCode } from './entity';

/** Letters, digits, hyphens and underscores, 3 to 20 of them (the code is also the document id). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,19}$/i;

/** Tells whether another coupon already uses a code (upper case); see ./api.ts. */
export type CodeTaken = (code: string) => Promise<boolean>;

const text = (max: number) => yup.string().trim().required('validation.text').max(max, 'validation.tooLong');

/** An empty number field holds '': treat it as missing, so `required` says so. */
const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** @returns the start of today, local time. */
function startOfToday(now: Date): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return start;
}

/**
 * The coupon form's schema (create and edit; messages are i18n keys, spec §5 "Please
 * input some text"). On create the code must be free and the expiry date today or
 * later; on edit (`originalCode` set) the code is fixed and the number of coupons may
 * not drop below those already used.
 * @param codeTaken looks a code up among the stored coupons (the data layer on the
 *   screen, a stub in unit tests)
 * @param now the current time (tests)
 * @returns the yup object schema
 */
export function couponSchemaWith(codeTaken: CodeTaken, now: () => Date = () => new Date()) {
  return yup.object({
    titleEn: text(100),
    titleAr: text(100),
    originalCode: yup.string().default(''),
    code: yup
      .string()
      .trim()
      .required('validation.text')
      .matches(COUPON_CODE_PATTERN, 'coupon.validation.code')
      .test('unique', 'coupon.validation.codeTaken', async function unique(value) {
        if (this.parent.originalCode || !value || !COUPON_CODE_PATTERN.test(value)) return true;
        return !(await codeTaken(normaliseCode(value)));
      }),
    discountPercent: yup
      .number()
      .transform(emptyToUndefined)
      .typeError('validation.number')
      .required('validation.number')
      .moreThan(0, 'coupon.validation.discount')
      .max(100, 'coupon.validation.discount'),
    type: yup.string().oneOf(['general', 'firstOrder'], 'coupon.validation.type').required('coupon.validation.type'),
    usedCount: yup.number().default(0),
    totalCount: yup
      .number()
      .transform(emptyToUndefined)
      .typeError('validation.number')
      .required('validation.number')
      .integer('coupon.validation.totalWhole')
      .min(1, 'coupon.validation.totalWhole')
      .max(1_000_000, 'coupon.validation.totalMax')
      .test('notBelowUsed', 'coupon.validation.totalBelowUsed', function notBelowUsed(value) {
        return value === undefined || value >= Number(this.parent.usedCount ?? 0);
      }),
    expiryDate: yup
      .date()
      .nullable()
      .typeError('validation.date')
      .required('validation.date')
      .test('notPast', 'coupon.validation.expiryPast', function notPast(value) {
        if (this.parent.originalCode || !value) return true;
        return value.getTime() >= startOfToday(now()).getTime();
      }),
  });
}
