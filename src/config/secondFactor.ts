/**
 * The second-factor policy (docs/access.md, "Second factor"; issue 51 item 1): the writes
 * that need a session signed in with a second factor once the setting is on. The rules
 * generator reads this list (scripts/rules/secondFactorRules.ts): each listed decision and
 * confirmation calls `isSecondFactorHeld()`, generated once, which holds when the caller's
 * ID token carries `firebase.sign_in_second_factor` or the setting is off. Nothing is
 * written per collection by hand.
 */

/**
 * The setting: the document `secondFactor/required` exists while a second factor is
 * required, and is absent while it is not (its presence is the whole setting, so the
 * rules test it with one `exists()`, the cheapest check: docs/access.md, "Rules cost").
 */
export const SECOND_FACTOR_SETTING = {
  collection: 'secondFactor',
  id: 'required',
} as const;

/**
 * The setting's pending change (maker-checker): `secondFactor/proposal` holds the state an
 * All holder asked for (`required`), who asked and when; another All holder confirms it
 * (docs/access.md, "Second factor").
 */
export const SECOND_FACTOR_PROPOSAL = 'proposal';

/**
 * Money decisions: per collection, the steps (src/entities/*.ts `transitions`) that need
 * a second factor. Approvals move or release money; a rejection moves nothing and stays
 * open to a session without one.
 */
export const SECOND_FACTOR_DECISIONS: Readonly<Record<string, readonly string[]>> = {
  withdrawals: ['approve'],
  refunds: ['approve'],
  prizesFines: ['approve'],
  remittances: ['approve'],
  payouts: ['approve'],
  adjustments: ['approve'],
};

/** Maker-checked proposals whose confirmation needs a second factor (bank details). */
export const SECOND_FACTOR_CONFIRMATIONS: readonly string[] = ['supplierBanks'];

/**
 * The other writes the policy covers, checked in the rules' hand-written parts that make
 * them: a person's `Access` or `type` changed (firestore.rules `isPersonUpdate`) and a
 * trash entry purged (rules/library/trash.rules).
 */
export const SECOND_FACTOR_OTHER_WRITES = ['users: Access or type changed', 'trash: purge'] as const;

/**
 * Whether a decision step needs a second factor when the setting is on.
 * @param collection e.g. 'refunds'
 * @param step the transition's name, e.g. 'approve'
 */
export function needsSecondFactor(collection: string, step: string): boolean {
  return SECOND_FACTOR_DECISIONS[collection]?.includes(step) ?? false;
}
