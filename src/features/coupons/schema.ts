/**
 * What the coupon form checks beyond its definition's fields (spec §3, §8;
 * docs/data-model.md `coupons`): a code not used by another coupon (looked up while
 * creating). A number of coupons not below those already redeemed is the definition's
 * check (src/entities/coupon.ts `checks`).
 */
import type * as yup from 'yup';
import { CODE_PATTERN } from '@/entities/coupon';
import type { FieldSchemas, FormContext } from '@/lib/entity/schema';

/** Whether another coupon already uses a code (upper case): the data layer on the screen. */
export type CodeTaken = (code: string) => Promise<boolean>;

/** The definition's code pattern (letters, digits, hyphens, underscores), any case. */
const CODE = new RegExp(CODE_PATTERN, 'iu');

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
  });
}
