/**
 * The marketplace apps' contract and its generator (src/entities/apps.ts,
 * scripts/rules/appRules.ts; docs/access.md "What the marketplace's apps read and
 * write"): the entries it reads from the definitions, a read that would show fields the
 * app may not see is held back, the rules lines and the docs table say each entry, and
 * every query an app sends is served by firestore.indexes.json.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appContract, APP_READS, PAUSE_READS, type AppContractShape } from '@/entities/apps';
import { ENTITY_LIST } from '@/entities/registry';
import { APP_CONTRACT } from '../../scripts/rules/appContract';
import { appQueryShapes, appReadLines, appRulesBlock, appsTable } from '../../scripts/rules/appRules';
import { isServed, type Index } from '../../scripts/rules/indexRules';

describe('the apps’ contract', () => {
  it('lists the definitions’ app writers beside the declared reads and updates', () => {
    const creates = APP_CONTRACT.filter((e) => e.op === 'create').map((e) => `${e.app} ${e.collection}`);
    expect(creates).toEqual(
      expect.arrayContaining([
        'user contactMessages',
        'rider riderReports',
        'user customerService',
        'user reviews',
        'rider reviews',
      ]),
    );
    expect(APP_CONTRACT.filter((e) => e.source === 'contract' && e.op === 'read')).toHaveLength(
      APP_READS.length + PAUSE_READS.length,
    );
  });

  it('holds back a read whose document holds what the app may not see (bank details back in a supplier account)', () => {
    // Today the account holds only amounts (its bank details live in supplierBanks), so
    // the supplier app's read is generated; were an IBAN added to it, the read would wait.
    const account = APP_CONTRACT.find((e) => e.app === 'supplier' && e.collection === 'supplierAccounts');
    expect(account?.blockedBy).toBeUndefined();
    expect(appReadLines('supplierAccounts', APP_CONTRACT)).not.toEqual([]);
    const withIban = ENTITY_LIST.map((d) =>
      d.collection === 'supplierAccounts' ? { ...d, fields: { ...d.fields, iban: { kind: 'text' } } } : d,
    ) as unknown as readonly AppContractShape[];
    const contract = appContract(withIban);
    const held = contract.find((e) => e.app === 'supplier' && e.collection === 'supplierAccounts');
    expect(held?.blockedBy).toEqual(['iban']);
    expect(appReadLines('supplierAccounts', contract)).toEqual([]);
    expect(appsTable(contract)).toContain('R — not yet');
  });

  it('refuses an entry naming a field or a collection no definition declares', () => {
    const def: AppContractShape = {
      name: 'note',
      collection: 'notes',
      fields: { text: { kind: 'text' } },
      apps: { types: ['employee'], ownerField: 'text' },
    };
    expect(() => appContract([def])).toThrow(/staff are not an app/);
    expect(() => appContract([])).toThrow(/no definition of/);
  });
});

describe('the generated rules', () => {
  it('writes one read line per condition, the apps sharing one together', () => {
    const lines = appReadLines('reviews', APP_CONTRACT);
    expect(lines).toEqual([
      "      allow read: if isAppPerson(['user', 'supplier', 'rider', 'deliveryCompany']) && resource.data.status == 'visible';",
    ]);
    expect(appReadLines('orders', APP_CONTRACT)).toContain(
      "      allow read: if isAppPerson(['rider']) && resource.data.riderId == request.auth.uid;",
    );
    expect(appReadLines('refunds', APP_CONTRACT).join('\n')).toContain(
      "get(/databases/$(database)/documents/orders/$(resource.data.orderId)).data.get('userId', null) == request.auth.uid",
    );
  });

  it('lets an app update only its entry’s fields of its own document, and firestore.rules holds what it generates', () => {
    const block = appRulesBlock(APP_CONTRACT, ENTITY_LIST);
    expect(block).toContain("changed.hasOnly(['latitude', 'longitude', 'updatedAt', 'updatedBy'])");
    expect(block).toContain("before.get('type', '') == 'rider'");
    expect(block).toContain('request.auth.uid == uid');
    expect(readFileSync('firestore.rules', 'utf8')).toContain(block);
    expect(appRulesBlock([], ENTITY_LIST)).toContain('return false;');
  });

  it('writes a docs row per entry into docs/access.md', () => {
    const table = appsTable(APP_CONTRACT);
    expect(table.split('\n')).toHaveLength(APP_CONTRACT.length + 2);
    const doc = readFileSync('docs/access.md', 'utf8');
    for (const entry of APP_CONTRACT) expect(doc).toContain(entry.why);
  });

  it('every query an app sends is served by firestore.indexes.json', () => {
    const { indexes } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: Index[] };
    const shapes = appQueryShapes(APP_CONTRACT);
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) expect(isServed(shape, indexes), JSON.stringify(shape)).toBe(true);
  });
});
