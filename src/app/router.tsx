import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, NAV_ITEMS } from '@/config/navigation';
import { PublicOnly, RequireAccess, RequireStaff } from './guards';
import { BlankLayout } from './layout/BlankLayout';
import { RouteError } from './RouteError';
import { ForgotPasswordPage, LoginPage, NotFoundPage, SCREENS } from './screens';

/**
 * Screens that are one page, without sub-routes of their own: a longer path under them
 * (`/dashboard/foo`) is not found rather than the screen again. Every other screen
 * answers the rest of its URL itself, its unknown paths included (EntityRoutes).
 */
const ONE_PAGE: ReadonlySet<string> = new Set(['/dashboard', '/imageGallery', '/translation']);

/**
 * The routes, built from the one navigation definition (spec §2): every menu path
 * is guarded by the Access check and renders its lazily loaded screen; any other path
 * shows the not-found page. Every route has RouteError as its error element: a screen
 * whose code did not arrive or that failed says so, translated, inside the layout.
 * @returns route objects for createBrowserRouter (exported for tests)
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <BlankLayout />,
      errorElement: <RouteError />,
      children: [
        {
          path: LOGIN_PATH,
          element: (
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          ),
        },
        { path: FORGOT_PASSWORD_PATH, element: <ForgotPasswordPage /> },
      ],
    },
    {
      element: <RequireStaff />,
      errorElement: <RouteError />,
      children: [
        ...NAV_ITEMS.map(({ path }) => {
          const Screen = SCREENS[path].Component;
          return {
            path: ONE_PAGE.has(path) ? path : `${path}/*`,
            errorElement: <RouteError />,
            element: (
              <RequireAccess path={path}>
                <Screen />
              </RequireAccess>
            ),
          };
        }),
        { path: '*', element: <NotFoundPage />, errorElement: <RouteError /> },
      ],
    },
  ];
}

/** Creates the browser router of the panel. */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
