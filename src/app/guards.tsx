import Box from '@mui/material/Box';
import { Suspense, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { RouteProgress } from '@/components/feedback/RouteProgress';
import { HOME_PATH, LOGIN_PATH } from '@/config/navigation';
import { canAccess } from '@/lib/access';
import type { StaffUser } from '@/lib/session/types';
import { useSession } from '@/lib/session/useSession';
import { appLayout, DeniedPage, NoAccessPage, UnreachablePage } from './screens';

/** The signed-in shell loads after sign-in (or with the page, preloadSignedInPage), not with the login page. */
const AppLayout = appLayout.Component;

/**
 * Guards every staff route (spec §2 redirect rules): without a signed-in staff member
 * it goes to /. The locale is in localStorage, so it is kept across the redirect.
 * During a logout (spec §4: the alert, then / after 2 s) the layout and the open page
 * stay on screen, inert, instead of a blank page.
 */
export function RequireStaff() {
  const { session, logout, finishLogout } = useSession();
  // The signed-in person, kept through loggingOut only (never across other states).
  const [shown, setShown] = useState<StaffUser | null>(null);
  const current = session.status === 'signedIn' ? session.user : session.status === 'loggingOut' ? shown : null;
  if (current !== shown) setShown(current);
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
    case 'signedIn':
      // The same element in both states, so the layout and the page stay mounted.
      if (!current) return <Box sx={{ minHeight: '100vh' }} />;
      return (
        <Suspense fallback={<RouteProgress />}>
          <AppLayout user={current} leaving={session.status === 'loggingOut'} />
        </Suspense>
      );
  }
}

/**
 * Route-level Access enforcement (beyond spec §6; docs/access.md). During a logout the
 * page already shown stays until the panel goes to / (RequireStaff).
 * @param path the menu path of the screen
 * @param children the screen
 */
export function RequireAccess({ path, children }: { readonly path: string; readonly children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loggingOut') return children;
  if (session.status !== 'signedIn' || !canAccess(session.user.access, path)) return <NoAccessPage />;
  return children;
}

/** The login page: a signed-in staff member goes straight to /dashboard (spec §2). */
export function PublicOnly({ children }: { readonly children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'signedIn') return <Navigate to={HOME_PATH} replace />;
  return children;
}
