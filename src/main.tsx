import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-500.css';
import '@fontsource/cairo/arabic-700.css';
import cairoArabic400 from '@fontsource/cairo/files/cairo-arabic-400-normal.woff2?url';
import cairoArabic700 from '@fontsource/cairo/files/cairo-arabic-700-normal.woff2?url';
import robotoLatin400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2?url';
import robotoLatin700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2?url';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadSignedInPage, preloadStartPage } from '@/app/screens';
import { i18nReady, storedLocale } from '@/lib/i18n';
import { storedStaffHint, storedUserId } from '@/lib/session/storage';

// The faces the login page shows (body 400, button 600 → 700) in the stored language
// start downloading now, not once the first render finds them in the CSS (login LCP).
// The other faces keep loading on use; every @fontsource face has font-display: swap.
const FIRST_FONTS = storedLocale() === 'ar' ? [cairoArabic400, cairoArabic700] : [robotoLatin400, robotoLatin700];
for (const href of FIRST_FONTS) {
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'font', type: 'font/woff2', href });
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

// A returning staff member's layout and page load while their session is checked; with
// a kept profile the layout renders first, and the page's code follows its first paint.
preloadSignedInPage(window.location.pathname, storedUserId() !== null, storedStaffHint() === null);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Render once the texts of the stored locale are in, so no key flashes on screen; a
// sign-in page's chunk loads at the same time rather than after the first render.
// The first render is a transition: React renders it in slices that leave the main
// thread free between them, instead of one long task (index.html's static shell is on
// screen meanwhile; docs/performance.md, Lighthouse).
void Promise.all([i18nReady, preloadStartPage(window.location.pathname)]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
