/**
 * Advertisement (spec §3: website, short detail, description, supplier "by", created
 * date, expire date, active flag; docs/data-model.md `advertisements`). Short detail
 * and description are in English and Arabic; the image is required (spec §5 "Please
 * select Image"). Activate and deactivate are transitions after a confirmation (spec
 * §4); the shown state (Active, Inactive, Expired) is derived by advertisementState.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { bilingual, boolean, date, image, reference, url } from '@/lib/entity/fields';
import { byLocale } from './names';

/** The advertisements collection: searched on short detail and website, newest first. */
export const advertisementEntity = defineEntity({
  name: 'advertisement',
  collection: COLLECTIONS.advertisements,
  access: { owner: '/advertise' },
  fields: {
    image: image('advertisement.image', { required: true, column: { width: 80 } }),
    ...bilingual('shortDetail', 'advertisement.shortDetail', 200, { column: { flex: 1, width: 180 } }),
    ...bilingual('description', 'advertisement.description', 2000, { multiline: true, column: false }),
    website: url('advertisement.website', { column: { width: 200, hidden: true } }),
    supplierId: reference('advertisement.supplier', COLLECTIONS.users, 'supplier', {
      requiredKey: 'advertisement.validation.supplier',
      column: { width: 170 },
    }),
    expireAt: date('advertisement.expireAt', {
      endOfDay: true,
      notPastKey: 'advertisement.validation.expirePast',
      column: { width: 130 },
    }),
    active: boolean('advertisement.status', false, {
      readOnly: true,
      labels: ['advertisement.inactive', 'advertisement.active'],
      colors: ['default', 'success'],
      column: false,
    }),
  },
  list: {
    sorts: ['expireAt', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    search: { fields: ['shortDetailEn', 'shortDetailAr', 'website'], sorts: ['createdAt'] },
    filters: { active: ['createdAt', 'expireAt'] },
  },
  transitions: {
    activate: {
      field: 'active',
      from: [false],
      to: true,
      labelKey: 'advertisement.activate',
      confirmKey: 'advertisement.activateConfirm',
      successKey: 'advertisement.activated',
    },
    deactivate: {
      field: 'active',
      from: [true],
      to: false,
      labelKey: 'advertisement.deactivate',
      confirmKey: 'advertisement.deactivateConfirm',
      successKey: 'advertisement.deactivated',
      danger: true,
    },
  },
  title: (row, locale) => byLocale(row.shortDetailEn, row.shortDetailAr, locale),
});

export type Advertisement = Row<typeof advertisementEntity.fields>;

/** Shown state of an advertisement; derived, never stored. */
export type AdvertisementState = 'active' | 'inactive' | 'expired';

/**
 * The state an advertisement is shown in (docs/data-model.md): Expired once its expire
 * date has passed (whatever the flag), otherwise Active or Inactive as its flag says.
 * The marketplace's apps show only active advertisements that have not expired.
 * @param now the moment to judge at (default: now)
 */
export function advertisementState(
  ad: Pick<Advertisement, 'active' | 'expireAt'>,
  now: Date = new Date(),
): AdvertisementState {
  if (ad.expireAt === null || ad.expireAt.getTime() <= now.getTime()) return 'expired';
  return ad.active ? 'active' : 'inactive';
}
