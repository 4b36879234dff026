import { useLayoutEffect, useState } from 'react';

/**
 * The palette's highlighted result (docs/access.md, "Command palette"; issue 48, item 5):
 * the one Enter opens. Results arrive late and in any order (each source answers when it
 * answers, and a group may show above the highlighted one), so the highlight is kept by
 * the result's key, never by its place in the list: whatever arrives after the highlight
 * shows, the same result stays highlighted and Enter opens it. When nothing is
 * highlighted yet (the text changed), the first result shown is highlighted and kept the
 * same way, so a group arriving above it later does not take its place.
 * @param keys the keys of the results shown, in order
 * @returns `activeKey` (the highlighted result's key, or null while there is none),
 *   `activeIndex` (its place in `keys`, -1 when none), `move` (by a number of places,
 *   wrapping round), `highlight` (a key: hover, or a click) and `reset` (the text
 *   changed: nothing highlighted until the next results show)
 */
export function useActiveOption(keys: readonly string[]) {
  const [chosen, setChosen] = useState<string | null>(null);
  // A highlight no longer in the list (its source answered again without it) falls back
  // to the first result shown, as when nothing was highlighted.
  const kept = chosen !== null && keys.includes(chosen) ? chosen : null;
  const activeKey = kept ?? keys[0] ?? null;
  // The first result, once shown highlighted, is kept by its key before the next paint.
  useLayoutEffect(() => {
    if (activeKey !== chosen && activeKey !== null) setChosen(activeKey);
  }, [activeKey, chosen]);
  const activeIndex = activeKey === null ? -1 : keys.indexOf(activeKey);
  const move = (delta: number) => {
    if (keys.length === 0) return;
    const from = Math.max(0, activeIndex);
    setChosen(keys[(((from + delta) % keys.length) + keys.length) % keys.length] ?? null);
  };
  return { activeKey, activeIndex, move, highlight: setChosen, reset: () => setChosen(null) };
}
