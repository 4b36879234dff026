/**
 * The import boundaries of the domains (issue 46 item 4; eslint.config.js, "boundaries";
 * docs/adding-an-entity.md "Where a domain's screens live"), shown to work: one probe
 * file (./support/domains-probe.ts.txt) linted by the project's ESLint configuration as
 * if it were a file of the orders domain, of another domain, and of a feature.
 * - A domain imports src/lib, src/components, src/config, src/entities and itself; of
 *   another domain its index only; never a feature, the app or src/locales.
 * - A feature imports a domain's index, never its insides.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const PROBE = readFileSync(join(import.meta.dirname, 'support', 'domains-probe.ts.txt'), 'utf8');
const eslint = new ESLint({ cwd: process.cwd() });

/** The probe's imports the boundaries refuse, by module, when it lies at `filePath`. */
async function refused(filePath: string): Promise<string[]> {
  const results = await eslint.lintText(PROBE, { filePath });
  const lines = PROBE.split('\n');
  return results
    .flatMap((r) => r.messages)
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => /from '([^']+)'/.exec(lines[m.line - 1] ?? '')?.[1] ?? `line ${m.line}`);
}

/** Where the probe is linted: a file of the orders domain, of another domain, of a feature. */
const PLACES = {
  ordersDomain: 'src/domains/orders/list/probe.ts',
  otherDomain: 'src/domains/probe/probe.ts',
  feature: 'src/features/cities/probe.ts',
} as const;

describe('the domains’ import boundaries', () => {
  const found = new Map<string, string[]>();
  // ESLint loads its configuration and the TypeScript resolver once: seconds on a busy machine.
  beforeAll(async () => {
    for (const place of Object.values(PLACES)) found.set(place, await refused(place));
  }, 120_000);

  it('let a domain file import its own domain, lib, components, config and entities only', () => {
    expect(found.get(PLACES.ordersDomain)).toEqual([
      '@/app/screens',
      '@/features/people/personScreen',
      '@/locales/bundled',
    ]);
  });

  it('let another domain import the orders domain through its index only', () => {
    expect(found.get(PLACES.otherDomain)).toEqual([
      '@/domains/orders/list/useLive',
      '@/app/screens',
      '@/features/people/personScreen',
      '@/locales/bundled',
    ]);
  });

  it('let a feature import a domain’s index, not its insides (nor another feature or the app)', () => {
    expect(found.get(PLACES.feature)).toEqual([
      '@/domains/orders/list/useLive',
      '@/app/screens',
      '@/features/people/personScreen',
    ]);
  });
});
