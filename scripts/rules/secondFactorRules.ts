/**
 * The second-factor policy in the rules (docs/access.md, "Second factor"; issue 51 item 1;
 * the policy: src/config/secondFactor.ts). One generated function, in the HELPERS block:
 * `isSecondFactorHeld()` holds when the caller's ID token says the session was signed in
 * with a second factor (`firebase.sign_in_second_factor`), or when the setting document
 * (`secondFactor/required`) is absent. The listed decisions and confirmations call it (./rules.ts,
 * ./matchRules.ts). Its cost: the token test first (a session with a factor reads
 * nothing more); without one, one `exists()` of the setting (one document read).
 */
import {
  SECOND_FACTOR_CONFIRMATIONS,
  SECOND_FACTOR_PROPOSAL,
  SECOND_FACTOR_SETTING,
  needsSecondFactor,
} from '@/config/secondFactor';

/** The rules function the covered writes call. */
export const SECOND_FACTOR_CALL = 'isSecondFactorHeld()';

/** `isSecondFactorHeld()`, for the HELPERS block. */
export function secondFactorRule(): string {
  const { collection, id } = SECOND_FACTOR_SETTING;
  return (
    '    // A session signed in with a second factor, or no second factor required (the\n' +
    '    // setting document absent; src/config/secondFactor.ts): the money approvals, bank\n' +
    "    // confirmations, Access and type changes and the trash's purge need it.\n" +
    '    function isSecondFactorHeld() {\n' +
    "      return 'sign_in_second_factor' in request.auth.token.firebase\n" +
    `        || !exists(/databases/$(database)/documents/${collection}/${id});\n` +
    '    }\n\n'
  );
}

/**
 * What a decision step adds to its rule: the call when the policy lists the step.
 * @param collection the definition's collection
 * @param step the transition's name
 */
export function decisionFactor(collection: string, step: string): string {
  return needsSecondFactor(collection, step) ? ` && ${SECOND_FACTOR_CALL}` : '';
}

/** What a proposal's confirmation adds to its rule: the call when the policy lists it. */
export function confirmationFactor(collection: string): string {
  return SECOND_FACTOR_CONFIRMATIONS.includes(collection) ? ` && ${SECOND_FACTOR_CALL}` : '';
}

/**
 * The setting's match (issue 51: "itself a maker-checked change"): `secondFactor/required`
 * exists while a second factor is required; `secondFactor/proposal` holds a change one All
 * holder proposed (`required`: the state asked for, always the other one). Another All
 * holder confirms it: one batch creates or deletes `required` and deletes the proposal
 * (the proposer can never confirm their own). Any All holder withdraws or rejects a
 * proposal by deleting it. Every staff member reads both (their panel says when a write
 * needs a second factor). A blocked All holder does none of it (`holds`).
 * @returns rules source text for the MATCHES block
 */
export function secondFactorMatch(): string {
  const { collection, id } = SECOND_FACTOR_SETTING;
  const proposal = `/databases/$(database)/documents/${collection}/${SECOND_FACTOR_PROPOSAL}`;
  const setting = `/databases/$(database)/documents/${collection}/${id}`;
  return `    // ${collection}: the second-factor setting and its maker-checked proposal
    // (scripts/rules/secondFactorRules.ts, src/config/secondFactor.ts; docs/access.md "Second factor").
    function isSecondFactorProposal(data) {
      return holds([])
        && data.keys().hasOnly(['required', 'proposedBy', 'proposedAt'])
        && data.required is bool && data.required != exists(${setting})
        && data.proposedBy == request.auth.uid && data.proposedAt == request.time;
    }
    function isSecondFactorConfirmed(required) {
      let asked = get(${proposal}).data;
      return holds([])
        && asked.required == required && asked.proposedBy != request.auth.uid
        && !existsAfter(${proposal});
    }
    match /${collection}/{id} {
      allow get: if isStaff();
      allow create: if id == '${SECOND_FACTOR_PROPOSAL}' && isSecondFactorProposal(request.resource.data);
      allow delete: if id == '${SECOND_FACTOR_PROPOSAL}' && holds([]);
      allow create: if id == '${id}' && isSecondFactorConfirmed(true)
        && request.resource.data.keys().hasOnly(['proposedBy', 'confirmedBy', 'at'])
        && request.resource.data.proposedBy == get(${proposal}).data.proposedBy
        && request.resource.data.confirmedBy == request.auth.uid && request.resource.data.at == request.time;
      allow delete: if id == '${id}' && isSecondFactorConfirmed(false);
    }
`;
}
