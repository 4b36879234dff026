import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  type ComponentType,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

/** MUI's Tooltip with its Popper (about 12 KiB gzipped): loaded when a tooltip is first wanted. */
const loadTooltip = () => import('@mui/material/Tooltip');
// A hint that cannot be loaded is not shown; the control itself works and is named.
const Tooltip = lazy<ComponentType<TooltipProps>>(() => loadTooltip().catch(() => ({ default: () => null })));

/** MUI Tooltip's own delay before it opens under a pointer, in milliseconds. */
const ENTER_DELAY_MS = 100;

/** The handlers LazyTooltip adds to its child (it calls the child's own first). */
interface ChildProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A tooltip for a control that is always on screen (the top bar's buttons), whose code
 * loads when it is first wanted rather than with the page (docs/performance.md, "The
 * first screens"). It shows MUI's Tooltip, anchored to the child, after the same 100 ms
 * under a mouse pointer and at once on keyboard focus; it hides when the pointer leaves,
 * focus moves away or Escape is pressed. The child is never re-mounted (MUI's Tooltip
 * wraps its child, so loading it later would replace the button under the pointer or
 * the focus): the tooltip is a sibling, anchored through its popper's `anchorEl`.
 * Unlike MUI's Tooltip it does not stay open while the pointer is over the tooltip
 * itself, nor open on a long touch; the child must carry its own accessible name
 * (`aria-label`), since the tooltip is only what a sighted person sees.
 * @param title the translated text shown
 * @param children one element taking pointer and focus handlers (an IconButton)
 */
export function LazyTooltip({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactElement<ChildProps>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const show = (element: HTMLElement, delay: number) => {
    void loadTooltip().catch(() => undefined);
    setAnchor(element);
    clearTimeout(timer.current);
    if (delay === 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const own = children.props;
  const child = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') show(event.currentTarget, ENTER_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget, 0);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  });
  return (
    <>
      {child}
      {anchor && (
        <Suspense fallback={null}>
          <Tooltip
            title={title}
            open={open}
            disableHoverListener
            disableFocusListener
            disableTouchListener
            slotProps={{ popper: { anchorEl: anchor } }}
          >
            {/* MUI's Tooltip needs a child of its own; the popper is anchored to the control. */}
            <span hidden />
          </Tooltip>
        </Suspense>
      )}
    </>
  );
}
