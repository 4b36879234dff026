import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenIdleAfter } from '@/lib/afterPaint';

/**
 * Inserts the style rules of components a screen is about to show, a few components at a
 * time, while the browser has nothing else to do (docs/performance.md, "Spreading the
 * style rules"). Emotion inserts a component's rules in the commit that first mounts it
 * (about 0.1–0.3 ms a rule on a slow phone, and the style recalculation they cause): a
 * list's first page of rows, mounted with its table's frame, inserted about 230 rules in
 * one task. Mounted here first, hidden (`display: none`, out of the accessibility tree),
 * each part in a commit of its own after an idle moment, the rules are already in the
 * page's style sheet when the real components mount, and no single task inserts them all.
 *
 * Each part is the very component the screen will show, with the same props (so the same
 * class names); a part is rendered once, then replaced by the next one; the rules stay.
 * What the part draws is never seen. When the caller stops rendering this (the screen's
 * data came first) the parts not yet warmed are simply inserted where they were before.
 * @param props.parts what to mount, in order, one per idle moment
 */
export function WarmStyles(props: { readonly parts: readonly (() => ReactNode)[] }) {
  const { parts } = props;
  // How many parts have been mounted; the last of them is on the page.
  const [warmed, setWarmed] = useState(0);
  useEffect(() => {
    if (warmed >= parts.length) return;
    // A transition: the part's render yields to anything the person or the screen needs.
    return whenIdleAfter(0, () => startTransition(() => setWarmed((n) => n + 1)));
  }, [warmed, parts.length]);
  const part = warmed > 0 && warmed <= parts.length ? parts[warmed - 1] : undefined;
  return (
    <div hidden aria-hidden data-warm-styles>
      {part?.()}
    </div>
  );
}
