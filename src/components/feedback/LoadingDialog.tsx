/**
 * The place of a dialog whose code is still loading (a dialog loaded on demand,
 * docs/performance.md "What the browser loads"): the dialog opens at once with its
 * title and a progress bar, says "Still loading…" after SLOW_ANSWER_MS, and is replaced
 * by the dialog itself when its code is in. Closing it gives up the wait.
 */
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StillLoading } from './StillLoading';

/**
 * @param props.title the dialog's title, as the loaded dialog shows it
 * @param props.onClose closes the dialog (Escape, a click outside)
 * @param props.maxWidth the loaded dialog's width, so it does not change size when it arrives
 */
export function LoadingDialog(props: {
  readonly title: string;
  readonly onClose: () => void;
  readonly maxWidth?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} aria-busy maxWidth={props.maxWidth} fullWidth>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent sx={{ position: 'relative', minHeight: 96 }}>
        <LinearProgress aria-label={t('common.loading')} />
        <StillLoading waiting />
      </DialogContent>
    </Dialog>
  );
}
