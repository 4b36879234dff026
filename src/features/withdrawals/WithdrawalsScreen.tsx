import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import Button from '@mui/material/Button';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { ReferenceName } from '@/components/entity/references';
import { CashHeldList } from '@/components/screens/cash/CashHeldList';
import { Reconciliation } from '@/components/screens/statements/Reconciliation';
import type { EntityScreen } from '@/components/entity/types';
import { supplierAccountEntity } from '@/entities/supplierAccount';
import { withdrawalEntity } from '@/entities/withdrawal';
import { entityQueries } from '@/lib/data/queries';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency, formatDate } from '@/lib/format';
import { PayoutsRoutes } from './PayoutsScreen';
import { AdjustmentsRoutes } from './AdjustmentsScreen';
import { RemittancesRoutes } from './RemittancesScreen';

/**
 * The supplier's amounts now (supplierAccounts/{supplierId}): available and released,
 * read fresh, so an approval shows its move at once.
 * @param supplierId the withdrawal's supplier
 */
function SupplierAmounts({ supplierId }: { readonly supplierId: string | null }) {
  const { t, i18n } = useTranslation();
  const account = useQuery(entityQueries(supplierAccountEntity).one(supplierId));
  if (account.isPending) return null;
  if (!account.data) return <span>{t('common.unavailable')}</span>;
  const money = (baisa: number) => formatCurrency(baisaToOmr(baisa), i18n.language);
  return (
    <Box component="span" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <span data-testid="supplier-available">
        {t('supplierAccount.available')}: {money(account.data.available)}
      </span>
      <span data-testid="supplier-released">
        {t('supplierAccount.released')}: {money(account.data.released)}
      </span>
    </Box>
  );
}

/** The way to the reconciliation check from the withdrawals list. */
function ReconcileLink() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to="/withdraw/reconcile" variant="outlined" sx={{ minHeight: 44 }}>
      {t('reconcile.title')}
    </Button>
  );
}

/**
 * /withdraw, "Withdraw History" (spec §2, §4, §8): suppliers' withdrawal requests with
 * amount, supplier, bank details as sent, requested and decided dates and status,
 * filtered by status or supplier. Requests come from the suppliers' app: the panel
 * only approves (moving the amount from the supplier's available to the released
 * amount in the same transaction) or rejects with a reason, each after a confirmation
 * and recorded in the audit trail (docs/data-model.md `withdrawals`, docs/access.md).
 */
export const withdrawalScreen: EntityScreen<typeof withdrawalEntity.fields> = {
  entity: withdrawalEntity,
  // Approving says beforehand when the amount is more than the supplier has available.
  linkedDocuments: [supplierAccountEntity],
  listActions: <ReconcileLink />,
  keys: {
    title: 'navbar.withdraw',
    newTitle: 'withdrawal.title',
    editTitle: 'withdrawal.title',
    notFound: 'withdrawal.notFound',
  },
  columns: {
    extra: (t, locale) => [
      {
        field: 'decidedAt',
        headerName: t('withdrawal.decidedAt'),
        width: 130,
        sortable: false,
        valueFormatter: (value: Date | null) => (value ? formatDate(value, locale) : ''),
      },
    ],
  },
  details: (row, t, locale) => [
    { label: t('withdrawal.requestedAt'), value: row.createdAt ? formatDate(row.createdAt, locale, true) : '' },
    { label: t('withdrawal.decidedAt'), value: row.decidedAt ? formatDate(row.decidedAt, locale, true) : '—' },
    {
      label: t('withdrawal.decidedBy'),
      value: row.decidedBy ? <ReferenceName entity="employee" id={row.decidedBy} /> : '—',
    },
    {
      label: t('withdrawal.reason'),
      value: row.decisionReason ? <bdi dir="auto">{row.decisionReason}</bdi> : '—',
    },
    { label: t('withdrawal.supplierAmounts'), value: <SupplierAmounts supplierId={row.supplierId} /> },
  ],
};

/** /withdraw/cash-held: the riders by cash held (issue 49 item 3), under Withdraw History. */
function CashHeldScreen() {
  const { t } = useTranslation();
  return <CashHeldList trail={[{ label: t('navbar.withdraw'), to: '/withdraw' }]} />;
}

/**
 * The /withdraw screen and its sub-routes: the withdrawals (list and detail; no forms),
 * under `remittances/` the riders' cash remittances, under `payouts/` the delivery
 * companies' payouts and under `adjustments/` the corrections of accounts (issue 49), and the reconciliation check at /withdraw/reconcile
 * (issue 49 item 6), the riders' cash held at /withdraw/cash-held (issue 49 item 3), for
 * the same holders (the finance path and All).
 */
export default function WithdrawalsScreen() {
  return (
    <Routes>
      <Route path="remittances/*" element={<RemittancesRoutes />} />
      <Route path="payouts/*" element={<PayoutsRoutes />} />
      <Route path="adjustments/*" element={<AdjustmentsRoutes />} />
      <Route path="reconcile" element={<Reconciliation />} />
      <Route path="cash-held" element={<CashHeldScreen />} />
      <Route path="*" element={<EntityRoutes screen={withdrawalScreen} basePath="/withdraw" />} />
    </Routes>
  );
}
