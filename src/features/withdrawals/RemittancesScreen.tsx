import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type * as yup from 'yup';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { ReferenceName } from '@/components/entity/references';
import type { EntityScreen } from '@/components/entity/types';
import { remittanceEntity } from '@/entities/remittance';
import { riderAccountEntity } from '@/entities/riderAccount';
import { dataProvider } from '@/lib/data/provider';
import { entityQueries } from '@/lib/data/queries';
import { baisaToOmr, omrToBaisa, parseNumber } from '@/lib/entity/parse';
import { formatCurrency, formatDate } from '@/lib/format';
import { useCan } from '@/lib/session/useCan';
import { CompanyHandoverButton } from './CompanyHandover';

/** The remittances' route, under /withdraw (its holders record and confirm them). */
export const REMITTANCES_PATH = '/withdraw/remittances';

/**
 * The rider's cash now (riderAccounts/{riderId}): held and remitted, read fresh, so a
 * confirmation shows its move at once.
 * @param riderId the remittance's rider
 */
function RiderCash({ riderId }: { readonly riderId: string | null }) {
  const { t, i18n } = useTranslation();
  const account = useQuery(entityQueries(riderAccountEntity).one(riderId));
  if (account.isPending) return null;
  if (!account.data) return <span>{t('common.unavailable')}</span>;
  const money = (baisa: number) => formatCurrency(baisaToOmr(baisa), i18n.language);
  return (
    <Box component="span" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <span data-testid="rider-cash-held">
        {t('riderAccount.cashHeld')}: {money(account.data.cashHeld)}
      </span>
      <span data-testid="rider-remitted">
        {t('riderAccount.remitted')}: {money(account.data.remitted)}
      </span>
    </Box>
  );
}

/**
 * The form's amount check: at most the cash the chosen rider holds (the rules refuse
 * more, firestore.rules `isRemittanceCreatedFor`, from the definition's `createdFor`),
 * saying how much that is; a rider without an account holds none.
 * @param schemas the derived field schemas
 * @returns them with the amount's check added
 */
const amountWithinHeld = (schemas: Record<string, yup.AnySchema>) => ({
  ...schemas,
  amount: (schemas['amount'] as yup.AnySchema).test(
    'within-held',
    { key: 'remittance.validation.aboveHeld', values: { left: 0 } },
    async function check(value: unknown) {
      const riderId = String((this.parent as Record<string, unknown>)['riderId'] ?? '');
      const typed = parseNumber(value);
      if (!riderId || typed === undefined || Number.isNaN(typed)) return true;
      const account = await dataProvider.getOne(riderAccountEntity, riderId).catch(() => null);
      const held = account?.cashHeld ?? 0;
      if (held === 0) return this.createError({ message: 'remittance.validation.noCash' });
      if (omrToBaisa(typed) <= held) return true;
      // `{{left, currency}}`: the cash held in OMR, written in the language shown.
      return this.createError({
        message: { key: 'remittance.validation.aboveHeld', values: { left: baisaToOmr(held) } },
      });
    },
  ),
});

/**
 * A remittance's rider in the list, and under their name, for a company's hand-over, the
 * company that handed the cash over ("via Batinah Riders Co.").
 * @param riderId the rider's uid
 * @param companyId the remittance's `deliveryCompanyId` (null: the rider's own)
 */
function RiderCell(props: { readonly riderId: string | null; readonly companyId: string | null }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
      <ReferenceName entity="rider" id={props.riderId} />
      {props.companyId && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="span"
          sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap', overflow: 'hidden' }}
          data-testid="remittance-company"
        >
          {t('remittance.via')} <ReferenceName entity="deliveryCompany" id={props.companyId} link={false} />
        </Typography>
      )}
    </Box>
  );
}

/**
 * "Record a cash remittance", for those who may create one (the list's generic New
 * button is for documents that are also edited; a remittance is made, then decided).
 */
function RecordRemittance() {
  const { t } = useTranslation();
  const { can } = useCan();
  if (!can('create', remittanceEntity)) return null;
  return (
    <Button component={Link} to={`${REMITTANCES_PATH}/new`} variant="contained" startIcon={<AddIcon />}>
      {t('remittance.newTitle')}
    </Button>
  );
}

/**
 * /withdraw/remittances (issue 49 item 4; docs/data-model.md `remittances`): the cash
 * riders handed over. A finance employee records one (rider, amount in OMR to 3
 * decimals, method, reference, note; more than the rider holds is refused by the form
 * and the rules); another staff member confirms it (moving it from the rider's cash held
 * to remitted, with its ledger entry, in one transaction) or rejects it with a reason.
 */
export const remittanceScreen: EntityScreen<typeof remittanceEntity.fields> = {
  entity: remittanceEntity,
  keys: {
    title: 'navbar.remittances',
    newTitle: 'remittance.newTitle',
    editTitle: 'remittance.title',
    notFound: 'remittance.notFound',
  },
  listActions: (
    <>
      <RecordRemittance />
      <CompanyHandoverButton />
    </>
  ),
  // A company's hand-over is recorded by its own dialog (./CompanyHandover.tsx), never typed here.
  form: { deliveryCompanyId: { hidden: () => true }, handoverId: { hidden: () => true } },
  schema: amountWithinHeld,
  render: { riderId: (row) => <RiderCell riderId={row.riderId} companyId={row.deliveryCompanyId} /> },
  columns: {
    override: { status: { width: 190 } },
    extra: (t, locale) => [
      {
        field: 'decidedAt',
        headerName: t('remittance.decidedAt'),
        width: 130,
        sortable: false,
        valueFormatter: (value: Date | null) => (value ? formatDate(value, locale) : ''),
      },
    ],
  },
  details: (row, t, locale) => [
    { label: t('remittance.decidedAt'), value: row.decidedAt ? formatDate(row.decidedAt, locale, true) : '—' },
    {
      label: t('remittance.reason'),
      value: row.decisionReason ? <bdi dir="auto">{row.decisionReason}</bdi> : '—',
    },
    { label: t('remittance.riderCash'), value: <RiderCash riderId={row.riderId} /> },
  ],
};

/**
 * The remittances' routes under /withdraw: list, new (recording; `?rider=<uid>` chooses
 * the rider, as the "Cash held" list's "Record remittance" does), detail (confirm or reject).
 */
export function RemittancesRoutes() {
  const [params] = useSearchParams();
  const rider = params.get('rider');
  const defaults = useMemo(() => (rider ? { riderId: rider } : undefined), [rider]);
  return <EntityRoutes screen={remittanceScreen} basePath={REMITTANCES_PATH} defaults={defaults} />;
}
