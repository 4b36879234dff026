import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { RouteProgress } from '@/components/feedback/RouteProgress';
import { CONTENT_MAX_WIDTH, LOGOUT_REDIRECT_DELAY_MS } from '@/config/constants';
import { LOGIN_PATH, NAV_ITEMS } from '@/config/navigation';
import { markScreenPainted, usePainted, whenIdleAfter } from '@/lib/afterPaint';
import { prepareFormatters } from '@/lib/format';
import { useNotify } from '@/lib/notify/useNotify';
import { queryClient } from '@/lib/query/client';
import type { StaffUser } from '@/lib/session/types';
import { useSession } from '@/lib/session/useSession';
import { useSettings } from '@/lib/theme/useSettings';
import { commandPalette, isApple, isPaletteShortcut } from '../palette';
import { preloadScreen } from '../screens';
import { Footer } from './Footer';
import { IdleSignOut } from './IdleSignOut';
import { ScrollTop } from './ScrollTop';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

/**
 * Rendered beside the routed screen, inside its Suspense boundary: once the screen is
 * shown (usePainted), the menu's badges may count (docs/performance.md, Lighthouse).
 */
function ScreenShown() {
  const painted = usePainted();
  useEffect(() => {
    if (painted) markScreenPainted();
  }, [painted]);
  return null;
}

/**
 * What the content area shows while a returning staff member's session is checked
 * (`provisional`): the heading of the menu path the URL names (the heading its screen
 * shows, at the same place) and the progress bar. Nothing is read; the screen's code
 * starts loading once this is shown, and the screen mounts once the session is signed
 * in (docs/performance.md, Lighthouse).
 */
function ProvisionalPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const painted = usePainted();
  useEffect(() => {
    if (painted) preloadScreen(pathname);
  }, [painted, pathname]);
  const item = NAV_ITEMS.find((i) => i.path === pathname);
  return (
    <>
      <RouteProgress />
      {item && (
        <Typography variant="h4" component="h1">
          {t(item.labelKey)}
        </Typography>
      )}
    </>
  );
}

/**
 * The default layout (spec §2): side navigation, top bar, boxed content (1440 px),
 * footer and scroll-to-top. The routed screen renders in the Outlet, behind a
 * progress bar while its code loads.
 * @param user the signed-in staff member, or while `provisional` the last one read
 * @param leaving true during the 2 s of a logout (spec §4): shown but inert
 * @param provisional true while the session is checked on a page load: the layout
 *   renders from the last profile kept in storage, the screen not yet (ProvisionalPage)
 */
export default function AppLayout({
  user,
  leaving = false,
  provisional = false,
}: {
  readonly user: StaffUser;
  readonly leaving?: boolean;
  readonly provisional?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const { settings } = useSettings();
  const { logout, finishLogout } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  // The number and date formatters are built while the browser waits for the page's
  // code and reads, not inside the screen's first render.
  useEffect(() => whenIdleAfter(0, () => prepareFormatters(i18n.language)), [i18n.language]);
  // The command palette: Ctrl+K (⌘K on Apple devices) or the top bar's button; its code
  // loads on first use (docs/performance.md).
  const [palette, setPalette] = useState<'closed' | 'open' | 'never'>('never');
  const openPalette = useCallback(() => setPalette('open'), []);
  useEffect(() => {
    if (leaving) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setPalette('open');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [leaving]);

  const onLogout = useCallback(async () => {
    await logout();
    notify({ message: t('alert.message.logout'), anchor: { vertical: 'top', horizontal: 'center' } });
    setTimeout(() => {
      finishLogout();
      void navigate(LOGIN_PATH, { replace: true });
    }, LOGOUT_REDIRECT_DELAY_MS);
  }, [logout, finishLogout, notify, navigate, t]);

  // One query cache for the screens and the side menu's badges.
  return (
    <QueryClientProvider client={queryClient}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }} inert={leaving} aria-busy={leaving || undefined}>
        <SideNav
          caller={user}
          permanent={permanent}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
        />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar
            name={user.name || user.email}
            onMenu={permanent ? undefined : () => setOpen(true)}
            onLogout={onLogout}
            onSearch={openPalette}
            searchKeys={isApple() ? '⌘K' : 'Ctrl+K'}
          />
          <Box
            component="main"
            sx={{
              flex: 1,
              // The footer starts below the fold, so a screen filling in does not move it
              // on screen (Lighthouse CLS).
              minHeight: '100vh',
              width: '100%',
              mx: 'auto',
              p: { xs: 2, md: 3 },
              maxWidth: settings.contentWidth === 'boxed' ? CONTENT_MAX_WIDTH : 'none',
            }}
          >
            {provisional ? (
              <ProvisionalPage />
            ) : (
              <Suspense fallback={<RouteProgress />}>
                <Outlet />
                <ScreenShown />
              </Suspense>
            )}
          </Box>
          <Footer />
        </Box>
        <ScrollTop />
      </Box>
      {!leaving && !provisional && <IdleSignOut />}
      {palette !== 'never' && !leaving && !provisional && (
        <Suspense fallback={null}>
          <commandPalette.Component open={palette === 'open'} onClose={() => setPalette('closed')} user={user} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
