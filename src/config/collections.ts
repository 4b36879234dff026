/**
 * Firestore collection names, users types and who handles or reads them (spec §3, §6;
 * the full model is docs/data-model.md). `npm run generate` writes these maps into
 * firestore.rules and storage.rules (scripts/rules/accessRules.ts, storageRules.ts);
 * edit them here, never in the rules. Each other collection's owner and readers are
 * declared by its entity definition (`access`) and generated into ./owners.ts.
 */
import type { NavPath } from './navigation';
import { TRANSLATION_COLLECTION } from './translation';

export const COLLECTIONS = {
  users: 'users',
  translation: TRANSLATION_COLLECTION,
  orders: 'orders',
  products: 'products',
  categories: 'categories',
  subCategories: 'subCategories',
  cities: 'cities',
  areas: 'areas',
  coupons: 'coupons',
  subscriptionPackages: 'subscriptionPackages',
  faqs: 'faqs',
  articles: 'articles',
  gallery: 'gallery',
  advertisements: 'advertisements',
  withdrawals: 'withdrawals',
  refunds: 'refunds',
  contactMessages: 'contactMessages',
  customerService: 'customerService',
  riderReports: 'riderReports',
  banners: 'banners',
  prizesFines: 'prizesFines',
  appInfo: 'appInfo',
  /** Write-only: the app's secret key (docs/data-model.md); no client reads it. */
  appSecrets: 'appSecrets',
  notifications: 'notifications',
  supplierAccounts: 'supplierAccounts',
  /** A supplier's bank details, apart from their amounts (src/entities/supplierBank.ts). */
  supplierBanks: 'supplierBanks',
  /** A supplier's pause (no new orders until a time; src/entities/supplierPause.ts, issue 50). */
  supplierPauses: 'supplierPauses',
  /** The claims of delivery companies' codes: one company per code (src/lib/data/claims.ts). */
  companyCodes: 'companyCodes',
  reviews: 'reviews',
  auditLog: 'auditLog',
  /** Money movements, one immutable entry each (src/lib/entity/ledger.ts); rules generated from the transfers. */
  ledger: 'ledger',
  /** A rider's cash held and remitted (src/entities/riderAccount.ts), id = the rider's uid. */
  riderAccounts: 'riderAccounts',
  /** Cash a rider handed over, recorded then confirmed (src/entities/remittance.ts). */
  remittances: 'remittances',
  /** A delivery company's delivery fees earned and paid out (src/entities/deliveryCompanyAccount.ts), id = the company's uid. */
  deliveryCompanyAccounts: 'deliveryCompanyAccounts',
  /** A payout to a delivery company, recorded then confirmed (src/entities/payout.ts). */
  payouts: 'payouts',
  /** A correction of a supplier's, rider's or company's account, recorded then approved (src/entities/adjustment.ts). */
  adjustments: 'adjustments',
  /** A person's saved list states (docs/access.md, "Saved views"); rules of their own. */
  savedViews: 'savedViews',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** The value of `type` on a users document (spec §3, User). */
export const USER_TYPES = ['user', 'supplier', 'deliveryCompany', 'rider', 'employee'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The menu path that owns the users documents of each type. */
export const USER_TYPE_PATH: Readonly<Record<UserType, NavPath>> = {
  user: '/user',
  supplier: '/supplier',
  deliveryCompany: '/deliveryCompany',
  rider: '/rider',
  employee: '/Admins',
};

/** A menu path that reads documents it does not own, and why (docs/access.md). */
export interface Reader {
  readonly path: NavPath;
  readonly reason: string;
}

const ORDER_SCREENS = [
  '/allOrders',
  '/supplierCancelledOrders',
  '/user',
  '/supplier',
  '/deliveryCompany',
  '/rider',
] as const;
const orderReaders = (): Reader[] =>
  ORDER_SCREENS.map((path) => ({ path, reason: 'names the parties of the orders it lists' }));

/**
 * Menu paths that read the users documents of a type without owning them (firestore.rules
 * `typeReaders()`, generated): pickers and the names shown on other records. The owner
 * (USER_TYPE_PATH) and All read them too. Nobody but /Admins and All reads employees.
 */
export const USER_TYPE_READERS: Readonly<Record<UserType, readonly Reader[]>> = {
  user: [
    ...orderReaders(),
    { path: '/customerService', reason: 'names the customer of a request' },
    { path: '/contact', reason: 'names the writer of a message' },
    { path: '/prizesFines', reason: 'picks who a fine or reward applies to' },
  ],
  supplier: [
    ...orderReaders(),
    { path: '/Category', reason: "picks a sub-category's supplier" },
    { path: '/Products', reason: "picks a product's supplier" },
    { path: '/advertise', reason: "picks an advertisement's supplier" },
    { path: '/banners', reason: "picks a banner's supplier" },
    { path: '/prizesFines', reason: 'picks who a fine or reward applies to' },
    { path: '/refunds', reason: 'names the supplier of a refund' },
    { path: '/withdraw', reason: 'picks the supplier of an adjustment' },
  ],
  deliveryCompany: [
    ...orderReaders(),
    { path: '/prizesFines', reason: 'picks who a fine or reward applies to' },
    { path: '/withdraw', reason: 'picks the delivery company of a payout or an adjustment' },
  ],
  rider: [
    ...orderReaders(),
    { path: '/prizesFines', reason: 'picks who a fine or reward applies to' },
    { path: '/RiderService', reason: 'names the rider of a report' },
    { path: '/withdraw', reason: 'picks the rider of a cash remittance or an adjustment' },
  ],
  employee: [],
};

/**
 * Menu paths whose holders may use each collection other than users, Translation,
 * auditLog and appSecrets (those have rules of their own): generated into ./owners.ts
 * from the `access` each entity definition declares (src/entities).
 */
export { COLLECTION_OWNERS, type OwnedCollection } from './owners';

export { TRANSLATION_DOCS } from './translation';

/**
 * Storage folders whose images anyone may download, signed in or not: the public
 * catalogue and content the customer apps show (docs/data-model.md, "Images"). Every
 * other folder is read only by staff whose Access uses its collection.
 */
export const PUBLIC_IMAGE_FOLDERS: readonly CollectionName[] = [
  'categories',
  'products',
  'articles',
  'gallery',
  'advertisements',
  'banners',
];

/** Largest image file accepted in Storage, in bytes (5 MiB; storage.rules and the image field). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The content types Storage accepts (storage.rules compares them in lower case): raster
 * images only, never SVG (an SVG can hold scripts that run when the file is opened).
 */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
