import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DescriptionList } from '@/components/entity/DescriptionList';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { customerServiceRequestEntity } from '@/entities/customerServiceRequest';
import { reviewEntity } from '@/entities/review';
import { baisaToOmr } from '@/lib/entity/parse';
import { errorText } from '@/lib/errors';
import { formatCurrency, formatNumber, muscatTime } from '@/lib/format';
import { useCan } from '@/lib/session/useCan';
import { flagText, useRefundFlag } from './RefundFlag';
import { customerFiguresQuery, recentOrdersQuery } from './story';
import { LoadingBlock } from '@/components/feedback/LoadingBlock';

/**
 * A customer's whole story on their page (issue 50, item 5; docs/data-model.md "A
 * customer's story"): their orders (how many, their value, the last one), refunded
 * orders (how many, the sum, the share of their orders), cancellations, service
 * requests and reviews (written and received, where the viewer may read them), all
 * from aggregation queries; and the refund flag against App info's setting.
 * @param userId the customer's users document id
 * @param ordersPath where an order's page opens (the customer's page's orders)
 */
export function CustomerStory(props: { readonly userId: string; readonly ordersPath: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { can } = useCan();
  const readable = { requests: can('read', customerServiceRequestEntity), reviews: can('read', reviewEntity) };
  const figures = useQuery(customerFiguresQuery(props.userId, readable));
  const last = useQuery(recentOrdersQuery(props.userId, 1));
  const flag = useRefundFlag(props.userId);
  if (figures.error) {
    return (
      <RetryAlert severity="error" onRetry={() => void figures.refetch()}>
        {t('customerStory.error')} {errorText(t, figures.error)}
      </RetryAlert>
    );
  }
  if (!figures.data) return <LoadingBlock height={160} />;
  const f = figures.data;
  const money = (baisa: number) => formatCurrency(baisaToOmr(baisa), locale);
  const count = (n: number) => formatNumber(n, locale);
  const lastOrder = last.data?.[0];
  const share = f.orders > 0 ? f.refundedOrders / f.orders : 0;
  return (
    <Stack spacing={2} data-testid="customer-story">
      {flag && (
        <Alert severity={flag.flagged ? 'warning' : 'success'} data-testid={flag.flagged ? 'refund-flag' : 'refund-ok'}>
          {flag.orders === 0 ? t('customerStory.noOrders') : flagText(flag, t, locale)}
        </Alert>
      )}
      <DescriptionList
        rows={[
          { label: t('customerStory.orders'), value: count(f.orders) },
          { label: t('customerStory.value'), value: money(f.value) },
          {
            label: t('customerStory.lastOrder'),
            value: lastOrder ? (
              <Link
                component={RouterLink}
                to={`${props.ordersPath}/id/${lastOrder.id}`}
                sx={{ '@media (pointer: coarse)': { display: 'inline-flex', alignItems: 'center', minHeight: 44 } }}
              >
                {lastOrder.createdAt ? muscatTime(lastOrder.createdAt, locale) : <bdi dir="ltr">{lastOrder.id}</bdi>}
              </Link>
            ) : (
              '—'
            ),
          },
          { label: t('customerStory.refundedOrders'), value: count(f.refundedOrders) },
          { label: t('customerStory.refunded'), value: money(f.refunded) },
          {
            label: t('customerStory.refundShare'),
            value: formatNumber(share, locale, { style: 'percent', maximumFractionDigits: 0 }),
          },
          { label: t('customerStory.cancelled'), value: count(f.cancelled) },
          ...(f.requests !== null ? [{ label: t('customerStory.requests'), value: count(f.requests) }] : []),
          ...(f.reviewsWritten !== null
            ? [{ label: t('customerStory.reviewsWritten'), value: count(f.reviewsWritten) }]
            : []),
          ...(f.reviewsReceived !== null
            ? [{ label: t('customerStory.reviewsReceived'), value: count(f.reviewsReceived) }]
            : []),
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        {t('customerStory.how')}
      </Typography>
    </Stack>
  );
}
