import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-500.css';
import '@fontsource/cairo/arabic-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadStartPage } from '@/app/screens';
import { i18nReady } from '@/lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Render once the texts of the stored locale are in, so no key flashes on screen; a
// sign-in page's chunk loads at the same time rather than after the first render.
void Promise.all([i18nReady, preloadStartPage(window.location.pathname)]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
