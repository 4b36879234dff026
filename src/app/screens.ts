/**
 * The screen of each menu path, each a lazily loaded chunk (spec §2). A path without
 * an entry shows the "not yet available" page; adding a feature's screen is one line.
 * A screen receives the rest of the URL, so it can hold its own sub-routes
 * (list, new, detail, edit).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { NavPath } from '@/config/navigation';

type Screen = LazyExoticComponent<ComponentType>;

export const SCREENS: Partial<Record<NavPath, Screen>> = {
  '/dashboard': lazy(() => import('@/features/dashboard/DashboardPage')),
  '/FAQs': lazy(() => import('@/features/faqs/FaqsScreen')),
  '/coupon': lazy(() => import('@/features/coupons/CouponsScreen')),
  '/SubscriptionPackages': lazy(() => import('@/features/subscriptionPackages/SubscriptionPackagesScreen')),
  '/Cities': lazy(() => import('@/features/cities/CitiesScreen')),
  '/Category': lazy(() => import('@/features/categories/CategoriesScreen')),
  '/articles': lazy(() => import('@/features/articles/ArticlesScreen')),
  '/translation': lazy(() => import('@/features/translation/TranslationScreen')),
};

export const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
export const ForgotPasswordPage = lazy(() => import('@/features/auth/ForgotPasswordPage'));
// The status pages are rarely shown: they load on demand, not with the login page.
export const NotYetAvailable = lazy(() =>
  import('./pages/StatusPages').then((m) => ({ default: m.NotYetAvailablePage })),
);
export const NoAccessPage = lazy(() => import('./pages/StatusPages').then((m) => ({ default: m.NoAccessPage })));
export const NotFoundPage = lazy(() => import('./pages/StatusPages').then((m) => ({ default: m.NotFoundPage })));
export const UnreachablePage = lazy(() => import('./pages/StatusPages').then((m) => ({ default: m.UnreachablePage })));
export const DeniedPage = lazy(() => import('./pages/StatusPages').then((m) => ({ default: m.DeniedPage })));
