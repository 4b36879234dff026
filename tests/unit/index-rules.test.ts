/**
 * Firestore's index rules as the generator and the end-to-end check apply them
 * (scripts/rules/indexRules.ts; docs/performance.md "Every query indexed, proven").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTITY_LIST } from '@/entities/registry';
import { listQueries } from '../../scripts/rules/indexes';
import { queriesOfRequest } from '../../scripts/rules/recordedQueries';
import {
  describeShape,
  indexFor,
  isServed,
  needsComposite,
  shapesOf,
  type Index,
  type StructuredQuery,
} from '../../scripts/rules/indexRules';

const field = (fieldPath: string) => ({ fieldPath });
const eq = (path: string) => ({ fieldFilter: { field: field(path), op: 'EQUAL' } });
const contains = (path: string) => ({ fieldFilter: { field: field(path), op: 'ARRAY_CONTAINS' } });
const gte = (path: string) => ({ fieldFilter: { field: field(path), op: 'GREATER_THAN_OR_EQUAL' } });
const and = (...filters: object[]) => ({ compositeFilter: { op: 'AND', filters } });
const order = (path: string, direction: 'ASCENDING' | 'DESCENDING') => ({ field: field(path), direction });

/** A structured query on `withdrawals`. */
function q(where: object | undefined, ...orderBy: ReturnType<typeof order>[]): StructuredQuery {
  return { from: [{ collectionId: 'withdrawals' }], ...(where ? { where } : {}), orderBy } as StructuredQuery;
}

function index(...fields: [string, 'ASC' | 'DESC' | 'CONTAINS'][]): Index {
  return {
    collectionGroup: 'withdrawals',
    queryScope: 'COLLECTION',
    fields: fields.map(([fieldPath, mode]) =>
      mode === 'CONTAINS'
        ? { fieldPath, arrayConfig: 'CONTAINS' }
        : { fieldPath, order: mode === 'ASC' ? 'ASCENDING' : 'DESCENDING' },
    ),
  };
}

/** Whether every shape of the query is served by these indexes. */
const served = (query: StructuredQuery, indexes: Index[]) => shapesOf(query).every((s) => isServed(s, indexes));

describe('queries single-field indexes serve', () => {
  it('needs no composite index for one order, equality filters only, or one array-contains', () => {
    for (const query of [
      q(undefined, order('createdAt', 'DESCENDING'), order('__name__', 'DESCENDING')),
      q(undefined, order('amount', 'ASCENDING')),
      q(and(eq('status'), eq('supplierId'))),
      q(and(eq('status'), eq('supplierId')), order('__name__', 'DESCENDING')),
      q(contains('searchPrefixes')),
      q(gte('createdAt')),
      q(and(eq('status'), eq('createdAt')), order('createdAt', 'DESCENDING')),
      q(and(eq('type'), { fieldFilter: { field: field('__name__'), op: 'IN' } })),
    ]) {
      for (const shape of shapesOf(query)) expect(needsComposite(shape)).toBe(false);
      expect(served(query, [])).toBe(true);
    }
  });
});

describe('queries that need a composite index', () => {
  const search = q(contains('searchPrefixes'), order('createdAt', 'DESCENDING'), order('__name__', 'DESCENDING'));

  it('serves array-contains ordered by a field with an index in that direction only', () => {
    expect(served(search, [])).toBe(false);
    expect(served(search, [index(['searchPrefixes', 'CONTAINS'], ['createdAt', 'ASC'])])).toBe(false);
    expect(served(search, [index(['searchPrefixes', 'CONTAINS'], ['createdAt', 'DESC'])])).toBe(true);
    expect(served(search, [index(['searchPrefixes', 'CONTAINS'], ['createdAt', 'DESC'], ['__name__', 'DESC'])])).toBe(
      true,
    );
    // An index of another collection, or one with the field ordered instead of CONTAINS, does not serve.
    expect(
      served(search, [{ ...index(['searchPrefixes', 'CONTAINS'], ['createdAt', 'DESC']), collectionGroup: 'x' }]),
    ).toBe(false);
    expect(served(search, [index(['searchPrefixes', 'ASC'], ['createdAt', 'DESC'])])).toBe(false);
  });

  it('needs __name__ in the index when it runs against the last direction', () => {
    const mixed = q(undefined, order('amount', 'ASCENDING'), order('__name__', 'DESCENDING'));
    expect(served(mixed, [])).toBe(false);
    expect(served(mixed, [index(['amount', 'ASC'])])).toBe(false);
    expect(served(mixed, [index(['amount', 'ASC'], ['__name__', 'DESC'])])).toBe(true);
  });

  it('needs the equality fields before the orders (any direction), never after them', () => {
    const filtered = q(eq('status'), order('createdAt', 'ASCENDING'), order('__name__', 'ASCENDING'));
    expect(served(filtered, [])).toBe(false);
    expect(served(filtered, [index(['status', 'DESC'], ['createdAt', 'ASC'])])).toBe(true);
    expect(served(filtered, [index(['createdAt', 'ASC'], ['status', 'ASC'])])).toBe(false);
    // An index with an equality field the query does not filter on cannot serve it.
    expect(served(filtered, [index(['supplierId', 'ASC'], ['status', 'ASC'], ['createdAt', 'ASC'])])).toBe(false);
  });

  it('merges indexes for equality filters that end with the same orders', () => {
    const two = q(and(eq('status'), eq('supplierId')), order('createdAt', 'DESCENDING'));
    const byStatus = index(['status', 'ASC'], ['createdAt', 'DESC']);
    const bySupplier = index(['supplierId', 'ASC'], ['createdAt', 'DESC']);
    expect(served(two, [byStatus])).toBe(false);
    expect(served(two, [byStatus, bySupplier])).toBe(true);
    expect(served(two, [byStatus, index(['supplierId', 'ASC'], ['createdAt', 'ASC'])])).toBe(false);
  });

  it('never merges for an array-contains filter: one index holds every filter field', () => {
    const query = q(and(eq('status'), contains('searchPrefixes')), order('createdAt', 'ASCENDING'));
    const parts = [
      index(['status', 'ASC'], ['createdAt', 'ASC']),
      index(['searchPrefixes', 'CONTAINS'], ['createdAt', 'ASC']),
    ];
    expect(served(query, parts)).toBe(false);
    expect(served(query, [index(['status', 'ASC'], ['searchPrefixes', 'CONTAINS'], ['createdAt', 'ASC'])])).toBe(true);
  });

  it('orders by an inequality field after the explicit orders', () => {
    const range = q(and(eq('status'), gte('createdAt')));
    expect(served(range, [])).toBe(false);
    expect(served(range, [index(['status', 'ASC'], ['createdAt', 'ASC'])])).toBe(true);
    const sorted = q(gte('createdAt'), order('amount', 'DESCENDING'));
    expect(served(sorted, [index(['amount', 'DESC'], ['createdAt', 'DESC'])])).toBe(true);
    expect(served(sorted, [index(['createdAt', 'DESC'], ['amount', 'DESC'])])).toBe(false);
  });

  it('checks each disjunct of an OR, and writes the exact index of a query', () => {
    const either = q(
      { compositeFilter: { op: 'OR', filters: [eq('status'), eq('supplierId')] } },
      order('amount', 'ASCENDING'),
    );
    expect(shapesOf(either)).toHaveLength(2);
    expect(served(either, [index(['status', 'ASC'], ['amount', 'ASC'])])).toBe(false);
    expect(
      served(either, [index(['status', 'ASC'], ['amount', 'ASC']), index(['supplierId', 'ASC'], ['amount', 'ASC'])]),
    ).toBe(true);
    const [shape] = shapesOf(q(and(eq('status'), contains('searchPrefixes')), order('createdAt', 'DESCENDING')));
    expect(shape && indexFor(shape)).toEqual(
      index(['status', 'ASC'], ['searchPrefixes', 'CONTAINS'], ['createdAt', 'DESC']),
    );
  });

  it('refuses a query without a collection or with an unknown operator', () => {
    expect(() => shapesOf({})).toThrow('names no collection');
    expect(() => shapesOf(q({ fieldFilter: { field: field('a'), op: 'LIKE' } }))).toThrow(
      'Unknown filter operator LIKE',
    );
  });
});

describe('the generated index file', () => {
  it('serves every query every list can send (each state of its search, filters, range and sort)', () => {
    const { indexes } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: Index[] };
    const missing = ENTITY_LIST.flatMap(listQueries)
      .filter((shape) => !isServed(shape, indexes))
      .map(describeShape);
    expect(missing).toEqual([]);
    // Withdrawals filter by status and supplier; a list without search fields sends no search.
    const withdrawals = ENTITY_LIST.filter((def) => def.collection === 'withdrawals').flatMap(listQueries);
    expect(withdrawals.some((s) => s.equality.includes('status') && s.equality.includes('supplierId'))).toBe(true);
    expect(withdrawals.some((s) => s.contains.length > 0)).toBe(false);
  });
});

describe('queries read from the browser requests', () => {
  const base = 'http://127.0.0.1:9080/v1/projects/demo/databases/(default)/documents';
  const sq = { from: [{ collectionId: 'withdrawals' }] };

  it('reads runQuery, runAggregationQuery and the listeners’ targets, and nothing else', () => {
    expect(queriesOfRequest(`${base}:runQuery`, JSON.stringify({ structuredQuery: sq }))).toEqual([
      { via: 'runQuery', query: sq },
    ]);
    const count = { structuredAggregationQuery: { structuredQuery: sq, aggregations: [{ alias: 'c', count: {} }] } };
    expect(queriesOfRequest(`${base}/users/u1:runAggregationQuery`, JSON.stringify(count))).toEqual([
      { via: 'runAggregationQuery', query: sq },
    ]);
    const target = (id: number) =>
      JSON.stringify({ database: 'd', addTarget: { query: { structuredQuery: sq }, targetId: id } });
    const body = new URLSearchParams({ count: '2', ofs: '0', req0___data__: target(2), req1___data__: target(4) });
    const listen = 'http://127.0.0.1:9080/google.firestore.v1.Firestore/Listen/channel?VER=8&RID=1';
    expect(queriesOfRequest(listen, body.toString())).toHaveLength(2);
    expect(queriesOfRequest(listen, new URLSearchParams({ req0___data__: '{"removeTarget":2}' }).toString())).toEqual(
      [],
    );
    expect(queriesOfRequest(`${base}:commit`, '{}')).toEqual([]);
  });

  it('keeps an unreadable query body, so the check reports it', () => {
    expect(queriesOfRequest(`${base}:runQuery`, 'not json')).toEqual([{ via: 'runQuery', query: {} }]);
    expect(() => shapesOf({})).toThrow();
  });
});
