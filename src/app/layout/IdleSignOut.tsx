import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePainted } from '@/lib/afterPaint';
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
/** The warning's own chunk (loaded once the screen has painted, long before it shows). */
const loadWarning = () => import('./IdleWarningDialog');
const IdleWarningDialog = lazy(loadWarning);

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
  const { endSession } = useSession();
  const painted = usePainted();
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

  // The warning's code is fetched after the first paint, so it shows without a wait.
  useEffect(() => {
    if (painted) void loadWarning().catch(() => {});
  }, [painted]);

  if (left === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog id={WARNING_ID} secondsLeft={left} onStay={() => setLeft(null)} />
    </Suspense>
  );
}
