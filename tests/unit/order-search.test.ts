/** Enter in the orders' look-up (src/domains/orders/list/OrderSearch.tsx; issue 48, item 5). */
import { describe, expect, it } from 'vitest';
import { orderForEnter } from '@/domains/orders/list/OrderSearch';

const found = (...ids: string[]) => ids.map((id) => ({ id }));

describe('the order Enter opens', () => {
  it('is the only found order whose id begins with the text', () => {
    expect(orderForEnter('order-r00', found('order-r0001'))).toBe('order-r0001');
  });

  it('is the order of the whole id, even when others begin with it', () => {
    expect(orderForEnter('order-r0001', found('order-r00012', 'order-r0001'))).toBe('order-r0001');
  });

  it('is none when several or no found orders begin with the text', () => {
    expect(orderForEnter('order-r00', found('order-r0001', 'order-r0002'))).toBeNull();
    expect(orderForEnter('order-r00', found())).toBeNull();
    // A found order the text does not begin (a stale answer for another text) is never opened.
    expect(orderForEnter('order-r01', found('order-r0001'))).toBeNull();
    expect(orderForEnter('', found('order-r0001'))).toBeNull();
  });
});
