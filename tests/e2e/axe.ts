/**
 * axe-core on a page as the e2e tests run it (docs/testing.md "Accessibility checks"):
 * the same engine and rules as @axe-core/playwright's AxeBuilder, run in the page itself.
 *
 * Why not AxeBuilder: each of its `analyze()` calls evaluates axe-core's unminified
 * source (1.5 MB) in the page, then opens a new tab (a new renderer process), evaluates
 * the source there too and finishes the run in it. The sweep makes about 220 runs, so
 * that was most of its time. Here the minified build is injected once per document (an
 * in-app navigation keeps it) and `axe.run` reports in the page, as AxeBuilder's legacy
 * mode does. The panel draws no frame, so a page with one is refused rather than checked
 * in part. The axe-core version is the project's own (package.json), not a copy pinned
 * by a wrapper.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsDone } from './browser';

/** axe-core's minified build, as its package ships it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The tags of every WCAG 2.1 A and AA rule. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** What to check: a part of the page, and the rules (by tag or by id). */
export interface AxeScope {
  /** A CSS selector of the part checked (default: the whole document). */
  readonly include?: string;
  /** The rules run, by tag (default: every WCAG 2.1 A and AA rule). */
  readonly tags?: readonly string[];
  /** The rules run, by id (instead of `tags`). */
  readonly rules?: readonly string[];
  /** Only violations listed in full (the others: one element per rule), as axe's `resultTypes`. */
  readonly violationsOnly?: boolean;
}

/**
 * Runs axe-core on the page, injecting it first if the document does not have it yet.
 * @param scope the part of the page and the rules (AxeScope)
 * @returns axe's results, as `axe.run` gives them
 * @throws Error when the page has a frame (checked only in part), or when axe-core throws
 *   in the page (an invalid option, a rule that fails)
 */
export async function runAxe(page: Page, scope: AxeScope = {}): Promise<AxeResults> {
  // The panel draws no frame; a page with one would be checked only in part.
  const frames = page.frames().map((f) => f.url());
  if (frames.length > 1) throw new Error(`runAxe checks one document; the page has frames: ${frames.join(', ')}`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: scope.rules
      ? { type: 'rule', values: [...scope.rules] }
      : { type: 'tag', values: [...(scope.tags ?? WCAG_21_AA)] },
    ...(scope.violationsOnly ? { resultTypes: ['violations'] } : {}),
  };
  type Axe = { run: (context: Document | string, options: RunOptions) => Promise<AxeResults> };
  const held = await holdMessage(page);
  try {
    return await page.evaluate(
      ([include, opts]) => (window as unknown as { axe: Axe }).axe.run(include ?? document, opts),
      [scope.include ?? null, options] as const,
    );
  } finally {
    if (held) await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
  }
}

/**
 * Holds the panel's message (MUI's snackbar, shown 3 s after a save) still while axe looks
 * at the page, as a person reading it would see it: without this, on a loaded machine the
 * message's time ran out during a check and axe measured its text half faded out
 * (CI151: `color-contrast: .MuiAlert-message` in supplier-pause.test). The snackbar stops
 * its clock while the window is not focused, so the page is told so (a `blur` on the
 * window, as switching to another window does), the fade already under way is let finish,
 * and the caller gives the focus back after the check.
 * @returns whether a message was showing (and its clock stopped)
 */
async function holdMessage(page: Page): Promise<boolean> {
  const showing = await page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        if (!document.querySelector('.MuiSnackbar-root')) return done(false);
        window.dispatchEvent(new FocusEvent('blur'));
        // Two frames: a time that ran out just before has begun its fade by then.
        requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
      }),
  );
  if (showing) await animationsDone(page);
  return showing;
}

/**
 * @param scope the part of the page and the rules (AxeScope)
 * @returns the page's serious and critical axe-core violations, each as
 *   `id: target | target...` (its elements' selectors)
 */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const result = await runAxe(page, { ...scope, violationsOnly: true });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
