/** Data-layer look-ups of the coupon screen (reads through the rules; never imported by pure code). */
import { countMany } from '@/lib/data/api';
import { couponEntity } from './entity';

/** How long a look-up is reused while the person types and the form validates again. */
const REUSE_MS = 5000;
const recent = new Map<string, { at: number; taken: Promise<boolean> }>();

/**
 * Whether a stored coupon already has this code (spec: the code is unique). Checks the
 * `code` field rather than the document id, so coupons written by others (e.g. with
 * another id) count too. An answer is reused for a few seconds.
 * @param code the code in upper case
 * @returns true when taken; false when free or when the look-up fails (the create
 *   itself still refuses a taken id)
 */
export function isCouponCodeTaken(code: string): Promise<boolean> {
  const now = Date.now();
  const hit = recent.get(code);
  if (hit && now - hit.at < REUSE_MS) return hit.taken;
  const taken = countMany(couponEntity, { filters: [{ field: 'code', value: code }] }).then(
    (count) => count > 0,
    () => false,
  );
  if (recent.size > 50) recent.clear();
  recent.set(code, { at: now, taken });
  return taken;
}
