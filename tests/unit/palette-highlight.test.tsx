/**
 * The command palette's highlighted result (src/app/palette/activeOption.ts; issue 48,
 * item 5): results that arrive after the highlight, above it, in another order or not at
 * all, never change which result is highlighted, so Enter opens the one the person sees.
 */
import { act, renderHook } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useActiveOption } from '@/app/palette/activeOption';
import { optionId } from '@/app/palette/CommandPalette';

/**
 * The palette's list as it fills in: the screens matching the text at once, then each
 * record source when it answers (`late`: its keys and when, in ms), in the palette's
 * group order (people, orders, products, coupons) whatever the order they answer in.
 */
function usePaletteList(screens: readonly string[], late: readonly { keys: string[]; afterMs: number }[]) {
  const [arrived, setArrived] = useState<readonly number[]>([]);
  useEffect(() => {
    const timers = late.map((source, index) =>
      setTimeout(() => setArrived((done) => [...done, index]), source.afterMs),
    );
    return () => timers.forEach(clearTimeout);
  }, [late]);
  const keys = [...screens, ...late.flatMap((source, index) => (arrived.includes(index) ? source.keys : []))];
  return { keys, highlight: useActiveOption(keys) };
}

describe('the palette’s highlighted result', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays the first result shown when groups above it answer later', () => {
    const late = [
      { keys: ['person:p1', 'person:p2'], afterMs: 300 },
      { keys: ['coupon:c1'], afterMs: 120 },
    ];
    const { result } = renderHook(() => usePaletteList([], late));
    expect(result.current.highlight.activeKey).toBeNull();
    act(() => vi.advanceTimersByTime(150));
    expect(result.current.keys).toEqual(['coupon:c1']);
    expect(result.current.highlight.activeKey).toBe('coupon:c1');
    // The people answer after the coupon was highlighted, and show above it.
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.keys).toEqual(['person:p1', 'person:p2', 'coupon:c1']);
    expect(result.current.highlight.activeKey).toBe('coupon:c1');
  });

  it('keeps a screen the person moved to while the records arrive (الكوبونات, never المدن)', () => {
    const screens = ['screen:/Cities', 'screen:/coupon'];
    const late = [
      { keys: ['product:x'], afterMs: 40 },
      { keys: ['coupon:a', 'coupon:b'], afterMs: 90 },
    ];
    const { result } = renderHook(() => usePaletteList(screens, late));
    expect(result.current.highlight.activeKey).toBe('screen:/Cities');
    act(() => result.current.highlight.move(1));
    expect(result.current.highlight.activeKey).toBe('screen:/coupon');
    for (let ms = 0; ms < 120; ms += 10) {
      act(() => vi.advanceTimersByTime(10));
      // What Enter opens at every moment: the highlighted key, at its place in the list now.
      const { keys, highlight } = result.current;
      expect(keys[highlight.activeIndex]).toBe('screen:/coupon');
    }
    expect(result.current.keys).toHaveLength(5);
  });

  it('moves round the list, by keys, from wherever the list has grown', () => {
    const { result, rerender } = renderHook(({ keys }) => useActiveOption(keys), {
      initialProps: { keys: ['a', 'b'] },
    });
    act(() => result.current.move(1));
    expect(result.current.activeKey).toBe('b');
    rerender({ keys: ['x', 'y', 'a', 'b'] });
    expect(result.current.activeKey).toBe('b');
    act(() => result.current.move(1));
    expect(result.current.activeKey).toBe('x');
    act(() => result.current.move(-1));
    expect(result.current.activeKey).toBe('b');
    act(() => result.current.highlight('y'));
    expect(result.current.activeIndex).toBe(1);
  });

  it('falls back to the first result when the highlighted one is gone, and starts afresh on a new text', () => {
    const { result, rerender } = renderHook(({ keys }) => useActiveOption(keys), {
      initialProps: { keys: ['a', 'b', 'c'] },
    });
    act(() => result.current.move(2));
    expect(result.current.activeKey).toBe('c');
    rerender({ keys: ['a', 'b'] });
    expect(result.current.activeKey).toBe('a');
    // Kept by its key: a result arriving above it does not take the highlight.
    rerender({ keys: ['z', 'a', 'b'] });
    expect(result.current.activeKey).toBe('a');
    act(() => result.current.reset());
    rerender({ keys: [] });
    expect(result.current.activeKey).toBeNull();
    expect(result.current.activeIndex).toBe(-1);
    act(() => result.current.move(1));
    expect(result.current.activeKey).toBeNull();
  });

  it('gives each result an option id of its own, whatever its place', () => {
    expect(optionId('screen:/coupon')).toBe('palette-option-screen_3a_2fcoupon');
    expect(optionId('person:user-0014')).toBe('palette-option-person_3auser-0014');
    expect(optionId('order:order-r0001')).not.toBe(optionId('order:order-r0002'));
    expect(optionId('product:منتج')).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
