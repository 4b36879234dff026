import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type * as yup from 'yup';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import { ReferenceName } from '@/components/entity/references';
import type { EntityScreen } from '@/components/entity/types';
import { ADJUSTED_BALANCES, ADJUSTMENT_PEOPLE, adjustmentEntity, type AdjustmentPerson } from '@/entities/adjustment';
import { deliveryCompanyAccountEntity } from '@/entities/deliveryCompanyAccount';
import { PERSON_ENTITY } from '@/entities/peopleByType';
import { riderAccountEntity } from '@/entities/riderAccount';
import { supplierAccountEntity } from '@/entities/supplierAccount';
import { dataProvider } from '@/lib/data/provider';
import { entityQueries } from '@/lib/data/queries';
import { baisaToOmr, omrToBaisa, parseNumber } from '@/lib/entity/parse';
import { formatCurrency, formatDate } from '@/lib/format';
import { useCan } from '@/lib/session/useCan';

/** The adjustments' route, under /withdraw (its holders record and approve them). */
export const ADJUSTMENTS_PATH = '/withdraw/adjustments';

/** The page holding each person type's statement (its Statement tab). */
const PAGES = { supplier: '/supplier', rider: '/rider', deliveryCompany: '/deliveryCompany' } as const;

const isPerson = (value: unknown): value is AdjustmentPerson =>
  (ADJUSTMENT_PEOPLE as readonly unknown[]).includes(value);

/** The balance a statement of the person follows, which an adjustment moves (the last of its fields). */
const followed = (person: AdjustmentPerson): string => {
  const fields = ADJUSTED_BALANCES[person].fields;
  return fields[fields.length - 1] ?? '';
};

/**
 * The person's balance now (what an approval moves: a supplier's available amount, what
 * a rider owes, what the platform owes a company), read fresh so an approval shows its
 * move at once, with a link to their statement (which lists the adjustment's entry) for
 * those who open the person's page.
 * @param props.personType the adjustment's person type; props.personId the person's uid
 */
function PersonBalance(props: { readonly personType: string; readonly personId: string | null }) {
  const { t, i18n } = useTranslation();
  const { can } = useCan();
  const person = isPerson(props.personType) ? props.personType : 'supplier';
  const id = isPerson(props.personType) ? props.personId : null;
  const supplier = useQuery({ ...entityQueries(supplierAccountEntity).one(id), enabled: person === 'supplier' });
  const rider = useQuery({ ...entityQueries(riderAccountEntity).one(id), enabled: person === 'rider' });
  const company = useQuery({
    ...entityQueries(deliveryCompanyAccountEntity).one(id),
    enabled: person === 'deliveryCompany',
  });
  const query = { supplier, rider, deliveryCompany: company }[person];
  if (!id || query.isPending) return null;
  const data = query.data as Readonly<Record<string, unknown>> | null | undefined;
  if (!data) return <span>{t('adjustment.validation.noAccount')}</span>;
  const held = Number(data[followed(person)] ?? 0);
  return (
    <Box component="span" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <span data-testid="adjustment-balance">
        {t(`adjustment.accountOf.${person}`)}: {formatCurrency(baisaToOmr(held), i18n.language)}
      </span>
      {/* Only for those who open the person's page (its Statement tab). */}
      {can('open', PAGES[person]) && (
        <Link
          component={RouterLink}
          to={`${PAGES[person]}/id/${id}?tab=statement`}
          sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
        >
          {t('adjustment.statementLink')}
        </Link>
      )}
    </Box>
  );
}

/**
 * The form's amount check for a decrease: at most the balance it lowers (the rules refuse
 * more at approval, from the transfer's `from` fields), saying how much that is; a person
 * without an account has nothing to correct. An increase is not checked here.
 * @param schemas the derived field schemas
 * @returns them with the amount's check added
 */
const decreaseWithinBalance = (schemas: Record<string, yup.AnySchema>) => ({
  ...schemas,
  amount: (schemas['amount'] as yup.AnySchema).test(
    'within-balance',
    { key: 'adjustment.validation.noAccount' },
    async function check(value: unknown) {
      const parent = this.parent as Record<string, unknown>;
      const person = parent['personType'];
      const personId = String(parent['personId'] ?? '');
      const typed = parseNumber(value);
      if (!isPerson(person) || !personId || typed === undefined || Number.isNaN(typed)) return true;
      const read = {
        supplier: () => dataProvider.getOne(supplierAccountEntity, personId),
        rider: () => dataProvider.getOne(riderAccountEntity, personId),
        deliveryCompany: () => dataProvider.getOne(deliveryCompanyAccountEntity, personId),
      }[person];
      const account = (await read().catch(() => null)) as Readonly<Record<string, unknown>> | null;
      if (!account) return this.createError({ message: 'adjustment.validation.noAccount' });
      if (parent['direction'] !== 'decrease') return true;
      const left = Math.min(...ADJUSTED_BALANCES[person].fields.map((f) => Number(account[f] ?? 0)));
      if (omrToBaisa(typed) <= left) return true;
      // `{{left, currency}}`: the balance in OMR, written in the language shown.
      return this.createError({
        message: { key: ADJUSTED_BALANCES[person].shortKey, values: { left: baisaToOmr(left) } },
      });
    },
  ),
});

/** "Record an adjustment", for those who may create one (an adjustment is made, then decided). */
function RecordAdjustment() {
  const { t } = useTranslation();
  const { can } = useCan();
  if (!can('create', adjustmentEntity)) return null;
  return (
    <Button component={RouterLink} to={`${ADJUSTMENTS_PATH}/new`} variant="contained" startIcon={<AddIcon />}>
      {t('adjustment.newTitle')}
    </Button>
  );
}

/**
 * /withdraw/adjustments (issue 49 item 1; docs/data-model.md "Adjustments"): corrections
 * of a supplier's, rider's or delivery company's account. A finance employee records one
 * (whose account, the person picked by search among people of that type, increase or
 * decrease, amount in OMR to 3 decimals, the reason); another staff member approves it
 * (moving the person's balance with its `adjustment` ledger entry, in one transaction) or
 * rejects it with a reason. A decrease above the balance is refused by the form and the rules.
 */
export const adjustmentScreen: EntityScreen<typeof adjustmentEntity.fields> = {
  entity: adjustmentEntity,
  keys: {
    title: 'navbar.adjustments',
    newTitle: 'adjustment.newTitle',
    editTitle: 'adjustment.title',
    notFound: 'adjustment.notFound',
  },
  listActions: <RecordAdjustment />,
  schema: decreaseWithinBalance,
  render: {
    personId: (row) => <ReferenceName entity={PERSON_ENTITY[row.personType]} id={row.personId} />,
  },
  form: {
    personId: { referenceEntity: (values) => PERSON_ENTITY[values.personType] },
    // Under the amount: a select shows no helper text.
    amount: { helpKey: 'adjustment.directionHelp' },
  },
  columns: {
    override: { status: { width: 170 } },
    extra: (t, locale) => [
      {
        field: 'decidedAt',
        headerName: t('adjustment.decidedAt'),
        width: 130,
        sortable: false,
        valueFormatter: (value: Date | null) => (value ? formatDate(value, locale) : ''),
      },
    ],
  },
  details: (row, t, locale) => [
    {
      label: t('adjustment.effectLabel'),
      value: isPerson(row.personType) ? t(`adjustment.effect.${row.personType}`) : '—',
    },
    { label: t('adjustment.decidedAt'), value: row.decidedAt ? formatDate(row.decidedAt, locale, true) : '—' },
    {
      label: t('adjustment.decisionReason'),
      value: row.decisionReason ? <bdi dir="auto">{row.decisionReason}</bdi> : '—',
    },
    { label: t('adjustment.account'), value: <PersonBalance personType={row.personType} personId={row.personId} /> },
  ],
};

/** The adjustments' routes under /withdraw: list, new (recording), detail (approve or reject). */
export function AdjustmentsRoutes() {
  return <EntityRoutes screen={adjustmentScreen} basePath={ADJUSTMENTS_PATH} />;
}
