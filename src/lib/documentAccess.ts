/**
 * The access decision about one document (issue 46 item 1, docs/access.md "One access
 * decision"): what `can()` answers for a collection, then what the rules check of the
 * document itself before an edit, a delete or a decision: a frozen document (an approved
 * reward or fine, which moved money) takes no edit or delete; a decision applies only
 * from its `from` states; a maker-checked step is not taken by the document's maker. Each
 * refusal carries the i18n key of its reason (the `entity` namespace, or the definition's
 * own key for a frozen one), which a disabled control shows. Compared with the
 * emulator's rules over generated documents in tests/rules/canDocument.test.ts.
 *
 * Amounts that must fit another document (a refund's remaining amount, an account's
 * balance) are answered when the caller passes the linked documents it has read
 * (`linked`); without them the write may still be refused, with its own message. It does
 * not answer the second factor or field validation. The checks themselves live in
 * src/lib/entity/refusal.ts, which the data layer refuses writes with too.
 */
import { can, type Caller } from '@/lib/access';
import type { Frozen } from '@/lib/data/types';
import type { AnyTransition } from '@/lib/entity/define';
import { baisaToOmr } from '@/lib/entity/parse';
import type { PolicyShape } from '@/lib/entity/policy';
import { frozenRefusal, movePath, movesOf, moveShortfall, transitionRefusal } from '@/lib/entity/refusal';

/** The i18n keys (namespace `entity`) of why a document action is refused. */
export const DOCUMENT_REASONS = {
  /** The caller's Access does not hold the collection's owner path. */
  path: 'decision.pathReason',
  /** The document is not in a state the step starts from (decided meanwhile). */
  state: 'decision.stateReason',
  /** The caller created or last edited it, and the step is maker-checked. */
  maker: 'decision.makerReason',
  /** A linked document the step moves an amount on does not exist (and names no reason of its own). */
  missing: 'error.notFound',
} as const;

/** A definition as this decision reads it: its policy, frozen states and transitions. */
export type DocumentPolicy = PolicyShape & {
  readonly frozen?: Frozen;
  readonly transitions?: Readonly<Record<string, AnyTransition>>;
};

/** The answer: allowed, or not with the i18n key of why. */
export interface DocumentAnswer {
  readonly ok: boolean;
  /** Null when allowed. */
  readonly reason: string | null;
  /** The reason's values: `left` (OMR) for an amount that does not fit. */
  readonly values?: { readonly left: number };
}

/**
 * Linked documents the caller has read, by path (`collection/id`): a document, or null
 * when it does not exist. A path not listed is not known, and its amounts not answered.
 */
export type LinkedDocuments = Readonly<Record<string, Readonly<Record<string, unknown>> | null>>;

const yes: DocumentAnswer = { ok: true, reason: null };
const no = (reason: string, values?: { readonly left: number }): DocumentAnswer =>
  values ? { ok: false, reason, values } : { ok: false, reason };

/**
 * Whether `caller` may `action` one stored document, and why not.
 * @param caller uid (null: not known yet, so nobody is the maker) and Access
 * @param def the document's definition (src/entities)
 * @param action `edit`, `delete`, or `decide` (then `transition` names the step)
 * @param row the stored document as read (its state field, `createdBy`, `editedBy`)
 * @param transition the name of the step of `def.transitions` (for `decide`; an assignment or
 *   its release is answered by its `when` states: transitionRefusal)
 * @param linked the documents the step moves amounts on, as read (movesOf): a move whose
 *   document is listed is checked to fit it
 * @returns `{ ok, reason, values }`: reason an i18n key (DOCUMENT_REASONS, the
 *   definition's frozen key, or the move's `shortKey`/`missingKey` with `left` in OMR)
 * @throws Error when `decide` names no transition of the definition
 */
export function canOnDocument(
  caller: Caller,
  def: DocumentPolicy,
  action: 'edit' | 'delete' | 'decide',
  row: object,
  transition?: string,
  linked: LinkedDocuments = {},
): DocumentAnswer {
  if (!can(caller, action, def)) return no(DOCUMENT_REASONS.path);
  if (action !== 'decide') {
    const frozen = frozenRefusal(def.frozen, row);
    return frozen ? no(frozen) : yes;
  }
  const step = transition === undefined ? undefined : def.transitions?.[transition];
  if (!step) throw new Error(`${def.collection}: no transition ${String(transition)}`);
  const refusal = transitionRefusal(step, row, caller.uid);
  if (refusal) return no(DOCUMENT_REASONS[refusal]);
  // An assignment or its release moves no amount.
  if (step.kind === 'assign' || step.kind === 'release') return yes;
  for (const move of movesOf(step, row)) {
    const path = movePath(move, row);
    if (path === null || !(path in linked)) continue;
    const short = moveShortfall(move, row, linked[path] ?? null);
    if (short) return no(short.key ?? DOCUMENT_REASONS.missing, { left: baisaToOmr(short.left) });
  }
  return yes;
}
