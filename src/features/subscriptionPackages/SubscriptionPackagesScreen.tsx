import type { TFunction } from 'i18next';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { subscriptionPackageEntity, type DurationUnit, type SubscriptionPackage } from '@/entities/subscriptionPackage';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency, formatUnit } from '@/lib/format';
import { refineSubscriptionPackage } from './schema';

const INTL_UNIT: Readonly<Record<DurationUnit, string>> = { months: 'month', days: 'day', years: 'year' };

/** @returns a duration in the locale with its unit in the right plural, e.g. "3 months", "3 أشهر". */
export function formatDuration(duration: number, unit: DurationUnit, locale: string): string {
  return formatUnit(duration, INTL_UNIT[unit], locale, 'long');
}

const priceText = (row: SubscriptionPackage, t: TFunction, locale: string) =>
  row.isFree ? t('subscriptionPackage.free') : formatCurrency(baisaToOmr(row.price), locale);

/**
 * /SubscriptionPackages (spec §2–§5, §8, §9): packages with titles in both languages,
 * a price in OMR (3 decimals; none when free), a duration in days, months or years of at
 * most 9 years, activated and deactivated after a confirmation.
 */
export const subscriptionPackageScreen: EntityScreen<typeof subscriptionPackageEntity.fields> = {
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
  render: {
    price: priceText,
    duration: (row, _t, locale) => formatDuration(row.duration, row.durationUnit, locale),
  },
  form: { price: { disabled: (values) => values.isFree, disabledValue: '0' } },
  schema: refineSubscriptionPackage,
};

/** The /SubscriptionPackages screen and its sub-routes. */
export default function SubscriptionPackagesScreen() {
  return <EntityRoutes screen={subscriptionPackageScreen} basePath="/SubscriptionPackages" />;
}
