import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { RouteProgress } from '@/components/feedback/RouteProgress';
import { HOME_PATH, LOGIN_PATH } from '@/config/navigation';
import { canAccess } from '@/lib/access';
import { useSession } from '@/lib/session/useSession';
import { DeniedPage, NoAccessPage, UnreachablePage } from './screens';

/** The signed-in shell loads after sign-in, not with the login page. */
const AppLayout = lazy(() => import('./layout/AppLayout'));

/**
 * Guards every staff route (spec §2 redirect rules): without a signed-in staff member
 * it goes to /. The locale is in localStorage, so it is kept across the redirect.
 */
export function RequireStaff() {
  const { session, logout, finishLogout } = useSession();
  const leave = () => void logout().then(finishLogout);
  switch (session.status) {
    case 'loading':
      return <RouteProgress />;
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
      return <Box sx={{ minHeight: '100vh' }} />;
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
  if (session.status !== 'signedIn' || !canAccess(session.user.access, path)) return <NoAccessPage />;
  return children;
}

/** The login page: a signed-in staff member goes straight to /dashboard (spec §2). */
export function PublicOnly({ children }: { readonly children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'signedIn') return <Navigate to={HOME_PATH} replace />;
  return children;
}
