import Close from '@mui/icons-material/Close';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_AUTO_HIDE_MS } from '@/config/constants';

/** One notification: an already translated message. */
export interface Notification {
  readonly message: string;
  readonly severity?: AlertColor;
  /** Where it shows; default bottom centre. */
  readonly anchor?: SnackbarOrigin;
  /** Milliseconds before it hides; default 3000 (spec §9). */
  readonly autoHideMs?: number;
  /** A button beside the message (Undo): its label and what it does; the message closes when pressed. */
  readonly action?: { readonly label: string; readonly closeLabel: string; readonly onClick: () => void };
}

export const NotifierContext = createContext<((n: Notification) => void) | null>(null);

/**
 * Shows success and error alerts (spec §4, §8) as a snackbar, one at a time, with a
 * close button named in the panel's language.
 */
export function NotifierProvider({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<(Notification & { key: number }) | null>(null);
  // The key of the notification showing (null: none). A close names the notification it
  // closes: the auto-hide of a message replaced before React drew the new one must not
  // close the new one (a logout's message lost right after the sign-in's, CI 2026-12-01).
  const [openKey, setOpenKey] = useState<number | null>(null);
  const lastKey = useRef(0);
  const notify = useCallback((n: Notification) => {
    lastKey.current += 1;
    const key = lastKey.current;
    setCurrent({ ...n, key });
    setOpenKey(key);
  }, []);
  const shownKey = current?.key ?? null;
  const close = useCallback(() => setOpenKey((open) => (open === shownKey ? null : open)), [shownKey]);
  const open = openKey !== null && openKey === shownKey;
  const anchor = useMemo(() => current?.anchor ?? { vertical: 'bottom', horizontal: 'center' }, [current]);
  return (
    <NotifierContext.Provider value={notify}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={current?.autoHideMs ?? ALERT_AUTO_HIDE_MS}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={anchor as SnackbarOrigin}
      >
        <Alert
          onClose={close}
          closeText={t('common.close')}
          severity={current?.severity ?? 'success'}
          variant="filled"
          role="alert"
          action={
            current?.action ? (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Button
                  color="inherit"
                  size="small"
                  variant="outlined"
                  sx={{ minHeight: 36, '@media (pointer: coarse)': { minHeight: 44 } }}
                  onClick={() => {
                    close();
                    current.action?.onClick();
                  }}
                >
                  {current.action.label}
                </Button>
                <IconButton
                  color="inherit"
                  size="small"
                  aria-label={current.action.closeLabel}
                  onClick={close}
                  sx={{ '@media (pointer: coarse)': { minWidth: 44, minHeight: 44 } }}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Stack>
            ) : undefined
          }
        >
          {current?.message}
        </Alert>
      </Snackbar>
    </NotifierContext.Provider>
  );
}
