/**
 * Firestore collection names, users types and who handles or reads them (spec §3, §6;
 * the full model is docs/data-model.md). `npm run generate` writes these maps into
 * firestore.rules and storage.rules (scripts/rules/accessRules.ts, storageRules.ts);
 * edit them here, never in the rules. Who handles people is the people policy (./people.ts). Each other collection's owner and readers are
 * declared by its entity definition (`access`) and generated into ./owners.ts.
 */
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

/**
 * The users types, the menu path owning each and the paths reading each: declared by the
 * people policy (./people.ts, PEOPLE_POLICY), re-exported here with the collections.
 */
export { USER_TYPES, USER_TYPE_PATH, USER_TYPE_READERS, type Reader, type UserType } from './people';

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
 * Largest file a person may pick for an image field or the gallery, in bytes (20 MiB: a
 * phone photo fits). The browser shrinks it before upload (src/lib/storage/images.ts), so
 * what reaches Storage is at most MAX_IMAGE_BYTES.
 */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

/**
 * The content types Storage accepts (storage.rules compares them in lower case): raster
 * images only, never SVG (an SVG can hold scripts that run when the file is opened).
 */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
