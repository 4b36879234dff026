/** Data-layer look-ups of the coupon screen (reads through the rules; never imported by pure code). */
import { couponEntity } from '@/entities/coupon';
import { dataProvider } from '@/lib/data/provider';
import { sessionCache } from '@/lib/session/sessionCaches';

/**
 * Look-ups under way or answered "taken". A "free" answer is not kept: the code may be
 * taken a moment later (by this person's own save, or someone else's).
 */
const known = sessionCache(new Map<string, Promise<boolean>>());

/**
 * Whether a stored coupon already has this code (spec: the code is unique). Checks the
 * `code` field rather than the document id, so coupons written by others (e.g. with
 * another id) count too. A look-up under way is shared; a "taken" answer is reused.
 * @param code the code in upper case
 * @returns true when taken; false when free or when the look-up fails (the create
 *   itself still refuses a taken id)
 */
export function isCouponCodeTaken(code: string): Promise<boolean> {
  const hit = known.get(code);
  if (hit) return hit;
  const taken = dataProvider.getCount(couponEntity, { filters: [{ field: 'code', value: code }] }).then(
    (count) => count > 0,
    () => false,
  );
  if (known.size > 50) known.clear();
  known.set(code, taken);
  void taken.then((isTaken) => {
    if (!isTaken) known.delete(code);
  });
  return taken;
}
