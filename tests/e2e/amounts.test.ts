/**
 * Amounts nobody misreads (docs/numbers.md): on a portrait touch tablet (820×1180) in
 * Arabic, an OMR amount is written by src/lib/format.ts and its decimal sign is drawn
 * unmistakably unlike its thousands separator, in the font and at every size the panel
 * draws amounts in (lists, a supplier's payments, the dashboard's charts), and at the
 * sizes of the type scale besides. The screenshots are kept in .cache/amounts/ for a
 * person to look at (a withdrawal of 75.500 on the withdrawals list and on a supplier's
 * withdrawals, the supplier's payment details).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arabicTablet, demoAccount, launchBrowser, scrollThrough, showInPanel, skipReason } from './browser';
import { currencySymbol, formatCurrency, numberSeparators } from '@/lib/format';
import arPeople from '@/locales/ar/people.json';

const ADMIN = demoAccount('admin@demo.om');
const WAIT = { timeout: 30_000 };
const SHOTS = resolve(import.meta.dirname, '../../.cache/amounts');
/** The seeded pending withdrawal of supplier-001 (scripts/seed-data/build.ts). */
const WITHDRAWAL = 75.5;
const SUPPLIER = 'supplier-001';
/** Bidirectional marks Intl puts around Arabic amounts; not drawn. */
const MARKS = /[\u200e\u200f\u061c]/g;

/** A font as the page computes it for an element showing an amount. */
interface DrawnFont {
  readonly family: string;
  readonly weight: string;
  readonly size: string;
}

/** How two glyphs compare when drawn (run in the page). */
interface GlyphComparison {
  readonly font: string;
  readonly px: number;
  /** Shared ink over all ink, the glyphs aligned on their left ink edge and the baseline (1: the same shape). */
  readonly overlap: number;
  /** The same for Arabic's own decimal sign ٫ and separator ٬ in that font (today's defect). */
  readonly arabicOverlap: number;
  /** Ink depth below the baseline, in pixels: the decimal sign's, then the separator's. */
  readonly depths: readonly [number, number];
}

/**
 * The fonts of every visible element whose own text holds an OMR amount (run in the page).
 * @param sign the currency sign as Arabic writes it ("ر.ع.")
 */
const AMOUNT_FONTS = (sign: string): DrawnFont[] => {
  const found = new Map<string, DrawnFont>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    if (!node.data.includes(sign) || !/[0-9٠-٩]/.test(node.data)) continue;
    const element = node.parentElement;
    if (!element) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(element);
    const font = { family: style.fontFamily, weight: style.fontWeight, size: style.fontSize };
    found.set(JSON.stringify(font), font);
  }
  return [...found.values()];
};

/**
 * Draws the decimal sign and the separator in each font on a canvas and compares their ink
 * (run in the page, after the fonts are loaded).
 */
const COMPARE_GLYPHS = async (args: {
  fonts: DrawnFont[];
  decimal: string;
  group: string;
}): Promise<GlyphComparison[]> => {
  type Ink = { mask: Uint8Array; width: number; height: number; left: number; bottom: number; baseline: number };
  const ink = (text: string, font: string, px: number): Ink => {
    const width = Math.ceil(px * 3);
    const height = Math.ceil(px * 3);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no canvas');
    g.font = font;
    g.textBaseline = 'alphabetic';
    g.fillStyle = '#000';
    const baseline = Math.round(px * 2);
    g.fillText(text, Math.round(px), baseline);
    const data = g.getImageData(0, 0, width, height).data;
    const mask = new Uint8Array(width * height);
    let left = width;
    let bottom = -1;
    for (let i = 0; i < mask.length; i++) {
      if ((data[i * 4 + 3] ?? 0) < 96) continue;
      mask[i] = 1;
      left = Math.min(left, i % width);
      bottom = Math.max(bottom, Math.floor(i / width));
    }
    return { mask, width, height, left, bottom, baseline };
  };
  const overlap = (a: Ink, b: Ink): number => {
    let shared = 0;
    let any = 0;
    for (let y = 0; y < a.height; y++) {
      for (let x = 0; x < a.width; x++) {
        const bx = x - a.left + b.left;
        const inA = a.mask[y * a.width + x] === 1;
        const inB = bx >= 0 && bx < b.width && b.mask[y * b.width + bx] === 1;
        if (inA && inB) shared++;
        if (inA || inB) any++;
      }
    }
    return any === 0 ? 1 : shared / any;
  };
  const out: GlyphComparison[] = [];
  for (const f of args.fonts) {
    const font = `${f.weight} ${f.size} ${f.family}`;
    await document.fonts.load(font, `${args.decimal}${args.group}\u066b\u066c0123456789`);
    const px = parseFloat(f.size);
    const decimal = ink(args.decimal, font, px);
    const group = ink(args.group, font, px);
    out.push({
      font,
      px,
      overlap: overlap(decimal, group),
      arabicOverlap: overlap(ink('\u066b', font, px), ink('\u066c', font, px)),
      depths: [decimal.bottom - decimal.baseline, group.bottom - group.baseline],
    });
  }
  return out;
};

describe.skipIf(skipReason() !== '')('amounts nobody misreads in Arabic on a touch tablet', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const fonts = new Map<string, DrawnFont>();
  const sign = currencySymbol('ar');
  const amount = formatCurrency(WITHDRAWAL, 'ar').replace(MARKS, '');

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    // Opened where the first test reads (not on the dashboard no test reads).
    ({ context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, '/withdraw'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** Opens a path in Arabic and waits for its heading and fonts. */
  async function open(path: string): Promise<void> {
    await showInPanel(page, path);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, WAIT);
    await page.locator('main h1').first().waitFor(WAIT);
    await page.evaluate(() => document.fonts.ready);
  }

  /** Keeps the fonts the page draws its amounts in. */
  async function collectFonts(): Promise<void> {
    for (const font of await page.evaluate(AMOUNT_FONTS, sign)) fonts.set(JSON.stringify(font), font);
  }

  it('writes a withdrawal of 75.500 as "75.500 ر.ع." on the withdrawals list', async () => {
    await open('/withdraw');
    const cell = page.getByRole('cell').filter({ hasText: amount }).first();
    await cell.waitFor(WAIT);
    expect((await cell.innerText()).replace(MARKS, '').trim()).toBe(amount);
    expect(amount).toMatch(/^75\.500\sر\.ع\.$/);
    await page.screenshot({ path: `${SHOTS}/withdrawals-ar-820.png` });
    // The amount close up, at the tablet's own pixels.
    const box = await cell.boundingBox();
    if (!box) throw new Error('the amount has no box');
    await page.screenshot({
      path: `${SHOTS}/withdrawals-amount-ar-820.png`,
      clip: { x: Math.max(0, box.x - 8), y: box.y, width: box.width + 16, height: box.height },
    });
    await collectFonts();
  });

  it("writes a supplier's withdrawals and payment details the same way", async () => {
    await open(`/withdraw?f.supplierId=${SUPPLIER}`);
    await page.getByRole('cell').filter({ hasText: amount }).first().waitFor(WAIT);
    await page.screenshot({ path: `${SHOTS}/supplier-withdrawals-ar-820.png` });
    await collectFonts();
    await open(`/supplier/id/${SUPPLIER}?tab=bank`);
    const payments = page.getByRole('region', { name: arPeople['people.payment'] });
    await payments.getByText(sign).first().waitFor(WAIT);
    await payments.scrollIntoViewIfNeeded();
    await payments.screenshot({ path: `${SHOTS}/supplier-payments-ar-820.png` });
    expect(await payments.innerText()).toMatch(/[0-9]\.[0-9]{3}\s?ر\.ع\./);
    await collectFonts();
  });

  it("writes the dashboard's revenue in the same digits and signs", async () => {
    await open('/dashboard');
    // The charts' code (their tables for screen readers) loads as their cards come near the
    // viewport, and each drawing renders as its card comes near it: scrolled through once
    // for each (on a tall dashboard the cards start below the first screen).
    await scrollThrough(page);
    await page
      .locator('main table')
      .first()
      .waitFor({ state: 'attached', ...WAIT });
    await scrollThrough(page);
    await expect.poll(() => page.locator('.MuiChartsAxis-tickLabel').count(), WAIT).toBeGreaterThan(10);
    await collectFonts();
  });

  it('draws the decimal sign clearly unlike the thousands separator in every font and size of an amount', async () => {
    const { decimal, group } = numberSeparators('ar');
    expect([decimal, group]).toEqual(['.', ',']);
    expect(fonts.size).toBeGreaterThan(0);
    // The sizes found, and the type scale's from a caption to a dashboard figure, regular and bold.
    const family = [...fonts.values()][0]?.family ?? 'Cairo';
    const scale = [12, 13, 14, 16, 20, 24, 34].flatMap((px) =>
      ['400', '700'].map((weight) => ({ family, weight, size: `${px}px` })),
    );
    const all = [...fonts.values(), ...scale];
    const results = await page.evaluate(COMPARE_GLYPHS, { fonts: all, decimal, group });
    console.info(
      results.map((r) => `${r.font}: overlap ${r.overlap.toFixed(2)} (٫/٬ ${r.arabicOverlap.toFixed(2)})`).join('\n'),
    );
    for (const r of results) {
      // Different shapes: little shared ink, and the separator reaches below the baseline
      // (a comma's tail) where the decimal sign (a dot) sits on it.
      expect(r.overlap, r.font).toBeLessThan(0.5);
      expect(r.depths[1] - r.depths[0], r.font).toBeGreaterThanOrEqual(Math.max(1, r.px / 10));
      expect(r.overlap, r.font).toBeLessThan(r.arabicOverlap);
    }
  });
});
