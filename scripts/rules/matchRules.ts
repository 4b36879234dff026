/**
 * The per-collection `match` blocks of firestore.rules, generated from the entity
 * definitions (docs/access.md, "Where the rules come from"): who reads a collection, who
 * creates, edits, decides and deletes its documents, and what each write must satisfy.
 * `npm run generate` writes them between the `// BEGIN MATCHES` and `// END MATCHES`
 * markers. A collection without a definition gets no match, so it accepts nothing
 * (deny by default).
 *
 * What a definition says and the condition it becomes (`d` is `request.resource.data`):
 * - `access` (owner menu path, reading paths): staff
 *   holding it or All read and write (`holds([...])`); the other paths only read;
 *   `access.ownerTypeField` (notifications): the writer holds the path of the users type
 *   that field names (`canManageType`);
 * - `writes` (the lifecycle, compiled by policyOf): which of the create, edit, decision
 *   and delete statements below exist at all;
 * - create: `isValidCreate(<name>Keys(), counters)`, `is<Name>(d)`, `is<Name>New(d)`;
 *   `id.field` → the id is that field's value; `id.singleton` → the only id;
 *   `hierarchy.parent` → the parent's counter stepped for this child (`isSteppedFor`); a
 *   reference to people (a people definition, scoped by `type`, or a `typeField`) names a
 *   person of that type (`isPersonOfType`); `audit.of: 'all'` → `isAudited`;
 * - update: an edit (`isValidUpdate(<name>Editable(), counters)`, counters kept or
 *   stepped, parent kept or moved, people references unchanged or valid, audited when
 *   `audit.of: 'all'`) or a decision (`is<Name>Decision()`, audited when `audit` is set; a
 *   transition with a `transfer` or `transfers` needs each amount moved,
 *   `is<Name>MovedOn<Linked>(id)`);
 * - delete: counters and `writes.deleteAtZero` fields at 0, a child uncounted from its
 *   parent, the document moved to the trash in the same write (`isTrashed`, runtimeRules.ts);
 * - `writes.create: 'apps'` with `apps`: people of those users types create their own
 *   (`isAppPerson`, the owner field = their uid) and may read their own;
 * - `createdFor`: the linked document a create names, read on create
 *   (`is<Name>CreatedFor()`: a refund's order; a review's order and its parties);
 * - a record that `raises` a flag of the collection (the secret key's appInfo/main
 *   secretKeySet): that raise is a way of updating (`is<Flag>RaisedBy<Record>()`).
 */
import {
  assignmentOf,
  loweredFields,
  raisedFields,
  releaseOf,
  stateTransitions,
  transferChoices,
  transfersOf,
  type AmountTransfer,
} from '@/lib/entity/define';
import { accessPaths } from './ownersFile';
import { policyOf } from '@/lib/entity/policy';
import type { Field, Fields } from '@/lib/entity/fields';
import { personReferences, type MatchShape } from '@/lib/entity/personReferences';

export { personReferences, type MatchShape };
import { listLiteral, quote, replaceBlock } from './rulesBlocks';
import type { RecordConfig } from '@/lib/entity/record';
import { raisedByName } from './recordRules';
import { appReadLines } from './appRules';
import { APP_CONTRACT } from './appContract';
import { claimRules } from './claimRules';
import { LEDGER_WRITTEN, ledgerRules } from './ledgerRules';
import { confirmationFactor, secondFactorMatch } from './secondFactorRules';
import { movedChecks, signedAmount, signedChoices, stamped } from './sharedRules';

const D = 'request.resource.data';
const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Whether the panel deletes a definition's documents, each into the trash in the same write. */
export function deletesIntoTrash(def: MatchShape): boolean {
  return policyOf(def, {}).writes.delete;
}

/** `a && b && …` over the non-empty parts, one a line. */
const all = (parts: readonly (string | false | undefined)[], indent = '        '): string =>
  parts.filter((p): p is string => Boolean(p)).join(`\n${indent}&& `);

/**
 * The generated match block of one definition.
 * @param defs every definition (people references, counter links)
 * @param records the records (src/entities/records.ts): one that `raises` a flag of this
 *   collection adds the flag's raise as a way of updating
 * @returns rules source text, indented for the `match /databases/...` block
 */
export function matchBlock(
  def: MatchShape,
  defs: readonly MatchShape[],
  records: readonly RecordConfig[] = [],
): string {
  const Name = cap(def.name);
  // Who reads and writes, and which writes exist at all: the policy `can()` answers from too.
  const policy = policyOf(def, {});
  const paths = policy.read;
  const owner = policy.ownerTypeField
    ? `isStaff() && canManageType(${D}.get(${quote(policy.ownerTypeField)}, ''))`
    : `holds(${listLiteral([policy.owner ?? 'All'])})`;
  const people = personReferences(def, defs);
  const personCheck = ([name, type, field]: [string, string, Field]) => {
    const check = `isPersonOfType(${D}.${name}, ${type})`;
    return field.required ? check : `(${D}.${name} == null || ${check})`;
  };
  const { parent, childCounter } = def.hierarchy ?? {};
  const { field: idField, singleton } = def.id ?? {};
  const counters = childCounter ? listLiteral([childCounter]) : '[]';
  const ids = [idField && `${D}.${idField} == id`, singleton && `id == ${quote(singleton)}`];
  const audited = `isAudited(${quote(def.collection)}, id)`;
  const lines: string[] = [];
  const allow = (what: string, condition: string) => lines.push(`      allow ${what}: if ${condition};`);

  allow('read', `holds(${listLiteral(paths)})`);
  // The marketplace apps' reads (src/entities/apps.ts, ./appRules.ts).
  lines.push(...appReadLines(def.collection, APP_CONTRACT));
  if (def.apps?.readOwn) {
    allow(
      'read',
      `isAppPerson(${listLiteral(def.apps.types)}) && resource.data.${def.apps.ownerField} == request.auth.uid`,
    );
  }

  const validCreate = [
    `isValidCreate(${def.name}Keys(), ${counters})`,
    `is${Name}(${D})`,
    `is${Name}New(${D})`,
    ...ids,
  ];
  if (def.writes.create === 'apps' && def.apps) {
    allow(
      'create',
      all([
        `isAppPerson(${listLiteral(def.apps.types)})`,
        `${D}.${def.apps.ownerField} == request.auth.uid`,
        ...validCreate,
        ...people.map(personCheck),
        def.apps.conversation && `is${Name}FirstMessage()`,
        def.createdFor && `is${Name}CreatedFor(${def.createdFor.idOf ? 'id' : ''})`,
      ]),
    );
  } else if (policy.writes.create) {
    allow(
      'create',
      all([
        owner,
        ...validCreate,
        parent && `isSteppedFor(${def.name}ParentLink(), ${D}.${parent.field}, id, 1)`,
        ...people.map(personCheck),
        def.createdFor && `is${Name}CreatedFor(${def.createdFor.idOf ? 'id' : ''})`,
        def.audit?.of === 'all' && audited,
      ]),
    );
  }

  // Each way of updating is a list of conditions: an edit, a decision, a hand-written one.
  const ways: (string | false | undefined)[][] = [];
  // A definition whose form edits no field (a supplier account: its details change by the
  // proposal's steps) has no edit: an edit of auditId alone would record nothing.
  // A frozen document (an approved reward or fine) is neither edited nor deleted.
  const unfrozen =
    def.frozen && `!(resource.data.get(${quote(def.frozen.field)}, null) in ${listLiteral(def.frozen.values)})`;
  if (policy.writes.edit) {
    ways.push([
      unfrozen,
      `isValidUpdate(${def.name}Editable(), ${childCounter ? `counterKeys(${def.name}ChildLink())` : '[]'})`,
      childCounter && `isCounterKeptOrStepped(${def.name}ChildLink(), id)`,
      parent && `isParentKeptOrMoved(${def.name}ParentLink(), id)`,
      ...people
        .filter(([, , field]) => !field.fixed)
        .map((ref) => {
          const keys = [ref[0], ...(ref[2].kind === 'reference' && ref[2].typeField ? [ref[2].typeField] : [])];
          return `(!${D}.diff(resource.data).affectedKeys().hasAny(${listLiteral(keys)})\n          || ${personCheck(ref)})`;
        }),
      def.audit?.of === 'all' && audited,
    ]);
  }
  const transitions = policy.writes.decide ? stateTransitions(def) : [];
  if (transitions.length) {
    const moves = transitions.flatMap((t) =>
      transfersOf(t).map((m) => {
        const applies =
          (m.when ? ` || resource.data.get(${quote(m.when.field)}, null) != ${quote(m.when.value)}` : '') +
          (m.byValue
            ? ` || !(resource.data.get(${quote(m.byValue.field)}, null) in ${listLiteral(Object.keys(m.byValue.values))})`
            : '');
        const to = typeof t.to === 'string' ? quote(t.to) : String(t.to);
        return `(${D}.${t.field} != ${to}${applies} || ${movedOnName(def, linkedDef(def, m.collection, defs))}(id))`;
      }),
    );
    ways.push([`is${Name}Decision()`, def.audit && audited, ...moves]);
  }
  // An assignment (dispatch) checks its own fields (its people, its fixed values), so it
  // skips is<Name>Changed: its own statement, first, fails at once for other writes
  // (docs/access.md "Rules cost").
  if (assignmentOf(def) && policy.writes.decide) {
    // Taking it back (issue 50 item 3) in the same statement: the owner's path is checked
    // once for both (each statement evaluates its own conditions, docs/access.md "Rules cost").
    const steps = releaseOf(def) ? `(is${Name}Assignment() || is${Name}Release())` : `is${Name}Assignment()`;
    allow('update', all([owner, ...ids, steps, def.audit && audited]));
  }
  if (def.proposal && policy.writes.decide) ways.push([`is${Name}ProposalStep(id)`]);
  for (const record of records.filter((r) => r.raises?.collection === def.collection)) {
    ways.push([`${raisedByName(record)}()`]);
  }
  if (ways.length) {
    const [only] = ways;
    const conditions =
      ways.length === 1 && only
        ? only
        : [`(${ways.map((way) => `(${all(way, '            ')})`).join('\n          || ')})`];
    // Validated on what the write changes (is<Name>Changed, docs/access.md "Rules cost"),
    // after the ways: a write this statement does not take (a refund's move on an order)
    // fails at its way's first checks, not after validating the fields it changed; a
    // write it takes evaluates every condition either way (docs/rules-limits.md).
    allow(
      'update',
      all([owner, ...ids, ...conditions, `is${Name}Changed(${D}, ${D}.diff(resource.data).affectedKeys())`]),
    );
  }
  if (def.apps?.conversation) allow('update', `is${Name}MessageAdded()`);
  // The linked side of other definitions' amount moves.
  for (const decided of defs) {
    for (const t of stateTransitions(decided)) {
      if (transfersOf(t).some((m) => m.collection === def.collection)) {
        allow('update', `is${Name}MovedBy${cap(decided.name)}(id)`);
      }
    }
  }

  if (policy.writes.delete) {
    const zero = [...(childCounter ? [childCounter] : []), ...(def.writes.deleteAtZero ?? [])];
    allow(
      'delete',
      all([
        owner,
        unfrozen,
        ...zero.map((f) => `resource.data.get(${quote(f)}, 0) == 0`),
        parent && `isUncountedFrom(${def.name}ParentLink(), resource.data.get(${quote(parent.field)}, null), id)`,
        `isTrashed(${quote(def.collection)}, id)`,
      ]),
    );
  }
  const readers = paths.slice(1);
  const summary = `${def.collection} (${def.name}): owner ${policy.ownerTypeField ? `the path of its ${policy.ownerTypeField}` : paths[0]}${readers.length ? `; read by ${readers.join(', ')}` : ''}`;
  return `    // ${summary}.\n    match /${def.collection}/{id} {\n${lines.join('\n')}\n    }\n`;
}

/** The rules function checking the decided side of a transfer (`is<Name>MovedOn<Linked>`). */
export function movedOnName(def: Pick<MatchShape, 'name'>, linked: Pick<MatchShape, 'name'>): string {
  return `is${cap(def.name)}MovedOn${cap(linked.name)}`;
}

/** The definition of a transfer's linked collection. */
function linkedDef(def: MatchShape, collection: string, defs: readonly MatchShape[]): MatchShape {
  const linked = defs.find((d) => d.collection === collection);
  if (!linked) throw new Error(`${def.name}: no definition of ${collection} to move an amount on`);
  return linked;
}

/**
 * The two sides of each of a decision's amount moves (a transition's `transfer` or
 * `transfers`: approving a withdrawal moves its amount from the supplier account's
 * `available` to `released`; approving a refund adds it to the order's `refundedAmount`,
 * at most its `totalPrice`, and, charged to the supplier, takes it off the account's
 * `earned` and `available`), checked in the same write (docs/data-model.md, Decisions):
 * - `is<Name>MovedOn<Linked>(id)`, on the decided document: the linked document names it
 *   in the link field, each `from` field lowered by exactly the amount and never below
 *   0, `to` raised by it and at most `atMost`;
 * - `is<Linked>MovedBy<Name>(linkedId)`, on the linked document: an update by the
 *   decided collection's owner that changes only the moved fields, the link and the
 *   stamps, by the amount of a document of the decided collection taking that
 *   transition in the same write (and, with `when`, holding that value) and naming this
 *   linked document. The rest of the linked document is not validated again: it is
 *   unchanged, and the move keeps the fields whole numbers, `from` at least 0 and `to`
 *   at most `atMost` (one request evaluates at most 1000 expressions, shared by every
 *   document of the write).
 * @returns rules functions, or '' without a transfer
 * @throws Error when a linked collection has no definition, or one decided definition
 *   moves amounts twice on the same linked collection
 */
export function transferRules(def: MatchShape, defs: readonly MatchShape[]): string {
  let out = '';
  const seen = new Set<string>();
  const at = (ref: string, field: string, fallback: string) => `${ref}.data.get(${quote(field)}, ${fallback})`;
  const value = (v: string | boolean) => (typeof v === 'string' ? quote(v) : String(v));
  /** `a || b` over a transfer's choices, each `field == value && its checks` (byValue), or the checks alone. */
  const perChoice = (
    transfer: AmountTransfer,
    fieldOf: (field: string) => string,
    checks: (move: AmountTransfer) => readonly (string | false | undefined)[],
  ): string => {
    const choices = transferChoices(transfer);
    if (!transfer.byValue) return all(checks(transfer));
    const field = transfer.byValue.field;
    // A check every value makes is made once, before the values' own (a smaller ruleset).
    const each = choices.map(([v, move]) => [v, checks(move).filter((c): c is string => Boolean(c))] as const);
    const common = (each[0]?.[1] ?? []).filter((c) => each.every(([, list]) => list.includes(c)));
    const own = each.map(
      ([v, list]) =>
        `(${all([`${fieldOf(field)} == ${quote(String(v))}`, ...list.filter((c) => !common.includes(c))], '            ')})`,
    );
    return all([...common, `(${own.join('\n          || ')})`]);
  };
  for (const t of stateTransitions(def)) {
    for (const transfer of transfersOf(t)) {
      const { collection, idField, amountField, when, linkField } = transfer;
      const ledger = transferChoices(transfer).some(([, m]) => m.ledger);
      const linked = linkedDef(def, collection, defs);
      if (seen.has(collection)) throw new Error(`${def.name}: two amount moves on ${collection}`);
      seen.add(collection);
      const Name = cap(def.name);
      // The linked document the create named still holds what the create asked (createdFor).
      const still =
        def.createdFor?.collection === collection && def.createdFor.idField === idField
          ? linkedStates(def.createdFor, (field) => `before.get(${quote(field)}, '')`)
          : [];
      // One signed amount when the values move the same balances in opposite directions
      // (./sharedRules.ts signedChoices): one branch, not one a value.
      const signed = signedChoices(transfer);
      const values = transfer.byValue ? listLiteral(Object.keys(transfer.byValue.values)) : '';
      const first = transferChoices(transfer)[0]?.[1] ?? transfer;
      /** The checks of the move's balances, `after` and `before` the linked document's data. */
      const moveChecks = (
        fieldOf: (field: string) => string,
        after: string,
        before: string,
        keys?: string[],
        inline = false,
      ) => {
        const only = (move: AmountTransfer) =>
          keys
            ? [
                `${after}.diff(${before}).affectedKeys().hasOnly(${listLiteral([...loweredFields(move), ...raisedFields(move), ...keys])})`,
              ]
            : [];
        if (signed && transfer.byValue)
          return all([
            `${fieldOf(transfer.byValue.field)} in ${values}`,
            ...only(first),
            ...movedChecks(first, after, before, 's'),
          ]);
        return perChoice(transfer, fieldOf, (move) => [
          ...only(move),
          ...movedChecks(move, after, before, undefined, inline),
        ]);
      };
      const signedLet = (fieldOf: (field: string) => string) =>
        signed && transfer.byValue ? `      let s = ${signedAmount(signed, fieldOf(transfer.byValue.field))};\n` : '';
      const decidedField = (f: string) => `resource.data.get(${quote(f)}, null)`;
      out += `    // ${def.collection} → ${collection}: the amount move of a decision (its transfer).
`;
      out += `    function ${movedOnName(def, linked)}(id) {
`;
      out += `      let amount = resource.data.${amountField};
`;
      out += `      let linked = /databases/$(database)/documents/${collection}/$(resource.data.${idField});
`;
      out += `      let after = getAfter(linked).data;
      let before = get(linked).data;
${signedLet(decidedField)}`;
      out += `      return ${all([
        // The linked side checks it too; here it makes each signed move exact (isMovedBy).
        signed && 'amount > 0',
        `isDocId(resource.data.${idField})`,
        'exists(linked)',
        ...still,
        `after.get(${quote(linkField)}, null) == id`,
        moveChecks(decidedField, 'after', 'before', undefined, true),
        // Its ledger entry is written with it (./ledgerRules.ts).
        ledger && LEDGER_WRITTEN,
      ])};
    }
`;
      const linkedField = (f: string) => at('get(decided)', f, 'null');
      out += `    function is${cap(linked.name)}MovedBy${Name}(linkedId) {
`;
      out += `      let data = ${D};
`;
      out += `      let decided = /databases/$(database)/documents/${def.collection}/$(data.get(${quote(linkField)}, null));
`;
      out += `      let amount = ${at('get(decided)', amountField, '0')};
${signedLet(linkedField)}`;
      out += `      return ${all([
        `holds(${listLiteral([accessPaths(def)[0] ?? 'All'])})`,
        `isDocId(data.get(${quote(linkField)}, null))`,
        `isDecidedNow(decided, ${quote(t.field)}, [${t.from.map(value).join(', ')}], ${value(t.to)}, ${quote(idField)}, linkedId)`,
        when && `${at('get(decided)', when.field, 'null')} == ${quote(when.value)}`,
        'amount is int',
        'amount > 0',
        moveChecks(linkedField, 'data', 'resource.data', [linkField, 'updatedAt', 'updatedBy']),
        stamped('data'),
      ])};
    }
`;
    }
  }
  return out;
}

/**
 * An apps writer's conversation (`apps.conversation`): `is<Name>FirstMessage()`, the
 * create's one message of its writer, and `is<Name>MessageAdded()`, the writer's
 * follow-up (one message appended, the state field set, nothing else changed). The
 * message's text is bounded by the list's `text` field.
 * @returns rules functions, or '' without a conversation
 */
export function conversationRules(def: MatchShape): string {
  const talk = def.apps?.conversation;
  if (!def.apps || !talk) return '';
  const list = (def.fields as Fields)[talk.list];
  const textField = list?.kind === 'list' ? list.of['text'] : undefined;
  if (textField?.kind !== 'text') throw new Error(`${def.name}.${talk.list}: a conversation needs a text field`);
  const Name = cap(def.name);
  const text = (at: string) => `data.${talk.list}[${at}].text`;
  const bounded = (at: string) => [`${text(at)}.trim().size() > 0`, `${text(at)}.size() <= ${textField.max}`];
  let out = `    // ${def.collection}: the conversation of its apps writer (apps.conversation).
`;
  out += `    function is${Name}FirstMessage() {
      let data = ${D};
      return ${all([`isMessageAppended([], data.${talk.list}, ${text('0')}, false)`, ...bounded('0')])};
    }
`;
  out += `    function is${Name}MessageAdded() {
      let data = ${D};
      let n = resource.data.${talk.list}.size();
      return ${all([
        `isAppPerson(${listLiteral(def.apps.types)})`,
        `resource.data.${def.apps.ownerField} == request.auth.uid`,
        `resource.data.${talk.field} in ${listLiteral(talk.from)}`,
        `data.diff(resource.data).affectedKeys().hasOnly(${listLiteral([talk.list, talk.field, 'updatedAt', 'updatedBy'])})`,
        `data.${talk.field} == ${quote(talk.to)}`,
        'data.updatedAt == request.time',
        'data.updatedBy == request.auth.uid',
        `is${Name}(data)`,
        `isMessageAppended(resource.data.${talk.list}, data.${talk.list}, ${text('n')}, false)`,
        ...bounded('n'),
      ])};
    }
`;
  return out;
}

/**
 * `is<Name>CreatedFor()` of a definition with `createdFor` (a refund's order): the linked
 * document the create names holds one of the `when` values in each of those fields, its
 * `same` fields equal the new document's, and the new amount `fits` what it has left.
 * A missing linked document fails the read (refused).
 * @returns a rules function, or '' without `createdFor`
 */
export function createdForRules(def: MatchShape): string {
  const link = def.createdFor;
  if (!link) return '';
  const { same = {}, fits, idOf, callerType, parties } = link;
  const at = (field: string, fallback: string) => `linked.get(${quote(field)}, ${fallback})`;
  // A party's field of the linked document, chosen by a users type.
  const partyField = (type: string) =>
    `{${Object.entries(parties?.fields ?? {})
      .map(([t, field]) => `${quote(t)}: ${quote(field)}`)
      .join(', ')}}[data.${type}]`;
  return (
    `    // ${def.collection}: the ${link.collection} document a create names (createdFor).\n` +
    `    function is${cap(def.name)}CreatedFor(${idOf ? 'id' : ''}) {\n` +
    `      let data = ${D};\n` +
    `      let linked = get(/databases/$(database)/documents/${link.collection}/$(data.${link.idField})).data;\n` +
    `      return ${all([
      callerType && `get(callerPath()).data.type == data.${callerType}`,
      idOf && `id == ${idOf.map((f) => `data.${f}`).join(" + '_' + ")}`,
      ...linkedStates(link, (field) => at(field, "''")),
      // A field the new document may leave empty (null) is checked only when given.
      ...Object.entries(same).map(([ours, theirs]) =>
        def.fields[ours]?.required === false
          ? `(data.${ours} == null || ${at(String(theirs), "''")} == data.${ours})`
          : `${at(String(theirs), "''")} == data.${ours}`,
      ),
      fits && `data.${fits.amount} <= ${at(fits.of, '0')}${fits.less ? ` - ${at(fits.less, '0')}` : ''}`,
      parties &&
        `(data.${parties.author} + ' ' + data.${parties.subject.type}) in ${listLiteral(parties.pairs.map((p) => p.join(' ')))}`,
      parties && `linked.get(${partyField(parties.author)}, '') == request.auth.uid`,
      parties && `linked.get(${partyField(parties.subject.type)}, '') == data.${parties.subject.id}`,
    ])};\n    }\n`
  );
}

/**
 * The conditions of a `createdFor` on the states of its linked document: each `when`
 * field holds one of its values, and each `implies` holds (while the `if` fields hold
 * one of theirs, the `then` fields hold one of theirs).
 * @param value the rules expression of a linked document's field
 */
function linkedStates(link: NonNullable<MatchShape['createdFor']>, value: (field: string) => string): string[] {
  const holds = (values: Readonly<Record<string, readonly string[]>>) =>
    Object.entries(values).map(([field, allowed]) => `${value(field)} in ${listLiteral(allowed)}`);
  return [
    ...holds(link.when ?? {}),
    ...(link.implies ?? []).map((rule) => `(!(${holds(rule.if).join(' && ')}) || (${holds(rule.then).join(' && ')}))`),
  ];
}

/** The fields a write changes besides a definition's own: search words, stamps, audit link. */
const BOOKKEEPING = ['searchPrefixes', 'updatedAt', 'updatedBy', 'auditId'];

/**
 * The three maker-checker steps of a definition's `proposal` (docs/access.md, "Money and
 * trust"), each audited and changing nothing else:
 * - `is<Name>Proposal(data)`: a proposal of the caller, now, every proposed field given
 *   (their shapes are the definition's field checks), made while no proposal is pending
 *   or replacing the caller's own (never someone else's: that one is decided);
 * - the rejection of someone else's proposal: it is cleared (`is<Name>ProposalCleared`);
 * - its confirmation by someone else: each proposed value becomes its field, and the
 *   proposal is cleared.
 * `is<Name>ProposalStep(id)` is one of the ways of updating in the match.
 * @returns rules functions, or '' without a proposal
 */
export function proposalRules(def: MatchShape): string {
  const p = def.proposal;
  if (!p) return '';
  const Name = cap(def.name);
  const pairs = Object.entries(p.fields) as [string, string][];
  const confirmed = pairs.map(([from]) => from);
  const proposed = pairs.map(([, to]) => to);
  const steps = [...proposed, p.by, p.at];
  const others = `resource.data.get(${quote(p.by)}, null) is string && resource.data.${p.by} != request.auth.uid`;
  // A new proposal never replaces someone else's pending one: that is confirmed or rejected.
  const free = `(resource.data.get(${quote(p.by)}, null) == null || resource.data.${p.by} == request.auth.uid)`;
  const only = (keys: readonly string[]) => `changed.hasOnly(${listLiteral([...keys, ...BOOKKEEPING])})`;
  return (
    `    // ${def.collection}: ${confirmed.join(', ')} under maker-checker (the definition's proposal).\n` +
    `    function is${Name}Proposal(data) {\n      return ${proposed.map((k) => `data.${k}.size() > 0`).join(' && ')}\n` +
    `        && data.${p.by} == request.auth.uid && data.${p.at} == request.time;\n    }\n` +
    `    function is${Name}ProposalCleared(data) {\n      return ${proposed.map((k) => `data.${k} == ''`).join(' && ')}\n` +
    `        && data.${p.by} == null && data.${p.at} == null;\n    }\n` +
    // The changed keys computed once (docs/access.md "Rules cost"); each step's own list
    // of keys bounds what it changes.
    `    function is${Name}ProposalStep(id) {\n` +
    `      let changed = ${D}.diff(resource.data).affectedKeys();\n` +
    `      return ${D}.updatedAt == request.time && ${D}.updatedBy == request.auth.uid\n` +
    `        && (!changed.hasAny(['searchPrefixes']) || isSearchPrefixes(${D}.searchPrefixes))\n` +
    `        && isAudited(${quote(def.collection)}, id)\n` +
    `        && ((${only(steps)}\n            && ((is${Name}Proposal(${D}) && ${free}) || (${others} && is${Name}ProposalCleared(${D}))))\n` +
    `          || (${only([...confirmed, ...steps])}\n            && ${others}\n` +
    pairs.map(([from, to]) => `            && ${D}.${from} == resource.data.${to}\n`).join('') +
    `            && is${Name}ProposalCleared(${D})${confirmationFactor(def.collection)}));\n    }\n`
  );
}

/** Markers of the generated match blocks in firestore.rules. */
export const MATCHES_BEGIN = '    // BEGIN MATCHES';
export const MATCHES_END = '    // END MATCHES';

/**
 * Every generated match block, between and including the markers.
 * @param defs the definitions the rules validate (not read-only lookups)
 * @param all every definition (people references name read-only people definitions)
 */
export function generatedMatches(
  defs: readonly MatchShape[],
  everyDef: readonly MatchShape[] = defs,
  records: readonly RecordConfig[] = [],
): string {
  const blocks = defs
    .map(
      (def) =>
        transferRules(def, everyDef) +
        conversationRules(def) +
        proposalRules(def) +
        createdForRules(def) +
        matchBlock(def, everyDef, records),
    )
    .join('\n');
  const claims = claimRules(everyDef);
  const ledger = ledgerRules(defs, everyDef);
  return `${MATCHES_BEGIN} (npm run generate, from the definitions in src/entities)\n${blocks}\n${claims}${ledger}${secondFactorMatch()}${MATCHES_END}`;
}

/**
 * firestore.rules with its match blocks written anew.
 * @throws Error when the MATCHES markers are missing
 */
export function withGeneratedMatches(
  rules: string,
  defs: readonly MatchShape[],
  everyDef: readonly MatchShape[] = defs,
  records: readonly RecordConfig[] = [],
): string {
  return replaceBlock(rules, 'MATCHES', generatedMatches(defs, everyDef, records), 'firestore.rules');
}
