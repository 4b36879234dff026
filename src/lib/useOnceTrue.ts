import { useState } from 'react';

/**
 * A condition that stays true once it has been: what mounts a part the first time it is
 * needed and keeps it (a dialog for its closing fade, a fold's contents, a list's table
 * once its first page has answered).
 * @param value the condition as it is now
 * @returns true from the first render where `value` was true on
 */
export function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}
