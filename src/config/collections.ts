/**
 * Firestore collection names and which menu path owns each (spec §3, §6; the full
 * model is docs/data-model.md). `npm run generate` writes these maps into
 * firestore.rules and storage.rules (src/lib/entity/accessRules.ts, storageRules.ts);
 * edit them here, never in the rules.
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
  auditLog: 'auditLog',
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

/**
 * Menu paths whose holders may use each collection other than users, Translation and
 * auditLog (those have rules of their own). The first path is the owner: its holders read
 * and write. The others only read, for their detail pages. `All` reads and writes all.
 */
export const COLLECTION_OWNERS: Readonly<
  Record<Exclude<CollectionName, 'users' | 'Translation' | 'auditLog' | 'appSecrets'>, readonly NavPath[]>
> = {
  orders: ['/allOrders', '/user', '/supplier', '/deliveryCompany', '/rider', '/supplierCancelledOrders'],
  products: ['/Products', '/supplier', '/allOrders'],
  categories: ['/Category', '/Products', '/banners', '/supplier'],
  subCategories: ['/Category', '/Products', '/supplier'],
  cities: ['/Cities', '/user', '/supplier', '/deliveryCompany', '/rider', '/Admins'],
  areas: ['/Cities', '/user', '/supplier', '/deliveryCompany', '/rider', '/Admins'],
  coupons: ['/coupon'],
  subscriptionPackages: ['/SubscriptionPackages', '/supplier'],
  faqs: ['/FAQs'],
  articles: ['/articles'],
  gallery: ['/imageGallery'],
  advertisements: ['/advertise'],
  withdrawals: ['/withdraw'],
  contactMessages: ['/contact'],
  customerService: ['/customerService'],
  riderReports: ['/RiderService', '/rider'],
  banners: ['/banners'],
  prizesFines: ['/prizesFines', '/rider', '/supplier', '/deliveryCompany', '/user'],
  appInfo: ['/about'],
  notifications: ['/user', '/supplier', '/deliveryCompany', '/rider', '/customerService'],
  supplierAccounts: ['/supplier', '/withdraw'],
};

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
