import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import type { ReactNode } from 'react';
import { NAV_WIDTH, SWIPE_EDGE_WIDTH } from '@/config/constants';

/**
 * The side menu below the lg breakpoint (spec §2, §9): a swipeable drawer (edge 20 px;
 * MUI's default fling velocity is 450), kept mounted while closed. A chunk of its own
 * (MUI's SwipeableDrawer with its Modal, focus trap and slide, about 11 KiB gzipped):
 * SideNav loads it once the page is shown and the browser is idle, or at once when the
 * menu is opened; a wide screen's permanent menu never loads it.
 * @param open whether the drawer is open
 * @param onOpen a swipe from the edge opens it
 * @param onClose a swipe back, the backdrop or Escape closes it
 * @param onSwipeStart a finger touched the swipe edge (the links render then)
 * @param children the menu's header and links
 */
export default function MobileDrawer(props: {
  readonly open: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
  readonly onSwipeStart: () => void;
  readonly children: ReactNode;
}) {
  return (
    <SwipeableDrawer
      open={props.open}
      onOpen={props.onOpen}
      onClose={props.onClose}
      swipeAreaWidth={SWIPE_EDGE_WIDTH}
      slotProps={{ swipeArea: { onTouchStart: props.onSwipeStart } }}
      disableBackdropTransition
      ModalProps={{ keepMounted: true }}
      sx={{
        '& .MuiDrawer-paper': { width: NAV_WIDTH, boxSizing: 'border-box', display: 'flex', flexDirection: 'column' },
      }}
    >
      {props.children}
    </SwipeableDrawer>
  );
}
