/**
 * The seed's adjustments (issue 49 item 1; docs/data-model.md "adjustments"), written the
 * way the panel writes them: recorded by the finance employee (created pending, with her
 * as maker, and its audit entry about the person), one approved a day later by the
 * administrator (its decision's audit entry; its move and `adjustment` ledger entry are
 * added by ./prizeFineMoves.ts moveAdjustments), one still waiting for a second person.
 * Deterministic; amounts in integer baisa.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../src/config/collections';
import { changedFields } from '../../src/lib/data/auditModel';
import type { SeedDoc } from './build';
import { DAY_MS } from './random';

/** The adjustments seeded: [personType, account collection, direction, amount, reason, approved, days ago]. */
const ADJUSTMENTS = [
  [
    'rider',
    COLLECTIONS.riderAccounts,
    'increase',
    1_500,
    'Cash of an order delivered twice was counted once.',
    true,
    5,
  ],
  [
    'supplier',
    COLLECTIONS.supplierAccounts,
    'decrease',
    750,
    'A delivery fee was paid to the supplier by mistake.',
    false,
    1,
  ],
] as const;

/**
 * @param docs the seed's documents so far (the accounts the adjustments name among them)
 * @param nowMs the seed's reference time
 * @param actors the finance employee (maker) and the administrator (checker) uids
 * @returns the adjustments and their audit entries
 * @throws Error when the seed has no account to adjust
 */
export function adjustmentDocs(
  docs: readonly SeedDoc[],
  nowMs: number,
  actors: { readonly finance: string; readonly admin: string },
): SeedDoc[] {
  const out: SeedDoc[] = [];
  ADJUSTMENTS.forEach(([personType, accounts, direction, amount, reason, approved, daysAgo], index) => {
    // The person: the first account of that type, sorted by id (deterministic).
    const account = docs
      .filter((d) => d.collection === accounts)
      .map((d) => d.id)
      .sort()[0];
    if (!account) throw new Error(`seed: no ${accounts} to adjust`);
    const id = `adjustment-${index + 1}`;
    const createdMs = nowMs - daysAgo * DAY_MS;
    const fields = { personType, personId: account, direction, amount, reason, status: 'pending' };
    const entry = (suffix: string, data: Record<string, unknown>) => ({
      collection: COLLECTIONS.auditLog,
      id: `${id}-${suffix}`,
      data: { collection: COLLECTIONS.adjustments, docId: id, path: '/withdraw', subjectId: account, ...data },
    });
    out.push(
      entry('created', {
        action: 'create',
        ...changedFields(null, fields),
        reason: null,
        actor: actors.finance,
        at: Timestamp.fromMillis(createdMs),
      }),
    );
    const made = {
      ...fields,
      createdAt: Timestamp.fromMillis(createdMs),
      updatedAt: Timestamp.fromMillis(createdMs),
      createdBy: actors.finance,
      updatedBy: actors.finance,
      editedBy: actors.finance,
      auditId: `${id}-created`,
    };
    if (!approved) {
      out.push({ collection: COLLECTIONS.adjustments, id, data: made });
      return;
    }
    const decidedMs = createdMs + DAY_MS;
    out.push(
      entry('approved', {
        action: 'decision',
        before: { status: 'pending' },
        after: { status: 'approved' },
        reason: null,
        actor: actors.admin,
        at: Timestamp.fromMillis(decidedMs),
      }),
    );
    out.push({
      collection: COLLECTIONS.adjustments,
      id,
      data: {
        ...made,
        status: 'approved',
        decidedAt: Timestamp.fromMillis(decidedMs),
        decidedBy: actors.admin,
        decisionReason: null,
        updatedAt: Timestamp.fromMillis(decidedMs),
        updatedBy: actors.admin,
        auditId: `${id}-approved`,
      },
    });
  });
  return out;
}
