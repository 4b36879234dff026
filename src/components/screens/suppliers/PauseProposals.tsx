import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReferenceName, useReference } from '@/components/entity/references';
import { appInfoQuery } from '@/components/screens/appInfo';
import { isPaused, supplierPauseEntity, type SupplierPause } from '@/entities/supplierPause';
import { errorText } from '@/lib/errors';
import { formatUnit } from '@/lib/format';
import { useNotify } from '@/lib/notify/useNotify';
import { useCan } from '@/lib/session/useCan';
import { PROPOSE_PAUSE_AFTER, PROPOSED_PAUSE_MINUTES, pauseSupplier } from './pauseData';
import { PauseChip, PauseDialog } from './PauseControls';
import { useServerNow, useSupplierPauses } from './usePause';

/** One proposed supplier: its name, how many orders wait, and the pause or its buttons. */
function ProposalRow(props: {
  readonly supplierId: string;
  readonly count: number;
  readonly pause: SupplierPause | undefined;
  readonly now: number;
  readonly busy: boolean;
  readonly onPause: (name: string, reason: string) => void;
  readonly onMore: (name: string, reason: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = useReference('supplier', props.supplierId).title || props.supplierId;
  const reason = t('pause.proposalReason', { n: props.count });
  return (
    <Paper component="li" variant="outlined" data-testid="pause-proposal" sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <ReferenceName entity="supplier" id={props.supplierId} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          {reason}
        </Typography>
        {isPaused(props.pause, props.now) ? (
          <PauseChip pause={props.pause} now={props.now} />
        ) : (
          <>
            <Button
              variant="contained"
              color="warning"
              disabled={props.busy}
              onClick={() => props.onPause(name, reason)}
            >
              {t('pause.proposeOne', {
                duration: formatUnit(PROPOSED_PAUSE_MINUTES, 'minute', i18n.language, 'long'),
              })}
            </Button>
            <Button onClick={() => props.onMore(name, reason)}>{t('pause.more')}</Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The suppliers to pause, proposed beside the late orders board (issue 50, "Timers that
 * act"): each supplier leaving at least PROPOSE_PAUSE_AFTER orders unaccepted past the
 * rider order timer, with one tap to pause it for PROPOSED_PAUSE_MINUTES (or "More…" for
 * another length and a reason); a supplier already paused shows until when, and comes
 * back here by itself if it still leaves orders once its pause has passed. Shown while App
 * info's `proposePauses` is on (absent: on); off, employees pause from the supplier's page.
 * @param late the late orders not accepted (the board's `notAccepted` queue), with their supplier
 */
export function PauseProposals(props: { readonly late: readonly { readonly supplierId: string | null }[] }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const canWrite = useCan().can('create', supplierPauseEntity);
  const appInfo = useQuery(appInfoQuery());
  const counts = new Map<string, number>();
  for (const order of props.late) {
    if (order.supplierId) counts.set(order.supplierId, (counts.get(order.supplierId) ?? 0) + 1);
  }
  const proposed = [...counts].filter(([, n]) => n >= PROPOSE_PAUSE_AFTER).sort((a, b) => b[1] - a[1]);
  const pauses = useSupplierPauses(proposed.map(([id]) => id));
  const ends = [...pauses.values()].map((p) => p.pausedUntil?.getTime() ?? 0).filter((end) => end > 0);
  const now = useServerNow(ends.length > 0 ? Math.min(...ends.filter((end) => end > Date.now()), Infinity) : null);
  const [busy, setBusy] = useState<string | null>(null);
  const [more, setMore] = useState<{ id: string; name: string; reason: string } | null>(null);
  if (proposed.length === 0 || !canWrite || appInfo.isPending || appInfo.data?.proposePauses === false) return null;

  const pauseNow = async (supplierId: string, name: string, reason: string) => {
    setBusy(supplierId);
    try {
      await pauseSupplier(
        supplierId,
        new Date(now + PROPOSED_PAUSE_MINUTES * 60_000),
        reason,
        pauses.get(supplierId) ?? null,
      );
      notify({ message: t('pause.done', { name }), severity: 'success' });
    } catch (error) {
      notify({ message: errorText(t, error), severity: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="pause-proposals">
      <Typography id="pause-proposals" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('pause.proposals')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
        {proposed.map(([supplierId, n]) => (
          <ProposalRow
            key={supplierId}
            supplierId={supplierId}
            count={n}
            pause={pauses.get(supplierId)}
            now={now}
            busy={busy === supplierId}
            onPause={(name, reason) => void pauseNow(supplierId, name, reason)}
            onMore={(name, reason) => setMore({ id: supplierId, name, reason })}
          />
        ))}
      </Stack>
      {more && (
        <PauseDialog
          supplierId={more.id}
          supplierName={more.name}
          reason={more.reason}
          pause={pauses.get(more.id) ?? null}
          onClose={() => setMore(null)}
        />
      )}
    </section>
  );
}
