import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { Logo } from '@/components/brand/Logo';
import { mirrorInRtl } from '@/components/brand/mirror';
import { LINK_PREFETCH_MARGIN, NAV_WIDTH } from '@/config/constants';
import { NAV_SECTIONS, NAV_SUB_ITEMS, type NavPath } from '@/config/navigation';
import { visibleNavItems, type Caller } from '@/lib/access';
import { useScreenPainted, whenIdleAfter } from '@/lib/afterPaint';
import { lazyWithPreload } from '@/lib/lazy';
import { SCREENS } from '../screens';
import { MenuBadge } from './MenuBadge';
import { createPrefetchQueue } from './prefetchQueue';
import { appKeys } from '@/lib/query/keys';

// The drawer below lg (MUI's SwipeableDrawer and Modal) is its own chunk: loaded once the
// page is shown and the browser is idle, or when the menu is opened, never on a wide
// screen. A failed load started by opening the menu reaches the route's error page.
const mobileDrawer = lazyWithPreload(() => import('./MobileDrawer').then((m) => m.default));

// The late orders' badge listens live through the order definitions and the live data
// provider: its code loads when the menu's links render (the drawer's first opening on
// a phone), not with the page. It is a count beside a link: if its code cannot be
// loaded, the link shows without it.
const LateOrdersBadge = lazy<ComponentType>(() =>
  import('./LateOrdersBadge').then(
    (m) => ({ default: m.LateOrdersBadge }),
    () => ({ default: () => null }),
  ),
);

/**
 * Link prefetch (spec §9, margin 200 px): while `enabled`, every element of `menu`
 * with a `data-prefetch` path queues the loading of that path's screen (code and texts)
 * once it comes within LINK_PREFETCH_MARGIN of the menu's visible area (the menu
 * scrolls on its own, so it is the observer's root). The queue (createPrefetchQueue)
 * loads one screen at a time, after the open page's reads. Without IntersectionObserver nothing is
 * prefetched; a failed prefetch is forgotten and the click loads the screen as usual.
 * @param menu the scrolling menu element
 * @param enabled false while the menu cannot be seen (the closed drawer)
 * @param version changes when the links change
 */
function usePrefetchNearView(menu: RefObject<HTMLElement | null>, enabled: boolean, version: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const root = menu.current;
    if (!enabled || !root || typeof IntersectionObserver === 'undefined') return;
    const queue = createPrefetchQueue(queryClient);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || !(entry.target instanceof HTMLElement)) continue;
          observer.unobserve(entry.target);
          const screen = SCREENS[entry.target.dataset['prefetch'] as NavPath];
          if (screen) queue.add(screen.preload);
        }
      },
      { root, rootMargin: `${LINK_PREFETCH_MARGIN}px` },
    );
    root.querySelectorAll('[data-prefetch]').forEach((link) => observer.observe(link));
    return () => {
      observer.disconnect();
      queue.stop();
    };
  }, [menu, enabled, version, queryClient]);
}

/** A menu entry's list item: what MUI's ListItem draws with `disablePadding`, without its module. */
const ITEM = { display: 'flex', alignItems: 'center', position: 'relative', width: '100%' } as const;

// A section and its entries as MUI's List (dense, with a subheader), ListSubheader
// (`disableSticky`), ListItemIcon and ListItemText draw them, without their modules (about
// 2.5 KiB gzipped of the signed-in layout; docs/performance.md, "The first screens stay light").
/** A section's list: no padding above its heading, 8 px below its last entry. */
const SECTION = { listStyle: 'none', m: 0, p: 0, pb: 1, position: 'relative', isolation: 'isolate' } as const;
/** A section's heading. */
const HEADING = (theme: Theme) =>
  ({
    boxSizing: 'border-box',
    lineHeight: '48px',
    listStyle: 'none',
    color: theme.palette.text.secondary,
    fontFamily: theme.typography.fontFamily,
    fontWeight: theme.typography.fontWeightMedium,
    fontSize: theme.typography.pxToRem(14),
    px: 2,
  }) as const;
/** An entry's icon. */
const ICON = { minWidth: 36, color: 'inherit', flexShrink: 0, display: 'inline-flex' } as const;
/** An entry's label. */
const LABEL = { flex: '1 1 auto', minWidth: 0, my: 0.5 } as const;

/**
 * An entry's label, as MUI's ListItemText draws it in a dense list.
 * @param props.children the label, translated
 */
function EntryLabel(props: { readonly children: string }) {
  return (
    <Box sx={LABEL}>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {props.children}
      </Typography>
    </Box>
  );
}

/**
 * The menu content: items of the navigation definition the Access allows, by section.
 * @param caller the signed-in person
 * @param prefetch whether links near view load their screens (false in a closed drawer)
 * @param onNavigate called on a link's click (closes the drawer)
 */
function NavList({
  caller,
  prefetch,
  onNavigate,
}: {
  readonly caller: Caller;
  readonly prefetch: boolean;
  readonly onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const items = visibleNavItems(caller);
  const menu = useRef<HTMLElement>(null);
  // Badges are counted again on navigation, those older than MENU_BADGE_STALE_MS only.
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.refetchQueries({ queryKey: appKeys.badges, stale: true, type: 'active' });
  }, [pathname, queryClient]);
  usePrefetchNearView(menu, prefetch, items.map((item) => item.path).join());
  return (
    <Box component="nav" ref={menu} aria-label={t('navbar.menu')} sx={{ overflowY: 'auto', flex: 1 }}>
      {NAV_SECTIONS.map((section) => {
        const inSection = items.filter((item) => item.section === section);
        if (inSection.length === 0) return null;
        return (
          <Box component="ul" key={section} aria-labelledby={`nav-section-${section}`} sx={SECTION}>
            <Box component="li" id={`nav-section-${section}`} sx={HEADING}>
              {t(`navbar.section.${section}`)}
            </Box>
            {inSection.flatMap(({ path, labelKey, icon: Icon, directional, ...item }) => [
              <Box component="li" key={path} sx={ITEM}>
                <ListItemButton
                  component={NavLink}
                  dense
                  to={path}
                  data-prefetch={path}
                  onClick={onNavigate}
                  sx={{ mx: 1, borderRadius: 2, '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
                >
                  <Box sx={ICON}>
                    <Icon fontSize="small" sx={directional ? mirrorInRtl : undefined} />
                  </Box>
                  <EntryLabel>{t(labelKey)}</EntryLabel>
                  {item.badge && <MenuBadge path={path} badge={item.badge} />}
                </ListItemButton>
              </Box>,
              // Its sub-screens, for the same holders (NAV_SUB_ITEMS).
              ...NAV_SUB_ITEMS.filter((sub) => sub.parent === path).map(({ icon: SubIcon, ...sub }) => (
                <Box component="li" key={sub.path} sx={ITEM}>
                  <ListItemButton
                    component={NavLink}
                    dense
                    to={sub.path}
                    end
                    data-prefetch={path}
                    onClick={onNavigate}
                    sx={{
                      mx: 1,
                      paddingInlineStart: 4,
                      borderRadius: 2,
                      '&.active': { bgcolor: 'action.selected', color: 'primary.main' },
                    }}
                  >
                    <Box sx={ICON}>
                      <SubIcon fontSize="small" />
                    </Box>
                    <EntryLabel>{t(sub.labelKey)}</EntryLabel>
                    {sub.liveBadge === 'lateOrders' && (
                      <Suspense fallback={null}>
                        <LateOrdersBadge />
                      </Suspense>
                    )}
                  </ListItemButton>
                </Box>
              )),
            ])}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * Side navigation (spec §2, §9): 260 px, permanent from the lg breakpoint, a
 * swipeable drawer below it (edge 20 px; MUI's default fling velocity is 450). The
 * drawer's links (about 30, with icons and badges) render when it first opens, or when
 * a finger first touches its swipe edge, not with the page: on a slow phone they were a
 * large part of the signed-in page's first render, for a menu no one sees yet
 * (docs/performance.md, Lighthouse). The closed drawer is hidden from everyone, so
 * nothing is lost meanwhile; its badges are counted when it opens. The permanent menu's
 * links render in a transition right after the page's first render. The drawer's own
 * code (MobileDrawer) loads once the page is shown and the browser is idle, or when the
 * menu is opened first; a swipe from the edge works once it is in.
 * @param caller the signed-in person
 * @param permanent true at lg and above
 * @param open drawer state below lg
 */
export function SideNav(props: {
  readonly caller: Caller;
  readonly permanent: boolean;
  readonly open: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
}) {
  // Whether the drawer's links have rendered (they stay once they have).
  const [links, setLinks] = useState(false);
  if (props.open && !links) setLinks(true);
  // The permanent menu's links render just after the page's first one, in a transition
  // that React renders in slices: at a 4× slower CPU they were most of a 300–500 ms task
  // before the dashboard's first paint (docs/performance.md, "Dashboard charts").
  useEffect(() => {
    if (props.permanent && !links) startTransition(() => setLinks(true));
  }, [props.permanent, links]);
  // Whether the drawer renders: once its code is in (loaded when the browser is idle after
  // the first screen), or at once when the menu is opened (it then waits for its code).
  const [drawer, setDrawer] = useState(false);
  if (!props.permanent && props.open && !drawer) setDrawer(true);
  const painted = useScreenPainted();
  useEffect(() => {
    if (props.permanent || drawer || !painted) return;
    let cancelled = false;
    const stop = whenIdleAfter(0, () =>
      mobileDrawer.preload().then(
        () => !cancelled && setDrawer(true),
        // Not in: opening the menu loads it again.
        () => undefined,
      ),
    );
    return () => {
      cancelled = true;
      stop();
    };
  }, [props.permanent, drawer, painted]);
  const header = (
    <Box sx={{ px: 2.5, py: 2, display: 'flex', alignItems: 'center', minHeight: 64 }}>
      <Logo />
    </Box>
  );
  if (props.permanent) {
    // What MUI's permanent Drawer draws (a docked box keeping the menu's width, the
    // fixed menu in it), without the Drawer module, which imports the Modal and the
    // slide that only the drawer below lg uses.
    return (
      <Box className="MuiDrawer-docked" sx={{ width: NAV_WIDTH, flex: '0 0 auto' }}>
        <Paper
          square
          elevation={0}
          className="MuiDrawer-paper"
          sx={{
            width: NAV_WIDTH,
            boxSizing: 'border-box',
            display: 'flex',
            flexDirection: 'column',
            height: '100%',
            overflowY: 'auto',
            position: 'fixed',
            top: 0,
            insetInlineStart: 0,
            zIndex: 'drawer',
            borderInlineEnd: 1,
            borderColor: 'divider',
            outline: 0,
          }}
        >
          {header}
          {links && <NavList caller={props.caller} prefetch />}
        </Paper>
      </Box>
    );
  }
  if (!drawer) return null;
  return (
    <Suspense fallback={null}>
      <mobileDrawer.Component
        open={props.open}
        onOpen={props.onOpen}
        onClose={props.onClose}
        onSwipeStart={() => setLinks(true)}
      >
        {header}
        {links && <NavList caller={props.caller} prefetch={props.open} onNavigate={props.onClose} />}
      </mobileDrawer.Component>
    </Suspense>
  );
}
