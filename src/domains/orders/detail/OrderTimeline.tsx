import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceName } from '@/components/entity/references';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { PersonName, useViewer, type Viewer } from '@/components/screens/audit/names';
import { customerServiceRequestEntity } from '@/entities/customerServiceRequest';
import type { Order } from '@/entities/order';
import { PERSON_ENTITY } from '@/entities/peopleByType';
import { refundEntity } from '@/entities/refund';
import { riderReportEntity } from '@/entities/riderReport';
import type { TimelineActor, TimelineEvent } from '@/domains/orders/detail/orderTimelineModel';
import { baisaToOmr } from '@/lib/entity/parse';
import { errorText } from '@/lib/errors';
import { formatCurrency, muscatTime } from '@/lib/format';
import { useCan } from '@/lib/session/useCan';
import { orderTimelineQuery } from './timeline';
import { LoadingBlock } from '@/components/feedback/LoadingBlock';

/** Who did a step: a party of the order by a read of their name, staff by the name recorded or a read they may make. */
function Actor(props: { readonly actor: TimelineActor; readonly viewer: Viewer }) {
  const { actor, viewer } = props;
  if (!actor.id) return null;
  if (actor.type !== 'employee' && !actor.name) {
    return <ReferenceName entity={PERSON_ENTITY[actor.type]} id={actor.id} />;
  }
  return <PersonName id={actor.id} viewer={viewer} knownType={actor.type} exact storedName={actor.name} />;
}

/** A person's words, set apart (no quotation marks: their direction may differ from the page's). */
function Quoted(props: { readonly text: string }) {
  return (
    <Typography
      variant="body2"
      component="blockquote"
      sx={{
        m: 0,
        mt: 0.5,
        ps: 1.5,
        borderInlineStart: 3,
        borderColor: 'divider',
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-line',
      }}
    >
      <bdi dir="auto">{props.text}</bdi>
    </Typography>
  );
}

const statusLabel = (t: TFunction, value: string) => t(`order.statuses.${value}`);

/** What an event says, in words, and the words of people it quotes. */
function sentence(event: TimelineEvent, t: TFunction, locale: string): { said: ReactNode; quoted?: string } {
  const what = event.what;
  const money = (baisa: number | null) => (baisa === null ? '' : formatCurrency(baisaToOmr(baisa), locale));
  switch (what.kind) {
    case 'placed':
      return { said: t('order.timelinePlaced') };
    case 'status':
      return { said: t('order.timelineStep', { from: statusLabel(t, what.from), to: statusLabel(t, what.to) }) };
    case 'assigned':
      return {
        said: (
          <>
            {t('order.timelineAssigned')} <ReferenceName entity="rider" id={what.riderId} /> (
            <ReferenceName entity="deliveryCompany" id={what.companyId} />)
          </>
        ),
      };
    case 'unassigned':
      return {
        said: (
          <>
            {t('order.events.unassigned')}{' '}
            {what.riderId && (
              <>
                <ReferenceName entity="rider" id={what.riderId} />
                {what.companyId && (
                  <>
                    {' ('}
                    <ReferenceName entity="deliveryCompany" id={what.companyId} />)
                  </>
                )}
              </>
            )}
          </>
        ),
      };
    case 'note':
      return { said: t('order.events.note'), quoted: what.text };
    case 'refundProposed':
      return {
        said: (
          <>
            {t('order.events.refundProposed', { amount: money(what.amount) })}
            {what.refundReason ? ` (${t(`refund.reasons.${what.refundReason}`)})` : ''}
          </>
        ),
      };
    case 'refundApproved':
      return { said: t('order.events.refundApproved', { amount: money(what.amount) }) };
    case 'refundRejected':
      return { said: t('order.events.refundRejected', { amount: money(what.amount) }) };
    case 'requestOpened':
      return {
        said: (
          <>
            {t('order.events.requestOpened')} <bdi dir="auto">{what.subject}</bdi>
          </>
        ),
        quoted: what.text,
      };
    case 'customerWrote':
      return { said: t('order.events.customerWrote'), quoted: what.text };
    case 'staffReplied':
      return { said: t('order.events.staffReplied'), quoted: what.text };
    case 'reported':
      return {
        said: (
          <>
            {t('order.events.reported')} <bdi dir="auto">{what.subject}</bdi>
          </>
        ),
      };
    case 'reportResolved':
      return { said: t('order.events.reportResolved') };
  }
}

/** The label of the reason or note an event carries. */
function reasonLabel(event: TimelineEvent): string {
  switch (event.what.kind) {
    case 'assigned':
    case 'unassigned':
      return 'order.assignNote';
    case 'reportResolved':
      return 'order.events.resolutionNote';
    case 'status':
      return 'order.cancellationReason';
    default:
      return 'common.reason';
  }
}

/**
 * An order's timeline (issue 50, item 4; docs/data-model.md "An order's timeline"):
 * every event of the order, oldest first, in words, each with who and when (Muscat
 * time): placed, its status steps and assignments with their reasons, the customer's
 * note, its refunds proposed and decided, the customer service conversation about it and
 * the rider reports naming it, from the sources the viewer may read (the others are left
 * out, never refused). Read once per version of the order (orderTimelineQuery).
 * @param order the order as shown
 */
export function OrderTimeline(props: { readonly order: Order }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const viewer = useViewer();
  const { can } = useCan();
  const events = useQuery(
    orderTimelineQuery(props.order, {
      refunds: can('read', refundEntity),
      requests: can('read', customerServiceRequestEntity),
      reports: can('read', riderReportEntity),
    }),
  );
  if (events.isPending) return <LoadingBlock height={96} />;
  if (events.error) {
    return (
      <RetryAlert severity="error" onRetry={() => void events.refetch()}>
        {t('order.timelineError')} {errorText(t, events.error)}
      </RetryAlert>
    );
  }
  if (events.data.length === 0) return <Typography color="text.secondary">{t('order.timelineEmpty')}</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('order.events.muscatTime')}
      </Typography>
      <Box component="ol" aria-label={t('order.timeline')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {events.data.map((event) => {
          const { said, quoted } = sentence(event, t, locale);
          return (
            <Box
              component="li"
              key={event.key}
              data-testid="timeline-step"
              data-kind={event.what.kind}
              sx={{ borderInlineStart: 2, borderColor: 'divider', ps: 2, pb: 1.5 }}
            >
              <Typography variant="body2" color="text.secondary">
                {event.at ? <time dateTime={event.at.toISOString()}>{muscatTime(event.at, locale)}</time> : null}
                {event.by?.id ? (
                  <>
                    {event.at ? ' · ' : ''}
                    {t('order.by')} <Actor actor={event.by} viewer={viewer} />
                  </>
                ) : null}
              </Typography>
              <Typography>{said}</Typography>
              {quoted && <Quoted text={quoted} />}
              {event.reason && (
                <Typography variant="body2">
                  {t(reasonLabel(event))}: <bdi dir="auto">{event.reason}</bdi>
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </>
  );
}
