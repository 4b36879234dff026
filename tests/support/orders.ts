/**
 * An order as the marketplace's backend writes it (docs/data-model.md `orders`; the e2e
 * tests write them with the Admin SDK): one line of Khalas dates for user-0001 from
 * supplier-001 in Muscat, money in baisa, its total derived as the order's own check
 * requires (subtotal + delivery fee − coupon discount + VAT).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { adminFirestore } from './admin';

/** What a test sets of an order; the rest is the same in every test. */
export interface BackendOrderOptions {
  readonly status: string;
  /** When it was placed. */
  readonly at: Date;
  /** The line's unit price and quantity (baisa): the subtotal is their product. */
  readonly price?: number;
  readonly quantity?: number;
  readonly deliveryFee?: number;
  readonly couponDiscount?: number;
  readonly vat?: number;
  readonly couponCode?: string;
  readonly deliveryStatus?: string;
}

/**
 * @returns the order's document data, created and updated at `at` by the backend
 */
export function backendOrder(options: BackendOrderOptions): Record<string, unknown> {
  const { status, price = 3500, quantity = 1, deliveryFee = 1000, couponDiscount = 0, vat = 0 } = options;
  const at = Timestamp.fromDate(options.at);
  const subtotal = price * quantity;
  return {
    userId: 'user-0001',
    supplierId: 'supplier-001',
    deliveryCompanyId: null,
    riderId: null,
    cityId: 'city-muscat',
    address: 'Way 3021, Al Khuwair',
    items: [
      {
        productId: 'p1',
        nameEn: 'Khalas dates 1 kg',
        nameAr: 'تمر خلاص ١ كجم',
        originalPrice: price,
        price,
        discount: 0,
        quantity,
        totalAmount: subtotal,
      },
    ],
    quantity,
    subtotal,
    deliveryFee,
    couponDiscount,
    vat,
    totalPrice: subtotal + deliveryFee - couponDiscount + vat,
    couponCode: options.couponCode ?? '',
    status,
    deliveryStatus: options.deliveryStatus ?? 'unassigned',
    paymentMethod: 'cash',
    note: '',
    cancellationReason: '',
    searchPrefixes: [],
    createdAt: at,
    updatedAt: at,
    createdBy: 'backend',
    updatedBy: 'backend',
  };
}

/**
 * The first unblocked rider of a delivery company by name, and the company, as seeded.
 * @param projectId the emulator project holding the seed
 * @param companyId the delivery company's users document id
 * @returns the rider's id and name, and the company's name
 * @throws Error when the company has no unblocked rider
 */
export async function firstRiderOf(
  projectId: string,
  companyId: string,
): Promise<{ riderId: string; rider: string; company: string }> {
  const db = adminFirestore(projectId);
  const riders = await db
    .collection('users')
    .where('type', '==', 'rider')
    .where('deliveryCompanyId', '==', companyId)
    .where('blocked', '==', false)
    .orderBy('name')
    .limit(1)
    .get();
  const rider = riders.docs[0];
  if (!rider) throw new Error(`The seed has no unblocked rider of ${companyId}`);
  const company = await db.collection('users').doc(companyId).get();
  return { riderId: rider.id, rider: String(rider.get('name')), company: String(company.get('name')) };
}
