import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { db } from '@/lib/firebase';
import { subscribeTranslations } from '@/lib/i18n/remote';
import { NotifierProvider } from '@/lib/notify/NotifierProvider';
import { SessionProvider } from '@/lib/session/SessionProvider';
import { AppThemeProvider } from '@/lib/theme/AppThemeProvider';
import { createAppRouter } from './router';

/** The whole panel: theme, notifications, session, live translations and routes. */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => subscribeTranslations(db), []);
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
