/**
 * The login page's static shell (docs/performance.md): a Vite plugin that writes, into
 * index.html, a card with the login heading and subtitle in the stored language, shown
 * before any JavaScript has run, so the first paint does not wait for the bundle. The
 * panel removes it once its own login page is on screen (src/lib/boot.ts). Its texts
 * are read from src/locales at build time: the bundled texts stay the one source.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Id of the shell's element (src/lib/boot.ts removes it). */
export const BOOT_ID = 'boot';

function texts(root: string, locale: 'en' | 'ar') {
  const common = JSON.parse(readFileSync(join(root, 'src', 'locales', locale, 'common.json'), 'utf8')) as Record<
    string,
    string
  >;
  return { title: common['login.welcome'] ?? '', text: common['login.subtitle'] ?? '' };
}

/**
 * @param root the repository's root folder
 * @returns the plugin adding the shell to index.html
 */
export function loginShell(root: string): Plugin {
  return {
    name: 'login-shell',
    transformIndexHtml: {
      // After Vite has added its tags: the font CSS then loads without blocking the
      // first paint (fonts swap in when they arrive).
      order: 'post',
      handler: (html) => {
        const all = JSON.stringify({ en: texts(root, 'en'), ar: texts(root, 'ar') }).replace(/</g, '\\u003c');
        const shell =
          `<div id="${BOOT_ID}" aria-hidden="true" style="position:fixed;inset:0;z-index:2000;display:grid;justify-items:center;align-items:start;padding:10vh 16px 16px;box-sizing:border-box;font-family:Roboto,Cairo,system-ui,sans-serif;background:#fafafa;color:rgba(0,0,0,.87)">` +
          `<div style="width:100%;max-width:440px;box-sizing:border-box;padding:32px 24px;border:1px solid rgba(0,0,0,.12);border-radius:4px;background:#fff">` +
          `<div style="height:40px;margin-bottom:24px"></div>` +
          `<p id="${BOOT_ID}-title" style="margin:0 0 8px;font-size:1.75rem;line-height:1.3"></p>` +
          `<p id="${BOOT_ID}-text" style="margin:0;color:rgba(0,0,0,.6)"></p>` +
          `</div></div>`;
        const script =
          `<script>(function(){var s=localStorage,b=document.getElementById('${BOOT_ID}');` +
          `if(location.pathname!=='/'||s.getItem('userId')){b.remove();return}` +
          `var t=${all},l=s.getItem('locale')==='ar'?'ar':'en',m='light';` +
          `try{m=JSON.parse(s.getItem('settings')||'{}').mode==='dark'?'dark':'light'}catch(e){}` +
          `document.documentElement.lang=l;document.documentElement.dir=l==='ar'?'rtl':'ltr';` +
          `document.getElementById('${BOOT_ID}-title').textContent=t[l].title;` +
          `document.getElementById('${BOOT_ID}-text').textContent=t[l].text;` +
          `if(m==='dark'){b.style.background='#121212';b.style.color='#fff';var c=b.firstChild;c.style.background='#1e1e1e';c.style.borderColor='rgba(255,255,255,.12)';c.lastChild.style.color='rgba(255,255,255,.7)'}` +
          `setTimeout(function(){b.remove()},15000)})()</script>`;
        return html
          .replace('<div id="root"></div>', `<div id="root"></div>${shell}${script}`)
          .replace(
            /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
            `<link rel="preload" as="style" crossorigin href="$1" onload="this.onload=null;this.rel='stylesheet'"><noscript><link rel="stylesheet" href="$1"></noscript>`,
          );
      },
    },
  };
}
