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
import { loweredFields, transfersOf, type AmountTransfer, type Transition } from '@/lib/entity/define';
import { policyOf } from '@/lib/entity/policy';
import type { MatchShape } from '@/lib/entity/personReferences';
import { listLiteral, quote } from './rulesBlocks';

const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const DOCS = '/databases/$(database)/documents';

/** A move that writes a ledger entry, with the definition and transition it belongs to. */
interface LedgerMove {
  readonly def: MatchShape;
  readonly transition: Transition;
  readonly transfer: AmountTransfer & { readonly ledger: { readonly kind: string } };
}

/**
 * Every move of the definitions that declares a ledger entry.
 * @throws Error for an unknown kind, or a definition with two such moves (one entry per
 *   write: its id is the write's audit entry id) or without an audit trail
 */
export function ledgerMoves(defs: readonly MatchShape[]): LedgerMove[] {
  const out: LedgerMove[] = [];
  for (const def of defs) {
    const own: LedgerMove[] = [];
    for (const transition of Object.values<Transition>(def.transitions ?? {})) {
      for (const transfer of transfersOf(transition)) {
        if (!transfer.ledger) continue;
        if (!(LEDGER_KINDS as readonly string[]).includes(transfer.ledger.kind)) {
          throw new Error(`${def.name}: unknown ledger kind ${transfer.ledger.kind}`);
        }
        own.push({ def, transition, transfer: transfer as LedgerMove['transfer'] });
      }
    }
    if (own.length > 1) throw new Error(`${def.name}: one ledger entry per decision (its audit id)`);
    if (own.length && !def.audit) throw new Error(`${def.name}: a ledger entry needs the decision's audit entry`);
    out.push(...own);
  }
  return out;
}

/** The name of the rules function checking an entry caused by a definition's move. */
export function ledgerCauseName(def: Pick<MatchShape, 'name'>): string {
  return `isLedgerEntryOf${cap(def.name)}`;
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
  for (const { def, transition: t, transfer } of moves) {
    const amounts = Object.entries({
      ...Object.fromEntries(loweredFields(transfer).map((f) => [f, '-amount'])),
      ...(transfer.to ? { [transfer.to]: 'amount' } : {}),
    });
    const when = transfer.when;
    out += `    // ${COLLECTIONS.ledger} ← ${def.collection}: the entry of the ${transfer.ledger.kind} move on ${transfer.collection}.
    function ${ledgerCauseName(def)}(entryId, e) {
      let cause = ${DOCS}/${def.collection}/$(e.causeId);
      let after = getAfter(cause).data;
      let amount = after.${transfer.amountField};
      let account = getAfter(${DOCS}/${transfer.collection}/$(e.accountId)).data;
      return e.kind == ${quote(transfer.ledger.kind)} && e.accountCollection == ${quote(transfer.collection)}
        && after.get('auditId', null) == entryId
        && get(cause).data.get(${quote(t.field)}, null) in [${t.from.map(value).join(', ')}]
        && after.${t.field} == ${value(t.to)}${when ? `\n        && after.get(${quote(when.field)}, null) == ${quote(when.value)}` : ''}
        && after.${transfer.idField} == e.accountId
        && e.amounts == {${amounts.map(([f, v]) => `${quote(f)}: ${v}`).join(', ')}}
        && e.balances == {${amounts.map(([f]) => `${quote(f)}: account.get(${quote(f)}, 0)`).join(', ')}};
    }
`;
  }
  const causes = moves.map(
    ({ def }) => `(e.causeCollection == ${quote(def.collection)} && ${ledgerCauseName(def)}(entryId, e))`,
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
    const account = everyDef.find((d) => d.collection === collection && !d.readOnly);
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
