import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPaused, MAX_PAUSE_REASON, supplierPauseEntity, type SupplierPause } from '@/entities/supplierPause';
import { errorText } from '@/lib/errors';
import { formatDate, formatUnit } from '@/lib/format';
import { useNotify } from '@/lib/notify/useNotify';
import { useCan } from '@/lib/session/useCan';
import { PAUSE_MINUTES, pauseSupplier, resumeSupplier } from './pauseData';
import { useServerNow, useSupplierPause } from './usePause';

/**
 * "Paused until 18:30" while a supplier's pause is ahead; nothing once it has passed (the
 * supplier is active again by itself, the chip goes at that moment).
 * @param pause the supplier's pause, or null
 * @param now the server's time (useServerNow), in milliseconds
 */
export function PauseChip(props: { readonly pause: SupplierPause | null | undefined; readonly now: number }) {
  const { t, i18n } = useTranslation();
  if (!props.pause?.pausedUntil || !isPaused(props.pause, props.now)) return null;
  return (
    <Chip
      size="small"
      color="warning"
      data-testid="pause-chip"
      label={t('pause.until', { time: formatDate(props.pause.pausedUntil, i18n.language, true) })}
    />
  );
}

/**
 * Pauses a supplier (no new orders) for a chosen length with a reason, or moves the end
 * of its pause. The write is audited; a failure says why and keeps the choice.
 * @param supplierId the supplier's uid
 * @param pause its stored pause, or null
 * @param reason the reason offered (the late board's: how many orders wait)
 */
export function PauseDialog(props: {
  readonly supplierId: string;
  readonly supplierName: string;
  readonly pause: SupplierPause | null;
  readonly reason?: string;
  readonly onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [minutes, setMinutes] = useState<number>(PAUSE_MINUTES[0]);
  const [reason, setReason] = useState(props.reason ?? '');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const now = useServerNow();
  const until = new Date(now + minutes * 60_000);
  const submit = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await pauseSupplier(props.supplierId, until, reason.trim(), props.pause);
      notify({ message: t('pause.done', { name: props.supplierName }), severity: 'success' });
      props.onClose();
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={saving ? undefined : props.onClose} fullWidth maxWidth="xs" aria-labelledby="pause-title">
      <DialogTitle id="pause-title">{t('pause.title', { name: props.supplierName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{t('pause.explain')}</Typography>
          <TextField
            select
            label={t('pause.length')}
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
            disabled={saving}
          >
            {PAUSE_MINUTES.map((m) => (
              <MenuItem key={m} value={m}>
                {m < 60
                  ? formatUnit(m, 'minute', i18n.language, 'long')
                  : formatUnit(m / 60, 'hour', i18n.language, 'long')}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('supplierPause.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={saving}
            multiline
            slotProps={{ htmlInput: { maxLength: MAX_PAUSE_REASON, dir: 'auto' } }}
          />
          <Alert severity="info" role="status">
            {t('pause.confirm', { name: props.supplierName, time: formatDate(until, i18n.language, true) })}
          </Alert>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="warning" onClick={() => void submit()} disabled={saving}>
          {t('pause.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A supplier's pause on their page: paused until when (or active), and for holders who
 * may write it (`can('create')` of supplierPauses: /allOrders or All) Pause and Resume now.
 * @param supplierId the supplier's uid
 */
export function PauseSection(props: { readonly supplierId: string; readonly supplierName: string }) {
  const { t } = useTranslation();
  const canWrite = useCan().can('create', supplierPauseEntity);
  const notify = useNotify();
  const { pause, ready, failed } = useSupplierPause(props.supplierId);
  const now = useServerNow(pause?.pausedUntil?.getTime() ?? null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const paused = isPaused(pause, now);
  const resume = async () => {
    if (!pause) return;
    setBusy(true);
    try {
      await resumeSupplier(pause, pause.reason ?? '');
      notify({ message: t('pause.resumed', { name: props.supplierName }), severity: 'success' });
    } catch (error) {
      notify({ message: errorText(t, error), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (!ready) return null;
  return (
    <Stack spacing={1} data-testid="pause-section">
      {failed && <Alert severity="info">{t('order.liveOff')}</Alert>}
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {paused ? (
          <PauseChip pause={pause} now={now} />
        ) : (
          <Chip size="small" color="success" label={t('pause.active')} data-testid="pause-active" />
        )}
        {paused && pause?.reason && (
          <Typography variant="body2" color="text.secondary">
            <bdi dir="auto">{pause.reason}</bdi>
          </Typography>
        )}
      </Stack>
      {canWrite && (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" color="warning" onClick={() => setOpen(true)} disabled={busy}>
            {t(paused ? 'pause.change' : 'pause.pause')}
          </Button>
          {paused && (
            <Button variant="outlined" onClick={() => void resume()} disabled={busy}>
              {t('pause.resume')}
            </Button>
          )}
        </Stack>
      )}
      {open && (
        <PauseDialog
          supplierId={props.supplierId}
          supplierName={props.supplierName}
          pause={pause}
          onClose={() => setOpen(false)}
        />
      )}
    </Stack>
  );
}
