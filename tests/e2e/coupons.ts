/**
 * Coupons for a list's end-to-end tests, written through the Admin SDK as the apps
 * would: coded `<TAG>01`, `<TAG>02`…, titled "Offer number N" / «عرض رقم N», valid for
 * 30 more days, newest first by one second.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { searchPrefixes } from '@/lib/data/convert';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';

/**
 * @param prefix the start of the tag (a test's name, in capitals)
 * @param count how many coupons
 * @param status every coupon's status, or 'alternating' (odd pending, even approved)
 * @returns the tag (unique per call), to search the list for
 */
export async function addCoupons(
  prefix: string,
  count: number,
  status: 'pending' | 'approved' | 'alternating',
): Promise<string> {
  const db = adminFirestore(E2E_PROJECT_ID);
  const tag = `${prefix}${Date.now().toString(36)}`.toUpperCase();
  const expiry = Timestamp.fromDate(new Date(Date.now() + 30 * 86_400_000));
  for (let n = 1; n <= count; n++) {
    const code = `${tag}${String(n).padStart(2, '0')}`;
    const titleEn = `Offer number ${n}`;
    const titleAr = `عرض رقم ${n}`;
    await db.doc(`coupons/${code}`).set({
      code,
      titleEn,
      titleAr,
      discountPercent: 10,
      type: 'general',
      totalCount: 10,
      usedCount: 0,
      expiryDate: expiry,
      supplierId: null,
      status: status === 'alternating' ? (n % 2 === 0 ? 'approved' : 'pending') : status,
      searchPrefixes: searchPrefixes([code, titleEn, titleAr]),
      createdAt: Timestamp.fromMillis(Date.now() - n * 1000),
      updatedAt: Timestamp.now(),
      createdBy: 'seed',
      updatedBy: 'seed',
    });
  }
  return tag;
}
