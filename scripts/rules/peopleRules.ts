/**
 * The people policy in the rules (docs/access.md "People"): firestore.rules' PEOPLE_POLICY
 * block (who reads, creates and updates users documents: typePaths(), typeReaders(),
 * isAllHolder(), isAccessValue(), isPersonCreate(), isPersonUpdate()), its PEOPLE_ALLOWS
 * block in `match /users/{uid}` and storage.rules' PEOPLE_IMAGES block (people's
 * pictures), all written from the one declaration, PEOPLE_POLICY (src/config/people.ts),
 * which `can()` also answers from (src/lib/access.ts). What a users document may hold,
 * field by field, stays with the people definitions (the generated `is<Name>` checks,
 * called here) and the hand-written isPersonEdited / isPersonRetyped.
 */
import { PEOPLE_POLICY, USER_TYPES, type PeoplePolicy, type UserType } from '@/config/people';
import { PERSON_ENTITY } from '@/entities/peopleByType';
import { listLiteral, mapEntries, quote, replaceBlock } from './rulesBlocks';

export type { PeoplePolicy };

const FROM = '(npm run generate, from src/config/people.ts)';
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const pathOf = (policy: PeoplePolicy, type: UserType) => policy.types[type].path;

/** `<value> == 'a'` for one value, `<value> in ['a', 'b']` for more (one comparison less for one). */
const isOneOf = (value: string, values: readonly string[]) =>
  values.length === 1 ? `${value} == ${quote(values[0] ?? '')}` : `${value} in ${listLiteral(values)}`;

/** The create of a person of one type the panel creates: by its path's holders, with its definition's fields. */
function createClause(policy: PeoplePolicy, type: UserType): string {
  const Name = cap(PERSON_ENTITY[type]);
  const access = policy.types[type].holdsAccess ? ['Access'] : [];
  return [
    `holds([${quote(pathOf(policy, type))}])`,
    'request.auth.uid != uid && isSafeId(uid)',
    `data.type == ${quote(type)}`,
    `data.keys().hasOnly(${PERSON_ENTITY[type]}Keys().concat(${listLiteral(['type', ...access, 'searchPrefixes', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'])}))`,
    `isCreateStamp()`,
    `is${Name}New(data)`,
    `is${Name}(data)`,
  ].join('\n        && ');
}

/** firestore.rules' PEOPLE_POLICY block (four spaces in, with its marker lines). */
export function peoplePolicyBlock(policy: PeoplePolicy = PEOPLE_POLICY): string {
  const guarded = policy.allHoldersByAllOnly;
  const created = USER_TYPES.filter((type) => policy.types[type].createdByPanel);
  const accessTypes = USER_TYPES.filter((type) => policy.types[type].holdsAccess);
  const accessPaths = [...new Set(accessTypes.map((type) => pathOf(policy, type))), 'All'];
  const createCheck =
    created.length === 0
      ? 'false'
      : created.length === 1
        ? createClause(policy, created[0] as UserType)
        : `(${created.map((type) => `(${createClause(policy, type)})`).join('\n        || ')})`;
  const readers = Object.fromEntries(
    USER_TYPES.map((type) => [type, [...new Set(policy.types[type].readers.map((r) => r.path))]]),
  );
  return [
    `    // BEGIN PEOPLE_POLICY ${FROM}`,
    '    // The menu path owning the users documents of each type.',
    '    function typePaths() {',
    '      return {',
    mapEntries(Object.fromEntries(USER_TYPES.map((type) => [type, pathOf(policy, type)])), '        '),
    '      };',
    '    }',
    '',
    "    // Whether the caller (staff) holds 'All'. Checked before anything reads",
    "    // resource.data, so an admin's unfiltered list or count of users is provable.",
    '    function isAdmin() {',
    "      return callerAccess().hasAny(['All']);",
    '    }',
    '',
    '    // Whether the caller (staff) may handle users documents of this type. Written on',
    '    // the type value so that list and count queries filtered with',
    "    // where('type', '==', X) can be proved against it.",
    '    function canManageType(type) {',
    "      return hasAccess([typePaths().get(type, '-')]);",
    '    }',
    '',
    '    // The menu paths that read the users documents of each type without owning them.',
    '    function typeReaders() {',
    '      return {',
    mapEntries(readers, '        '),
    '      };',
    '    }',
    '',
    "    // An administrator's document: an employee whose Access holds All (blocked or not).",
    guarded
      ? '    // Only All holders change, block, re-type or delete it (docs/access.md).'
      : "    // The policy guards it no more than anyone else's.",
    '    function isAllHolder(data) {',
    `      return ${isOneOf("data.get('type', '')", accessTypes)} && accessOf(data).hasAny(['All']);`,
    '    }',
    '',
    `    // The Access value a write leaves: on ${accessTypes.join(', ') || 'nobody'} none or a list of menu paths (or`,
    '    // All) of bounded size; on anyone else none. Only checked when Access or type changes.',
    '    function isAccessValue(data) {',
    "      let access = data.get('Access', null);",
    '      return access == null',
    accessTypes.length
      ? `        || (${isOneOf('data.type', accessTypes)} && access is list && access.size() <= 30 && access.hasOnly(accessValues()));`
      : '        || false;',
    '    }',
    '',
    `    // A staff member's create of a person of a type the panel creates (${created.join(', ') || 'none'}): by a staff`,
    "    // member not blocked holding the type's path or All, never their own document, under a safe id,",
    "    // not blocked, with the type's fields only, stamped and audited in the same write;",
    '    // Access granted like any Access change.',
    '    function isPersonCreate(uid) {',
    '      let data = request.resource.data;',
    created.length === 0
      ? '      return false;'
      : [
          `      return ${createCheck}`,
          "        && isSearchPrefixes(data.get('searchPrefixes', []))",
          '        && isAccessValue(data)',
          ...(guarded ? ['        && (isAdmin() || !isAllHolder(data))'] : []),
          "        && isAudited('users', uid);",
        ].join('\n'),
    '    }',
    '',
    "    // A staff member's update of users/{uid}: a staff member not blocked, holding the paths of the person's type before and after",
    guarded
      ? "    // (an All holder's document only by All holders), stamped and audited."
      : '    // stamped and audited.',
    `    // ${policy.notOnSelf.join(', ')}: never on one's own document; Access only by ${accessPaths.join(' or ')}`,
    '    // holders (All by All holders only); a type change never carries Access. An edit is',
    '    // checked on what it changes, a type change on what the new type checks anew. `let`',
    '    // computes each value once (docs/access.md, "Rules cost").',
    '    function isPersonUpdate(uid) {',
    '      let held = callerAccess();',
    "      let admin = held.hasAny(['All']);",
    '      let before = resource.data;',
    '      let after = request.resource.data;',
    '      let changed = after.diff(before).affectedKeys();',
    '      let paths = typePaths();',
    "      return holds([paths.get(after.type, '-')])",
    '        && after.updatedAt == request.time && after.updatedBy == request.auth.uid',
    "        && !changed.hasAny(['createdAt', 'createdBy'])",
    guarded
      ? "        && (admin || (held.hasAny([paths.get(before.type, '-')]) && !isAllHolder(before)))"
      : "        && held.hasAny([paths.get(before.type, '-'), 'All'])",
    "        && isAudited('users', uid)",
    ...(policy.notOnSelf.length
      ? [`        && (!changed.hasAny(${listLiteral(policy.notOnSelf)}) || request.auth.uid != uid)`]
      : []),
    `        && (!changed.hasAny(['Access']) || (held.hasAny(${listLiteral(accessPaths)})${guarded ? ' && (admin || !isAllHolder(after))' : ''}))`,
    "        && (!changed.hasAny(['Access', 'type']) || (isAccessValue(after) && isSecondFactorHeld()))",
    "        && (changed.hasAny(['type']) ? isPersonRetyped(after, changed) : isPersonEdited(after, changed)) && isUserClaimsKept(uid, before, after);",
    '    }',
    '    // END PEOPLE_POLICY',
  ].join('\n');
}

/** firestore.rules' PEOPLE_ALLOWS block, inside `match /users/{uid}` (six spaces in). */
export function peopleAllowsBlock(policy: PeoplePolicy = PEOPLE_POLICY): string {
  const created = USER_TYPES.filter((type) => policy.types[type].createdByPanel);
  return [
    `    // BEGIN PEOPLE_ALLOWS ${FROM}`,
    '      // Everyone signed in reads their own document (it holds their Access).',
    '      allow get: if request.auth != null && request.auth.uid == uid;',
    '',
    '      // Staff read documents (one, a list or a count) of the types their Access owns, and',
    '      // of the types their paths read (typeReaders: pickers and names; a users document',
    '      // holds no bank details or amounts, those are in supplierAccounts).',
    '      allow read: if isStaff() && (isAdmin()',
    "        || hasAccess([typePaths().get(resource.data.type, '-')].concat(typeReaders().get(resource.data.type, []))));",
    '',
    `      // Staff create only people of type ${created.join(', ') || 'none'} (the others sign up in the marketplace's`,
    '      // apps): isPersonCreate. Nobody creates their own document (a new account cannot',
    '      // make itself staff).',
    '      allow create: if isPersonCreate(uid);',
    '',
    "      // Staff update documents whose old and new type they own; an All holder's",
    '      // document only by All holders. Every update is audited in the same write',
    '      // (isPersonUpdate says what it may change). A staff member stamps their own',
    '      // sign-in, unaudited (isOwnSignInStamp, rules/library/core.rules); checked second, so',
    "      // a staff member's change of another person does not pay for it (docs/access.md,",
    '      // "Rules cost"): a stamp fails isPersonUpdate early (no audit entry).',
    '      allow update: if isPersonUpdate(uid) || isOwnSignInStamp(uid);',
    '',
    ...(policy.deletable
      ? [
          "      // Staff holding the person's type delete them (an All holder only All holders).",
          `      allow delete: if isStaff() && (isAdmin() || (hasAccess([typePaths().get(resource.data.type, '-')])${policy.allHoldersByAllOnly ? ' && !isAllHolder(resource.data)' : ''}));`,
        ]
      : [
          '      // Nobody deletes a person from the panel (docs/access.md, "People"): blocking is',
          '      // the audited, reversible way; orders, reviews and accounts name the person.',
          '      allow delete: if false;',
        ]),
    '      // END PEOPLE_ALLOWS',
  ].join('\n');
}

/**
 * firestore.rules with its people blocks written anew.
 * @throws Error when a block's markers are missing
 */
export function withGeneratedPeopleRules(rules: string, policy: PeoplePolicy = PEOPLE_POLICY): string {
  return replaceBlock(
    replaceBlock(rules, 'PEOPLE_POLICY', peoplePolicyBlock(policy), 'firestore.rules'),
    'PEOPLE_ALLOWS',
    peopleAllowsBlock(policy),
    'firestore.rules',
  );
}

/** storage.rules' PEOPLE_IMAGES block: who reads and writes `users/{uid}/<file>`. */
export function peopleImagesBlock(policy: PeoplePolicy = PEOPLE_POLICY): string {
  const guarded = policy.allHoldersByAllOnly;
  const accessTypes = USER_TYPES.filter((type) => policy.types[type].holdsAccess);
  return [
    `    // BEGIN PEOPLE_IMAGES ${FROM}`,
    "    // ---- users/{uid}: people's pictures --------------------------------------------",
    '',
    '    // The menu path owning the users documents (and their images) of each type.',
    '    function typePaths() {',
    '      return {',
    mapEntries(Object.fromEntries(USER_TYPES.map((type) => [type, pathOf(policy, type)])), '        '),
    '      };',
    '    }',
    '',
    '    function personType(uid) {',
    "      return firestore.get(/databases/(default)/documents/users/$(uid)).data.get('type', '-');",
    '    }',
    '',
    "    // Staff owning that person's type; All also before the users document exists.",
    '    function canManagePerson(uid) {',
    '      return isStaff()',
    '        && (hasAccess([])',
    '          || (firestore.exists(/databases/(default)/documents/users/$(uid))',
    "            && hasAccess([typePaths().get(personType(uid), '-')])));",
    '    }',
    ...(guarded
      ? [
          '',
          '    // Whether that person is an administrator (an employee whose Access holds All, like',
          '    // firestore.rules isAllHolder): only All holders replace or delete their pictures,',
          '    // as only they write their users document.',
          '    function isAllHolderPerson(uid) {',
          '      let data = firestore.get(/databases/(default)/documents/users/$(uid)).data;',
          `      return ${isOneOf("data.get('type', '')", accessTypes)} && accessOf(data).hasAny(['All']);`,
          '    }',
        ]
      : []),
    '',
    "    // Who writes a person's pictures: who writes their users document (firestore.rules",
    "    // `match /users/{uid}` update): staff owning the person's type" + (guarded ? ", an All holder's" : '.'),
    ...(guarded ? ['    // pictures only All holders.'] : []),
    '    function canWritePerson(uid) {',
    guarded
      ? '      return canManagePerson(uid) && (hasAccess([]) || !isAllHolderPerson(uid));'
      : '      return canManagePerson(uid);',
    '    }',
    '',
    '    match /users/{uid}/{file} {',
    '      allow get: if request.auth != null && (request.auth.uid == uid || canManagePerson(uid));',
    '      allow list: if canManagePerson(uid);',
    '      allow create, update: if canWritePerson(uid) && isImageUpload();',
    '      allow delete: if canWritePerson(uid);',
    '    }',
    '    // END PEOPLE_IMAGES',
  ].join('\n');
}
