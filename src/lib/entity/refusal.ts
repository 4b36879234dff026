/**
 * Why one stored document refuses an action (issue 46 item 1, docs/access.md "One access
 * decision"), written once: the data layer refuses a write with it inside its
 * transaction (src/lib/data/apiDecide.ts, apiSave.ts), and `canOnDocument`
 * (src/lib/documentAccess.ts) answers the screens with it before anyone clicks. The
 * generated rules check the same (scripts/rules/matchRules.ts), and
 * tests/rules/canDocument.test.ts compares the two over generated documents. Pure: no
 * Firebase, no i18n.
 */
import type { Frozen } from '@/lib/data/types';
import { isMaker } from '@/lib/data/maker';
import { isFrozen } from './config';
import type { AnyTransition } from './decision';
import {
  loweredFields,
  raisedFields,
  resolvedTransfer,
  transferApplies,
  transfersOf,
  type AmountTransfer,
} from './transfer';

/** A step as these checks read it: its field, the states it starts from, maker-checker. */
export interface StepShape {
  readonly field: string;
  readonly from: readonly unknown[];
  readonly makerChecker?: boolean;
  readonly transfer?: AmountTransfer;
  readonly transfers?: readonly AmountTransfer[];
}

/**
 * Why a step may not start from a stored document.
 * @param step the transition (or the data layer's status change)
 * @param row the document as stored (its state field, `createdBy`, `editedBy`)
 * @param uid the caller (null: not known, so nobody is the maker)
 * @returns `state` (not in one of `from`), `maker` (the caller made it and the step is
 *   maker-checked), or null when the step may start
 */
export function stepRefusal(step: StepShape, row: object, uid: string | null): 'state' | 'maker' | null {
  const fields = row as Readonly<Record<string, unknown>>;
  if (!step.from.includes(fields[step.field])) return 'state';
  if (step.makerChecker && isMaker(row, uid)) return 'maker';
  return null;
}

/**
 * Why a transition of any kind may not start from a stored document: a status change as
 * stepRefusal; an assignment or its release when its `when` fields do not hold (holdsWhen;
 * a release's wait, `after`, is the server's time: the rules check it).
 * @param step a definition's transition (./decision.ts AnyTransition)
 * @param row the document as stored
 * @param uid the caller (null: not known)
 * @returns `state`, `maker` or null, as stepRefusal
 */
export function transitionRefusal(step: AnyTransition, row: object, uid: string | null): 'state' | 'maker' | null {
  if (step.kind === 'assign' || step.kind === 'release') return holdsWhen(step.when, row) ? null : 'state';
  return stepRefusal(step, row, uid);
}

/**
 * Whether a stored document is in one of the states an assignment or its release starts
 * from (./assignment.ts `when`: each field holds one of its values).
 * @param when field → the values it may hold
 * @param row the document as stored
 * @returns true when every field holds one of its values
 */
export function holdsWhen(when: Readonly<Partial<Record<string, readonly string[]>>>, row: object): boolean {
  const fields = row as Readonly<Record<string, unknown>>;
  return Object.entries(when).every(([field, values]) => (values ?? []).some((value) => value === fields[field]));
}

/**
 * Why a stored document may not be edited or deleted: it is frozen (an approved reward or
 * fine, which moved money).
 * @param frozen the definition's frozen states
 * @param row the document as stored
 * @returns the definition's frozen i18n key, or null when it may be
 */
export function frozenRefusal(frozen: Frozen | undefined, row: object): string | null {
  return frozen && isFrozen(frozen, row as Readonly<Record<string, unknown>>) ? frozen.key : null;
}

/**
 * The amounts a step moves on linked documents for one decided document: each transfer
 * that applies to it (its `when`), with `byValue` the move of the document's value.
 * @param step the transition
 * @param row the decided document as stored
 * @returns the concrete moves, in the order the data layer writes them
 */
export function movesOf(step: StepShape, row: object): readonly AmountTransfer[] {
  const fields = row as Readonly<Record<string, unknown>>;
  return transfersOf(step)
    .filter((move) => transferApplies(move, fields))
    .flatMap((move) => resolvedTransfer(move, fields) ?? []);
}

/**
 * What a linked document can still take of a move, in baisa: the least of the fields the
 * move lowers (each kept at 0 or more) and the room below `atMost`.
 * @param move one concrete move (movesOf)
 * @param linked the linked document as stored
 * @returns baisa, or null when nothing limits the move
 */
export function moveRoom(move: AmountTransfer, linked: Readonly<Record<string, unknown>>): number | null {
  const room = loweredFields(move).map((field) => Number(linked[field] ?? 0));
  const [raised] = raisedFields(move);
  if (raised !== undefined && move.atMost !== undefined) {
    room.push(Number(linked[move.atMost] ?? 0) - Number(linked[raised] ?? 0));
  }
  return room.length > 0 ? Math.min(...room) : null;
}

/** Why a move does not fit its linked document: the i18n key and what it can still take. */
export interface MoveShortfall {
  /** The move's `shortKey`, or its `missingKey` when the linked document does not exist. */
  readonly key: string | null;
  /** Baisa the linked document can still take (0 when it does not exist); the text's `{{left}}`. */
  readonly left: number;
  /** True when the linked document does not exist. */
  readonly missing: boolean;
}

/**
 * Whether a move fits the linked document as read.
 * @param move one concrete move (movesOf)
 * @param row the decided document (its `amountField`, in baisa)
 * @param linked the linked document as stored, or null when it does not exist
 * @returns null when it fits; else the shortfall (key null: a missing document without a
 *   `missingKey`, which the data layer reports as not found)
 */
export function moveShortfall(
  move: AmountTransfer,
  row: object,
  linked: Readonly<Record<string, unknown>> | null,
): MoveShortfall | null {
  if (!linked) return { key: move.missingKey ?? null, left: 0, missing: true };
  const amount = Number((row as Readonly<Record<string, unknown>>)[move.amountField] ?? 0);
  const room = moveRoom(move, linked);
  if (room === null || room >= amount) return null;
  return { key: move.shortKey, left: Math.max(0, room), missing: false };
}

/**
 * The path of the linked document a move reads (`collection/id`), or null when the
 * decided document names none.
 * @param move one concrete move
 * @param row the decided document
 */
export function movePath(move: AmountTransfer, row: object): string | null {
  const id = (row as Readonly<Record<string, unknown>>)[move.idField];
  return typeof id === 'string' && id ? `${move.collection}/${id}` : null;
}
