/** Business and layout constants of spec §9. Times are milliseconds, sizes pixels. */
export const NAV_WIDTH = 260;
export const CONTENT_MAX_WIDTH = 1440;
export const SCROLL_TOP_THRESHOLD = 400;
export const LOGOUT_REDIRECT_DELAY_MS = 2000;
export const ALERT_AUTO_HIDE_MS = 3000;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SWIPE_EDGE_WIDTH = 20;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_SUBSCRIPTION_YEARS = 9;
export const CURRENCY = 'OMR';
/**
 * How long the profile's read at sign-in may take before the panel shows its
 * "Cannot reach the server" page, which tries again by itself (PROFILE_RETRY_MS).
 */
export const SERVER_WAIT_MS = 8000;
/** After this long a place that waits for the server adds "Still loading…" to its skeleton (StillLoading). */
export const SLOW_ANSWER_MS = 2500;
/**
 * How long a count or a chart's read may take before it is given up with "The server
 * did not answer in time" (a slow answer before then is "Still loading", never an error).
 */
export const READ_WAIT_MS = 60_000;
/** How often the session tries again to read the profile while the server is unreachable. */
export const PROFILE_RETRY_MS = 4000;
/** The powered-by credit of the footer (spec §1). */
export const POWERED_BY_URL = 'https://firebase.google.com';
/** Menu links load their screen when they come this close to the visible menu (spec §9 "Link prefetch margin"). */
export const LINK_PREFETCH_MARGIN = 200;
/** Spec §9: "Badge maximum shows 99+". */
export const MENU_BADGE_MAX = 99;
/** Side-menu badges are counted again on navigation, at most once per this many ms. */
export const MENU_BADGE_STALE_MS = 60_000;
/** The marketplace's time zone: dashboard days start at its midnight (docs/data-model.md). */
export const MARKET_TIME_ZONE = 'Asia/Muscat';
/** How many days the dashboard's order charts cover. */
export const DASHBOARD_DAYS = 30;
/**
 * Transactions of a bulk decision in flight at once (p-limit): a page of 100 rows no
 * longer starts 100 transactions together, which contend on the same counters and
 * parents and hold the browser's connections; the next starts as soon as one ends.
 */
export const BULK_DECISIONS_IN_FLIGHT = 6;
/**
 * The range every stored date must fall in, as calendar days (docs/access.md, "Dates"):
 * the forms (src/lib/entity/schema.ts) refuse days outside it, and firestore.rules (generated
 * by scripts/rules/rules.ts) refuse timestamps outside it, so no year 1900 or 9999 is stored.
 */
export const DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;
