/**
 * Session policy constants (docs/access.md, "Sessions"; issue 51). Times are
 * milliseconds unless the name says minutes.
 */

/** The collection of the session policy record (src/entities/records.ts `sessionPolicyRecord`). */
export const SESSION_POLICY_COLLECTION = 'sessionPolicy';
/** Its only document. */
export const SESSION_POLICY_ID = 'main';

/** Minutes without a key press or tap before the panel signs out, when the policy does not say. */
export const IDLE_MINUTES_DEFAULT = 30;
/** The shortest and longest idle time an All holder may set, in minutes. */
export const IDLE_MINUTES = { min: 2, max: 480 } as const;
/** The warning shows this long before the idle sign-out (one minute). */
export const IDLE_WARNING_MS = 60_000;
/**
 * How often an open panel reads its own users document again, so that a blocked
 * employee's panel signs out (and an Access change applies) within a minute.
 */
export const SESSION_CHECK_MS = 45_000;
/**
 * The emulator-only test hook (localStorage, JSON `{ "minuteMs": n, "checkMs": n }`)
 * that shortens the idle minute and the users-document check for end-to-end tests.
 * Ignored unless the panel runs on the emulators (src/lib/session/clock.ts).
 */
export const SESSION_CLOCK_TEST_KEY = 'adminPanel.testSessionClock';
