import Chip from '@mui/material/Chip';
import type { TFunction } from 'i18next';
import { createdAtColumn } from '@/components/entity/columns';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreenConfig } from '@/components/entity/types';
import { formatCurrency } from '@/lib/format';
import {
  EMPTY_SUBSCRIPTION_PACKAGE,
  formatDuration,
  subscriptionPackageEntity,
  subscriptionPackageToValues,
  type SubscriptionPackage,
  type SubscriptionPackageValues,
} from './entity';
import { SubscriptionPackageFields } from './SubscriptionPackageFields';
import { subscriptionPackageSchema } from './schema';

const priceText = (row: SubscriptionPackage, t: TFunction, locale: string) =>
  row.isFree ? t('subscriptionPackage.free') : formatCurrency(row.price, locale);

const activeChip = (active: boolean, t: TFunction) => (
  <Chip
    size="small"
    label={t(active ? 'subscriptionPackage.active' : 'subscriptionPackage.inactive')}
    color={active ? 'success' : 'default'}
  />
);

/**
 * /SubscriptionPackages (spec §2–§5, §8, §9): list, create, detail and edit of
 * subscription packages; Activate and Deactivate after a confirmation. Messages are
 * spec §8's subscription messages.
 */
export const subscriptionPackageScreen: EntityScreenConfig<SubscriptionPackage, SubscriptionPackageValues> = {
  entity: subscriptionPackageEntity,
  keys: {
    title: 'navbar.subscriptionPackages',
    newTitle: 'subscriptionPackage.new',
    editTitle: 'subscriptionPackage.edit',
    notFound: 'subscriptionPackage.notFound',
    created: 'subscriptionPackage.added',
    updated: 'subscriptionPackage.updated',
    deleted: 'subscriptionPackage.deleted',
    deleteConfirm: 'subscriptionPackage.deleteConfirm',
  },
  columns: (t, locale) => [
    { field: 'titleEn', headerName: t('subscriptionPackage.titleEn'), flex: 1, minWidth: 180 },
    { field: 'titleAr', headerName: t('subscriptionPackage.titleAr'), flex: 1, minWidth: 180 },
    {
      field: 'price',
      headerName: t('subscriptionPackage.price'),
      width: 140,
      valueGetter: (_value, row) => priceText(row, t, locale),
    },
    {
      field: 'duration',
      headerName: t('subscriptionPackage.duration'),
      width: 140,
      valueGetter: (_value, row) => formatDuration(row.duration, row.durationUnit, locale),
    },
    {
      field: 'active',
      headerName: t('subscriptionPackage.status'),
      width: 120,
      renderCell: ({ row }) => activeChip(row.active, t),
    },
    createdAtColumn(t, locale),
  ],
  schema: subscriptionPackageSchema,
  emptyValues: EMPTY_SUBSCRIPTION_PACKAGE,
  toValues: subscriptionPackageToValues,
  Fields: SubscriptionPackageFields,
  heading: (row, locale) => (locale === 'ar' ? row.titleAr : row.titleEn),
  details: (row, t, locale) => [
    { label: t('subscriptionPackage.titleEn'), value: <span dir="ltr">{row.titleEn}</span> },
    { label: t('subscriptionPackage.titleAr'), value: <span dir="rtl">{row.titleAr}</span> },
    { label: t('subscriptionPackage.price'), value: priceText(row, t, locale) },
    { label: t('subscriptionPackage.duration'), value: formatDuration(row.duration, row.durationUnit, locale) },
    { label: t('subscriptionPackage.status'), value: activeChip(row.active, t) },
  ],
  statusActions: [
    {
      id: 'activate',
      labelKey: 'subscriptionPackage.activate',
      messageKey: 'subscriptionPackage.activateConfirm',
      successKey: 'subscriptionPackage.activated',
      visible: (row) => !row.active,
      patch: { active: true },
    },
    {
      id: 'deactivate',
      labelKey: 'subscriptionPackage.deactivate',
      messageKey: 'subscriptionPackage.deactivateConfirm',
      successKey: 'subscriptionPackage.deactivated',
      danger: true,
      visible: (row) => row.active,
      patch: { active: false },
    },
  ],
};

/** The /SubscriptionPackages screen and its sub-routes (list, new, :id, :id/edit). */
export default function SubscriptionPackagesScreen() {
  return <EntityRoutes config={subscriptionPackageScreen} basePath="/SubscriptionPackages" />;
}
