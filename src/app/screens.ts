/**
 * The screen of each menu path, each a lazily loaded chunk (spec §2), loaded together
 * with its texts (its files of src/locales, docs/performance.md): the lazy component
 * resolves only once both are in, so no key flashes on screen. Every menu path has
 * its entry (a Record over NavPath); adding a feature's screen is one line.
 * A screen receives the rest of the URL, so it can hold its own sub-routes
 * (list, new, detail, edit).
 */
import { lazy, type ComponentType } from 'react';
import { FORGOT_PASSWORD_PATH, HOME_PATH, LOGIN_PATH, NAV_ITEMS, type NavPath } from '@/config/navigation';
import { i18n, isLocale, loadLocale, loadNamespaces, storedLocale } from '@/lib/i18n';
import { lazyWithPreload, type Preloadable } from '@/lib/lazy';

type Module = { default: ComponentType };

/**
 * A lazily loaded page and the function that starts loading its code and texts (menu
 * link prefetch, preloadSignedInPage); once both are in, the page renders at once.
 */
export type LazyScreen = Preloadable<object>;

/** The texts every entity screen uses (list, form and dialog texts of src/components). */
const ENTITY = 'entity';

/** A person's page also lists their orders, products, sub-categories, reports, fines and rewards. */
const PEOPLE = [
  ENTITY,
  'people',
  'orders',
  'products',
  'categories',
  'riderService',
  'prizesFines',
  'reviews',
  'statements',
];

/**
 * @param load the dynamic import of the page's module
 * @param namespaces its texts: file names of src/locales/<locale>, or 'all'
 * @returns the page as a lazy component with its preload
 */
function lazyScreen(load: () => Promise<Module>, namespaces: readonly string[] | 'all' = []): LazyScreen {
  return lazyWithPreload(() => {
    // An entity screen's list page (its own chunk, with the heading) loads beside the
    // screen's code, not once the screen has rendered; nothing waits for it here.
    if (namespaces !== 'all' && namespaces.includes(ENTITY)) {
      void import('@/components/entity/EntityRoutes').then((m) => m.entityListPage.preload()).catch(() => undefined);
    }
    const locale = isLocale(i18n.language) ? i18n.language : storedLocale();
    const texts = namespaces === 'all' ? loadLocale(locale) : loadNamespaces(namespaces, locale);
    return Promise.all([load(), texts]).then(([module]) => module.default);
  });
}

/**
 * Every menu path's screen (spec §2), each a lazily loaded route. A Record over NavPath:
 * a menu entry without its screen does not compile (tests/unit/screens.test.ts).
 */
export const SCREENS: Record<NavPath, LazyScreen> = {
  '/dashboard': lazyScreen(() => import('@/features/dashboard/DashboardPage')),
  '/FAQs': lazyScreen(() => import('@/features/faqs/FaqsScreen'), [ENTITY, 'faqs']),
  '/coupon': lazyScreen(() => import('@/features/coupons/CouponsScreen'), [ENTITY, 'coupons']),
  '/allOrders': lazyScreen(
    () => import('@/domains/orders/list/OrdersScreen'),
    [ENTITY, 'orders', 'liveMap', 'pause', 'cash'],
  ),
  '/supplierCancelledOrders': lazyScreen(
    () => import('@/domains/orders/list/SupplierCancelledScreen'),
    [ENTITY, 'orders'],
  ),
  '/SubscriptionPackages': lazyScreen(
    () => import('@/features/subscriptionPackages/SubscriptionPackagesScreen'),
    [ENTITY, 'subscriptionPackages'],
  ),
  '/Cities': lazyScreen(() => import('@/features/cities/CitiesScreen'), [ENTITY, 'cities']),
  '/Category': lazyScreen(() => import('@/features/categories/CategoriesScreen'), [ENTITY, 'categories']),
  '/user': lazyScreen(() => import('@/features/people/CustomersScreen'), PEOPLE),
  '/supplier': lazyScreen(() => import('@/features/people/SuppliersScreen'), [...PEOPLE, 'pause']),
  '/deliveryCompany': lazyScreen(() => import('@/features/people/DeliveryCompaniesScreen'), PEOPLE),
  '/rider': lazyScreen(() => import('@/features/people/RidersScreen'), PEOPLE),
  '/Admins': lazyScreen(() => import('@/features/people/EmployeesScreen'), PEOPLE),
  '/Products': lazyScreen(() => import('@/features/products/ProductsScreen'), [ENTITY, 'products']),
  '/withdraw': lazyScreen(
    () => import('@/features/withdrawals/WithdrawalsScreen'),
    [ENTITY, 'withdrawals', 'money', 'statements', 'cash', 'adjustments'],
  ),
  '/refunds': lazyScreen(() => import('@/domains/orders/refunds/RefundsScreen'), [ENTITY, 'orders']),
  '/prizesFines': lazyScreen(() => import('@/features/prizesFines/PrizesFinesScreen'), [ENTITY, 'prizesFines']),
  '/articles': lazyScreen(() => import('@/features/articles/ArticlesScreen'), [ENTITY, 'articles']),
  '/imageGallery': lazyScreen(() => import('@/features/gallery/GalleryScreen'), [ENTITY, 'gallery']),
  '/advertise': lazyScreen(() => import('@/features/advertisements/AdvertisementsScreen'), [ENTITY, 'advertisements']),
  '/banners': lazyScreen(() => import('@/features/banners/BannersScreen'), [ENTITY, 'banners']),
  '/about': lazyScreen(() => import('@/features/about/AboutScreen'), [ENTITY, 'about']),
  '/contact': lazyScreen(() => import('@/features/contact/ContactScreen'), [ENTITY, 'contact']),
  '/customerService': lazyScreen(
    () => import('@/features/customerService/CustomerServiceScreen'),
    [ENTITY, 'customerService'],
  ),
  '/RiderService': lazyScreen(() => import('@/features/riderService/RiderServiceScreen'), [ENTITY, 'riderService']),
  // The editor may delete any key and then shows its bundled default: it needs them all.
  '/translation': lazyScreen(() => import('@/features/translation/TranslationScreen'), 'all'),
  '/reports': lazyScreen(() => import('@/domains/orders/reports/ReportsScreen'), [ENTITY, 'reports']),
  '/trash': lazyScreen(() => import('@/features/trash/TrashScreen'), ['trash']),
};

const login = lazyScreen(() => import('@/features/auth/LoginPage'));
const forgotPassword = lazyScreen(() => import('@/features/auth/ForgotPasswordPage'));
export const LoginPage = login.Component;
export const ForgotPasswordPage = forgotPassword.Component;

/**
 * Starts loading the page the panel opens on when it is a sign-in page, so its chunk
 * downloads together with the texts instead of after the first render (login LCP).
 * @param pathname location.pathname at start
 * @returns when that page's chunk is in (at once for other paths); never rejects
 */
export function preloadStartPage(pathname: string): Promise<void> {
  const page = pathname === LOGIN_PATH ? login : pathname === FORGOT_PASSWORD_PATH ? forgotPassword : undefined;
  return page
    ? page.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** The signed-in shell (menu, top bar): loaded after sign-in, not with the login page. */
export const appLayout = lazyWithPreload(() => import('./layout/AppLayout').then((m) => m.default));

/**
 * Starts loading what a returning staff member's page needs, the signed-in layout and
 * the screen of the path (code and texts), while Firebase Auth and their profile load
 * instead of after them: with a stored userId (spec §3) the panel will most likely show
 * that page (docs/performance.md, Lighthouse). `/` with a stored userId goes to the
 * dashboard (spec §2). Nothing is awaited: the guards still decide what is shown, and a
 * failed load is retried when the page renders.
 * @param pathname location.pathname at start
 * @param hasStoredUser whether a userId is stored
 * @param withScreen false when the layout renders first from the kept profile
 *   (storedStaffHint): the screen's code then loads once the layout is shown
 *   (preloadScreen), so the two do not share a slow connection before the first paint
 */
export function preloadSignedInPage(pathname: string, hasStoredUser: boolean, withScreen = true): void {
  if (!hasStoredUser || pathname === FORGOT_PASSWORD_PATH) return;
  if (!screenItem(pathname)) return;
  void appLayout.preload().catch(() => undefined);
  if (withScreen) preloadScreen(pathname);
}

/**
 * Starts loading the screen of a path (code and texts); nothing is awaited.
 * @param pathname location.pathname (`/` stands for the dashboard)
 */
export function preloadScreen(pathname: string): void {
  const item = screenItem(pathname);
  if (item) void SCREENS[item.path].preload().catch(() => undefined);
}

/** @returns the menu item whose screen shows `pathname` (`/` the dashboard's), or undefined */
function screenItem(pathname: string) {
  const path = pathname === LOGIN_PATH ? HOME_PATH : pathname;
  return NAV_ITEMS.find((i) => path === i.path || path.startsWith(`${i.path}/`));
}

// The status pages are rarely shown: they load on demand, not with the login page.
export const NoAccessPage = lazy(() => import('./pages/StatusPages').then((m) => ({ default: m.NoAccessPage })));
export const NotFoundPage = lazy(() => import('./pages/StatusPages').then((m) => ({ default: m.NotFoundPage })));
export const UnreachablePage = lazy(() => import('./pages/StatusPages').then((m) => ({ default: m.UnreachablePage })));
export const DeniedPage = lazy(() => import('./pages/StatusPages').then((m) => ({ default: m.DeniedPage })));
