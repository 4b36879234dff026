import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDLE_MINUTES_DEFAULT } from '@/config/session';
import { sessionClock } from '@/lib/session/clock';
import { hasHalfDoneWork } from '@/lib/session/halfDoneWork';
import { useSession } from '@/lib/session/useSession';

/** What counts as input: a key, a tap or click, a wheel turn (a mouse merely passing does not). */
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
/** The last input of any tab of the panel on this device (so one busy tab keeps the others). */
const SHARED_KEY = 'adminPanel.lastInput';
/** The dialog's id: the idle warning is not half-done work. */
const WARNING_ID = 'idle-warning';

/**
 * The session policy's idle minutes (sessionPolicy/main), read once per session;
 * IDLE_MINUTES_DEFAULT while unread or when it cannot be read.
 */
function useIdleMinutes(): number {
  const [minutes, setMinutes] = useState(IDLE_MINUTES_DEFAULT);
  useEffect(() => {
    let live = true;
    void import('@/lib/data/sessionPolicy')
      .then((m) => m.readIdleMinutes())
      .then((value) => {
        if (live) setMinutes(value);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return minutes;
}

/**
 * The idle sign-out (docs/access.md, "Sessions"; issue 51): after the session policy's
 * minutes without a key, tap or wheel in any tab of the panel, the person is signed out;
 * a minute before, a warning says so and any key or tap keeps the session. Nothing
 * half-done is saved silently: when a form with unsaved changes or a dialog is open at
 * the sign-out, the login page says it was not saved. Mounted by the signed-in layout.
 */
export function IdleSignOut() {
  const { t } = useTranslation();
  const { endSession } = useSession();
  const minutes = useIdleMinutes();
  const [left, setLeft] = useState<number | null>(null);
  const lastInput = useRef(Date.now());

  useEffect(() => {
    const clock = sessionClock();
    const idleMs = minutes * clock.minuteMs;
    const warnMs = clock.minuteMs;
    let lastShared = 0;
    const onInput = () => {
      const now = Date.now();
      lastInput.current = now;
      setLeft(null);
      // Shared with the other tabs at most once a second of the clock's minute.
      if (now - lastShared > clock.minuteMs / 60) {
        lastShared = now;
        localStorage.setItem(SHARED_KEY, String(now));
      }
    };
    let ended = false;
    const tick = () => {
      const shared = Number(localStorage.getItem(SHARED_KEY) ?? 0);
      const quiet = Date.now() - Math.max(lastInput.current, Number.isFinite(shared) ? shared : 0);
      if (quiet >= idleMs && !ended) {
        ended = true;
        void endSession?.({ reason: 'idle', unsaved: hasHalfDoneWork(WARNING_ID) });
      } else if (quiet >= idleMs - warnMs) {
        setLeft(Math.max(1, Math.ceil((idleMs - quiet) / (clock.minuteMs / 60))));
      } else {
        setLeft(null);
      }
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    const timer = setInterval(tick, Math.min(1000, clock.minuteMs / 60));
    return () => {
      clearInterval(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [minutes, endSession]);

  return (
    <Dialog
      id={WARNING_ID}
      open={left !== null}
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-text"
      onClose={() => setLeft(null)}
    >
      <DialogTitle id="idle-warning-title">{t('session.idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-warning-text">{t('session.idle.text', { count: left ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => setLeft(null)} sx={{ minHeight: 44 }}>
          {t('session.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
