/**
 * A decision's shapes (docs/data-model.md, Decisions): the stored fields of a decision and
 * the row that carries them, a status change (Transition) typed by the definition's fields,
 * and the conversation a reply appends to. Declared in a definition (./config.ts), applied
 * by the data layer (src/lib/data/api.ts `transitionOne`), checked by the generated rules.
 */
import type { Entity } from '@/lib/data/types';
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
