#!/usr/bin/env node
/**
 * Makes the demo pictures of scripts/seed-data/pictures.ts (run once by hand when the
 * seed's categories, articles, gallery, advertisements or banners change:
 * `npx tsx scripts/seed-data/make-pictures.ts`): a 480x270 coloured card with its
 * label, rendered by Debian's Chromium and saved as a small JPEG in
 * scripts/seed-data/images/. The files are committed; the seed only uploads them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { PICTURES } from './pictures';
import { escapeXml } from './random';

const OUT = join(import.meta.dirname, 'images');
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 480, height: 270 } });
for (const p of PICTURES) {
  await page.setContent(
    `<body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" width="480" height="270">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(p.color)}"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>` +
      `<rect width="480" height="270" fill="${escapeXml(p.color)}"/><rect width="480" height="270" fill="url(#g)"/>` +
      `<circle cx="400" cy="60" r="90" fill="#fff" fill-opacity="0.12"/>` +
      `<text x="240" y="150" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">${escapeXml(p.label)}</text>` +
      `</svg></body>`,
  );
  writeFileSync(join(OUT, p.file), await page.screenshot({ type: 'jpeg', quality: 70 }));
}
await browser.close();
console.log(`${PICTURES.length} pictures written to ${OUT}`);
