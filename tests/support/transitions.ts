/**
 * A named transition of a definition, for tests that drive decisions
 * (src/lib/entity/define.ts, Transition; spec §4 approve, reject, activate…).
 */
import type { Transition } from '@/lib/entity/define';

/**
 * @param def a definition with transitions (coupon, subscriptionPackage…)
 * @param name one of its transition names (checked by the compiler)
 * @returns that transition
 * @throws Error when the definition has no such transition (a definition changed under the test)
 */
export function transitionOf<T extends string>(
  def: { readonly name: string; readonly transitions?: Readonly<Record<T, Transition>> },
  name: NoInfer<T>,
): Transition {
  const found = def.transitions?.[name];
  if (!found) throw new Error(`${def.name} has no transition ${name}`);
  return found;
}
