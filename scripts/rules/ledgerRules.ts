/**
 * The ledger's rules (issue 49 item 1; src/lib/entity/ledger.ts, docs/data-model.md
 * "Ledger"), generated from the movements that declare a ledger entry (a transition's
 * transfer with `ledger: { kind }`) into the MATCHES block:
 * - `isLedgerEntryOf<Name>(entryId, e)`, for each decided definition with such a move:
 *   the entry's causing record (`causeCollection/causeId`) takes that transition in this
 *   very write (its state before is one of `from`, after is `to`, and, with the move's
 *   `when`, holds that value) and names this entry as its `auditId`; the entry is on the
 *   account the record names, of the declared kind, its `amounts` are exactly −amount on
 *   each lowered balance and +amount on the raised one, and its `balances` are what the
 *   account holds after the write. (The account's own change, before ± amount, is checked
 *   by the move's rules, scripts/rules/matchRules.ts transferRules; together the entry's
 *   amounts are the account's change.)
 * - `isLedgerEntry(entryId)`: every field present and no other, `by` the caller, `at` the
 *   request time, and one of the causes above.
 * - `match /ledger/{entryId}`: read by the holders of the paths that read the account
 *   (its definition's policy); created only as above; never updated nor deleted.
 * The other side, a movement refused without its entry, is `isLedgerEntryWritten()`,
 * called by each such move's `is<Name>MovedOn<Linked>`.
 */
import { COLLECTIONS } from '@/config/collections';
import { LEDGER_ENTRY_FIELDS, LEDGER_KINDS } from '@/lib/entity/ledger';
import {
  loweredFields,
  raisedFields,
  stateTransitions,
  transferChoices,
  transfersOf,
  type AmountTransfer,
  type Transition,
} from '@/lib/entity/define';
import { policyOf } from '@/lib/entity/policy';
import type { MatchShape } from '@/lib/entity/personReferences';
import { listLiteral, quote } from './rulesBlocks';
import { signedAmount, signedChoices } from './sharedRules';

const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const DOCS = '/databases/$(database)/documents';

/** A move that writes a ledger entry, with the definition and transition it belongs to. */
interface LedgerMove {
  readonly def: MatchShape;
  readonly transition: Transition;
  readonly transfer: AmountTransfer;
  /** Whether its definition has other such moves (then its function names the account collection). */
  readonly shared: boolean;
}

/** The ledger kinds of a move (one, or one per value of its `byValue`), none when it writes no entry. */
function kindsOf(transfer: AmountTransfer): string[] {
  return transferChoices(transfer).flatMap(([, move]) => (move.ledger ? [move.ledger.kind] : []));
}

/**
 * Every move of the definitions that declares a ledger entry.
 * @throws Error for an unknown kind, a definition with two such moves that may apply
 *   together (one entry per write: its id is the write's audit entry id; several are
 *   allowed when their `when`s test one field for different values, a rider's fine and a
 *   supplier's) or without an audit trail, or a `byValue` move with a value writing no entry
 */
export function ledgerMoves(defs: readonly MatchShape[]): LedgerMove[] {
  const out: LedgerMove[] = [];
  for (const def of defs) {
    const own: Omit<LedgerMove, 'shared'>[] = [];
    for (const transition of stateTransitions(def)) {
      for (const transfer of transfersOf(transition)) {
        const kinds = kindsOf(transfer);
        if (!kinds.length) continue;
        if (kinds.length !== transferChoices(transfer).length) {
          throw new Error(`${def.name}: every value of a move on ${transfer.collection} writes its ledger entry`);
        }
        for (const kind of kinds) {
          if (!(LEDGER_KINDS as readonly string[]).includes(kind))
            throw new Error(`${def.name}: unknown ledger kind ${kind}`);
        }
        own.push({ def, transition, transfer });
      }
    }
    if (own.length > 1) {
      const whens = own.map((m) => m.transfer.when);
      const field = whens[0]?.field;
      const exclusive =
        whens.every((w) => w && w.field === field) && new Set(whens.map((w) => w?.value)).size === whens.length;
      if (!exclusive) throw new Error(`${def.name}: one ledger entry per decision (its audit id)`);
    }
    if (own.length && !def.audit) throw new Error(`${def.name}: a ledger entry needs the decision's audit entry`);
    out.push(...own.map((m) => ({ ...m, shared: own.length > 1 })));
  }
  return out;
}

/** The name of the rules function checking an entry caused by a definition's move. */
export function ledgerCauseName(def: Pick<MatchShape, 'name'>, move?: Pick<LedgerMove, 'transfer' | 'shared'>): string {
  return `isLedgerEntryOf${cap(def.name)}${move?.shared ? `On${cap(move.transfer.collection)}` : ''}`;
}

/** The check, on the decided document, that its move's entry is written with it. */
export const LEDGER_WRITTEN = 'isLedgerEntryWritten()';

/**
 * @param defs the validated definitions
 * @param everyDef every definition (the accounts' read paths)
 * @returns rules source text, '' when no move declares an entry
 */
export function ledgerRules(defs: readonly MatchShape[], everyDef: readonly MatchShape[] = defs): string {
  const moves = ledgerMoves(defs);
  if (!moves.length) return '';
  const value = (v: string | boolean) => (typeof v === 'string' ? quote(v) : String(v));
  let out = `    // ${COLLECTIONS.ledger}: one immutable entry per money movement, id = the movement's audit entry id
    // (scripts/rules/ledgerRules.ts, docs/data-model.md "Ledger").
    function isLedgerEntryWritten() {
      return existsAfter(${DOCS}/${COLLECTIONS.ledger}/$(${'request.resource.data'}.get('auditId', '-')));
    }
`;
  for (const move of moves) {
    const { def, transition: t, transfer } = move;
    const by = transfer.byValue;
    const byValue = by ? `after.get(${quote(by.field)}, null)` : '';
    // One move's kind, amounts and balances (a byValue move: one per value of its field,
    // or one signed amount when its values move the same balances oppositely).
    const signed = signedChoices(transfer);
    const entryChecks = (m: AmountTransfer, amountOf?: (sign: number) => string) => {
      const amounts = Object.entries({
        ...Object.fromEntries(loweredFields(m).map((f) => [f, amountOf?.(-1) ?? '-amount'])),
        ...Object.fromEntries(raisedFields(m).map((f) => [f, amountOf?.(1) ?? 'amount'])),
      });
      return [
        `e.amounts == {${amounts.map(([f, v]) => `${quote(f)}: ${v}`).join(', ')}}`,
        `e.balances == {${amounts.map(([f]) => `${quote(f)}: account.get(${quote(f)}, 0)`).join(', ')}}`,
      ];
    };
    let entry: string;
    if (by && signed) {
      const choices = transferChoices(transfer);
      const kinds = choices.map(([v, m]) => [String(v), m.ledger?.kind ?? ''] as const);
      const oneKind = new Set(kinds.map(([, k]) => k)).size === 1;
      entry = [
        `${byValue} in ${listLiteral(kinds.map(([v]) => v))}`,
        oneKind
          ? `e.kind == ${quote(kinds[0]?.[1] ?? '')}`
          : `e.kind == {${kinds.map(([v, k]) => `${quote(v)}: ${quote(k)}`).join(', ')}}[${byValue}]`,
        ...entryChecks(choices[0]?.[1] ?? transfer, () => 's'),
      ].join('\n        && ');
    } else if (by) {
      // A check every value makes (the same balances) is made once, before the values' own.
      const each = transferChoices(transfer).map(([v, m]) => [v, m, entryChecks(m)] as const);
      const common = (each[0]?.[2] ?? []).filter((c) => each.every(([, , list]) => list.includes(c)));
      entry = [
        ...common,
        `(${each
          .map(([v, m, list]) =>
            [
              `(${byValue} == ${quote(String(v))} && e.kind == ${quote(m.ledger?.kind ?? '')}`,
              ...list.filter((c) => !common.includes(c)),
            ].join('\n            && '),
          )
          .map((text) => `${text})`)
          .join('\n          || ')})`,
      ].join('\n        && ');
    } else entry = entryChecks(transfer).join('\n        && ');
    const kind = by ? '' : `e.kind == ${quote(transfer.ledger?.kind ?? '')} && `;
    const when = transfer.when;
    out += `    // ${COLLECTIONS.ledger} ← ${def.collection}: the entry of the ${kindsOf(transfer).join('/')} move on ${transfer.collection}.
    function ${ledgerCauseName(def, move)}(entryId, e) {
      let cause = ${DOCS}/${def.collection}/$(e.causeId);
      let after = getAfter(cause).data;
      let amount = after.${transfer.amountField};
      let account = getAfter(${DOCS}/${transfer.collection}/$(e.accountId)).data;
${by && signed ? `      let s = ${signedAmount(signed, byValue)};\n` : ''}      return ${kind}e.accountCollection == ${quote(transfer.collection)}
        && after.get('auditId', null) == entryId
        && isDecidedNow(cause, ${quote(t.field)}, [${t.from.map(value).join(', ')}], ${value(t.to)}, ${quote(transfer.idField)}, e.accountId)${when ? `\n        && after.get(${quote(when.field)}, null) == ${quote(when.value)}` : ''}
        && ${entry};
    }
`;
  }
  const causes = moves.map((move) =>
    move.shared
      ? `(e.causeCollection == ${quote(move.def.collection)} && e.accountCollection == ${quote(move.transfer.collection)} && ${ledgerCauseName(move.def, move)}(entryId, e))`
      : `(e.causeCollection == ${quote(move.def.collection)} && ${ledgerCauseName(move.def)}(entryId, e))`,
  );
  out += `    function isLedgerEntry(entryId) {
      let e = request.resource.data;
      return e.keys().hasAll(${listLiteral(LEDGER_ENTRY_FIELDS)})
        && e.keys().hasOnly(${listLiteral(LEDGER_ENTRY_FIELDS)})
        && e.by == request.auth.uid && e.at == request.time
        && isDocId(e.causeId) && isDocId(e.accountId)
        && (${causes.join('\n          || ')});
    }
`;
  // Who reads an account's entries: who reads the account.
  const accounts = [...new Set(moves.map((m) => m.transfer.collection))];
  const reads = accounts.map((collection) => {
    const account = everyDef.find((d) => d.collection === collection);
    if (!account) throw new Error(`ledger: no definition of the account collection ${collection}`);
    return `(resource.data.accountCollection == ${quote(collection)} && holds(${listLiteral(policyOf(account, {}).read)}))`;
  });
  out += `    match /${COLLECTIONS.ledger}/{entryId} {
      allow read: if ${reads.join('\n        || ')};
      allow create: if isLedgerEntry(entryId);
      allow update, delete: if false;
    }
`;
  return out;
}
