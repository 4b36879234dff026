/**
 * axe-core on one page as the e2e tests check it (the sweep runs its own, in both themes:
 * sweep-checks.ts): every WCAG 2.1 A and AA rule, and the serious or critical violations
 * named.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** @returns the ids of the page's serious and critical axe-core violations (WCAG 2.1 AA). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}
