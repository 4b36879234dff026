import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DescriptionList } from '@/components/entity/DescriptionList';
import { deliveryCompanyAccountEntity } from '@/entities/deliveryCompanyAccount';
import { remittanceEntity } from '@/entities/remittance';
import { HANDOVER_PARAM } from '@/lib/data/handoverModel';
import { riderAccountEntity } from '@/entities/riderAccount';
import { entityQueries } from '@/lib/data/queries';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';
import { companyCashQuery } from './queries';
import { useCan } from '@/lib/session/useCan';

/** The remittances list (its hand-over dialog opens for the company named by HANDOVER_PARAM). */
const REMITTANCES_PATH = '/withdraw/remittances';

/**
 * A delivery company's money at a glance (issue 49 item 2; docs/data-model.md
 * "deliveryCompanyAccounts and payouts"): the delivery fees the platform owes it and what
 * it has been paid (its account), the cash its riders hold (the sum of their accounts,
 * for viewers who read riders' accounts), and the net between them: who owes whom; while its
 * riders hold cash, a link to record the company's hand-over for those who record remittances.
 * @param companyId the company's uid
 */
export function CompanyMoney(props: { readonly companyId: string }) {
  const { t, i18n } = useTranslation();
  const { can } = useCan();
  const readsCash = can('read', riderAccountEntity);
  const account = useQuery(entityQueries(deliveryCompanyAccountEntity).one(props.companyId));
  const cash = useQuery({ ...companyCashQuery(props.companyId), enabled: readsCash });
  // Left to right in both languages, as the statement writes amounts.
  const money = (baisa: number) => <bdi dir="ltr">{formatCurrency(baisaToOmr(baisa), i18n.language)}</bdi>;
  if (account.isPending) return null;
  const owed = account.data?.available ?? 0;
  const rows = [
    { label: t('deliveryCompanyAccount.available'), value: <span data-testid="company-owed">{money(owed)}</span> },
    {
      label: t('deliveryCompanyAccount.paidOut'),
      value: <span data-testid="company-paid">{money(account.data?.paidOut ?? 0)}</span>,
    },
  ];
  if (readsCash && cash.data) {
    const net = cash.data.cashHeld - owed;
    rows.push(
      {
        label: t('deliveryCompanyAccount.ridersCash'),
        value: (
          <span data-testid="company-cash" data-baisa={cash.data.cashHeld}>
            {money(cash.data.cashHeld)} · {t('deliveryCompanyAccount.ridersWithCash', { count: cash.data.riders })}
          </span>
        ),
      },
      {
        label: t('deliveryCompanyAccount.net'),
        value: (
          <strong data-testid="company-net" data-baisa={net}>
            {net === 0
              ? t('deliveryCompanyAccount.settled')
              : t(net > 0 ? 'deliveryCompanyAccount.owesPlatform' : 'deliveryCompanyAccount.platformOwes')}{' '}
            {net !== 0 && money(Math.abs(net))}
          </strong>
        ),
      },
    );
  }
  return (
    <>
      <Typography variant="h6" component="h3">
        {t('deliveryCompanyAccount.title')}
      </Typography>
      <DescriptionList rows={rows} />
      {!account.data && <Typography color="text.secondary">{t('deliveryCompanyAccount.none')}</Typography>}
      {readsCash && (cash.data?.cashHeld ?? 0) > 0 && can('create', remittanceEntity) && (
        <Button
          component={Link}
          to={`${REMITTANCES_PATH}?${HANDOVER_PARAM}=${encodeURIComponent(props.companyId)}`}
          variant="outlined"
          sx={{ mt: 2, minHeight: 44, alignSelf: 'flex-start' }}
        >
          {t('handover.open')}
        </Button>
      )}
    </>
  );
}
