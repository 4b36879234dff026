/**
 * How lists lay themselves out on the device in hand (docs/adding-an-entity.md, lists
 * on tablets): a touch screen (`pointer: coarse`) gets 44 px targets and roomier rows,
 * a narrow one (under the md breakpoint, a portrait tablet) folds its filters away and
 * puts a row's actions in one menu.
 */
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext } from 'react';

/** The media query of a touch screen: a finger, not a mouse. */
export const COARSE_POINTER = '(pointer: coarse)';

/** The smallest side of a control a finger can hit (WCAG 2.5.5), in px. */
export const TOUCH_TARGET_PX = 44;

/**
 * @returns `touch`: the primary pointer is coarse (a finger); `narrow`: the window is
 *   below the md breakpoint (900 px)
 */
export function useDeviceLayout(): { readonly touch: boolean; readonly narrow: boolean } {
  const theme = useTheme();
  const touch = useMediaQuery(COARSE_POINTER, { noSsr: true });
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return { touch, narrow };
}

/**
 * How RowActions shows a row's actions: 'inline' buttons (the default, where they fit)
 * or one "Actions" button opening them as a menu (touch and narrow screens). Provided by
 * EntityTable; a table of its own may provide it too.
 */
export const RowActionsLayout = createContext<'inline' | 'menu'>('inline');
