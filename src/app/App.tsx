import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { whenIdleAfter } from '@/lib/afterPaint';
import { prefetchTranslations } from '@/lib/i18n/remote';
import { NotifierProvider } from '@/lib/notify/NotifierProvider';
import { SessionProvider } from '@/lib/session/SessionProvider';
import { storedUserId } from '@/lib/session/storage';
import { AppThemeProvider } from '@/lib/theme/AppThemeProvider';
import { createAppRouter } from './router';

/** How long a signed-in page load waits before reading the stored translations. */
const TRANSLATIONS_DELAY_MS = 2500;

/** The whole panel: theme, notifications, session, stored translations and routes. */
export function App() {
  const [router] = useState(createAppRouter);
  // The stored translations (spec §7) are read once the browser is idle; for a returning
  // staff member not before their page's code and first reads have had the connection
  // (docs/performance.md, Lighthouse: about 230 KB from the emulator).
  useEffect(
    () => whenIdleAfter(storedUserId() === null ? 0 : TRANSLATIONS_DELAY_MS, () => void prefetchTranslations()),
    [],
  );
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
