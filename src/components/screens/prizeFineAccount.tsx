import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { deliveryCompanyAccountEntity } from '@/entities/deliveryCompanyAccount';
import { riderAccountEntity } from '@/entities/riderAccount';
import { supplierAccountEntity } from '@/entities/supplierAccount';
import { entityQueries } from '@/lib/data/queries';
import { STATEMENT_ACCOUNTS } from '@/lib/data/statementModel';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';
import { useCan } from '@/lib/session/useCan';

/** The account a reward or fine moves, per personType (src/entities/prizeFine.ts transfers). */
const ACCOUNTS = {
  supplier: { entity: supplierAccountEntity, statement: STATEMENT_ACCOUNTS.supplierAccounts, page: '/supplier' },
  rider: { entity: riderAccountEntity, statement: STATEMENT_ACCOUNTS.riderAccounts, page: '/rider' },
  deliveryCompany: {
    entity: deliveryCompanyAccountEntity,
    statement: STATEMENT_ACCOUNTS.deliveryCompanyAccounts,
    page: '/deliveryCompany',
  },
} as const;

/**
 * The person's account now, on a reward's or fine's page (issue 49 item 1; docs/data-model.md
 * "Rewards and fines move balances"): the balance its approval moves (a supplier's
 * available amount, what a rider owes, what the platform owes a delivery company) read
 * fresh, so an approval shows its move at once, and a link to the person's statement,
 * which lists its entry. A customer's moves no account: said so.
 * @param props.personType the record's personType; props.personId the person's uid
 */
export function PrizeFineAccount(props: { readonly personType: string; readonly personId: string | null }) {
  const { t, i18n } = useTranslation();
  const { can } = useCan();
  const account = Object.hasOwn(ACCOUNTS, props.personType)
    ? ACCOUNTS[props.personType as keyof typeof ACCOUNTS]
    : null;
  const id = props.personId ?? null;
  const supplier = useQuery({
    ...entityQueries(supplierAccountEntity).one(id),
    enabled: props.personType === 'supplier' && Boolean(id),
  });
  const rider = useQuery({
    ...entityQueries(riderAccountEntity).one(id),
    enabled: props.personType === 'rider' && Boolean(id),
  });
  const company = useQuery({
    ...entityQueries(deliveryCompanyAccountEntity).one(id),
    enabled: props.personType === 'deliveryCompany' && Boolean(id),
  });
  if (!account) return <span>{t('prizeFine.account.none')}</span>;
  const query = props.personType === 'supplier' ? supplier : props.personType === 'rider' ? rider : company;
  if (query.isPending) return null;
  const data = query.data as Readonly<Record<string, unknown>> | null | undefined;
  const held = data ? Number(data[account.statement.balance] ?? 0) : null;
  return (
    <Box component="span" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <span data-testid="prize-fine-account">
        {t(`prizeFine.account.${props.personType}`)}:{' '}
        {held === null ? t('prizeFine.account.missing') : formatCurrency(baisaToOmr(held), i18n.language)}
      </span>
      {/* Only for those who open the person's page (its Statement tab). */}
      {held !== null && props.personId && can('open', account.page) && (
        <Link
          component={RouterLink}
          to={`${account.page}/id/${props.personId}?tab=statement`}
          sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
        >
          {t('prizeFine.account.statement')}
        </Link>
      )}
    </Box>
  );
}
