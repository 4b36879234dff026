import { useEffect, useState } from 'react';

/**
 * A value once it has stopped changing: what a search box queries after typing pauses.
 * @param value the changing value (what is typed)
 * @param ms how long it must stay the same, in milliseconds
 * @returns `value` as it was when it last stayed unchanged for `ms`
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
