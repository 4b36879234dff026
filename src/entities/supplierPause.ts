/**
 * A supplier's pause (issue 50, item 3 "Timers that act"; docs/data-model.md "Supplier
 * pause"): the supplier receives no new orders until `pausedUntil`, then is active again
 * by itself: nothing is written when the time passes, every screen and app compares the
 * time with now. One document per supplier, id = the supplier's uid, kept apart from the
 * supplier's users document so that the people rules (the costliest writes) do not grow.
 * Set and lifted by holders of /allOrders (the late orders board, the live map), read by
 * holders of /supplier (the supplier's page) and by the customer app (the apps' contract,
 * src/entities/apps.ts).
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { date, reference, text } from '@/lib/entity/fields';

/** Longest pause reason, in characters. */
export const MAX_PAUSE_REASON = 300;

/** The supplierPauses collection: one document per supplier, id = the supplier's uid. */
export const supplierPauseEntity = defineEntity({
  name: 'supplierPause',
  collection: COLLECTIONS.supplierPauses,
  access: {
    owner: '/allOrders',
    readers: [{ path: '/supplier', reason: 'a supplier’s page shows whether it is paused, and until when' }],
  },
  fields: {
    supplierId: reference('supplierPause.supplier', COLLECTIONS.users, 'supplier', { fixed: true }),
    // No new orders before this moment; null or past: active.
    pausedUntil: date('supplierPause.pausedUntil', { required: false }),
    reason: text('supplierPause.reason', MAX_PAUSE_REASON, { required: false, dir: 'auto', multiline: true }),
  },
  list: {
    sorts: ['createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
  },
  id: { field: 'supplierId' },
  audit: { of: 'all', subject: 'supplierId' },
  title: (row) => row.supplierId ?? '',
});

export type SupplierPause = Row<typeof supplierPauseEntity.fields>;

/**
 * Whether a supplier is paused now: a pause whose `pausedUntil` is still ahead.
 * @param now the server's time, in milliseconds (src/lib/data/clock.ts serverNow)
 */
export function isPaused(pause: Pick<SupplierPause, 'pausedUntil'> | null | undefined, now: number): boolean {
  return Boolean(pause?.pausedUntil && pause.pausedUntil.getTime() > now);
}
