import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type * as yup from 'yup';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { deliveryCompanyAccountEntity } from '@/entities/deliveryCompanyAccount';
import { payoutEntity } from '@/entities/payout';
import { dataProvider } from '@/lib/data/provider';
import { entityQueries } from '@/lib/data/queries';
import { baisaToOmr, omrToBaisa, parseNumber } from '@/lib/entity/parse';
import { formatCurrency, formatDate } from '@/lib/format';
import { useCan } from '@/lib/session/useCan';

/** The payouts' route, under /withdraw (its holders record and confirm them). */
export const PAYOUTS_PATH = '/withdraw/payouts';

/**
 * The company's account now (deliveryCompanyAccounts/{companyId}): owed and paid out,
 * read fresh, so a confirmation shows its move at once.
 * @param companyId the payout's delivery company
 */
function CompanyAccount({ companyId }: { readonly companyId: string | null }) {
  const { t, i18n } = useTranslation();
  const account = useQuery(entityQueries(deliveryCompanyAccountEntity).one(companyId));
  if (account.isPending) return null;
  if (!account.data) return <span>{t('common.unavailable')}</span>;
  const money = (baisa: number) => formatCurrency(baisaToOmr(baisa), i18n.language);
  return (
    <Box component="span" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <span data-testid="company-available">
        {t('deliveryCompanyAccount.available')}: {money(account.data.available)}
      </span>
      <span data-testid="company-paid-out">
        {t('deliveryCompanyAccount.paidOut')}: {money(account.data.paidOut)}
      </span>
    </Box>
  );
}

/**
 * The form's amount check: at most what the platform owes the chosen company (the rules
 * refuse more, firestore.rules `isPayoutCreatedFor`, from the definition's `createdFor`),
 * saying how much that is; a company without an account is owed nothing.
 * @param schemas the derived field schemas
 * @returns them with the amount's check added
 */
const amountWithinOwed = (schemas: Record<string, yup.AnySchema>) => ({
  ...schemas,
  amount: (schemas['amount'] as yup.AnySchema).test(
    'within-owed',
    { key: 'payout.validation.aboveAvailable', values: { left: 0 } },
    async function check(value: unknown) {
      const companyId = String((this.parent as Record<string, unknown>)['deliveryCompanyId'] ?? '');
      const typed = parseNumber(value);
      if (!companyId || typed === undefined || Number.isNaN(typed)) return true;
      const account = await dataProvider.getOne(deliveryCompanyAccountEntity, companyId).catch(() => null);
      const owed = account?.available ?? 0;
      if (owed === 0) return this.createError({ message: 'payout.validation.nothingOwed' });
      if (omrToBaisa(typed) <= owed) return true;
      // `{{left, currency}}`: what is owed in OMR, written in the language shown.
      return this.createError({
        message: { key: 'payout.validation.aboveAvailable', values: { left: baisaToOmr(owed) } },
      });
    },
  ),
});

/** "Record a payout", for those who may create one (a payout is made, then decided). */
function RecordPayout() {
  const { t } = useTranslation();
  const { can } = useCan();
  if (!can('create', payoutEntity)) return null;
  return (
    <Button component={Link} to={`${PAYOUTS_PATH}/new`} variant="contained" startIcon={<AddIcon />}>
      {t('payout.newTitle')}
    </Button>
  );
}

/**
 * /withdraw/payouts (issue 49 item 4; docs/data-model.md "deliveryCompanyAccounts and
 * payouts"): what the platform paid delivery companies for their deliveries. A finance
 * employee records one (company, amount in OMR to 3 decimals, method, reference, note;
 * more than the company is owed is refused by the form and the rules); another staff
 * member confirms it (moving it from the company account's `available` to `paidOut`,
 * with its `payout` ledger entry, in one transaction) or rejects it with a reason.
 */
export const payoutScreen: EntityScreen<typeof payoutEntity.fields> = {
  entity: payoutEntity,
  keys: {
    title: 'navbar.payouts',
    newTitle: 'payout.newTitle',
    editTitle: 'payout.title',
    notFound: 'payout.notFound',
  },
  listActions: <RecordPayout />,
  schema: amountWithinOwed,
  columns: {
    override: { status: { width: 190 } },
    extra: (t, locale) => [
      {
        field: 'decidedAt',
        headerName: t('payout.decidedAt'),
        width: 130,
        sortable: false,
        valueFormatter: (value: Date | null) => (value ? formatDate(value, locale) : ''),
      },
    ],
  },
  details: (row, t, locale) => [
    { label: t('payout.decidedAt'), value: row.decidedAt ? formatDate(row.decidedAt, locale, true) : '—' },
    {
      label: t('payout.reason'),
      value: row.decisionReason ? <bdi dir="auto">{row.decisionReason}</bdi> : '—',
    },
    { label: t('payout.companyAccount'), value: <CompanyAccount companyId={row.deliveryCompanyId} /> },
  ],
};

/** The payouts' routes under /withdraw: list, new (recording), detail (confirm or reject). */
export function PayoutsRoutes() {
  return <EntityRoutes screen={payoutScreen} basePath={PAYOUTS_PATH} />;
}
