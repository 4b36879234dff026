/**
 * What the coupon form checks beyond its definition's fields (spec §3, §8;
 * docs/data-model.md `coupons`): a code not used by another coupon (looked up while
 * creating), and a number of coupons not below those already redeemed.
 */
import type * as yup from 'yup';
import type { FieldSchemas, FormContext } from '@/lib/entity/schema';

/** Whether another coupon already uses a code (upper case): the data layer on the screen. */
export type CodeTaken = (code: string) => Promise<boolean>;

/** Letters, digits, hyphens and underscores, 3 to 20 of them (the definition's pattern). */
const CODE = /^[A-Z0-9][A-Z0-9_-]{2,19}$/i;

/**
 * @param codeTaken looks a code up among the stored coupons
 * @returns the refinement for entitySchema (src/lib/entity/schema.ts)
 */
export function couponRefinement(codeTaken: CodeTaken) {
  return (schemas: FieldSchemas): FieldSchemas => ({
    ...schemas,
    code: (schemas['code'] as yup.StringSchema).test(
      'unique',
      'coupon.validation.codeTaken',
      async function unique(value) {
        const mode = (this.options.context as FormContext | undefined)?.mode;
        if (mode !== 'create' || !value || !CODE.test(value)) return true;
        return !(await codeTaken(value.trim().toUpperCase()));
      },
    ),
    totalCount: (schemas['totalCount'] as yup.NumberSchema).test(
      'notBelowUsed',
      'coupon.validation.totalBelowUsed',
      function notBelowUsed(value) {
        return value === undefined || value >= Number(this.parent.usedCount ?? 0);
      },
    ),
  });
}
