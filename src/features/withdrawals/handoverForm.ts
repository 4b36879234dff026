/**
 * The company hand-over dialog's amounts (issue 49 item 4; ./CompanyHandover.tsx): each
 * rider's typed amount in OMR (Arabic-Indic digits accepted) checked against the cash they
 * hold, and the lines recorded. An empty or 0 amount leaves the rider out.
 */
import { baisaToOmr, omrToBaisa, parseNumber } from '@/lib/entity/parse';
import { formatPlainNumber } from '@/lib/format';

/** A typed amount checked: the baisa, or the i18n key of what is wrong with it. */
export type CheckedAmount = { readonly baisa: number } | { readonly errorKey: string };

/**
 * @param typed what the person typed (OMR, up to 3 decimals; '' or 0: not included)
 * @param held the rider's cash held (integer baisa)
 * @returns the amount in baisa (0: not included), or why it is refused
 */
export function checkAmount(typed: string, held: number): CheckedAmount {
  if (typed.trim() === '') return { baisa: 0 };
  const omr = parseNumber(typed);
  if (omr === undefined || Number.isNaN(omr)) return { errorKey: 'handover.validation.number' };
  if (omr < 0) return { errorKey: 'handover.validation.negative' };
  const baisa = omrToBaisa(omr);
  // More than 3 decimals is not a whole number of baisa.
  if (Math.abs(baisa - omr * 1000) > 1e-6) return { errorKey: 'handover.validation.decimals' };
  if (baisa > held) return { errorKey: 'handover.validation.aboveHeld' };
  return { baisa };
}

/** The amount a rider's line starts with: all the cash they hold, as "12.500". */
export function prefilled(held: number): string {
  return formatPlainNumber(baisaToOmr(held), 3);
}

/**
 * The lines a hand-over records, or null while any typed amount is refused.
 * @param riders each rider's uid and cash held (baisa)
 * @param typed the amount typed per rider uid (missing: the prefilled cash held)
 * @returns the riders included (amount > 0) with their amounts in baisa, and their total
 */
export function handoverLines(
  riders: readonly { readonly riderId: string; readonly cashHeld: number }[],
  typed: Readonly<Record<string, string>>,
): { readonly lines: { riderId: string; amount: number }[]; readonly total: number } | null {
  const lines: { riderId: string; amount: number }[] = [];
  for (const { riderId, cashHeld } of riders) {
    const checked = checkAmount(typed[riderId] ?? prefilled(cashHeld), cashHeld);
    if ('errorKey' in checked) return null;
    if (checked.baisa > 0) lines.push({ riderId, amount: checked.baisa });
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
