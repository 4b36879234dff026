/**
 * The assignment decision (issue 32, dispatch; docs/data-model.md "Dispatch"): naming
 * people in a document's reference fields, the limits that refuse a person, and taking
 * the assignment back (AssignmentRelease). Both are kinds of transition (issue 46 item 3):
 * declared by name in a definition's `transitions` beside its state transitions
 * (`{ kind: 'assign', … }`, `{ kind: 'release', of: '<assign name>', … }`; ./decision.ts
 * AnyTransition).
 */
import type { CollectionName } from '@/config/collections';

/**
 * An assignment (issue 32, dispatch; docs/data-model.md "Dispatch"): a decision that
 * names people in reference fields of the document (an order's delivery company and
 * rider), confirmed, stamped and audited like a Transition. Each person must be a users
 * document of the reference's type that is not blocked; a `link` asks that a person's
 * own field names another assigned person (the rider's `deliveryCompanyId` is the
 * order's new company). Allowed only while the `when` fields hold one of their values;
 * it also writes the `sets` values. Nothing else may change. The data layer checks the
 * same inside its transaction (src/lib/data/api.ts `assignOne`); the rules are generated
 * (./rules.ts `is<Name>Assignment`, ./matchRules.ts).
 * @typeParam K the definition's field names
 */
export interface Assignment<K extends string = string> {
  /** The kind of transition (./decision.ts AnyTransition). */
  readonly kind: 'assign';
  /** i18n keys: button and dialog title, dialog text, success message. */
  readonly labelKey: string;
  readonly confirmKey: string;
  readonly successKey: string;
  /** The reference fields to people that it sets, in the order they are chosen. */
  readonly people: readonly K[];
  /** A person's field (`personField` of the person in `field`) must equal the document's `equals`. */
  readonly links?: readonly { readonly field: K; readonly personField: string; readonly equals: K }[];
  /** Values fields must hold before (an order neither delivered nor cancelled). */
  readonly when: Readonly<Partial<Record<K, readonly string[]>>>;
  /** Fields it sets to a fixed value (the delivery status `assigned`). */
  readonly sets: Readonly<Partial<Record<K, string>>>;
  /**
   * A person's account figure that must stay under a setting (a rider's cash held under
   * App info's cash limit, issue 49 item 3): the person in `field` is refused while their
   * account (`account.collection`, id = the person's uid) holds `account.field` at or above
   * the setting's `setting.field`. A missing account holds 0; a missing setting, or 0, is
   * no limit.
   */
  readonly limits?: readonly AssignmentLimit<K>[];
  /**
   * A timestamp field the assignment sets to the server's time (an order's `assignedAt`):
   * when the person was assigned, which a `release` waits on.
   */
  readonly stampedAt?: K;
}

/**
 * Taking an assignment back (issue 50 item 3: a rider who did not take the order on
 * within App info's rider order timer; docs/data-model.md "Dispatch"): a decision,
 * confirmed, stamped and audited like the assignment, that clears every person the
 * assignment named `of` assigns and its `stampedAt`, and writes `sets`. Allowed only
 * while the `when` fields hold one of their values and, with `after`, once the setting's
 * seconds have passed since `stampedAt` (a missing stamp: the time is not known, no wait). Nothing
 * else may change. Data layer: src/lib/data/api.ts `releaseOne`; rules: generated
 * `is<Name>Release` (scripts/rules/rules.ts).
 */
export interface AssignmentRelease<K extends string = string> {
  /** The kind of transition (./decision.ts AnyTransition). */
  readonly kind: 'release';
  /** The name of the assignment it takes back, in the same `transitions` (checked by defineEntity). */
  readonly of: string;
  /** i18n keys: button and dialog title, dialog text, success message. */
  readonly labelKey: string;
  readonly confirmKey: string;
  readonly successKey: string;
  /** Values fields must hold before (an open order whose rider has not picked it up). */
  readonly when: Readonly<Partial<Record<K, readonly string[]>>>;
  /** Fields it sets to a fixed value (the delivery status back to `unassigned`). */
  readonly sets: Readonly<Partial<Record<K, string>>>;
  /**
   * The wait before it is allowed: a setting holding whole seconds (App info's rider
   * order timer), and the seconds used when the setting is missing or not positive.
   */
  readonly after?: {
    readonly setting: { readonly collection: CollectionName; readonly id: string; readonly field: string };
    readonly defaultSeconds: number;
  };
}

/** One `Assignment.limits` entry. */
export interface AssignmentLimit<K extends string = string> {
  readonly field: K;
  readonly account: { readonly collection: CollectionName; readonly field: string };
  readonly setting: { readonly collection: CollectionName; readonly id: string; readonly field: string };
}
