/**
 * The rules of claimed values (src/lib/entity/define.ts `Claim`; issue 45: a delivery
 * company's code is unique), generated from the definitions' `claims` into the MATCHES
 * block. For each claim of a definition scoped by a users `type` (people), with
 * `collection/{value}` naming the holder in `ownerField`:
 * - `is<Claim>HeldBy(value, id)`: after this write, users/{id} is of the scope's type and
 *   holds the value in the claimed field;
 * - `isUserClaimsKept(uid, before, after)` (called by the hand-written `isPersonUpdate`):
 *   an update of users/{uid} keeps its value, or holds none ('' or null), or holds one
 *   whose claim names it after the write;
 * - `match /<collection>/{value}`: read by the holders of the scope type's path; a claim
 *   (its owner field only) is created or moved only beside a write of the holder that
 *   gives it the value (its `updatedAt` is now), moved or removed only once its holder
 *   no longer holds the value.
 * The data layer writes the same (src/lib/data/claims.ts).
 */
import { USER_TYPE_PATH, type UserType } from '@/config/collections';
import type { Claim } from '@/lib/entity/define';
import type { MatchShape } from './matchRules';
import { listLiteral, quote } from './rulesBlocks';

type Claimed = MatchShape & {
  readonly claims?: readonly Claim[];
  readonly scope?: { readonly field: string; readonly value: string };
};

const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The claims of users definitions, with the type each holds in. */
function userClaims(defs: readonly Claimed[]): { claim: Claim; type: string }[] {
  return defs.flatMap((def) =>
    def.collection === 'users' && def.scope
      ? (def.claims ?? []).map((claim) => ({ claim, type: def.scope!.value }))
      : [],
  );
}

/**
 * @param defs every definition
 * @returns rules source text (functions and matches), or `isUserClaimsKept` alone (true) without claims
 */
export function claimRules(defs: readonly MatchShape[]): string {
  const claims = userClaims(defs as readonly Claimed[]);
  const user = (id: string) => `/databases/$(database)/documents/users/$(${id})`;
  const held = (type: string, field: string, data: string) =>
    `(${data}.get('type', '') == ${quote(type)} ? ${data}.get(${quote(field)}, '') : '')`;
  let out = `    // Claimed values (the definitions' claims): kept, or claimed in the same write.\n`;
  // Cheapest first: a document of another type holds no claimed value (every people
  // update pays this; docs/access.md "Rules cost"). A value left null (a type change
  // clears the fields of the old type, src/lib/data/peopleModel.ts) is none, as the data
  // layer reads it (src/lib/data/claims.ts heldValue).
  const kept = claims.map(({ claim, type }) => {
    const value = `after.get(${quote(claim.field)}, '')`;
    return `(after.get('type', '') != ${quote(type)} || ${value} in ['', null]\n          || ${value} == ${held(type, claim.field, 'before')}\n          || getAfter(/databases/$(database)/documents/${claim.collection}/$(${value})).data.get(${quote(claim.ownerField)}, '') == uid)`;
  });
  out += `    function isUserClaimsKept(uid, before, after) {\n      return ${kept.length ? kept.join('\n        && ') : 'true'};\n    }\n`;
  for (const { claim, type } of claims) {
    const Name = cap(claim.field);
    const path = listLiteral([USER_TYPE_PATH[type as UserType]]);
    const owner = `request.resource.data.get(${quote(claim.ownerField)}, '')`;
    out += `    // ${claim.collection}: the ${type} holding each ${claim.field} (claims).
    function is${Name}HeldBy(value, id) {
      return existsAfter(${user('id')})
        && getAfter(${user('id')}).data.get('type', '') == ${quote(type)}
        && getAfter(${user('id')}).data.get(${quote(claim.field)}, '') == value;
    }
    function is${Name}Claim(value) {
      return holds(${path})
        && request.resource.data.keys().hasOnly([${quote(claim.ownerField)}])
        && isDocId(${owner})
        && is${Name}HeldBy(value, ${owner})
        && getAfter(/databases/$(database)/documents/users/$(${owner})).data.get('updatedAt', null) == request.time;
    }
    match /${claim.collection}/{value} {
      allow read: if holds(${path});
      allow create: if is${Name}Claim(value);
      allow update: if is${Name}Claim(value) && !is${Name}HeldBy(value, resource.data.${claim.ownerField});
      allow delete: if holds(${path}) && !is${Name}HeldBy(value, resource.data.${claim.ownerField});
    }
`;
  }
  return out;
}
