import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** The props of IdleWarningDialog. */
export interface IdleWarningDialogProps {
  /** The dialog's id (the idle warning is not half-done work: hasHalfDoneWork skips it). */
  readonly id: string;
  /** Seconds left before the idle sign-out (a whole number, at least 1). */
  readonly secondsLeft: number;
  /** Keeps the session (the button, Escape or a click beside the dialog). */
  readonly onStay: () => void;
}

/**
 * The idle warning (docs/access.md, "Sessions"; issue 51): the seconds left before the
 * idle sign-out and a button that keeps the session. Its own chunk, loaded by
 * IdleSignOut after the screen has painted, so the signed-in layout's first load does
 * not carry a dialog it shows at most once in a while (docs/performance.md).
 */
export default function IdleWarningDialog({ id, secondsLeft, onStay }: IdleWarningDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog id={id} open aria-labelledby="idle-warning-title" aria-describedby="idle-warning-text" onClose={onStay}>
      <DialogTitle id="idle-warning-title">{t('session.idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-warning-text">{t('session.idle.text', { count: secondsLeft })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onStay} sx={{ minHeight: 44 }}>
          {t('session.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
