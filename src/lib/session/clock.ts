/**
 * The session's clock (docs/access.md, "Sessions"): how long an idle minute is and how
 * often the open panel reads its own users document again. In production these are one
 * minute and SESSION_CHECK_MS. On the emulators only, an end-to-end test may shorten
 * both through localStorage (SESSION_CLOCK_TEST_KEY), so that the idle warning and the
 * sign-out of a blocked employee are tested without waiting half an hour; a real
 * project's build ignores the key.
 */
import { SESSION_CHECK_MS, SESSION_CLOCK_TEST_KEY } from '@/config/session';
import { firebaseTarget } from '@/lib/firebase/config';

/** Milliseconds of the session's clock. */
export interface SessionClock {
  /** The length of one idle minute (60,000 in production). */
  readonly minuteMs: number;
  /** How often the open panel reads the users document again. */
  readonly checkMs: number;
}

const REAL: SessionClock = { minuteMs: 60_000, checkMs: SESSION_CHECK_MS };

/** Whether the panel runs on the emulators (the test hook is honoured only there). */
const onEmulators = firebaseTarget(import.meta.env).emulatorHost !== null;

/**
 * @returns the clock: the real one, or on the emulators the test hook's shorter one
 *   (each value a positive whole number of milliseconds, else the real value)
 */
export function sessionClock(): SessionClock {
  if (!onEmulators) return REAL;
  let hook: unknown;
  try {
    hook = JSON.parse(localStorage.getItem(SESSION_CLOCK_TEST_KEY) ?? 'null');
  } catch {
    return REAL;
  }
  if (!hook || typeof hook !== 'object') return REAL;
  const pick = (key: 'minuteMs' | 'checkMs') => {
    const value = (hook as Record<string, unknown>)[key];
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : REAL[key];
  };
  return { minuteMs: pick('minuteMs'), checkMs: pick('checkMs') };
}
