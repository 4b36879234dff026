/**
 * The seed reconciles (issue 49 item 6: "the seed's data reconciles to 0 differences";
 * docs/data-model.md "Reconciliation"): for every account the seed writes in a collection
 * with statements (src/lib/data/statementModel.ts STATEMENT_ACCOUNTS), each stored balance
 * equals the sum of its ledger entries' amounts on it, and the newest entry's balances
 * after are the stored ones. The same comparison the reconciliation screen makes with
 * aggregation queries (tested against the emulator in tests/integration/statement.test.ts),
 * made here on the seed's documents before they are written.
 */
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../scripts/seed-data/build';
import { COLLECTIONS } from '@/config/collections';
import { STATEMENT_ACCOUNTS } from '@/lib/data/statementModel';

const NOW = Date.UTC(2026, 10, 29, 9, 0, 0);
const DOCS = buildDataset(NOW).docs;
const ENTRIES = DOCS.filter((d) => d.collection === COLLECTIONS.ledger).map((d) => d.data);

describe.each(Object.values(STATEMENT_ACCOUNTS))('the seed: $collection', ({ collection, balances }) => {
  const accounts = DOCS.filter((d) => d.collection === collection);

  it('writes accounts, each with entries', () => {
    expect(accounts.length).toBeGreaterThan(0);
    for (const account of accounts) {
      expect(ENTRIES.some((e) => e['accountCollection'] === collection && e['accountId'] === account.id)).toBe(true);
    }
  });

  it('reconciles: every stored balance is the sum of its entries, and the newest entry ends at it', () => {
    const differences: string[] = [];
    for (const account of accounts) {
      const mine = ENTRIES.filter((e) => e['accountCollection'] === collection && e['accountId'] === account.id).sort(
        (a, b) => (a['at'] as { toMillis(): number }).toMillis() - (b['at'] as { toMillis(): number }).toMillis(),
      );
      for (const balance of balances) {
        const sum = mine.reduce(
          (total, e) => total + Number((e['amounts'] as Record<string, number>)[balance] ?? 0),
          0,
        );
        const stored = Number(account.data[balance] ?? 0);
        if (sum !== stored) differences.push(`${account.id}.${balance}: stored ${stored}, ledger ${sum}`);
        const last = [...mine].reverse().find((e) => balance in (e['balances'] as Record<string, number>));
        if (last && (last['balances'] as Record<string, number>)[balance] !== stored) {
          differences.push(
            `${account.id}.${balance}: newest entry ends at ${String((last['balances'] as Record<string, number>)[balance])}`,
          );
        }
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('the seed: approved rewards and fines (issue 49 item 1)', () => {
  it("each supplier's or rider's approved one has its reward/fine entry, under its decision's audit id", () => {
    const approved = DOCS.filter(
      (d) =>
        d.collection === COLLECTIONS.prizesFines &&
        d.data['status'] === 'approved' &&
        ['supplier', 'rider'].includes(String(d.data['personType'])),
    );
    expect(approved.length).toBeGreaterThan(0);
    for (const record of approved) {
      const entry = DOCS.find((d) => d.collection === COLLECTIONS.ledger && d.id === record.data['auditId']);
      expect(entry?.data).toMatchObject({
        kind: record.data['type'],
        causeCollection: COLLECTIONS.prizesFines,
        causeId: record.id,
        accountId: record.data['personId'],
      });
    }
    const kinds = new Set(ENTRIES.map((e) => e['kind']));
    expect(kinds.has('reward') && kinds.has('fine')).toBe(true);
  });
});
