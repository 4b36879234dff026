/**
 * Shared, parameterised rules functions that the generated money moves, ledger causes and
 * decisions call instead of writing the same checks out per collection (issue 46 item 5:
 * the compiled ruleset, not the source, was the ceiling nearest its limit; docs/rules-limits.md
 * "Shared functions"). They are written into the HELPERS block (./runtimeRules.ts), where
 * the unused ones are removed. Firestore's compiler allows a function at most 7 parameters
 * and 10 `let`s (checked with the emulator's compiler, docs/rules-limits.md).
 *
 * The moves use a signed amount: `+amount` raises a balance, `-amount` lowers it and keeps
 * it at 0 or more, so a decision whose values move the same balances in opposite directions
 * (a reward or a fine, an adjustment's increase or decrease) is one branch, not one a value.
 */
import { loweredFields, raisedFields, transferChoices, type AmountTransfer } from '@/lib/entity/define';
import { MAKER_FIELD } from '@/lib/data/maker';
import { listLiteral, quote } from './rulesBlocks';

/** `isStamped(data)`: the write's `updatedAt` is the request time and `updatedBy` the caller. */
export const stamped = (data: string): string => `isStamped(${data})`;

/**
 * The HELPERS block's shared functions (the text; unused ones are removed with the block's).
 * @param dates the rules' bounds of a date (./rules.ts DATE_BOUNDS)
 * @returns rules source text, indented for the `match /databases/...` block
 */
export function sharedRules(dates: { readonly from: string; readonly before: string }): string {
  return `    // Shared by the generated field checks, moves, ledger causes and decisions (scripts/rules/sharedRules.ts).
    // A strict field check's shapes (scripts/rules/rules.ts fieldCheck; people's lenient checks write theirs out).
    function isText(value, min, max) {
      return value is string && value.size() >= min && value.size() <= max;
    }
    function isInt(value, min, max) {
      return value is int && value >= min && value <= max;
    }
    function isTime(value) {
      return value is timestamp && value >= ${dates.from} && value < ${dates.before};
    }
    // The stamps of an update: now, by the caller.
    function isStamped(data) {
      return data.updatedAt == request.time && data.updatedBy == request.auth.uid;
    }
    // A balance moved by a signed amount (after, before: the document's data; a negative
    // amount lowers it and leaves it at 0 or more). Callers check the amount is above 0.
    function isMovedBy(after, before, field, signed) {
      let value = after.get(field, -1);
      return value == before.get(field, 0) + signed && (signed > 0 || value >= 0);
    }
    // The decided document takes its transition in this write (field: from one of \`from\`
    // to \`to\`) and names the linked document \`id\` in its field \`idField\`.
    function isDecidedNow(decided, field, from, to, idField, id) {
      return exists(decided)
        && get(decided).data.get(field, null) in from
        && getAfter(decided).data.get(field, null) == to
        && get(decided).data.get(idField, null) == id;
    }
    // A decision's own stamps and changed keys, and its reason at most \`max\` characters.
    function isDecisionStamped(data, before, keys, max) {
      return data.diff(before).affectedKeys().hasOnly(keys)
        && data.decidedAt == request.time
        && data.decidedBy == request.auth.uid
        && data.updatedAt == request.time
        && data.updatedBy == request.auth.uid
        && (data.decisionReason == null || (data.decisionReason is string && data.decisionReason.size() <= max));
    }
    // Maker-checker: the caller neither created nor last edited the document (src/lib/data/maker.ts isMaker).
    function isOthersToCheck(before) {
      return request.auth.uid != before.get('createdBy', null) && request.auth.uid != before.get('${MAKER_FIELD}', null);
    }
    // A decision with a reason given (a rejection).
    function hasDecisionReason(data) {
      return data.decisionReason is string && data.decisionReason.trim().size() > 0;
    }
`;
}

/** A field's sign in one move: +1 raised, -1 lowered. */
function signs(move: AmountTransfer): Map<string, 1 | -1> {
  return new Map<string, 1 | -1>([
    ...loweredFields(move).map((f) => [f, -1] as [string, -1]),
    ...raisedFields(move).map((f) => [f, 1] as [string, 1]),
  ]);
}

/**
 * A `byValue` move whose values all move the same balances, each value in one direction
 * (a reward raises earned and available, a fine lowers both): one signed amount serves them.
 * @returns the values that raise, the values that lower and the balances, or undefined
 *   when the move has no `byValue`, its values move different balances, a value both
 *   raises and lowers, or it has an `atMost`
 */
export function signedChoices(
  transfer: AmountTransfer,
): { raising: string[]; lowering: string[]; fields: string[] } | undefined {
  if (!transfer.byValue || transfer.atMost) return undefined;
  const choices = transferChoices(transfer).map(([v, m]) => [String(v), signs(m)] as const);
  const fields = [...(choices[0]?.[1].keys() ?? [])];
  const raising: string[] = [];
  const lowering: string[] = [];
  for (const [value, sign] of choices) {
    const set = new Set(sign.values());
    if (sign.size !== fields.length || !fields.every((f) => sign.has(f)) || set.size !== 1) return undefined;
    (set.has(1) ? raising : lowering).push(value);
  }
  return fields.length ? { raising, lowering, fields } : undefined;
}

/**
 * The signed amount of a collapsible `byValue` move, as a rules expression.
 * @param value the rules expression of the decided document's `byValue` field
 */
export function signedAmount(choices: { raising: string[]; lowering: string[] }, value: string): string {
  if (!choices.lowering.length) return 'amount';
  if (!choices.raising.length) return '-amount';
  const test =
    choices.raising.length === 1
      ? `${value} == ${quote(choices.raising[0] ?? '')}`
      : `${value} in ${listLiteral(choices.raising)}`;
  return `(${test} ? amount : -amount)`;
}

/**
 * The checks of one move's balances: each lowered field by `-amount` (kept at 0 or
 * more), each raised one by `amount` (or each by the signed amount `signed` of a
 * collapsible `byValue` move), and the raised field at most its `atMost`.
 * @param after the rules expression of the written data; `before` of the data before
 * @param inline the checks written out instead of `isMovedBy` calls (the decided
 *   document's side, whose write is the costlier: a refund's approval evaluates two moves)
 */
export function movedChecks(
  move: AmountTransfer,
  after: string,
  before: string,
  signed?: string,
  inline = false,
): string[] {
  const [to] = raisedFields(move);
  const check = (f: string, sign: number) => {
    if (!inline || signed)
      return `isMovedBy(${after}, ${before}, ${quote(f)}, ${signed ?? (sign > 0 ? 'amount' : '-amount')})`;
    const now = `${after}.get(${quote(f)}, -1)`;
    const was = `${before}.get(${quote(f)}, 0)`;
    return sign > 0 ? `${now} == ${was} + amount` : `${now} == ${was} - amount && ${now} >= 0`;
  };
  return [
    ...[...signs(move)].map(([f, sign]) => check(f, sign)),
    ...(to && move.atMost ? [`${after}.get(${quote(to)}, -1) <= ${before}.get(${quote(move.atMost)}, 0)`] : []),
  ];
}
