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
};

export const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
export const ForgotPasswordPage = lazy(() => import('@/features/auth/ForgotPasswordPage'));
export const NotYetAvailable = lazy(() =>
  import('./pages/StatusPages').then((m) => ({ default: m.NotYetAvailablePage })),
);
