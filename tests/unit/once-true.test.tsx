/** useOnceTrue (src/lib/useOnceTrue.ts): a condition that stays true once it has been. */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOnceTrue } from '@/lib/useOnceTrue';

describe('useOnceTrue', () => {
  it('is false until the condition is first true, then stays true', () => {
    const { result, rerender } = renderHook(({ value }) => useOnceTrue(value), { initialProps: { value: false } });
    expect(result.current).toBe(false);
    rerender({ value: false });
    expect(result.current).toBe(false);
    rerender({ value: true });
    expect(result.current).toBe(true);
    rerender({ value: false });
    expect(result.current).toBe(true);
  });

  it('is true from the first render when the condition already is', () => {
    const { result, rerender } = renderHook(({ value }) => useOnceTrue(value), { initialProps: { value: true } });
    expect(result.current).toBe(true);
    rerender({ value: false });
    expect(result.current).toBe(true);
  });
});
