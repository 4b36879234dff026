import { StatusChip } from '@/components/entity/StatusChip';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { productScreen } from '@/components/screens/products';
import { reviewsOf } from '@/components/screens/reviews';
import { PauseSection } from '@/components/screens/suppliers/PauseControls';
import { subCategoryScreen } from '@/components/screens/subCategories';
import { statementSection } from '@/components/screens/statements/section';
import { supplierEntity } from '@/entities/supplier';
import { BankSection } from './BankSection';
import { personScreen } from './personScreen';
import { prizeFinesOfPerson } from './related';

/** A supplier's sub-categories show their category (the supplier is the page's). */
const supplierSubCategories: EntityScreen<typeof subCategoryScreen.entity.fields> = {
  ...subCategoryScreen,
  columns: { override: { categoryId: { flex: 1 } } },
};

/**
 * /supplier (spec §2 Manage Supplier): suppliers with ratings; detail with about, trade
 * licence, subscription (package, start, end, Active or Expired), payment and bank
 * details (bank changes under maker-checker, BankSection), and their orders, products,
 * sub-categories, fines and rewards with their sum, and their statement; edit, block and
 * unblock; and whether it takes orders or is paused until a time (issue 50).
 */
export const supplierScreen = personScreen({
  entity: supplierEntity,
  path: '/supplier',
  type: 'supplier',
  title: 'navbar.supplier',
  notFound: 'people.notFound',
  details: (row, t) => {
    const end = row.subscriptionEnd;
    const active = Boolean(end && end.getTime() > Date.now());
    return [
      { label: t('people.id'), value: <bdi dir="ltr">{row.id}</bdi> },
      {
        label: t('people.subscriptionState'),
        value: row.subscriptionPackageId ? (
          <StatusChip color={active ? 'success' : 'default'} label={t(active ? 'people.active' : 'people.expired')} />
        ) : (
          t('people.noSubscription')
        ),
      },
    ];
  },
  sections: (row) => [
    {
      key: 'bank',
      labelKey: 'people.payment',
      content: <BankSection id={row.id} />,
      paths: ['/supplier', '/withdraw'],
    },
    {
      // Issue 50: paused (no new orders) until a time, or taking orders.
      key: 'pause',
      labelKey: 'pause.section',
      content: <PauseSection supplierId={row.id} supplierName={row.name} />,
      paths: ['/allOrders', '/supplier'],
    },
    // Issue 49 item 5: opening, entries, subtotals and closing of a period; CSV and print.
    statementSection('supplierAccounts', row),
  ],
  related: [
    { segment: 'products', field: 'supplierId', screen: productScreen, titleKey: 'people.products', readOnly: true },
    {
      segment: 'subCategories',
      field: 'supplierId',
      screen: supplierSubCategories,
      titleKey: 'people.subCategories',
      readOnly: true,
    },
    prizeFinesOfPerson,
    reviewsOf('supplier'),
  ],
});

/** The /supplier screen and its sub-routes. */
export default function SuppliersScreen() {
  return <EntityRoutes screen={supplierScreen} basePath="/supplier" />;
}
