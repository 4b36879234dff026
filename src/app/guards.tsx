import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { RouteProgress } from '@/components/feedback/RouteProgress';
import { HOME_PATH, LOGIN_PATH } from '@/config/navigation';
import { canAccess } from '@/lib/access';
import { storedUserId } from '@/lib/session/storage';
import { useSession } from '@/lib/session/useSession';
import { appLayout, DeniedPage, NoAccessPage, UnreachablePage } from './screens';

/** The signed-in shell loads after sign-in (or with the page, preloadSignedInPage), not with the login page. */
const AppLayout = appLayout.Component;

/**
 * The calm page of a logout's 2 s (spec §4: the alert, then / after 2 s): a centred
 * "Signing out…", while no screen is mounted, so nothing reads Firestore once the
 * person is signed out (no query the rules refuse, no live listener "lost").
 */
function SigningOutPage() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 3, bgcolor: 'background.default' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={32} aria-hidden="true" />
        <Typography variant="h6" component="p">
          {t('user.signingOut')}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Guards every staff route (spec §2 redirect rules): without a signed-in staff member
 * it goes to /. While a returning staff member's session is checked, the layout renders
 * from their last profile (`provisional`), without the screen (AppLayout). The locale is in localStorage, so it is kept across the redirect.
 * During a logout (spec §4: the alert, then / after 2 s) the layout and its screens
 * are unmounted at once (their queries and listeners stop) and a calm "Signing out…"
 * page is shown.
 */
export function RequireStaff() {
  const { session, provisional, logout, finishLogout } = useSession();
  const leave = () => void logout().then(finishLogout);
  switch (session.status) {
    case 'loading':
      // A returning staff member's layout and page heading render from their last
      // profile while the session is checked; no screen mounts before it is signed in.
      return provisional ? (
        <Suspense fallback={<RouteProgress />}>
          <AppLayout user={provisional} provisional />
        </Suspense>
      ) : (
        <RouteProgress />
      );
    case 'signedOut':
      return <Navigate to={LOGIN_PATH} replace />;
    case 'unreachable':
      return (
        <Suspense fallback={<RouteProgress />}>
          <UnreachablePage onSignOut={leave} />
        </Suspense>
      );
    case 'denied':
      return (
        <Suspense fallback={<RouteProgress />}>
          <DeniedPage onSignOut={leave} />
        </Suspense>
      );
    case 'loggingOut':
      return <SigningOutPage />;
    case 'signedIn':
      return (
        <Suspense fallback={<RouteProgress />}>
          <AppLayout user={session.user} />
        </Suspense>
      );
  }
}

/**
 * Route-level Access enforcement (beyond spec §6; docs/access.md).
 * @param path the menu path of the screen
 * @param children the screen
 */
export function RequireAccess({ path, children }: { readonly path: string; readonly children: ReactNode }) {
  const { session } = useSession();
  if (session.status !== 'signedIn' || !canAccess(session.user, path)) return <NoAccessPage />;
  return children;
}

/**
 * The login page: a signed-in staff member goes straight to /dashboard (spec §2). A
 * returning one (a stored `userId`) sees a progress bar, not the login form, while the
 * session is checked, so the form never flashes before /dashboard; without a stored id
 * the form shows at once.
 */
export function PublicOnly({ children }: { readonly children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'signedIn') return <Navigate to={HOME_PATH} replace />;
  if (session.status === 'loading' && storedUserId() !== null) return <RouteProgress />;
  return children;
}
