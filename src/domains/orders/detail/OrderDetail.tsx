import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { REFUSAL_KEYS, refundLeft, refundScreen } from '@/domains/orders/refunds/refundScreen';
import { refundEntity, refundRefusal } from '@/entities/refund';
import { useCan } from '@/lib/session/useCan';
import { DescriptionList } from '@/components/entity/DescriptionList';
import { FieldValue } from '@/components/entity/display';
import { MissingRecord } from '@/components/entity/MissingRecord';
import { PageTrail } from '@/components/entity/PageTrail';
import { ReferenceName } from '@/components/entity/references';
import { ReferenceContact } from '@/components/entity/ContactLinks';
import { useDocument } from '@/components/entity/useDocument';
import { applicableTransitions, useRowActions } from '@/components/entity/useRowActions';
import type { ShowPageProps } from '@/components/entity/types';
import { useCanDecide } from '@/components/entity/useScreen';
import { byLocale } from '@/entities/names';
import { cancellationReasonOf, FINAL_STATUSES, orderEntity, type Order } from '@/entities/order';
import { AssignDialog } from './AssignDialog';
import { OrderTimeline } from './OrderTimeline';
import { RefundFlagAlert } from '@/components/screens/customers/RefundFlag';
import { isAssignable } from '@/domains/orders/late/lateOrders';
import { UnassignButton } from './UnassignButton';
import { canAccess } from '@/lib/access';
import { useSession } from '@/lib/session/useSession';
import { formatCurrency, formatDate, formatNumber } from '@/lib/format';
import { baisaToOmr } from '@/lib/entity/parse';
import { orderScreen } from '@/domains/orders/list/screen';
import { useLiveOrder } from '@/domains/orders/list/useLive';

const money = (baisa: number, locale: string) => formatCurrency(baisaToOmr(baisa), locale);

/** The order's delivery zone (turf loads with it only). */
const OrderZone = lazy(() => import('./OrderZone'));

/** A titled block of the page. */
function Section(props: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={props.title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

/**
 * The order's refunds (issue 32, docs/access.md "Refunds"), for holders who may read
 * them: the refunded sum and what is left, the Refund button (for those who may propose
 * one; enabled only for a delivered order, or a cancelled one paid by card, with
 * something left, else saying why: a cancelled cash order was never collected) leading to the proposal form with the order and its supplier preset, and the
 * order's refunds, decided on /refunds.
 * @param order the order (amounts in baisa)
 */
function Refunds(props: { readonly order: Order }) {
  const { order } = props;
  const { t, i18n } = useTranslation();
  const { can } = useCan();
  if (!can('read', refundEntity)) return null;
  const left = refundLeft(order);
  const refusal = refundRefusal(order);
  const why = refusal ? REFUSAL_KEYS[refusal] : left === 0 ? 'order.refundNothingLeft' : null;
  const params = new URLSearchParams({ orderId: order.id, supplierId: order.supplierId ?? '' });
  return (
    <Section title={t('order.refunds')}>
      <Stack spacing={2}>
        <DescriptionList
          rows={[
            {
              label: t('order.refundedAmount'),
              value: <span data-testid="order-refunded">{money(order.refundedAmount, i18n.language)}</span>,
            },
            ...(left !== null ? [{ label: t('order.refundLeft'), value: money(left, i18n.language) }] : []),
          ]}
        />
        {can('create', refundEntity) && (
          <Box>
            <Button
              variant="outlined"
              {...(why ? { disabled: true } : { component: Link, to: `/refunds/new?${params.toString()}` })}
              aria-describedby={why ? 'refund-why' : undefined}
            >
              {t('order.refund')}
            </Button>
            {why && (
              <Typography id="refund-why" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t(why)}
              </Typography>
            )}
          </Box>
        )}
        <EntityListPage
          screen={refundScreen}
          basePath="/refunds"
          fixedFilters={[{ field: 'orderId', value: order.id }]}
          prefix="refunds."
          headingKey="order.refundsList"
          readOnly
          embedded
        />
      </Stack>
    </Section>
  );
}

/**
 * One of the order's people: their name (a link to their page where Access allows) and
 * their phone with call and WhatsApp links (issue 32, "Reach the people"), from one
 * cached read of their document.
 * @param entity the person's registry name
 * @param id their users document id
 */
function Person(props: {
  readonly entity: 'customer' | 'supplier' | 'deliveryCompany' | 'rider';
  readonly id: string | null;
}) {
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5 }}>
      <ReferenceName entity={props.entity} id={props.id} />
      <ReferenceContact entity={props.entity} id={props.id} />
    </Stack>
  );
}

/** The order's items (the embedded list) as a table. */
function Items(props: { readonly order: Order }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('order.items')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('order.item.nameEn')}</TableCell>
            <TableCell align="right">{t('order.item.price')}</TableCell>
            <TableCell align="right">{t('order.item.quantity')}</TableCell>
            <TableCell align="right">{t('order.item.totalAmount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.order.items.map((item, index) => (
            <TableRow key={`${item.productId}-${index}`}>
              <TableCell>
                <bdi dir="auto">{byLocale(item.nameEn, item.nameAr, locale)}</bdi>
                {item.originalPrice > item.price && (
                  <Typography variant="body2" color="text.secondary">
                    <s>{money(item.originalPrice, locale)}</s>
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{money(item.price, locale)}</TableCell>
              <TableCell align="right">{formatNumber(item.quantity, locale)}</TableCell>
              <TableCell align="right">{money(item.totalAmount, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * The page of one order (spec §2 order details): its status and the next steps staff
 * may take (only those the state machine allows from its status, docs/data-model.md),
 * items, totals, the people, payment, note, cancellation reason, and the status
 * timeline, shown to holders of /allOrders (who read the orders' audit entries,
 * docs/access.md). It updates live while open (the apps' changes show without a
 * reload). The order's id is the route's `:id`.
 * @param basePath the list's path
 * @param returnPath where the trail leads back to (a person's page), else the list
 * @param parentTrail steps before the list's own (the person's screen and name)
 * @param titleKey i18n key of the list's title (the trail)
 */
export function OrderDetail(props: ShowPageProps & { readonly titleKey?: string }) {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { session } = useSession();
  const withTimeline = session.status === 'signedIn' && canAccess(session.user, '/allOrders');
  const query = useDocument(orderScreen, id);
  const live = useLiveOrder(id);
  const canDecide = useCanDecide(orderScreen);
  const { dialog, decide } = useRowActions(orderScreen);
  const [assigning, setAssigning] = useState(false);
  const back = props.returnPath ?? props.basePath;
  const trail = [...(props.parentTrail ?? []), { label: t(props.titleKey ?? orderScreen.keys.title), to: back }];
  if (query.error) {
    return (
      <MissingRecord
        trail={[...trail, { label: id }]}
        error={query.error}
        backTo={back}
        backLabel={t(props.titleKey ?? orderScreen.keys.title)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const order = query.data;
  if (!order) return <LinearProgress aria-label={t('common.loading')} />;
  const fields = orderEntity.fields;
  const actions = canDecide ? applicableTransitions(orderScreen, order) : [];
  const assignable = canDecide && isAssignable(order);
  const reason = cancellationReasonOf(order);
  const closed = FINAL_STATUSES.includes(order.status);

  return (
    <Stack spacing={3}>
      <PageTrail steps={[...trail, { label: order.id }]} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
          {t('order.id')} <bdi dir="ltr">{order.id}</bdi>
        </Typography>
        <Box data-testid="order-status">
          <FieldValue field={fields.status} value={order.status} t={t} locale={locale} />
        </Box>
      </Stack>
      {live.failed && <Alert severity="info">{t('order.liveOff')}</Alert>}
      <RefundFlagAlert userId={order.userId} />
      <Section title={t('order.nextActions')}>
        {actions.length > 0 || assignable ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {assignable && (
              <Button variant="contained" onClick={() => setAssigning(true)}>
                {t(order.riderId ? 'order.reassign' : 'order.assign')}
              </Button>
            )}
            <UnassignButton order={order} showWait />
            {actions.map(([key, tr]) => (
              <Button
                key={key}
                variant={tr.danger ? 'outlined' : 'contained'}
                color={tr.danger ? 'error' : 'primary'}
                onClick={() => void decide(order, tr)}
              >
                {t(tr.labelKey)}
              </Button>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t(closed ? 'order.noActions' : 'order.noActionsHere')}</Typography>
        )}
      </Section>
      <Section title={t('order.items')}>
        <Items order={order} />
      </Section>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Box sx={{ flex: 1 }}>
          <Section title={t('order.totals')}>
            <DescriptionList
              rows={[
                { label: t('order.subtotal'), value: money(order.subtotal, locale) },
                { label: t('order.deliveryFee'), value: money(order.deliveryFee, locale) },
                {
                  label: t('order.couponDiscount'),
                  value: (
                    <>
                      {money(order.couponDiscount, locale)}
                      {order.couponCode && (
                        <>
                          {' '}
                          <Chip size="small" variant="outlined" label={<bdi dir="ltr">{order.couponCode}</bdi>} />
                        </>
                      )}
                    </>
                  ),
                },
                { label: t('order.vat'), value: money(order.vat, locale) },
                { label: t('order.totalPrice'), value: <strong>{money(order.totalPrice, locale)}</strong> },
                ...(order.refundedAmount > 0
                  ? [{ label: t('order.refundedAmount'), value: money(order.refundedAmount, locale) }]
                  : []),
              ]}
            />
          </Section>
        </Box>
        <Box sx={{ flex: 1 }}>
          <Section title={t('order.people')}>
            <DescriptionList
              rows={[
                { label: t('order.customer'), value: <Person entity="customer" id={order.userId} /> },
                { label: t('order.supplier'), value: <Person entity="supplier" id={order.supplierId} /> },
                {
                  label: t('order.deliveryCompany'),
                  value: order.deliveryCompanyId ? (
                    <Person entity="deliveryCompany" id={order.deliveryCompanyId} />
                  ) : (
                    '—'
                  ),
                },
                {
                  label: t('order.rider'),
                  value: order.riderId ? (
                    <Box data-testid="order-rider">
                      <Person entity="rider" id={order.riderId} />
                    </Box>
                  ) : (
                    '—'
                  ),
                },
              ]}
            />
          </Section>
        </Box>
      </Stack>
      <Section title={t('order.details')}>
        <DescriptionList
          rows={[
            { label: t('order.date'), value: order.createdAt ? formatDate(order.createdAt, locale, true) : '' },
            {
              label: t('order.paymentMethod'),
              value: <FieldValue field={fields.paymentMethod} value={order.paymentMethod} t={t} locale={locale} />,
            },
            {
              label: t('order.deliveryStatus'),
              value: <FieldValue field={fields.deliveryStatus} value={order.deliveryStatus} t={t} locale={locale} />,
            },
            { label: t('order.address'), value: <bdi dir="auto">{order.address || '—'}</bdi> },
            {
              label: t('order.zone'),
              value: (
                <Suspense fallback="…">
                  <OrderZone order={order} />
                </Suspense>
              ),
            },
            {
              label: t('order.note'),
              value: <bdi dir="auto">{order.note || '—'}</bdi>,
            },
            ...(reason ? [{ label: t('order.cancellationReason'), value: <bdi dir="auto">{reason}</bdi> }] : []),
          ]}
        />
      </Section>
      <Refunds order={order} />
      {withTimeline && (
        <Section title={t('order.timeline')}>
          <OrderTimeline order={order} />
        </Section>
      )}
      {dialog}
      {assigning && <AssignDialog order={order} onClose={() => setAssigning(false)} />}
    </Stack>
  );
}
