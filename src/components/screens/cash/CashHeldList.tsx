import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ReferenceContact } from '@/components/entity/ContactLinks';
import { PageTrail, type TrailStep } from '@/components/entity/PageTrail';
import { ReferenceName, useReference } from '@/components/entity/references';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { appInfoQuery } from '@/components/screens/appInfo';
import { remittanceEntity } from '@/entities/remittance';
import type { RiderAccount } from '@/entities/riderAccount';
import { entityQueries } from '@/lib/data/queries';
import { baisaToOmr } from '@/lib/entity/parse';
import { errorText } from '@/lib/errors';
import { formatCurrency, formatDate, formatNumber, formatPercent } from '@/lib/format';
import { useCan } from '@/lib/session/useCan';
import { cashHeldPagesQuery, cashShare } from './cashHeld';

/** Where "Record remittance" leads: the remittance form, the rider chosen (`?rider=`). */
export const RECORD_REMITTANCE_PATH = '/withdraw/remittances/new';

/** The delivery company of a rider (their users document's `deliveryCompanyId`). */
export function RiderCompany(props: { readonly riderId: string }) {
  const rider = useReference('rider', props.riderId);
  const data = rider.data as { readonly deliveryCompanyId?: unknown } | null | undefined;
  const companyId = typeof data?.deliveryCompanyId === 'string' ? data.deliveryCompanyId : '';
  if (!companyId) return rider.isPending ? null : <span>—</span>;
  return (
    <bdi>
      <ReferenceName entity="deliveryCompany" id={companyId} />
    </bdi>
  );
}

/**
 * The date of the rider's last confirmed remittance (the account's `lastRemittanceId`),
 * for those who read remittances (/withdraw, All); "—" when there is none.
 */
function LastRemittance(props: { readonly id: string }) {
  const { t, i18n } = useTranslation();
  const { can } = useCan();
  const readable = can('read', remittanceEntity);
  const remittance = useQuery({ ...entityQueries(remittanceEntity).one(props.id || null), enabled: readable });
  if (!props.id) return <span>{t('cash.never')}</span>;
  if (!readable) return <span>{t('cash.notVisible')}</span>;
  if (remittance.isPending) return null;
  const at = remittance.data?.decidedAt ?? remittance.data?.createdAt ?? null;
  return <span>{at ? formatDate(at, i18n.language) : '—'}</span>;
}

/** One rider of the list: rank, name, company, cash, share of the limit, last remittance, contact, shortcut. */
function CashRow(props: { readonly account: RiderAccount; readonly rank: number; readonly limit: number | null }) {
  const { t, i18n } = useTranslation();
  const { can } = useCan();
  const { account } = props;
  const locale = i18n.language;
  const share = cashShare(account.cashHeld, props.limit);
  const riderId = account.riderId || account.id;
  return (
    <Paper component="li" variant="outlined" data-testid="cash-held-row" sx={{ p: 2, listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography component="span" color="text.secondary" sx={{ minWidth: '2ch' }}>
              {formatNumber(props.rank, locale)}.
            </Typography>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              <ReferenceName entity="rider" id={riderId} />
            </Typography>
            {share.over && <Chip size="small" color="error" label={t('cash.overLimit')} />}
          </Stack>
          <Stack
            direction="row"
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mt: 0.5 }}
          >
            <Typography variant="body2" color="text.secondary" component="span">
              {t('cash.company')}: <RiderCompany riderId={riderId} />
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              {t('cash.lastRemittance')}: <LastRemittance id={account.lastRemittanceId ?? ''} />
            </Typography>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
              <ReferenceContact entity="rider" id={riderId} />
            </Box>
          </Stack>
        </Box>
        <Box sx={{ textAlign: { sm: 'end' }, minWidth: 150 }}>
          <Typography
            variant="h6"
            component="p"
            color={share.over ? 'error' : 'text.primary'}
            data-testid="cash-held-amount"
          >
            {formatCurrency(baisaToOmr(account.cashHeld), locale)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {share.percent === null
              ? t('cash.noLimit')
              : t('cash.ofLimit', { share: formatPercent(share.percent, locale) })}
          </Typography>
        </Box>
        {can('create', remittanceEntity) && (
          <Button
            component={RouterLink}
            to={`${RECORD_REMITTANCE_PATH}?rider=${encodeURIComponent(riderId)}`}
            variant="outlined"
          >
            {t('cash.record')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The "Cash held" list (issue 49 item 3; docs/data-model.md "riderAccounts/{riderUid}
 * and remittances"): riders by cash held, most first, CASH_HELD_PAGE_SIZE at a time
 * ("Show more" reads the next page after a cursor), each with their company, cash held in
 * OMR, its share of App info's `riderCashLimit` (over the limit flagged), the date of
 * their last confirmed remittance, call and WhatsApp links, and "Record remittance" (the
 * remittance form with the rider chosen) for those who record remittances. Mounted at
 * /withdraw/cash-held (holders of /withdraw or All) and /allOrders/cash-held (holders of
 * /allOrders or All), both readers of `riderAccounts`.
 * @param trail the page trail's steps before "Cash held"
 */
export function CashHeldList(props: { readonly trail: readonly TrailStep[] }) {
  const { t, i18n } = useTranslation();
  const pages = useInfiniteQuery(cashHeldPagesQuery());
  const info = useQuery(appInfoQuery());
  const limit = info.data?.riderCashLimit ?? null;
  const accounts = pages.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <Stack spacing={2}>
      <PageTrail steps={[...props.trail, { label: t('cash.title') }]} />
      <Typography variant="h4" component="h1">
        {t('cash.title')}
      </Typography>
      <Typography color="text.secondary">
        {limit ? t('cash.intro', { limit: formatCurrency(baisaToOmr(limit), i18n.language) }) : t('cash.introNoLimit')}
      </Typography>
      {pages.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {pages.error && (
        <RetryAlert severity="error" onRetry={() => void pages.refetch()}>
          {errorText(t, pages.error)}
        </RetryAlert>
      )}
      {pages.isSuccess && accounts.length === 0 && (
        <Alert severity="info" role="status">
          {t('cash.empty')}
        </Alert>
      )}
      {accounts.length > 0 && (
        <Stack component="ol" spacing={1.5} aria-label={t('cash.title')} sx={{ m: 0, p: 0 }}>
          {accounts.map((account, index) => (
            <CashRow key={account.id} account={account} rank={index + 1} limit={limit} />
          ))}
        </Stack>
      )}
      {pages.hasNextPage && (
        <Box>
          <Button variant="outlined" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {t('cash.more')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
