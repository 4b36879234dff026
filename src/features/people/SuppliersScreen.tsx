import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionList } from '@/components/entity/DescriptionList';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { productScreen } from '@/components/screens/products';
import { reviewsOf } from '@/components/screens/reviews';
import { subCategoryScreen } from '@/components/screens/subCategories';
import { supplierEntity } from '@/entities/supplier';
import { supplierAccountEntity } from '@/entities/supplierAccount';
import { getOne } from '@/lib/data/api';
import { getSupplierProfile } from '@/lib/data/people';
import { errorKey } from '@/lib/errors';
import { formatCurrency, formatDate } from '@/lib/format';
import { baisaToOmr } from '@/lib/entity/parse';
import { personScreen } from './personScreen';
import { prizeFinesOfPerson } from './related';
import { usePeopleAccess } from './usePeopleAccess';
import { entityKeys } from '@/lib/query/keys';

/** A titled definition list section. */
function Section(props: {
  readonly title: string;
  readonly rows: readonly (readonly [string, ReactNode])[];
  readonly error?: unknown;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-label={props.title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {props.title}
      </Typography>
      {props.error ? (
        <Typography color="error" role="alert">
          {t(errorKey(props.error))}
        </Typography>
      ) : (
        <DescriptionList rows={props.rows.map(([label, value]) => ({ label, value }))} />
      )}
    </Paper>
  );
}

/** About, trade licence and subscription (spec §3 Supplier), from the users document. */
function SupplierProfileSection({ id }: { readonly id: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({ queryKey: ['supplierProfile', id], queryFn: () => getSupplierProfile(id) });
  const profile = query.data;
  const sub = profile?.subscription;
  const active = Boolean(sub?.end && sub.end.getTime() > Date.now());
  return (
    <Section
      title={t('people.supplierProfile')}
      error={query.error}
      rows={[
        [t('people.about'), <bdi dir="auto">{profile?.about ?? ''}</bdi>],
        [t('people.tradeLicence'), <bdi dir="ltr">{profile?.tradeLicence ?? ''}</bdi>],
        [t('people.subscription'), <bdi dir="auto">{sub?.name ?? t('people.noSubscription')}</bdi>],
        [t('people.subscriptionStart'), sub?.start ? formatDate(sub.start, i18n.language) : '—'],
        [t('people.subscriptionEnd'), sub?.end ? formatDate(sub.end, i18n.language) : '—'],
        [
          t('people.subscriptionState'),
          sub ? (
            <Chip
              size="small"
              color={active ? 'success' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              label={t(active ? 'people.active' : 'people.expired')}
            />
          ) : (
            '—'
          ),
        ],
      ]}
    />
  );
}

/**
 * Payment and bank details (spec §3 Supplier) from supplierAccounts/{id}: only for
 * holders of /supplier or /withdraw (the rules refuse others; the section is not shown).
 */
function SupplierAccountSection({ id }: { readonly id: string }) {
  const { t, i18n } = useTranslation();
  const access = usePeopleAccess();
  const allowed = access.holds('/supplier') || access.holds('/withdraw');
  const query = useQuery({
    queryKey: entityKeys(supplierAccountEntity).one(id),
    queryFn: () => getOne(supplierAccountEntity, id),
    enabled: allowed,
    retry: false,
  });
  if (!allowed) return null;
  const account = query.data;
  const omr = (baisa: number | undefined) =>
    baisa === undefined ? '' : formatCurrency(baisaToOmr(baisa), i18n.language);
  return (
    <>
      <Section
        title={t('people.payment')}
        error={query.error}
        rows={[
          [t('supplierAccount.earned'), omr(account?.earned)],
          [t('supplierAccount.released'), omr(account?.released)],
          [t('supplierAccount.available'), omr(account?.available)],
        ]}
      />
      <Section
        title={t('people.bank')}
        error={query.error}
        rows={[
          [t('supplierAccount.accountHolder'), <bdi dir="auto">{account?.accountHolder ?? ''}</bdi>],
          [t('supplierAccount.accountNumber'), <bdi dir="ltr">{account?.accountNumber ?? ''}</bdi>],
          [t('supplierAccount.iban'), <bdi dir="ltr">{account?.iban ?? ''}</bdi>],
          [t('supplierAccount.bankName'), <bdi dir="auto">{account?.bankName ?? ''}</bdi>],
        ]}
      />
    </>
  );
}

/** A supplier's sub-categories show their category (the supplier is the page's). */
const supplierSubCategories: EntityScreen<typeof subCategoryScreen.entity.fields> = {
  ...subCategoryScreen,
  columns: { override: { categoryId: { flex: 1 } } },
};

/**
 * /supplier (spec §2 Manage Supplier): suppliers with ratings; detail with about, trade
 * licence, subscription (Active or Expired), payment and bank details, and their orders,
 * products, sub-categories, and fines and rewards with their sum; block and unblock.
 */
export const supplierScreen = personScreen({
  entity: supplierEntity,
  path: '/supplier',
  type: 'supplier',
  title: 'navbar.supplier',
  notFound: 'people.notFound',
  details: (row, t) => [{ label: t('people.id'), value: <bdi dir="ltr">{row.id}</bdi> }],
  sections: (row) => (
    <>
      <SupplierProfileSection id={row.id} />
      <SupplierAccountSection id={row.id} />
    </>
  ),
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
