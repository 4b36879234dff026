/**
 * The late-orders board's timers (docs/data-model.md "Late and stuck orders"): App info's
 * values or their defaults. Apart from the dispatch dialog's reads (./dispatch.ts), so the
 * side menu's late-orders badge loads neither the data provider's writes nor the people
 * definitions.
 */
import { UNASSIGNED_ALERT_MINUTES, type AppInfo } from '@/entities/appInfo';
import { DEFAULT_RIDER_ORDER_TIMER_SECONDS } from '@/entities/order';
import type { LateTimers } from '@/domains/orders/late/lateModel';

/**
 * The timers of the late-orders board when App info lacks them (never saved, or saved
 * before the setting existed): decisions, docs/data-model.md "Late and stuck orders".
 */
export const DEFAULT_TIMERS: LateTimers = {
  riderOrderTimerSeconds: DEFAULT_RIDER_ORDER_TIMER_SECONDS,
  deliveryTimeMinutes: 45,
  unassignedAlertMinutes: UNASSIGNED_ALERT_MINUTES,
};

/** App info's timers, each a stored positive value or its default. */
export function timersOf(info: AppInfo | null | undefined): LateTimers {
  const pick = (value: number | undefined, fallback: number) => (value && value > 0 ? value : fallback);
  return {
    riderOrderTimerSeconds: pick(info?.riderOrderTimerSeconds, DEFAULT_TIMERS.riderOrderTimerSeconds),
    deliveryTimeMinutes: pick(info?.deliveryTimeMinutes, DEFAULT_TIMERS.deliveryTimeMinutes),
    unassignedAlertMinutes: pick(info?.unassignedAlertMinutes, DEFAULT_TIMERS.unassignedAlertMinutes),
  };
}
