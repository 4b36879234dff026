/**
 * A decision's shapes (docs/data-model.md, Decisions): the stored fields of a decision and
 * the row that carries them, the kinds of transition a definition declares by name in
 * `transitions` (AnyTransition: a status change, Transition, the default kind, typed by the
 * definition's fields; an assignment and its release, ./assignment.ts) with the helpers
 * that pick one kind, and the conversation a reply appends to. Declared in a definition
 * (./config.ts), applied by the data layer (src/lib/data/api.ts `transitionOne`,
 * `assignOne`, `releaseOne`), checked by the generated rules.
 */
import type { Entity } from '@/lib/data/types';
import type { Assignment, AssignmentRelease } from './assignment';
import type { BooleanField, EntityValues, EnumField, Fields } from './fields';
import type { AmountTransfer } from './transfer';

/** The stored fields of a decision (a status action): who, when, why; and who last made the document. */
export interface Decision {
  readonly decidedAt: Date | null;
  readonly decidedBy: string | null;
  readonly decisionReason: string | null;
  /** Who last created or edited it (MAKER_FIELD), on maker-checked entities; else null. */
  readonly editedBy: string | null;
}

/** A row of an entity: its document id, audit fields, decision and field values. */
export type Row<F extends Fields> = Entity & Decision & EntityValues<F>;

/**
 * A status change done after a confirmation (spec §4: approve, reject, block,
 * activate…). The data layer checks `from` inside the transaction and stamps the
 * decision; the rules allow the same steps only (./rules.ts).
 * @typeParam K the field it changes
 * @typeParam V that field's values
 */
export interface Transition<K extends string = string, V extends string | boolean = string | boolean> {
  /** The kind of transition (AnyTransition): a status change, the default when omitted. */
  readonly kind?: 'state';
  /** The field it changes (an enum or a boolean). */
  readonly field: K;
  /** Values the field may have before. */
  readonly from: readonly V[];
  readonly to: V;
  /** i18n keys: button and dialog title, dialog text, success message. */
  readonly labelKey: string;
  readonly confirmKey: string;
  readonly successKey: string;
  readonly danger?: boolean;
  /** A reason must be typed (rejections). */
  readonly reasonRequired?: boolean;
  /** An amount moved on a linked document in the same transaction (approving a withdrawal). */
  readonly transfer?: AmountTransfer;
  /**
   * Amounts moved on several linked documents in the same transaction (approving a
   * refund moves the order's refunded sum and the supplier's amounts), each checked by
   * the rules on both sides like `transfer`; at most one per linked collection.
   */
  readonly transfers?: readonly AmountTransfer[];
  /**
   * i18n key of the label of the text asked with the confirmation ("Note", "Reply").
   * Without it a text is asked only when `reasonRequired` (labelled "Reason"). The
   * text is stored as `decisionReason`.
   */
  readonly reasonLabelKey?: string;
  /** Longest text, in characters (default MAX_REASON, 500). */
  readonly reasonMax?: number;
  /**
   * A `list` field of conversation messages (CONVERSATION_MESSAGE) to which the typed
   * text is appended as a staff message in the same write (a reply). Needs
   * `reasonRequired`. docs/data-model.md, decisions.
   */
  readonly append?: string;
  /**
   * Maker-checker (docs/access.md, "Money and trust"): the person who created or last
   * edited the document (`createdBy`, MAKER_FIELD) may not apply this step. The data
   * layer refuses before writing; the rules refuse the same (generated).
   */
  readonly makerChecker?: boolean;
}

/** The fields of F a transition can change: enumerations and booleans. */
export type StateField<F extends Fields> = {
  [K in keyof F & string]: F[K] extends EnumField | BooleanField ? K : never;
}[keyof F & string];

/** The values a state field holds: an enumeration's values, or true and false. */
export type StateValue<D> = D extends EnumField<infer V> ? V : D extends BooleanField ? boolean : never;

/**
 * A transition of a definition with fields F: its `field` is one of F's enumerations
 * or booleans, and `from` and `to` are values of that field (a misspelt state does not
 * compile). Over fields not known (`Fields`) it is any Transition.
 */
export type TransitionOf<F extends Fields> = string extends keyof F
  ? Transition
  : { [K in StateField<F>]: Transition<K, StateValue<F[K]>> }[StateField<F>];

/**
 * Any kind of transition a definition declares by name in `transitions` (issue 46 item 3):
 * a status change (Transition, `kind` omitted or `'state'`), an assignment of people
 * (`kind: 'assign'`, ./assignment.ts Assignment) or taking one back (`kind: 'release'`,
 * AssignmentRelease). A new kind of decision is a new member here and its rules in the
 * generator (scripts/rules/rules.ts, matchRules.ts).
 * @typeParam K the definition's field names
 */
export type AnyTransition<K extends string = string> = Transition<K> | Assignment<K> | AssignmentRelease<K>;

/** A definition's transitions typed by its fields F: its status changes (TransitionOf), assignments and releases. */
export type AnyTransitionOf<F extends Fields> =
  TransitionOf<F> | Assignment<keyof F & string> | AssignmentRelease<keyof F & string>;

/** A definition's `transitions` map over fields F: names → any kind of transition. */
export type TransitionsOf<F extends Fields> = Readonly<Record<string, AnyTransitionOf<F>>>;

/**
 * A declared transition typed as its kind's interface: an assignment as Assignment, a
 * release as AssignmentRelease, a status change as TransitionOf<F> (its optional options
 * readable, as for any transition of F). Distributes over a union of kinds.
 */
export type KindTyped<F extends Fields, T> = T extends { readonly kind: 'assign' }
  ? Assignment<keyof F & string>
  : T extends { readonly kind: 'release' }
    ? AssignmentRelease<keyof F & string>
    : TransitionOf<F>;

/** A definition's transitions by the names it declared (D), each typed by its kind (`EntityDef.transitions`). */
export type DeclaredTransitions<F extends Fields, D> = { readonly [N in keyof D]: KindTyped<F, D[N]> };

/** The kinds of AnyTransition by their `kind` (`state` for a Transition). */
export interface TransitionKinds {
  readonly state: Transition;
  readonly assign: Assignment;
  readonly release: AssignmentRelease;
}

/** What declares transitions: a definition, or only its `transitions`. */
export type Transitioned = { readonly transitions?: Readonly<Record<string, AnyTransition>> | undefined };

/** The kind of a transition: its `kind`, `state` when omitted. */
export const kindOf = (transition: AnyTransition): keyof TransitionKinds => transition.kind ?? 'state';

/**
 * @param def a definition (or anything with its `transitions`)
 * @param kind the kind wanted (TransitionKinds)
 * @returns its transitions of that kind, [name, transition], in declaration order
 */
export function transitionsOfKind<K extends keyof TransitionKinds>(
  def: Transitioned,
  kind: K,
): [string, TransitionKinds[K]][] {
  return Object.entries(def.transitions ?? {}).filter(
    (entry): entry is [string, TransitionKinds[K]] => kindOf(entry[1]) === kind,
  );
}

/**
 * @param def a definition (or anything with its `transitions`)
 * @returns its status changes (Transition, the default kind), in declaration order, without
 *   its assignments and releases: what the generic decision screens and rules apply
 */
export function stateTransitions(def: Transitioned): Transition[] {
  return transitionsOfKind(def, 'state').map(([, t]) => t);
}

/**
 * @param def a definition (or anything with its `transitions`)
 * @returns its assignment (`kind: 'assign'`, at most one: defineEntity checks), or undefined
 */
export function assignmentOf(def: Transitioned): Assignment | undefined {
  return transitionsOfKind(def, 'assign')[0]?.[1];
}

/**
 * @param def a definition (or anything with its `transitions`)
 * @returns its release of an assignment (`kind: 'release'`, at most one), or undefined
 */
export function releaseOf(def: Transitioned): AssignmentRelease | undefined {
  return transitionsOfKind(def, 'release')[0]?.[1];
}

/**
 * @param def the definition declaring `release`
 * @param release one of its releases
 * @returns the assignment it takes back (its `of`)
 * @throws Error when `of` names no assignment of the definition
 */
export function releasedAssignment(def: Transitioned, release: AssignmentRelease): Assignment {
  const found = def.transitions?.[release.of];
  if (found?.kind !== 'assign') throw new Error(`no assignment ${release.of} to release`);
  return found;
}

/** Longest decision text by default, in characters (the rules check the same). */
export const MAX_REASON = 500;

/**
 * A message of a conversation (`list` field appended to by a transition's `append`):
 * its text, the uid of the writer, the writer's device time (Firestore cannot put a
 * server time inside a list; the rules keep it within minutes of the server's), and
 * whether staff wrote it.
 */
export interface ConversationMessage {
  readonly text: string;
  readonly by: string;
  readonly at: Date | null;
  readonly staff: boolean;
}

/** The fields a conversation's items must declare (checked by defineEntity). */
export const CONVERSATION_FIELDS = ['text', 'by', 'at', 'staff'] as const;
