/**
 * A supplier's pause, read and written (issue 50 "Timers that act"; docs/data-model.md
 * "Supplier pause"): one supplierPauses document per supplier (its id the supplier's),
 * written through the data provider with its audit entry. Nothing is written when a
 * pause ends: `pausedUntil` in the past means active (src/entities/supplierPause.ts
 * isPaused).
 */
import { supplierPauseEntity, type SupplierPause } from '@/entities/supplierPause';
import { dataProvider } from '@/lib/data/provider';

/** The pause lengths offered, in minutes (decision: a busy evening's half hour to four hours). */
export const PAUSE_MINUTES = [30, 60, 120, 240] as const;

/** The length a one-tap proposal on the late board pauses for, in minutes. */
export const PROPOSED_PAUSE_MINUTES = 30;

/** Late unaccepted orders of one supplier from which the board proposes a pause (decision). */
export const PROPOSE_PAUSE_AFTER = 2;

/**
 * Pauses a supplier until `until`, or moves the time of its pause.
 * @param supplierId the supplier's uid
 * @param until the moment new orders may come again
 * @param reason why (≤ 300 characters; may be '')
 * @param before the stored pause, or null when the supplier was never paused
 * @throws DataError stale (changed meanwhile), FirebaseError permission-denied
 */
export async function pauseSupplier(
  supplierId: string,
  until: Date,
  reason: string,
  before: SupplierPause | null,
): Promise<void> {
  const values = { supplierId, pausedUntil: until, reason };
  if (before) await dataProvider.update(supplierPauseEntity, supplierId, values, before.updatedAt);
  else await dataProvider.create(supplierPauseEntity, values, supplierId);
}

/**
 * Lifts a pause now (`pausedUntil` null), before its time.
 * @throws DataError stale, FirebaseError permission-denied
 */
export async function resumeSupplier(pause: SupplierPause, reason: string): Promise<void> {
  await dataProvider.update(
    supplierPauseEntity,
    pause.id,
    { supplierId: pause.supplierId ?? pause.id, pausedUntil: null, reason },
    pause.updatedAt,
  );
}
