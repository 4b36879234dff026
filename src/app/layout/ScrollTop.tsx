import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { SCROLL_TOP_THRESHOLD } from '@/config/constants';

// A page that is never scrolled that far never loads the button (MUI's Fab and Zoom);
// if its code cannot be loaded, there is no button, and the page is otherwise whole.
const ScrollTopButton = lazy<ComponentType<{ readonly shown: boolean }>>(() =>
  import('./ScrollTopButton').catch(() => ({ default: () => null })),
);

/**
 * The scroll-to-top button, shown after 400 px of scroll (spec §2, §9). Its code loads
 * when the page is first scrolled that far (docs/performance.md, "The first screens").
 */
export function ScrollTop() {
  const shown = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD });
  // Once wanted, it stays rendered so that it can zoom out and in again.
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollTopButton shown={shown} />
    </Suspense>
  );
}
