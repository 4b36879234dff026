/**
 * Demo reviews (docs/data-model.md `reviews`): after a delivered order its customer
 * often rates the supplier and the rider, and the rider sometimes rates the customer,
 * as the apps would write them (id `<orderId>_<subjectId>`, written by the author, shown
 * at first). Texts are in English or Arabic, as people write them; a few have none.
 * One abusive review is already hidden by the support team, with its reason.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { SeedDoc } from './build';
import { MINUTE_MS, Rng } from './random';

/** What customers write about a supplier, by the stars they give. */
const ABOUT_SUPPLIERS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Everything was fresh and well packed. Will order again!',
    'ممتاز، المنتجات طازجة والتغليف مرتب.',
    'Exactly what I ordered, and the halwa was still warm.',
    'خدمة رائعة وأسعار مناسبة، شكرًا لكم.',
    '',
  ],
  4: [
    'Good quality, one item was replaced with a similar brand.',
    'جيد جدًا، لكن التوصيل تأخر قليلًا.',
    'Nice selection, the dates were excellent.',
    '',
  ],
  3: ['Average. The bread was not fresh this time.', 'الطلب وصل ناقصًا صنفًا واحدًا ثم أرسلوه لاحقًا.'],
  2: ['Two items were missing and nobody called me.', 'الطماطم كانت طرية جدًا، لست راضيًا.'],
  1: ['Wrong order and cold food. Very disappointed.'],
};

/** What customers write about a rider. */
const ABOUT_RIDERS: Readonly<Record<number, readonly string[]>> = {
  5: ['Very polite and fast, called before arriving.', 'المندوب محترم ووصل في الوقت.', ''],
  4: ['Friendly rider, a few minutes late.', 'توصيل جيد.', ''],
  3: ['Could not find the building, had to guide him on the phone.'],
  2: ['Left the bag at the gate without calling.'],
  1: ['لم يتصل بي وترك الطلب عند الجيران.'],
};

/** What riders write about a customer. */
const ABOUT_CUSTOMERS: Readonly<Record<number, readonly string[]>> = {
  5: ['Clear address and ready at the door.', 'عميل متعاون جدًا.', ''],
  4: ['Kind customer, the location pin was slightly off.', ''],
  3: ['Waited ten minutes at the gate.'],
  2: ['Phone was off, took long to deliver.'],
  1: ['Not at home and did not answer.'],
};

/** The stars people give: mostly 4 and 5, some lower. */
function stars(rng: Rng): number {
  const roll = rng.next();
  return roll < 0.5 ? 5 : roll < 0.78 ? 4 : roll < 0.88 ? 3 : roll < 0.95 ? 2 : 1;
}

/**
 * The reviews of the seeded delivered orders.
 * @param orders every seeded order document (only the delivered ones are reviewed)
 * @param audit the seed's audit fields for a document created at a time (ms)
 * @returns the review documents
 */
export function buildReviews(
  orders: readonly SeedDoc[],
  audit: (createdMs: number, updatedMs?: number) => Record<string, unknown>,
): SeedDoc[] {
  const rng = new Rng(5_150);
  const out: SeedDoc[] = [];
  let hiddenOne = false;
  for (const order of orders) {
    const data = order.data;
    if (data['status'] !== 'delivered') continue;
    const at = data['createdAt'];
    const orderMs = at instanceof Timestamp ? at.toMillis() : Date.now();
    const customerId = String(data['userId'] ?? '');
    const review = (
      authorId: string,
      authorType: 'user' | 'rider',
      subjectId: string,
      subjectType: 'supplier' | 'rider' | 'user',
      texts: Readonly<Record<number, readonly string[]>>,
    ) => {
      if (!authorId || !subjectId) return;
      const rating = stars(rng);
      const createdMs = orderMs + rng.int(60, 60 * 48) * MINUTE_MS;
      const abusive = !hiddenOne && subjectType === 'supplier' && rating === 1;
      if (abusive) hiddenOne = true;
      out.push({
        collection: 'reviews',
        id: `${order.id}_${subjectId}`,
        data: {
          rating,
          text: abusive
            ? 'These people are thieves and liars, never buy from them!!!'
            : rng.pick(texts[rating] ?? ['']),
          authorId,
          authorType,
          subjectId,
          subjectType,
          orderId: order.id,
          status: abusive ? 'hidden' : 'visible',
          ...(abusive
            ? {
                decidedAt: Timestamp.fromMillis(createdMs + 3 * 60 * MINUTE_MS),
                decidedBy: 'support-uid',
                decisionReason: 'Insults without a word about the order.',
              }
            : {}),
          ...audit(createdMs, abusive ? createdMs + 3 * 60 * MINUTE_MS : createdMs),
          createdBy: authorId,
          updatedBy: abusive ? 'support-uid' : authorId,
        },
      });
    };
    if (rng.chance(0.75)) review(customerId, 'user', String(data['supplierId'] ?? ''), 'supplier', ABOUT_SUPPLIERS);
    const riderId = typeof data['riderId'] === 'string' ? data['riderId'] : '';
    if (riderId && rng.chance(0.55)) review(customerId, 'user', riderId, 'rider', ABOUT_RIDERS);
    if (riderId && rng.chance(0.4)) review(riderId, 'rider', customerId, 'user', ABOUT_CUSTOMERS);
  }
  return out;
}
