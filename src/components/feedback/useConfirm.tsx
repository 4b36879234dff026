import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnceTrue } from '@/lib/useOnceTrue';

/** What a confirmation asks (already translated texts). */
export interface ConfirmRequest {
  readonly title: string;
  /** Default: "Are you sure you want to delete this?" (spec §8) in the locale. */
  readonly message?: string;
  readonly confirmLabel: string;
  /** Shows the confirm button in the error colour (deletes, rejects). */
  readonly danger?: boolean;
  /** Asks for a reason too (a rejection): its label; `reasonRequired` refuses an empty one. */
  readonly reasonLabel?: string;
  readonly reasonRequired?: boolean;
  /** Longest reason, in characters (default 500, what the rules allow by default). */
  readonly reasonMax?: number;
  /** The reason typed before, kept (the same decision asked again after a refusal). */
  readonly reason?: string;
  /** Only tells (a refusal explained before asking): one OK button. */
  readonly inform?: boolean;
  /** What the person deciding should see first, under the message (a refunded customer's flag). */
  readonly context?: ReactNode;
}

/** The answer: false when cancelled; otherwise confirmed, with the typed reason ('' when none). */
export type ConfirmAnswer = false | { readonly reason: string };

/** Longest reason accepted by default, in characters (the rules allow 500). */
const MAX_REASON = 500;

/**
 * A confirmation dialog for delete, approve, reject, block, activate and deactivate
 * (spec §4, §8), optionally asking for a reason.
 * @returns the dialog element to render, and `confirm(request)`, which resolves to
 *   false when the person cancels, else `{ reason }`
 */
export function useConfirm(): [ReactNode, (request: ConfirmRequest) => Promise<ConfirmAnswer>] {
  const { t } = useTranslation();
  // What the dialog shows stays after it is answered, through its closing fade: emptied
  // at once, its title, message and confirm button would fade out blank (a button
  // without a name while it is still on screen).
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const resolver = useRef<((answer: ConfirmAnswer) => void) | null>(null);
  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<ConfirmAnswer>((resolve) => {
        resolver.current = resolve;
        setReason(next.reason ?? '');
        setTouched(false);
        setRequest(next);
        setOpen(true);
      }),
    [],
  );
  const close = (answer: ConfirmAnswer) => {
    resolver.current?.(answer);
    resolver.current = null;
    setOpen(false);
  };
  const missing = Boolean(request?.reasonRequired) && !reason.trim();
  const submit = () => {
    setTouched(true);
    if (!missing) close({ reason: reason.trim() });
  };
  // The dialog mounts when first asked (and stays, for its closing fade): a closed
  // dialog rendered with every list was work for each of the list's re-renders.
  const asked = useOnceTrue(open);
  const dialog = asked && (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{request?.message ?? t('confirm.delete')}</DialogContentText>
        {request?.context}
        {request?.reasonLabel && (
          <TextField
            label={request.reasonLabel}
            value={reason}
            onChange={(e) => setReason(e.target.value.slice(0, request.reasonMax ?? MAX_REASON))}
            onBlur={() => setTouched(true)}
            required={request.reasonRequired}
            error={touched && missing}
            helperText={touched && missing ? t('validation.reason') : undefined}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { dir: 'auto' } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {request?.inform ? (
          <Button onClick={() => close(false)} variant="contained" autoFocus>
            {t('common.ok')}
          </Button>
        ) : (
          <>
            <Button onClick={() => close(false)}>{t('common.cancel')}</Button>
            <Button
              onClick={submit}
              variant="contained"
              color={request?.danger ? 'error' : 'primary'}
              autoFocus={!request?.reasonLabel}
            >
              {request?.confirmLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
  return [dialog, confirm];
}
