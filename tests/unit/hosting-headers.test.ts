import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostingHeaderRules, hostingHeadersFor } from '../../scripts/lib/hostingHeaders';

const ROOT = resolve(import.meta.dirname, '..', '..');

describe("firebase.json's Hosting headers (docs/deploy.md, 12. Caching)", () => {
  const rules = hostingHeaderRules(ROOT);

  it('keeps the hashed files for a year, never to be asked again', () => {
    for (const path of ['/assets/index-Bh-Qhduf.js', '/assets/cairo-arabic-400-normal-abc.woff2']) {
      expect(hostingHeadersFor(rules, path)).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    }
  });

  it("has the browser ask again for the panel's shell at every address", () => {
    for (const path of ['/', '/coupon', '/allOrders/id/order-1004', '/index.html']) {
      expect(hostingHeadersFor(rules, path)).toEqual({ 'Cache-Control': 'no-cache' });
    }
  });

  it("leaves other files to Hosting's default", () => {
    expect(hostingHeadersFor(rules, '/favicon.svg')).toEqual({});
    expect(hostingHeadersFor(rules, '/robots.txt')).toEqual({});
  });

  it('refuses a rule written with a glob, which it would not read the way Hosting does', () => {
    const root = mkdtempSync(join(tmpdir(), 'hosting-'));
    writeFileSync(
      join(root, 'firebase.json'),
      JSON.stringify({ hosting: { headers: [{ source: '**', headers: [{ key: 'X', value: '1' }] }] } }),
    );
    expect(() => hostingHeaderRules(root)).toThrow(/write each rule with "regex"/);
  });

  it("lets a later rule's value replace an earlier one's", () => {
    const both = [
      { regex: '^/', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      { regex: '^/assets/', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
    ];
    expect(hostingHeadersFor(both, '/assets/a.js')).toEqual({ 'Cache-Control': 'immutable' });
    expect(hostingHeadersFor(both, '/coupon')).toEqual({ 'Cache-Control': 'no-cache' });
  });
});
