#!/usr/bin/env node
/**
 * Makes the demo pictures of scripts/seed-data/pictures.ts (run once by hand when the
 * seed's products, categories, articles, gallery, advertisements or banners change:
 * `npx tsx scripts/seed-data/make-pictures.ts`), rendered by Debian's Chromium with the
 * colour emoji of Debian's `fonts-noto-color-emoji` (apt-get install it first; the script
 * stops if the font is missing, rather than drawing empty boxes) and saved as small
 * JPEGs in scripts/seed-data/images/:
 * - a product: a 480x480 studio photo, its motif on a white-to-tint backdrop over a soft
 *   floor shadow;
 * - anything else: a 480x270 card of its colour, its motif large on one side and its
 *   label on the other.
 * The files are committed; the seed only uploads them. `PREVIEW=<folder>` also writes
 * PNG copies there, to look at.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { PICTURES, type SeedPicture } from './pictures';
import { escapeXml } from './random';

if (!execFileSync('fc-list', [], { encoding: 'utf8' }).includes('Noto Color Emoji')) {
  console.error('The colour emoji font is missing: apt-get install fonts-noto-color-emoji');
  process.exit(1);
}

const OUT = join(import.meta.dirname, 'images');
const PREVIEW = process.env.PREVIEW;
mkdirSync(OUT, { recursive: true });
if (PREVIEW) mkdirSync(PREVIEW, { recursive: true });

const EMOJI = `'Noto Color Emoji'`;

/** A product photographed on a studio backdrop. */
function productHtml(p: SeedPicture): string {
  return (
    `<div style="width:480px;height:480px;position:relative;overflow:hidden;` +
    `background:radial-gradient(circle at 50% 38%, #ffffff 0%, #fafafa 38%, ${escapeXml(p.color)}33 100%)">` +
    `<div style="position:absolute;left:120px;top:372px;width:240px;height:38px;border-radius:50%;` +
    `background:radial-gradient(closest-side, rgba(0,0,0,0.28), rgba(0,0,0,0))"></div>` +
    `<div style="position:absolute;inset:0;display:flex;align-items:center;justify-content:center;` +
    `font-family:${EMOJI};font-size:230px;line-height:1;padding-bottom:40px;` +
    `filter:drop-shadow(0 10px 12px rgba(0,0,0,0.18))">${p.motif}</div></div>`
  );
}

/** A card of the picture's colour with its motif and label. */
function cardHtml(p: SeedPicture): string {
  return (
    `<div style="width:480px;height:270px;position:relative;overflow:hidden;display:flex;align-items:center;` +
    `background:linear-gradient(135deg, ${escapeXml(p.color)} 0%, ${escapeXml(p.color)} 45%, #000000 160%)">` +
    `<div style="position:absolute;right:-60px;top:-70px;width:260px;height:260px;border-radius:50%;` +
    `background:rgba(255,255,255,0.12)"></div>` +
    `<div style="flex:0 0 190px;text-align:center;font-family:${EMOJI};font-size:120px;line-height:1;` +
    `filter:drop-shadow(0 8px 10px rgba(0,0,0,0.3))">${p.motif}</div>` +
    `<div style="flex:1;padding-right:24px;font:600 26px/1.25 sans-serif;color:#fff;` +
    `display:-webkit-box;-webkit-line-clamp:4;-webkit-box-orient:vertical;overflow:hidden;` +
    `text-shadow:0 1px 3px rgba(0,0,0,0.35)">${escapeXml(p.label)}</div></div>`
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const p of PICTURES) {
  const product = p.collection === 'products';
  await page.setViewportSize(product ? { width: 480, height: 480 } : { width: 480, height: 270 });
  await page.setContent(`<body style="margin:0">${product ? productHtml(p) : cardHtml(p)}</body>`);
  await page.evaluate(() => document.fonts.ready);
  writeFileSync(join(OUT, p.file), await page.screenshot({ type: 'jpeg', quality: 72 }));
  if (PREVIEW) writeFileSync(join(PREVIEW, p.file.replace(/\.jpg$/, '.png')), await page.screenshot({ type: 'png' }));
}
await browser.close();
console.log(`${PICTURES.length} pictures written to ${OUT}`);
