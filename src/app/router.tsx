import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, NAV_ITEMS } from '@/config/navigation';
import { PublicOnly, RequireAccess, RequireStaff } from './guards';
import { BlankLayout } from './layout/BlankLayout';
import { ForgotPasswordPage, LoginPage, NotFoundPage, SCREENS } from './screens';

/**
 * The routes, built from the one navigation definition (spec §2): every menu path
 * is guarded by the Access check and renders its lazily loaded screen.
 * @returns route objects for createBrowserRouter (exported for tests)
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <BlankLayout />,
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
      children: [
        ...NAV_ITEMS.map(({ path }) => {
          const Screen = SCREENS[path].Component;
          return {
            path: `${path}/*`,
            element: (
              <RequireAccess path={path}>
                <Screen />
              </RequireAccess>
            ),
          };
        }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** Creates the browser router of the panel. */
export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
