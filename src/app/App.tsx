import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { prefetchTranslations } from '@/lib/i18n/remote';
import { NotifierProvider } from '@/lib/notify/NotifierProvider';
import { SessionProvider } from '@/lib/session/SessionProvider';
import { AppThemeProvider } from '@/lib/theme/AppThemeProvider';
import { createAppRouter } from './router';

/** The whole panel: theme, notifications, session, stored translations and routes. */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => void prefetchTranslations(), []);
  return (
    <AppThemeProvider>
      <NotifierProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </NotifierProvider>
    </AppThemeProvider>
  );
}
