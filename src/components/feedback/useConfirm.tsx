import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a confirmation asks (already translated texts). */
export interface ConfirmRequest {
  readonly title: string;
  /** Default: "Are you sure you want to delete this?" (spec §8) in the locale. */
  readonly message?: string;
  readonly confirmLabel: string;
  /** Shows the confirm button in the error colour (deletes, rejects). */
  readonly danger?: boolean;
}

/**
 * A confirmation dialog for delete, approve, reject, activate and deactivate (spec
 * §4, §8).
 * @returns the dialog element to render, and `confirm(request)`, which resolves true
 *   when the person confirms and false when they cancel
 */
export function useConfirm(): [ReactNode, (request: ConfirmRequest) => Promise<boolean>] {
  const { t } = useTranslation();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const close = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setRequest(null);
  };
  const dialog = (
    <Dialog
      open={request !== null}
      onClose={() => close(false)}
      aria-labelledby="confirm-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-title">{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{request?.message ?? t('confirm.delete')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{t('common.cancel')}</Button>
        <Button onClick={() => close(true)} variant="contained" color={request?.danger ? 'error' : 'primary'} autoFocus>
          {request?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return [dialog, confirm];
}
