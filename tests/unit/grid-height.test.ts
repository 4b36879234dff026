/**
 * The list grid's height (docs/performance.md, layout shift): a page's full height for
 * a list, and for a related list on a document's page the height of its rows once the
 * only page is in.
 */
import { describe, expect, it } from 'vitest';
import { fittedGridHeight, gridHeight } from '@/components/entity/EntityTable';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}` }));
const state = { loading: false, page: 0, hasNext: false, pageSize: 10 };

describe('grid heights', () => {
  it('hold a full page of rows', () => {
    expect(gridHeight(10)).toBeGreaterThan(gridHeight(5));
    expect(gridHeight(10) - gridHeight(9)).toBe(52);
  });

  it('fit a short single page once it is in', () => {
    expect(fittedGridHeight({ ...state, rows: rows(3) })).toBe(gridHeight(3));
    // Room for the empty text.
    expect(fittedGridHeight({ ...state, rows: [] })).toBe(gridHeight(2));
  });

  it('keep the full page while loading, past page 1, or with a next page', () => {
    expect(fittedGridHeight({ ...state, loading: true, rows: [] })).toBe(gridHeight(10));
    expect(fittedGridHeight({ ...state, page: 1, rows: rows(3) })).toBe(gridHeight(10));
    expect(fittedGridHeight({ ...state, hasNext: true, rows: rows(10) })).toBe(gridHeight(10));
  });
});
