/**
 * Builds the seed's documents (ids and field values) from the data of this folder.
 * Pure: no I/O. Field names follow docs/data-model.md. Every run builds the same ids
 * and the same values, except times, which are relative to `now`.
 */
import { moveAdjustments, movePrizeFines } from './prizeFineMoves';
import { adjustmentDocs } from './adjustments';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type CollectionName, type UserType } from '../../src/config/collections';
import { changedFields } from '../../src/lib/data/auditModel';
import { DEMO_ACCOUNTS } from './accounts';
import {
  BANKS,
  CATEGORIES,
  COUPONS,
  DELIVERY_COMPANIES,
  PACKAGES,
  PRODUCTS,
  SUB_CATEGORIES,
  SUPPLIERS,
  type ProductSeed,
  type SupplierSeed,
} from './catalogue';
import {
  ADVERTISEMENTS,
  APP_INFO,
  ARTICLES,
  BANNERS,
  CONTACT_MESSAGES,
  CUSTOMER_SERVICE,
  FAQS,
  GALLERY,
  NOTIFICATIONS,
  ORDER_NOTES,
  PRIZES_FINES,
  RIDER_REPORTS,
  SUPPLIER_CANCEL_REASONS,
  USER_CANCEL_REASONS,
} from './content';
import { cashDocs } from './cash';
import { companyDocs } from './companies';
import { orderDocs, storedOrder } from './orders';
import { prizeFineFields, productPriceFields, withdrawalFields } from './money';
import { AREAS, CITIES, FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, type AreaSeed } from './places';
import { picturePathOf } from './pictures';
import { buildReviews } from './reviews';
import { DAY_MS, discountPercent, HOUR_MS, MINUTE_MS, omanIban, omr, pad, Rng } from './random';

/** One document to write: its collection, id and full data. */
export interface SeedDoc {
  readonly collection: CollectionName;
  readonly id: string;
  readonly data: Record<string, unknown>;
}

/** The uid written into createdBy / updatedBy of seeded documents. */
export const SEED_UID = 'seed';

/** The finance employee of the demo, who gives the seeded fines and rewards. */
const FINANCE_UID = DEMO_ACCOUNTS.find((account) => account.email === 'finance@demo.om')?.uid ?? 'finance-uid';
/** The administrator demo account: approves the finance employee's fines and rewards. */
const ADMIN_UID = DEMO_ACCOUNTS.find((account) => account.email === 'admin@demo.om')?.uid ?? 'admin-uid';

export const CUSTOMER_COUNT = 30;
export const RIDER_COUNT = 10;
export const ORDER_COUNT = 60;

/** Order statuses of docs/data-model.md. */
export type OrderStatus =
  'pending' | 'accepted' | 'preparing' | 'onTheWay' | 'delivered' | 'cancelledByUser' | 'cancelledBySupplier';

type DeliveryStatus = 'unassigned' | 'assigned' | 'pickedUp' | 'delivered';

/** createdAt/updatedAt/createdBy/updatedBy of a seeded document. */
function audit(createdMs: number, updatedMs: number = createdMs): Record<string, unknown> {
  return {
    createdAt: Timestamp.fromMillis(createdMs),
    updatedAt: Timestamp.fromMillis(Math.max(createdMs, updatedMs)),
    createdBy: SEED_UID,
    updatedBy: SEED_UID,
  };
}

/**
 * The audit entry of a document created by a member of staff (docs/access.md, "Audit
 * trail"), with its author: what the panel writes when a fine, a reward or a notification
 * is created.
 * @returns the entry's seed document and the `auditId` to merge into the document
 */
function createdEntry(
  collection: CollectionName,
  id: string,
  data: Record<string, unknown>,
  entry: { readonly path: string; readonly subjectId: string; readonly actor: string; readonly atMs: number },
): { doc: SeedDoc; auditId: string } {
  const auditId = `${id}-created`;
  return {
    auditId,
    doc: {
      collection: COLLECTIONS.auditLog,
      id: auditId,
      data: {
        action: collection === COLLECTIONS.notifications ? 'notify' : 'create',
        collection,
        docId: id,
        path: entry.path,
        subjectId: entry.subjectId,
        ...changedFields(null, data),
        reason: null,
        actor: entry.actor,
        at: Timestamp.fromMillis(entry.atMs),
      },
    },
  };
}

/** An Omani mobile number in E.164: +968 then 8 digits starting with 9 or 7. */
function omaniMobile(rng: Rng): string {
  return `+968${rng.pick(['9', '9', '9', '7'])}${pad(rng.int(0, 9_999_999), 7)}`;
}

function cityOf(cityId: string) {
  const city = CITIES.find((c) => c.id === cityId);
  if (!city) throw new Error(`Unknown city ${cityId}`);
  return city;
}

function areasOf(cityId: string): readonly AreaSeed[] {
  return AREAS.filter((a) => a.cityId === cityId);
}

/** A street address in the Omani style (house, way, area, city). */
function addressIn(rng: Rng, cityId: string, arabic: boolean): string {
  const city = cityOf(cityId);
  const areas = areasOf(cityId);
  const area = areas.length > 0 ? rng.pick(areas) : null;
  const house = rng.int(1, 2400);
  const way = rng.int(1000, 9999);
  if (arabic) {
    return [`منزل ${house}`, `سكة ${way}`, area?.nameAr, city.nameAr].filter(Boolean).join('، ');
  }
  return [`House ${house}`, `Way ${way}`, area?.nameEn, city.nameEn].filter(Boolean).join(', ');
}

/** Cities of the 30 customers, most in Muscat, some in every city with a supplier. */
const CUSTOMER_CITIES: readonly string[] = [
  ...Array<string>(13).fill('city-muscat'),
  ...Array<string>(4).fill('city-salalah'),
  ...Array<string>(4).fill('city-sohar'),
  ...Array<string>(3).fill('city-nizwa'),
  ...Array<string>(2).fill('city-sur'),
  'city-barka',
  'city-ibri',
  'city-rustaq',
  'city-buraimi',
];

/** A customer, rider or other person of the seed (users document data without audit). */
export interface Person {
  readonly id: string;
  readonly type: UserType;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly cityId: string;
  readonly address: string;
  readonly companyCode?: string;
  /** A rider's delivery company (its users document id). */
  readonly deliveryCompanyId?: string;
}

/** Builds the 30 customers (deterministic). */
export function buildCustomers(): Person[] {
  const rng = new Rng(1001);
  const used = new Set<string>();
  const people: Person[] = [];
  for (let i = 1; i <= CUSTOMER_COUNT; i++) {
    const female = i % 2 === 0;
    let first: readonly [string, string];
    let family: readonly [string, string];
    do {
      first = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
      family = rng.pick(FAMILY_NAMES);
    } while (used.has(`${first[0]} ${family[0]}`));
    used.add(`${first[0]} ${family[0]}`);
    // About one customer in four signed up with their name in Arabic.
    const arabic = i % 4 === 3;
    const cityId = CUSTOMER_CITIES[(i - 1) % CUSTOMER_CITIES.length] ?? 'city-muscat';
    const mail = `${first[0]}.${family[0].replace(/^Al-/, 'al')}`.toLowerCase();
    people.push({
      id: `user-${pad(i, 4)}`,
      type: 'user',
      name: arabic ? `${first[1]} ${family[1]}` : `${first[0]} ${family[0]}`,
      email: `${mail}${rng.int(1, 99)}@example.com`,
      phone: omaniMobile(rng),
      cityId,
      address: addressIn(rng, cityId, arabic),
    });
  }
  return people;
}

/** City centres (degrees) of the seed's positions. */
const CITY_CENTRES: Readonly<Record<string, readonly [number, number]>> = {
  'city-muscat': [23.588, 58.3829],
  'city-salalah': [17.0151, 54.0924],
  'city-sohar': [24.3476, 56.7094],
};

/**
 * A last known position near the city's centre (docs/data-model.md "Dispatch"), the same
 * for the same id on every run (its own random sequence, seeded by the id, so the rest of
 * the seed is unchanged); none (not known) outside the three cities, and for one rider in
 * five, so the dialog shows both.
 * @returns `latitude` and `longitude` with 6 decimals, or nothing
 */
export function seedPosition(id: string, cityId: string | null | undefined): Record<string, number> {
  const centre = CITY_CENTRES[cityId ?? ''];
  let seed = 0;
  for (const c of id) seed = (seed * 31 + c.charCodeAt(0)) % 1_000_003;
  const rng = new Rng(seed);
  if (!centre || (id.startsWith('rider-') && rng.chance(0.2))) return {};
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  // Within about 12 km of the centre.
  return {
    latitude: round(centre[0] + (rng.next() - 0.5) * 0.2),
    longitude: round(centre[1] + (rng.next() - 0.5) * 0.2),
  };
}

/** Builds the 10 riders, each of a delivery company (its id and companyCode). */
export function buildRiders(): Person[] {
  const rng = new Rng(2002);
  // Five riders in Muscat, two in Salalah, three in Sohar.
  const companies = [0, 0, 0, 0, 0, 1, 1, 2, 2, 2];
  return companies.map((companyIndex, index) => {
    const company = DELIVERY_COMPANIES[companyIndex];
    if (!company) throw new Error('missing delivery company');
    const first = MALE_NAMES[(index * 7 + 3) % MALE_NAMES.length] ?? ['Saif', 'سيف'];
    const family = FAMILY_NAMES[(index * 5 + 2) % FAMILY_NAMES.length] ?? ['Al-Saadi', 'السعدي'];
    return {
      id: `rider-${pad(index + 1, 3)}`,
      type: 'rider' as const,
      name: `${first[0]} ${family[0]}`,
      email: `${first[0].toLowerCase()}.${company.companyCode.toLowerCase()}${index + 1}@example.com`,
      phone: omaniMobile(rng),
      cityId: company.cityId,
      address: addressIn(rng, company.cityId, false),
      companyCode: company.companyCode,
      deliveryCompanyId: company.id,
    };
  });
}

function supplierById(id: string): SupplierSeed {
  const supplier = SUPPLIERS.find((s) => s.id === id);
  if (!supplier) throw new Error(`Unknown supplier ${id}`);
  return supplier;
}

/** The category and supplier of a product, from its sub-category. */
export function productRefs(product: ProductSeed): { categoryId: string; supplierId: string } {
  const sub = SUB_CATEGORIES.find((s) => s.id === product.subCategoryId);
  if (!sub) throw new Error(`Unknown sub-category ${product.subCategoryId}`);
  return { categoryId: sub.categoryId, supplierId: sub.supplierId };
}

const PRODUCTS_BY_SUPPLIER: ReadonlyMap<string, readonly ProductSeed[]> = (() => {
  const map = new Map<string, ProductSeed[]>();
  for (const product of PRODUCTS) {
    const { supplierId } = productRefs(product);
    map.set(supplierId, [...(map.get(supplierId) ?? []), product]);
  }
  return map;
})();

/** The delivery company serving a city (by the nearest company's base). */
function deliveryCompanyFor(cityId: string) {
  const code = cityId === 'city-salalah' ? 'DFC' : cityId === 'city-sohar' || cityId === 'city-sur' ? 'BRC' : 'MED';
  const company = DELIVERY_COMPANIES.find((c) => c.companyCode === code);
  if (!company) throw new Error(`No delivery company ${code}`);
  return company;
}

/** Everything an order needs to know about the people of the seed. */
export interface OrderContext {
  readonly customers: readonly Person[];
  readonly riders: readonly Person[];
}

/** Suppliers weighted by how busy they are (Muscat stores get most orders). */
const WEIGHTED_SUPPLIERS: readonly string[] = [
  'supplier-001',
  'supplier-001',
  'supplier-001',
  'supplier-002',
  'supplier-002',
  'supplier-002',
  'supplier-003',
  'supplier-003',
  'supplier-004',
  'supplier-005',
  'supplier-005',
  'supplier-006',
  'supplier-007',
  'supplier-008',
  'supplier-008',
];

/** Approved platform coupons usable on orders, with their percentage. */
const ORDER_COUPONS = COUPONS.filter((c) => c.status === 'approved' && c.supplierId === null);

/**
 * Builds one order document.
 * @param rng the generator (consumed)
 * @param ctx customers and riders
 * @param status its status
 * @param createdMs its date (createdAt)
 * @param supplierId its supplier (default: one picked, busy stores more often)
 * @param customerId its customer (default: one of the supplier's city)
 */
export function buildOrder(
  rng: Rng,
  ctx: OrderContext,
  status: OrderStatus,
  createdMs: number,
  supplierId: string = rng.pick(WEIGHTED_SUPPLIERS),
  customerId?: string,
): Record<string, unknown> {
  const supplier = supplierById(supplierId);
  const local = ctx.customers.filter((c) => c.cityId === supplier.cityId);
  const customer = ctx.customers.find((c) => c.id === customerId) ?? rng.pick(local.length > 0 ? local : ctx.customers);
  const offer = PRODUCTS_BY_SUPPLIER.get(supplier.id) ?? [];
  const chosen = rng.sample(offer, rng.int(1, Math.min(4, offer.length)));
  const items = chosen.map((product) => {
    const quantity = product.price > 50 ? 1 : rng.int(1, 3);
    const price = product.salePrice ?? product.price;
    return {
      productId: product.id,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      image: null,
      originalPrice: product.price,
      salePrice: product.salePrice,
      price,
      discount: discountPercent(product.price, product.salePrice),
      quantity,
      totalAmount: omr(price * quantity),
    };
  });
  const subtotal = omr(items.reduce((sum, item) => sum + item.totalAmount, 0));
  const coupon = rng.chance(0.2) ? rng.pick(ORDER_COUPONS) : null;
  const couponDiscount = coupon ? omr((subtotal * coupon.discountPercent) / 100) : 0;
  const deliveryFee = APP_INFO.deliveryFee;
  const vat = omr(((subtotal - couponDiscount) * APP_INFO.vatPercent) / 100);
  const totalPrice = omr(subtotal + deliveryFee - couponDiscount + vat);

  const deliveryStatus: DeliveryStatus =
    status === 'delivered'
      ? 'delivered'
      : status === 'onTheWay'
        ? 'pickedUp'
        : status === 'preparing' && rng.chance(0.7)
          ? 'assigned'
          : 'unassigned';
  const assigned = deliveryStatus !== 'unassigned';
  const company = deliveryCompanyFor(supplier.cityId);
  const companyRiders = ctx.riders.filter((r) => r.companyCode === company.companyCode);
  const rider = assigned && companyRiders.length > 0 ? rng.pick(companyRiders) : null;

  let cancellationReason: string | null = null;
  if (status === 'cancelledBySupplier') cancellationReason = rng.pick(SUPPLIER_CANCEL_REASONS);
  if (status === 'cancelledByUser') cancellationReason = rng.pick(USER_CANCEL_REASONS);

  const minutesToUpdate: Record<OrderStatus, [number, number]> = {
    pending: [0, 0],
    accepted: [2, 8],
    preparing: [5, 20],
    onTheWay: [15, 35],
    delivered: [30, 75],
    cancelledByUser: [1, 15],
    cancelledBySupplier: [3, 25],
  };
  const [minUpdate, maxUpdate] = minutesToUpdate[status];
  const updatedMs = createdMs + rng.int(minUpdate, maxUpdate) * MINUTE_MS;

  return {
    userId: customer.id,
    supplierId: supplier.id,
    deliveryCompanyId: assigned ? company.id : null,
    riderId: rider?.id ?? null,
    cityId: customer.cityId,
    address: customer.address,
    // The delivery address's position (the customer's, as the customer app writes it).
    ...seedPosition(customer.id, customer.cityId),
    items,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    deliveryFee,
    couponDiscount,
    vat,
    totalPrice,
    couponCode: coupon?.code ?? null,
    status,
    deliveryStatus,
    // When the rider was assigned (issue 50 item 3): a few minutes after the order.
    assignedAt: assigned ? Timestamp.fromMillis(createdMs + 3 * MINUTE_MS) : null,
    paymentMethod: rng.chance(0.55) ? 'cash' : 'card',
    note: rng.chance(0.35) ? rng.pick(ORDER_NOTES) : null,
    cancellationReason,
    ...audit(createdMs, updatedMs),
  };
}

/** The 60 orders' statuses: mostly delivered, some in progress, some cancelled. */
const ORDER_STATUSES: readonly OrderStatus[] = [
  ...Array<OrderStatus>(26).fill('delivered'),
  ...Array<OrderStatus>(4).fill('onTheWay'),
  ...Array<OrderStatus>(4).fill('preparing'),
  ...Array<OrderStatus>(4).fill('accepted'),
  ...Array<OrderStatus>(6).fill('pending'),
  ...Array<OrderStatus>(6).fill('cancelledByUser'),
  ...Array<OrderStatus>(10).fill('cancelledBySupplier'),
];

/** How long ago an order of a status was placed: open orders are recent. */
function orderAgeMs(rng: Rng, status: OrderStatus): number {
  switch (status) {
    case 'pending':
      return rng.int(2, 25) * MINUTE_MS;
    case 'accepted':
      return rng.int(10, 45) * MINUTE_MS;
    case 'preparing':
      return rng.int(20, 60) * MINUTE_MS;
    case 'onTheWay':
      return rng.int(35, 90) * MINUTE_MS;
    default:
      // Final orders: spread over the last 90 days, at shop hours (08:00 to 23:00).
      return rng.int(1, 89) * DAY_MS + rng.int(1, 15) * HOUR_MS + rng.int(0, 59) * MINUTE_MS;
  }
}

/** The whole base data set. */
export interface Dataset {
  readonly docs: readonly SeedDoc[];
  readonly customers: readonly Person[];
  readonly riders: readonly Person[];
}

/**
 * Builds every document of the base seed (everything but the Auth accounts, the
 * Translation documents and the --scale bulk).
 * @param nowMs the reference time; createdAt values lie before it
 */
export function buildDataset(nowMs: number): Dataset {
  const rng = new Rng(20_260_101);
  const docs: SeedDoc[] = [];
  const add = (collection: CollectionName, id: string, data: Record<string, unknown>) =>
    docs.push({ collection, id, data });
  const daysAgo = (days: number, hour = 10) => nowMs - days * DAY_MS - hour * MINUTE_MS;

  // ---- Places ----
  for (const city of CITIES) {
    const { id, ...data } = city;
    // The centre of the three cities with positions (the others have none: set in the form).
    const centre = CITY_CENTRES[id];
    const position = centre ? { latitude: centre[0], longitude: centre[1] } : { latitude: null, longitude: null };
    add(COLLECTIONS.cities, id, { ...data, ...position, ...audit(daysAgo(400 + rng.int(0, 30))) });
  }
  for (const area of AREAS) {
    const { id, ...data } = area;
    // Every field the area form writes: no zone yet (drawn in the form), its terms at 0.
    const noZone = { zone: [], deliveryFee: 0, minimumOrder: 0, zonePriority: 0, zoneActive: false };
    add(COLLECTIONS.areas, id, { ...noZone, ...data, ...audit(daysAgo(390 + rng.int(0, 30))) });
  }

  // ---- Subscription packages ----
  for (const pkg of PACKAGES) {
    const { id, ...data } = pkg;
    // Money is stored in baisa (docs/data-model.md).
    add(COLLECTIONS.subscriptionPackages, id, {
      ...data,
      price: Math.round(data.price * 1000),
      ...audit(daysAgo(380)),
    });
  }

  // ---- People ----
  const customers = buildCustomers();
  const riders = buildRiders();
  const ctx: OrderContext = { customers, riders };
  const blocked = new Set(['user-0007', 'user-0023']);
  // Riders rate the customers they deliver to (docs/data-model.md); a generator of its
  // own, so the rest of the seed stays as it was.
  const customerRatings = new Rng(2_002);
  for (const person of customers) {
    const { id, ...data } = person;
    add(COLLECTIONS.users, id, {
      ...data,
      whatsapp: rng.chance(0.8) ? data.phone : omaniMobile(rng),
      image: null,
      rating: Math.round((3.5 + customerRatings.next() * 1.5) * 10) / 10,
      reviewCount: customerRatings.int(0, 60),
      blocked: blocked.has(id),
      ...audit(daysAgo(95 + rng.int(0, 300), rng.int(0, 600))),
    });
  }
  for (const person of riders) {
    const { id, ...data } = person;
    add(COLLECTIONS.users, id, {
      ...data,
      whatsapp: data.phone,
      image: null,
      rating: Math.round((3.8 + rng.next() * 1.2) * 10) / 10,
      reviewCount: rng.int(20, 450),
      blocked: id === 'rider-009',
      ...seedPosition(id, data.cityId),
      ...audit(daysAgo(100 + rng.int(0, 250))),
    });
  }
  for (const company of DELIVERY_COMPANIES) {
    const { id, companyCode, ...data } = company;
    const phone = `+968${rng.pick(['24', '23', '26'])}${pad(rng.int(0, 999_999), 6)}`;
    add(COLLECTIONS.users, id, {
      ...data,
      type: 'deliveryCompany',
      phone,
      whatsapp: omaniMobile(rng),
      image: null,
      companyCode,
      blocked: false,
      ...audit(daysAgo(300 + rng.int(0, 100))),
    });
    // The company's claim of its code: one company per code (issue 45, src/lib/data/claims.ts).
    add(COLLECTIONS.companyCodes, companyCode, { companyId: id });
  }
  for (const account of DEMO_ACCOUNTS) {
    add(COLLECTIONS.users, account.uid, {
      name: account.name,
      email: account.email,
      phone: account.phone,
      whatsapp: account.phone,
      address: addressIn(rng, 'city-muscat', false),
      cityId: 'city-muscat',
      type: 'employee',
      image: null,
      blocked: false,
      Access: [...account.Access],
      ...audit(daysAgo(200 + rng.int(0, 150))),
    });
  }

  // ---- Catalogue ----
  for (const category of CATEGORIES) {
    add(COLLECTIONS.categories, category.id, {
      nameEn: category.nameEn,
      nameAr: category.nameAr,
      image: picturePathOf(category.id),
      ...audit(daysAgo(370)),
    });
  }
  for (const sub of SUB_CATEGORIES) {
    const { id, ...data } = sub;
    add(COLLECTIONS.subCategories, id, { ...data, ...audit(daysAgo(300 + rng.int(0, 60))) });
  }
  for (const product of PRODUCTS) {
    const { id, active, price: _price, salePrice: _salePrice, quantity: _quantity, ...data } = product;
    add(COLLECTIONS.products, id, {
      ...data,
      ...productRefs(product),
      image: picturePathOf(id),
      ...productPriceFields(product),
      active: active ?? true,
      ...audit(daysAgo(100 + rng.int(0, 200)), daysAgo(rng.int(0, 60))),
    });
  }
  for (const coupon of COUPONS) {
    // The panel keys a coupon by its code (unique, data layer `idFrom`); so does the seed.
    const { id: _readableName, expiresInDays, createdDaysAgo, ...data } = coupon;
    add(COLLECTIONS.coupons, data.code, {
      ...data,
      expiryDate: Timestamp.fromMillis(nowMs + expiresInDays * DAY_MS),
      ...audit(daysAgo(createdDaysAgo)),
    });
  }

  // ---- Orders ----
  const orders: { id: string; data: Record<string, unknown> }[] = [];
  ORDER_STATUSES.forEach((status, index) => {
    const id = `order-${1001 + index}`;
    const data = buildOrder(rng, ctx, status, nowMs - orderAgeMs(rng, status));
    orders.push({ id, data });
  });
  // Stored in baisa with their timelines, plus a 60-day history (./orders.ts).
  docs.push(...orderDocs(nowMs, ctx, orders));

  // ---- Refunds (docs/data-model.md `refunds`): proposed by the finance employee; the
  // approved ones are on their orders' refundedAmount and, charged to the supplier, off
  // the supplier's earned and available amounts (below). Picked without the random
  // source, so every other value of the seed stays as it was.
  const storedOrders = docs
    .filter((d) => d.collection === COLLECTIONS.orders)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const delivered = storedOrders.filter((o) => o.data['status'] === 'delivered');
  // A cancelled order is refunded only when paid by card (a cash one was never collected:
  // refundRefusal in src/entities/refund.ts).
  const cancelled = storedOrders.filter(
    (o) => o.data['status'] === 'cancelledByUser' && o.data['paymentMethod'] === 'card',
  );
  const refundPlan = [
    { order: delivered[0], share: 0.3, reason: 'damaged', chargedTo: 'supplier', status: 'approved', days: 6 },
    { order: delivered[1], share: 0.5, reason: 'lateDelivery', chargedTo: 'platform', status: 'approved', days: 4 },
    { order: delivered[2], share: 0.25, reason: 'missingItems', chargedTo: 'supplier', status: 'pending', days: 1 },
    {
      order: cancelled[0],
      share: 1,
      reason: 'cancelledAfterPayment',
      chargedTo: 'platform',
      status: 'pending',
      days: 0,
    },
  ] as const;
  /** Baisa charged to each supplier by the approved refunds. */
  const refundedFromSupplier = new Map<string, number>();
  refundPlan.forEach((plan, index) => {
    if (!plan.order) throw new Error('the seed has too few delivered or cancelled orders for its refunds');
    const order = plan.order.data;
    const total = Number(order['totalPrice']);
    // Whole 100 baisa, at most the total.
    const amount = Math.min(total, Math.max(100, Math.round((total * plan.share) / 100) * 100));
    const id = `refund-${pad(index + 1, 3)}`;
    const supplierId = String(order['supplierId']);
    const createdMs = daysAgo(plan.days, 120 + index * 30);
    const decidedMs = createdMs + 3 * HOUR_MS;
    const approved = plan.status === 'approved';
    if (approved) {
      order['refundedAmount'] = Number(order['refundedAmount'] ?? 0) + amount;
      order['lastRefundId'] = id;
      if (plan.chargedTo === 'supplier') {
        refundedFromSupplier.set(supplierId, (refundedFromSupplier.get(supplierId) ?? 0) + amount);
      }
    }
    add(COLLECTIONS.refunds, id, {
      orderId: plan.order.id,
      supplierId,
      amount,
      reason: plan.reason,
      note: plan.reason === 'damaged' ? 'Two jars arrived broken; the customer sent photos.' : '',
      chargedTo: plan.chargedTo,
      status: plan.status,
      decidedAt: approved ? Timestamp.fromMillis(decidedMs) : null,
      decidedBy: approved ? ADMIN_UID : null,
      decisionReason: null,
      ...audit(createdMs, approved ? decidedMs : createdMs),
      // Proposed by the finance employee; the administrator decides (maker-checker).
      createdBy: FINANCE_UID,
      editedBy: FINANCE_UID,
      updatedBy: approved ? ADMIN_UID : FINANCE_UID,
    });
  });

  // ---- Suppliers (their payment sums up their delivered orders and withdrawals) ----
  const withdrawalPlan: readonly {
    supplierId: string;
    amount: number;
    status: 'approved' | 'pending' | 'rejected';
    days: number;
    note: string | null;
  }[] = [
    { supplierId: 'supplier-001', amount: 420, status: 'approved', days: 62, note: null },
    { supplierId: 'supplier-002', amount: 610.5, status: 'approved', days: 35, note: null },
    { supplierId: 'supplier-005', amount: 380.25, status: 'approved', days: 20, note: null },
    { supplierId: 'supplier-003', amount: 150, status: 'pending', days: 2, note: null },
    { supplierId: 'supplier-007', amount: 95.75, status: 'pending', days: 1, note: null },
    { supplierId: 'supplier-001', amount: 75.5, status: 'pending', days: 0, note: null },
    {
      supplierId: 'supplier-004',
      amount: 240,
      status: 'rejected',
      days: 12,
      note: 'The account holder name does not match the trade licence. Please update your bank details.',
    },
  ];
  const PENDING_BANK_SUPPLIER = 'supplier-004';
  const pendingBankProposal = (supplier: SupplierSeed) => {
    const bank = BANKS[(supplier.bankIndex + 1) % BANKS.length] ?? BANKS[0];
    if (!bank) throw new Error('no banks');
    const accountNumber = `0${pad(900 + SUPPLIERS.indexOf(supplier), 3)}${pad(4_711_000 + supplier.reviewCount, 12)}`;
    return {
      proposedAccountHolder: supplier.owner.replace(/^Dr\. /, ''),
      proposedAccountNumber: accountNumber,
      proposedIban: omanIban(bank.code, accountNumber),
      proposedBankName: bank.bankName,
      proposedBy: 'finance-uid',
      proposedAt: Timestamp.fromMillis(daysAgo(1, 180)),
    };
  };
  const bankOf = (supplier: SupplierSeed) => {
    const bank = BANKS[supplier.bankIndex] ?? BANKS[0];
    if (!bank) throw new Error('no banks');
    // 16 digits: branch, a number derived from the licence, and a suffix.
    const licence = Number(supplier.tradeLicence.replace(/\D/g, ''));
    const branch = 300 + SUPPLIERS.indexOf(supplier) * 17;
    const accountNumber = `0${pad(branch, 3)}${pad(licence, 7)}${pad((licence * 13) % 100_000, 5)}`;
    return {
      accountHolder: supplier.owner.replace(/^Dr\. /, ''),
      accountNumber,
      iban: omanIban(bank.code, accountNumber),
      bankName: bank.bankName,
    };
  };
  for (const supplier of SUPPLIERS) {
    const sales = orders
      .filter((o) => o.data['supplierId'] === supplier.id && o.data['status'] === 'delivered')
      .reduce((sum, o) => sum + Number(o.data['subtotal']), 0);
    const history = rng.int(800, 4800) + rng.int(0, 999) / 1000;
    const earned = omr(history + sales * 0.9);
    const withdrawn = withdrawalPlan
      .filter((w) => w.supplierId === supplier.id && w.status === 'approved')
      .reduce((sum, w) => sum + w.amount, 0);
    const released = omr(Math.floor(history * 0.7) + withdrawn);
    const pkg = PACKAGES.find((p) => p.id === supplier.packageId);
    if (!pkg) throw new Error(`Unknown package ${supplier.packageId}`);
    const startedDaysAgo =
      supplier.id === 'supplier-006'
        ? 40
        : rng.int(5, pkg.durationUnit === 'months' ? pkg.duration * 25 : pkg.duration - 1);
    const start = new Date(daysAgo(startedDaysAgo));
    const end = new Date(start);
    if (pkg.durationUnit === 'months') end.setMonth(end.getMonth() + pkg.duration);
    else end.setDate(end.getDate() + pkg.duration);
    add(COLLECTIONS.users, supplier.id, {
      name: supplier.name,
      email: supplier.email,
      phone: omaniMobile(rng),
      whatsapp: omaniMobile(rng),
      address: supplier.address,
      cityId: supplier.cityId,
      type: 'supplier',
      image: null,
      rating: supplier.rating,
      reviewCount: supplier.reviewCount,
      blocked: false,
      ...seedPosition(supplier.id, supplier.cityId),
      // The supplier's profile (src/entities/supplier.ts).
      about: supplier.about,
      tradeLicence: supplier.tradeLicence,
      subscriptionPackageId: pkg.id,
      subscriptionStart: Timestamp.fromDate(start),
      subscriptionEnd: Timestamp.fromDate(end),
      ...audit(daysAgo(150 + rng.int(0, 300))),
    });
    // Amounts (integer baisa) and bank details apart from the supplier and from each other
    // (issue 45): the amounts read by /supplier, /withdraw and /refunds, the bank details
    // by /supplier and /withdraw only (docs/access.md "Which fields each path reads").
    const earnedBaisa = Math.round(earned * 1000) - (refundedFromSupplier.get(supplier.id) ?? 0);
    const releasedBaisa = Math.round(released * 1000);
    const opened = daysAgo(100);
    const balances = { earned: earnedBaisa, released: releasedBaisa, available: earnedBaisa - releasedBaisa };
    add(COLLECTIONS.supplierAccounts, supplier.id, { supplierId: supplier.id, ...balances, ...audit(opened) });
    // The balances carried over when the ledger began (docs/data-model.md "Ledger", the
    // seed): one adjustment entry per account, so the seed reconciles (issue 49 item 6).
    // The seed's earlier orders, withdrawals and refunds are inside it.
    add(COLLECTIONS.ledger, `opening-${supplier.id}`, {
      accountCollection: COLLECTIONS.supplierAccounts,
      accountId: supplier.id,
      kind: 'adjustment',
      amounts: balances,
      balances,
      causeCollection: COLLECTIONS.supplierAccounts,
      causeId: supplier.id,
      by: SEED_UID,
      at: Timestamp.fromMillis(opened),
    });
    add(COLLECTIONS.supplierBanks, supplier.id, {
      supplierId: supplier.id,
      ...bankOf(supplier),
      // One supplier has new bank details waiting for a second staff member's
      // confirmation (maker-checker, docs/access.md "Bank details").
      ...(supplier.id === PENDING_BANK_SUPPLIER ? pendingBankProposal(supplier) : {}),
      ...audit(daysAgo(100)),
    });
  }

  // A supplier paused for stock-taking two days ago, resumed by itself since (issue 50,
  // docs/data-model.md "Supplier pause"): a past pause is active again, nothing rewrites it.
  const paused = SUPPLIERS[SUPPLIERS.length - 1];
  if (paused) {
    add(COLLECTIONS.supplierPauses, paused.id, {
      supplierId: paused.id,
      pausedUntil: Timestamp.fromMillis(daysAgo(2)),
      reason: 'Stock-taking',
      ...audit(daysAgo(2, 180)),
    });
  }

  withdrawalPlan.forEach((w, index) => {
    const decided = w.status !== 'pending';
    const createdMs = daysAgo(w.days, rng.int(0, 600));
    const decidedMs = createdMs + rng.int(3, 40) * HOUR_MS;
    add(COLLECTIONS.withdrawals, `withdrawal-${pad(index + 1, 3)}`, {
      ...withdrawalFields(
        w,
        bankOf(supplierById(w.supplierId)),
        decided ? { at: Timestamp.fromMillis(decidedMs), by: 'finance-uid' } : null,
      ),
      ...audit(createdMs, decided ? decidedMs : createdMs),
    });
  });

  // ---- Cash on delivery: riders' cash held, remittances, their ledger entries ----
  const cashActors = { server: SEED_UID, finance: FINANCE_UID, admin: ADMIN_UID };
  for (const doc of cashDocs(storedOrders, nowMs, cashActors)) add(doc.collection, doc.id, doc.data);
  // ---- Delivery companies: fees earned per delivered order, payouts, their ledger entries ----
  const riderFee = Math.round(APP_INFO.riderDeliveryFee * 1000);
  for (const doc of companyDocs(storedOrders, nowMs, riderFee, cashActors)) add(doc.collection, doc.id, doc.data);

  // ---- Content ----
  FAQS.forEach((faq, index) => {
    add(COLLECTIONS.faqs, `faq-${pad(index + 1, 3)}`, { ...faq, ...audit(daysAgo(200 - index * 10)) });
  });
  for (const article of ARTICLES) {
    const { id, color: _color, daysAgo: age, ...data } = article;
    add(COLLECTIONS.articles, id, {
      ...data,
      image: picturePathOf(id),
      ...audit(daysAgo(age)),
    });
  }
  GALLERY.forEach((picture, index) => {
    add(COLLECTIONS.gallery, picture.id, {
      image: picturePathOf(picture.id),
      ...audit(daysAgo(60 - index * 7)),
    });
  });
  for (const ad of ADVERTISEMENTS) {
    const { id, color: _color, createdDaysAgo, expiresInDays, ...data } = ad;
    add(COLLECTIONS.advertisements, id, {
      ...data,
      image: picturePathOf(id),
      expireAt: Timestamp.fromMillis(nowMs + expiresInDays * DAY_MS),
      ...audit(daysAgo(createdDaysAgo)),
    });
  }
  for (const banner of BANNERS) {
    const { id, color: _color, createdDaysAgo, targetType, target, startDaysAgo, endInDays, reason, ...data } = banner;
    const start = new Date(daysAgo(startDaysAgo));
    start.setHours(0, 0, 0, 0);
    const end = new Date(nowMs + endInDays * DAY_MS);
    end.setHours(23, 59, 59, 999);
    const createdMs = daysAgo(createdDaysAgo);
    const decidedMs = createdMs + 5 * HOUR_MS;
    const decided = data.status !== 'pending';
    add(COLLECTIONS.banners, id, {
      ...data,
      image: picturePathOf(id),
      targetType,
      productId: targetType === 'product' ? target : '',
      categoryId: targetType === 'category' ? target : null,
      supplierId: targetType === 'supplier' ? target : null,
      link: targetType === 'link' ? target : '',
      startAt: Timestamp.fromDate(start),
      endAt: Timestamp.fromDate(end),
      ...(decided
        ? { decidedAt: Timestamp.fromMillis(decidedMs), decidedBy: 'content-uid', decisionReason: reason }
        : {}),
      ...audit(createdMs, decided ? decidedMs : createdMs),
    });
  }
  {
    const { secretKey, social, minOrderPrice, deliveryFee, riderDeliveryFee, riderCashLimit, ...info } = APP_INFO;
    const baisa = (value: number) => Math.round(value * 1000);
    add(COLLECTIONS.appInfo, 'main', {
      ...info,
      facebookUrl: social.facebook,
      instagramUrl: social.instagram,
      twitterUrl: social.twitter,
      linkedinUrl: social.linkedin,
      minOrderPrice: baisa(minOrderPrice),
      deliveryFee: baisa(deliveryFee),
      riderDeliveryFee: baisa(riderDeliveryFee),
      riderCashLimit: baisa(riderCashLimit),
      secretKeySet: true,
      ...audit(daysAgo(365), daysAgo(8)),
    });
    add(COLLECTIONS.appSecrets, 'main', {
      secretKey,
      updatedAt: Timestamp.fromMillis(daysAgo(8)),
      updatedBy: SEED_UID,
    });
  }

  // ---- Support (written by the apps; docs/access.md) ----
  CONTACT_MESSAGES.forEach(([subject, comment, note], index) => {
    const person = customers[(index * 5 + 1) % customers.length];
    if (!person) return;
    const createdMs = daysAgo(index * 6 + 1, rng.int(0, 600));
    const decidedMs = createdMs + rng.int(30, 600) * MINUTE_MS;
    add(COLLECTIONS.contactMessages, `contact-${pad(index + 1, 3)}`, {
      subject,
      comment,
      name: person.name,
      email: person.email,
      userId: person.id,
      status: note ? 'handled' : 'new',
      ...(note ? { decidedAt: Timestamp.fromMillis(decidedMs), decidedBy: 'support-uid', decisionReason: note } : {}),
      ...audit(createdMs, note ? decidedMs : createdMs),
      createdBy: person.id,
      updatedBy: note ? 'support-uid' : person.id,
    });
  });
  CUSTOMER_SERVICE.forEach((request, index) => {
    const person = customers[(index * 7 + 2) % customers.length];
    if (!person) return;
    const order = orders.find((o) => o.data['userId'] === person.id) ?? orders[index];
    const createdMs = daysAgo(index * 4 + 1, rng.int(0, 600));
    let at = createdMs;
    const messages = request.messages.map((message) => {
      const sent = at;
      at += rng.int(10, 180) * MINUTE_MS;
      return {
        text: message.text,
        by: message.staff ? 'support-uid' : person.id,
        at: Timestamp.fromMillis(sent),
        staff: message.staff,
      };
    });
    const lastMs = messages[messages.length - 1]?.at.toMillis() ?? createdMs;
    const lastStaff = [...request.messages].reverse().find((m) => m.staff);
    const decided = request.status !== 'open' || lastStaff !== undefined;
    add(COLLECTIONS.customerService, `ticket-${pad(index + 1, 3)}`, {
      subject: request.subject,
      userId: person.id,
      orderId: request.withOrder && order ? order.id : '',
      messages,
      status: request.status,
      ...(decided
        ? {
            decidedAt: Timestamp.fromMillis(lastMs),
            decidedBy: 'support-uid',
            decisionReason: request.status === 'closed' ? null : (lastStaff?.text ?? null),
          }
        : {}),
      ...audit(createdMs, lastMs),
      createdBy: person.id,
    });
  });
  const finishedOrders = orders.filter((o) => o.data['riderId'] !== null);
  RIDER_REPORTS.forEach(([subject, description, note], index) => {
    const order = finishedOrders[(index * 3) % Math.max(1, finishedOrders.length)];
    const riderId = (order?.data['riderId'] as string | undefined) ?? riders[index]?.id ?? 'rider-001';
    const createdMs = daysAgo(index * 5 + 1, rng.int(0, 600));
    const decidedMs = createdMs + rng.int(60, 1440) * MINUTE_MS;
    add(COLLECTIONS.riderReports, `rider-report-${pad(index + 1, 3)}`, {
      riderId,
      orderId: index === 3 ? '' : (order?.id ?? ''),
      subject,
      description,
      status: note ? 'resolved' : 'open',
      ...(note ? { decidedAt: Timestamp.fromMillis(decidedMs), decidedBy: 'support-uid', decisionReason: note } : {}),
      ...audit(createdMs, note ? decidedMs : createdMs),
      createdBy: riderId,
      updatedBy: note ? 'support-uid' : riderId,
    });
  });
  // Each sent to all of its audience, and once more to the first rider alone (their page lists it).
  NOTIFICATIONS.forEach((notification, index) => {
    add(COLLECTIONS.notifications, `notification-${pad(index + 1, 3)}`, {
      ...notification,
      userId: null,
      ...audit(daysAgo(index * 9 + 2)),
    });
  });
  const firstRider = riders[0]?.id ?? 'rider-001';
  NOTIFICATIONS.filter((n) => n.audience === 'rider').forEach((notification, index) => {
    add(COLLECTIONS.notifications, `notification-rider-${pad(index + 1, 3)}`, {
      ...notification,
      userId: firstRider,
      ...audit(daysAgo(index * 5 + 1)),
    });
  });
  PRIZES_FINES.forEach(([name, reason, value, type], index) => {
    const target =
      name === 'Top supplier'
        ? { id: 'supplier-005', type: 'supplier' }
        : name === 'Cancelled orders'
          ? { id: 'supplier-004', type: 'supplier' }
          : // Two to a rider (a reward and a fine), so a rider's page sums both.
            { id: riders[(Math.floor(index / 2) * 3) % riders.length]?.id ?? 'rider-001', type: 'rider' };
    const createdMs = daysAgo(index * 8 + 2);
    const id = `prize-fine-${pad(index + 1, 3)}`;
    // Given by the finance employee (her Access holds /prizesFines), as the panel records
    // it: created pending, with her as its maker (editedBy).
    const fields = prizeFineFields({ name, reason, value, type }, target, Timestamp.fromMillis(createdMs), 'pending');
    const entry = createdEntry(COLLECTIONS.prizesFines, id, fields, {
      path: '/prizesFines',
      subjectId: target.id,
      actor: FINANCE_UID,
      atMs: createdMs,
    });
    docs.push(entry.doc);
    const made = { ...audit(createdMs), createdBy: FINANCE_UID, updatedBy: FINANCE_UID, editedBy: FINANCE_UID };
    // Every sixth still waits for a second staff member; the others were approved a day
    // later by the administrator (maker-checker, docs/access.md "Money and trust").
    if (index % 6 === 0) {
      add(COLLECTIONS.prizesFines, id, { ...fields, ...made, auditId: entry.auditId });
      return;
    }
    const decidedMs = createdMs + DAY_MS;
    const approvedId = `${id}-approved`;
    docs.push({
      collection: COLLECTIONS.auditLog,
      id: approvedId,
      data: {
        action: 'decision',
        collection: COLLECTIONS.prizesFines,
        docId: id,
        path: '/prizesFines',
        subjectId: target.id,
        before: { status: 'pending' },
        after: { status: 'approved' },
        reason: null,
        actor: ADMIN_UID,
        at: Timestamp.fromMillis(decidedMs),
      },
    });
    add(COLLECTIONS.prizesFines, id, {
      ...fields,
      ...made,
      status: 'approved',
      decidedAt: Timestamp.fromMillis(decidedMs),
      decidedBy: ADMIN_UID,
      decisionReason: null,
      updatedAt: Timestamp.fromMillis(decidedMs),
      updatedBy: ADMIN_UID,
      auditId: approvedId,
    });
  });

  // After their delivered orders, customers and riders review each other (./reviews.ts).
  docs.push(
    ...buildReviews(
      docs.filter((d) => d.collection === COLLECTIONS.orders),
      audit,
    ),
  );

  // The approved rewards and fines move their person's account, with their entries.
  movePrizeFines(docs);
  // Finance's corrections of accounts (issue 49 item 1): one approved (moved, with its entry), one pending.
  docs.push(...adjustmentDocs(docs, nowMs, { finance: FINANCE_UID, admin: ADMIN_UID }));
  moveAdjustments(docs);
  return { docs, customers, riders };
}

/** Variant labels of generated (--scale) products, English and Arabic. */
const BULK_VARIANTS: readonly (readonly [string, string])[] = [
  ['Family Pack', 'عبوة عائلية'],
  ['Value Pack', 'عبوة اقتصادية'],
  ['Gift Edition', 'إصدار الهدايا'],
  ['Large', 'حجم كبير'],
  ['Small', 'حجم صغير'],
  ['Organic', 'عضوي'],
  ['Premium', 'فاخر'],
  ['Weekly Offer', 'عرض الأسبوع'],
];

/** Id of the n-th generated product (1-based): bulk-product-000001. */
export function bulkProductId(n: number): string {
  return `bulk-product-${pad(n, 6)}`;
}

/** Id of the n-th generated order (1-based): bulk-order-000001. */
export function bulkOrderId(n: number): string {
  return `bulk-order-${pad(n, 6)}`;
}

/** The n-th generated product (1-based), a variant of a base product. */
export function buildBulkProduct(n: number, nowMs: number): Record<string, unknown> {
  const rng = new Rng(7_000_000 + n);
  const template = PRODUCTS[(n - 1) % PRODUCTS.length];
  const variant = BULK_VARIANTS[Math.floor((n - 1) / PRODUCTS.length) % BULK_VARIANTS.length];
  if (!template || !variant) throw new Error('empty product templates');
  // Shop prices end in 0 or 5 baisa tens (e.g. 2.450), never below 0.100 OMR.
  const toShopPrice = (value: number) => omr(Math.max(0.1, Math.round(value * 20) / 20));
  const price = toShopPrice(template.price * (0.8 + rng.next() * 0.8));
  const sale = toShopPrice(price * (0.75 + rng.next() * 0.2));
  const salePrice = rng.chance(0.25) && sale < price ? sale : null;
  const createdMs = nowMs - rng.int(1, 365) * DAY_MS - rng.int(0, 1439) * MINUTE_MS;
  return {
    nameEn: `${template.nameEn} – ${variant[0]}`,
    nameAr: `${template.nameAr} – ${variant[1]}`,
    descriptionEn: template.descriptionEn,
    descriptionAr: template.descriptionAr,
    subCategoryId: template.subCategoryId,
    ...productRefs(template),
    image: null,
    ...productPriceFields({ price, salePrice, quantity: rng.int(0, 500) }),
    active: rng.chance(0.92),
    ...audit(createdMs),
  };
}

/** Status mix of generated orders: mostly delivered, like a marketplace's history. */
const BULK_STATUSES: readonly OrderStatus[] = [
  ...Array<OrderStatus>(16).fill('delivered'),
  'cancelledByUser',
  'cancelledByUser',
  'cancelledBySupplier',
  'cancelledBySupplier',
];

/** The n-th generated order (1-based), over the last 365 days. */
export function buildBulkOrder(n: number, nowMs: number, ctx: OrderContext): Record<string, unknown> {
  const rng = new Rng(9_000_000 + n);
  const status = rng.pick(BULK_STATUSES);
  const createdMs = nowMs - rng.int(1, 365) * DAY_MS - rng.int(0, 900) * MINUTE_MS;
  return storedOrder(buildOrder(rng, ctx, status, createdMs));
}
