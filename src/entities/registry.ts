/**
 * The one list of entity definitions (docs/adding-an-entity.md). It feeds the seed's
 * derived fields, the generated rules validation and index file (`npm run generate`),
 * and the checks of tests/unit/generated.test.ts. There is no second list.
 */
import type { EntityDef } from '@/lib/entity/define';
import type { Fields } from '@/lib/entity/fields';
import { advertisementEntity } from './advertisement';
import { appInfoEntity } from './appInfo';
import { articleEntity } from './article';
import { bannerEntity } from './banner';
import { contactMessageEntity } from './contactMessage';
import { customerServiceRequestEntity } from './customerServiceRequest';
import { riderReportEntity } from './riderReport';
import { reviewEntity } from './review';
import { categoryEntity, subCategoryEntity } from './category';
import { areaEntity, cityEntity } from './city';
import { couponEntity } from './coupon';
import { faqEntity } from './faq';
import { productEntity } from './product';
import { withdrawalEntity } from './withdrawal';
import { refundEntity } from './refund';
import { remittanceEntity } from './remittance';
import { payoutEntity } from './payout';
import { adjustmentEntity } from './adjustment';
import { deliveryCompanyAccountEntity } from './deliveryCompanyAccount';
import { riderAccountEntity } from './riderAccount';
import { prizeFineEntity } from './prizeFine';
import { galleryImageEntity } from './galleryImage';
import { notificationEntity } from './notification';
import { orderEntity } from './order';
import { subscriptionPackageEntity } from './subscriptionPackage';
import { customerEntity, deliveryCompanyEntity, riderEntity } from './people';
import { staffEntity } from './staff';
import { supplierEntity } from './supplier';
import { supplierAccountEntity } from './supplierAccount';
import { supplierPauseEntity } from './supplierPause';
import { supplierBankEntity } from './supplierBank';

/** Every definition, by registry name. */
export const ENTITIES = {
  faq: faqEntity,
  article: articleEntity,
  galleryImage: galleryImageEntity,
  category: categoryEntity,
  subCategory: subCategoryEntity,
  city: cityEntity,
  area: areaEntity,
  coupon: couponEntity,
  subscriptionPackage: subscriptionPackageEntity,
  product: productEntity,
  withdrawal: withdrawalEntity,
  refund: refundEntity,
  remittance: remittanceEntity,
  riderAccount: riderAccountEntity,
  payout: payoutEntity,
  adjustment: adjustmentEntity,
  deliveryCompanyAccount: deliveryCompanyAccountEntity,
  prizeFine: prizeFineEntity,
  advertisement: advertisementEntity,
  banner: bannerEntity,
  appInfo: appInfoEntity,
  contactMessage: contactMessageEntity,
  customerServiceRequest: customerServiceRequestEntity,
  riderReport: riderReportEntity,
  supplier: supplierEntity,
  supplierAccount: supplierAccountEntity,
  supplierBank: supplierBankEntity,
  supplierPause: supplierPauseEntity,
  employee: staffEntity,
  customer: customerEntity,
  deliveryCompany: deliveryCompanyEntity,
  rider: riderEntity,
  order: orderEntity,
  notification: notificationEntity,
  review: reviewEntity,
} as const;

export type EntityName = keyof typeof ENTITIES;

/** The definitions as a list, for code that treats them alike. */
export const ENTITY_LIST: readonly EntityDef<Fields>[] = Object.values(ENTITIES) as unknown as EntityDef<Fields>[];

/**
 * @param name a registry name (a reference field's `entity`)
 * @returns the definition
 * @throws Error for an unknown name
 */
export function entityByName(name: string): EntityDef<Fields> {
  const def = (ENTITIES as Record<string, unknown>)[name];
  if (!def) throw new Error(`No entity named ${name}`);
  return def as EntityDef<Fields>;
}

/**
 * Definitions whose collection firestore.rules validates with generated functions and
 * a match of its own (the collections of COLLECTION_OWNERS).
 */
export const VALIDATED: readonly EntityDef<Fields>[] = ENTITY_LIST.filter((def) => !def.scope);

/**
 * Every definition the rules' generated block covers: VALIDATED and the people (users
 * documents scoped by type, whose hand-written match calls `isUserScopedChange` and `isUserScopedRetype`).
 */
export const RULES_DEFINITIONS: readonly EntityDef<Fields>[] = ENTITY_LIST;
