/**
 * The e2e tests' axe-core runner (tests/e2e/axe.ts) finds what AxeBuilder found: a serious
 * violation in the page, none outside an `include`d part, and it runs again in the same
 * document (injected once) with other rules. A page with a frame is refused, not checked
 * in part. On a page
 * written here, not the panel: the panel's own pages are checked by the sweep and the
 * screens' tests with this runner.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from './axe';
import { launchBrowser, skipReason } from './browser';

/** An image without a text alternative (axe's image-alt, critical) inside `#bad`, a labelled button outside it. */
const PAGE = `<!doctype html><html lang="en"><head><title>axe runner</title></head><body>
  <main><h1>Runner</h1><section id="good"><button type="button">Save</button></section>
  <section id="bad"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"></section></main>
</body></html>`;

describe.skipIf(skipReason() !== '')('the axe-core runner of the e2e tests', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a serious violation in the page, and none outside the included part', async () => {
    await page.setContent(PAGE);
    expect(await seriousViolations(page)).toEqual(['image-alt: img']);
    expect(await seriousViolations(page, { include: '#good' })).toEqual([]);
    // Injected once: the second run found axe in the page and ran only the rules asked.
    const byRule = await runAxe(page, { rules: ['image-alt'] });
    expect(byRule.violations.map((v) => v.id)).toEqual(['image-alt']);
    expect([...byRule.passes, ...byRule.incomplete, ...byRule.inapplicable].map((r) => r.id)).toEqual([]);
  });

  it('refuses a page with a frame rather than check it in part', async () => {
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>frames</title></head><body><main><h1>Outer</h1>
      <iframe title="inner" srcdoc="${PAGE.replace(/"/g, '&quot;')}"></iframe></main></body></html>`,
    );
    await page.frameLocator('iframe').locator('#bad img').waitFor({ state: 'attached' });
    await expect(seriousViolations(page)).rejects.toThrow(/has frames: about:blank, about:srcdoc/);
  });
});
