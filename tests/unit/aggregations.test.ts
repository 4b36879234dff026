/**
 * The aggregation queries declared once (src/entities/aggregations.ts, src/lib/data/aggregation.ts;
 * issue 46 item 2): each declaration's shape is the query the data layer sends (its
 * equality fields in order, then a range read in ascending order), every one is served by
 * firestore.indexes.json (one index or several merged, as Firestore plans it), and a
 * declaration moved to a stand-in collection keeps its shape.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isServed, type Index } from '../../scripts/rules/indexRules';
import { AGGREGATIONS, ORDER_AGGREGATIONS, REFUND_AGGREGATIONS } from '@/entities/aggregations';
import { COUNTERS } from '@/features/dashboard/counters';
import { inCollection } from '@/lib/data/aggregation';

const indexes = (JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: Index[] }).indexes;

describe('aggregation declarations', () => {
  it('shape the query the data layer sends: equality fields, then the range in ascending order', () => {
    expect(REFUND_AGGREGATIONS.ofSupplierChargedDecidedBetween.shape).toEqual({
      collectionGroup: 'refunds',
      queryScope: 'COLLECTION',
      equality: ['status', 'chargedTo', 'supplierId'],
      contains: [],
      inequality: ['decidedAt'],
      orderBy: [{ field: 'decidedAt', direction: 'ASCENDING' }],
    });
    expect(ORDER_AGGREGATIONS.inStatus.shape).toMatchObject({ equality: ['status'], inequality: [], orderBy: [] });
    for (const declared of AGGREGATIONS) {
      expect(declared.shape.collectionGroup).toBe(declared.collection);
      expect(declared.shape.equality).toEqual(declared.equality);
      expect(declared.shape.inequality).toEqual(declared.range ? [declared.range] : []);
    }
  });

  it('are each served by firestore.indexes.json', () => {
    expect(AGGREGATIONS.length).toBeGreaterThanOrEqual(14);
    for (const declared of AGGREGATIONS) expect(isServed(declared.shape, indexes), declared.collection).toBe(true);
  });

  it('give every dashboard counter a value for each equality field, and a sum only of amounts', () => {
    for (const counter of COUNTERS) {
      const { declared, values, sum } = counter.query;
      expect(Object.keys(values).sort(), counter.id).toEqual([...declared.equality].sort());
      expect(declared.range, counter.id).toBeNull();
      if (sum) expect(sum).toBe('amount');
    }
  });

  it('move to a stand-in collection with the same shape (the benchmarks)', () => {
    const moved = inCollection(ORDER_AGGREGATIONS.inStatusPlacedBetween, 'products');
    expect(moved.collection).toBe('products');
    expect(moved.shape).toEqual({ ...ORDER_AGGREGATIONS.inStatusPlacedBetween.shape, collectionGroup: 'products' });
    expect(ORDER_AGGREGATIONS.inStatusPlacedBetween.collection).toBe('orders');
  });
});
