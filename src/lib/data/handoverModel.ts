/**
 * A delivery company's cash hand-over, the pure part (issue 49 item 4; docs/data-model.md
 * `remittances`, "A company's hand-over"; the Firestore part in ./handover.ts): one
 * remittance per rider of the company, each naming the company and the hand-over's id,
 * recorded in commits of at most HANDOVER_MAX_RIDERS riders (the rules of one commit read
 * at most 20 documents, and each rider's audited remittance costs five: its rider, their
 * account, the remittance and its audit entry before and after). Kept apart so the index
 * generator (scripts/lib/generated.ts) reads its query's shape without the Firebase SDK.
 */
import { COLLECTIONS } from '@/config/collections';
import type { QueryShape } from '@/lib/entity/indexShapes';

/**
 * Most riders one commit records: 3 pass the emulator's read limit, 4 are refused
 * (measured by tests/rules/companyHandover.test.ts, which fails if that changes).
 */
export const HANDOVER_MAX_RIDERS = 3;

/**
 * The remittances list's URL parameter naming the company whose hand-over dialog opens
 * (`/withdraw/remittances?handover=<company uid>`: the company's Money tab links it).
 */
export const HANDOVER_PARAM = 'handover';

/** Most riders of a company the hand-over dialog lists (most cash first). */
export const HANDOVER_LIST_LIMIT = 50;

/** The riders of a company holding cash, most first: `deliveryCompanyId ==`, `cashHeld > 0`. */
export const HANDOVER_QUERIES: readonly QueryShape[] = [
  {
    collectionGroup: COLLECTIONS.riderAccounts,
    queryScope: 'COLLECTION',
    equality: ['deliveryCompanyId'],
    contains: [],
    inequality: ['cashHeld'],
    orderBy: [{ field: 'cashHeld', direction: 'DESCENDING' }],
  },
];

/** One rider of a company as the hand-over dialog lists them. */
export interface HandoverRider {
  readonly riderId: string;
  /** Cash the rider holds, integer baisa (> 0). */
  readonly cashHeld: number;
}

/** What a finance employee records: the company, the cash per rider, how it came. */
export interface Handover {
  /** The hand-over's id, shared by its remittances (a Firestore auto id). */
  readonly handoverId: string;
  readonly deliveryCompanyId: string;
  /** Each rider included and the cash handed over for them (integer baisa, > 0, ≤ held). */
  readonly lines: readonly { readonly riderId: string; readonly amount: number }[];
  readonly method: 'cash' | 'bankTransfer';
  readonly reference: string;
  readonly note: string;
}

/** How a hand-over's recording went: the riders recorded, and those not (after a refused commit). */
export interface HandoverResult {
  readonly recorded: readonly string[];
  readonly failed: readonly string[];
  /** The refusal that stopped it (null: every rider recorded). */
  readonly error: unknown;
}

/**
 * The id of the remittance of one rider in a hand-over: `<handoverId>_<riderId>`, so a
 * retry of the same hand-over can never record a rider twice (the rules refuse a create
 * over a stored remittance).
 */
export function handoverRemittanceId(handoverId: string, riderId: string): string {
  return `${handoverId}_${riderId}`;
}

/**
 * Splits a hand-over's lines into the commits that record it, in order.
 * @param lines the riders included (amount > 0)
 * @param size riders per commit (HANDOVER_MAX_RIDERS)
 * @returns the lines, `size` at most per commit
 */
export function handoverCommits<L>(lines: readonly L[], size = HANDOVER_MAX_RIDERS): L[][] {
  const commits: L[][] = [];
  for (let i = 0; i < lines.length; i += size) commits.push(lines.slice(i, i + size));
  return commits;
}
