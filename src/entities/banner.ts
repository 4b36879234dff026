/**
 * Banner of the marketplace's home screen (spec §3: fields "not shown"; the decision is
 * docs/data-model.md `banners`): an image, a title in English and Arabic, a target
 * (a product, a category, a supplier or a web link), a position in the carousel, the
 * days it is shown, and a status. Approve and reject are transitions after a
 * confirmation (spec §4: "accepted" and "rejected"); a rejection needs a reason.
 */
import { COLLECTIONS } from '@/config/collections';
import { iff, lte } from '@/lib/entity/checks';
import { defineEntity, type Row } from '@/lib/entity/define';
import { date, enumeration, image, integer, reference, text, url } from '@/lib/entity/fields';
import { byLocale } from './names';

export const BANNER_TARGETS = ['product', 'category', 'supplier', 'link'] as const;
export type BannerTarget = (typeof BANNER_TARGETS)[number];
export const BANNER_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Last position in the carousel (decision, docs/data-model.md). */
export const MAX_BANNER_POSITION = 99;

/** The field holding the target of each target type. */
export const TARGET_FIELD: Readonly<Record<BannerTarget, 'productId' | 'categoryId' | 'supplierId' | 'link'>> = {
  product: 'productId',
  category: 'categoryId',
  supplier: 'supplierId',
  link: 'link',
};

/** The banners collection: by position, searched on titles. */
export const bannerEntity = defineEntity({
  name: 'banner',
  collection: COLLECTIONS.banners,
  access: { owner: '/banners' },
  fields: {
    image: image('banner.image', { required: true, column: { width: 80 } }),
    titleEn: text('banner.titleEn', 80, { dir: 'ltr', column: { flex: 1, width: 160 } }),
    titleAr: text('banner.titleAr', 80, { dir: 'rtl', column: { flex: 1, width: 160, hidden: true } }),
    targetType: enumeration('banner.targetType', BANNER_TARGETS, 'banner.targets', {
      initial: 'category',
      requiredKey: 'banner.validation.targetType',
      column: { width: 120, hidden: true },
    }),
    // A product id as typed until products have their definition (then a reference).
    productId: text('banner.product', 1500, {
      required: false,
      dir: 'ltr',
      pattern: { source: '^[^/]+$', messageKey: 'banner.validation.productId' },
      example: 'product-1',
      column: false,
      detail: false,
    }),
    // Shown together as the banner's target on its page (BannersScreen).
    categoryId: reference('banner.category', COLLECTIONS.categories, 'category', {
      required: false,
      column: false,
      detail: false,
    }),
    supplierId: reference('banner.supplier', COLLECTIONS.users, 'supplier', {
      required: false,
      column: false,
      detail: false,
    }),
    link: url('banner.link', { required: false, column: false, detail: false }),
    position: integer('banner.position', 1, MAX_BANNER_POSITION, {
      initial: 1,
      maxKey: 'banner.validation.position',
      minKey: 'banner.validation.position',
      decimalsKey: 'banner.validation.position',
      column: { width: 90 },
    }),
    startAt: date('banner.startAt', { column: { width: 120, hidden: true } }),
    endAt: date('banner.endAt', {
      endOfDay: true,
      notPastKey: 'banner.validation.endPast',
      column: { width: 120 },
    }),
    status: enumeration('banner.status', BANNER_STATUSES, 'banner.statuses', {
      readOnly: true,
      colors: { pending: 'warning', approved: 'success', rejected: 'error' },
      column: { width: 110 },
    }),
  },
  list: {
    sorts: ['position', 'startAt', 'endAt', 'createdAt'],
    defaultSort: { field: 'position', direction: 'asc' },
    search: { fields: ['titleEn', 'titleAr'], sorts: ['createdAt'] },
    filters: { status: ['position', 'createdAt'] },
  },
  // Approving or rejecting what the home screen shows is recorded (docs/access.md, Audit trail).
  audit: { of: 'decisions' },
  transitions: {
    approve: {
      field: 'status',
      from: ['pending', 'rejected'],
      to: 'approved',
      labelKey: 'banner.approve',
      confirmKey: 'banner.approveConfirm',
      successKey: 'banner.approved',
    },
    reject: {
      field: 'status',
      from: ['pending', 'approved'],
      to: 'rejected',
      labelKey: 'banner.reject',
      confirmKey: 'banner.rejectConfirm',
      successKey: 'banner.rejected',
      danger: true,
      reasonRequired: true,
    },
  },
  // Exactly the target of its type is set; shown from its start day to its end day.
  checks: [
    ...BANNER_TARGETS.map((type) => iff('targetType', type, TARGET_FIELD[type], `banner.validation.${type}`)),
    lte('startAt', 'endAt', { key: 'banner.validation.endBeforeStart', on: 'endAt' }),
  ],
  title: (row, locale) => byLocale(row.titleEn, row.titleAr, locale),
});

export type Banner = Row<typeof bannerEntity.fields>;

/** Whether an approved banner is on the home screen at `now` (docs/data-model.md). */
export function isBannerLive(banner: Pick<Banner, 'status' | 'startAt' | 'endAt'>, now: Date = new Date()): boolean {
  return (
    banner.status === 'approved' &&
    banner.startAt !== null &&
    banner.endAt !== null &&
    banner.startAt.getTime() <= now.getTime() &&
    now.getTime() <= banner.endAt.getTime()
  );
}
