/**
 * Firebase Hosting's custom headers (firebase.json `hosting.headers`; docs/deploy.md
 * "12. Caching"): which headers Hosting adds to the answer for a path. The e2e tests'
 * preview server sends the same (tests/e2e/global-setup.ts), so the browser tests load the
 * panel under the caching it ships with.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One entry of firebase.json's `hosting.headers`, written with a `regex` (RE2 syntax, no look-around). */
export interface HostingHeaderRule {
  readonly regex: string;
  readonly headers: readonly { readonly key: string; readonly value: string }[];
}

/**
 * firebase.json's header rules.
 * @param root the repository's root
 * @throws Error when a rule is written with a `source` glob: only `regex` rules are read here
 */
export function hostingHeaderRules(root: string): HostingHeaderRule[] {
  const config = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8')) as {
    hosting?: { headers?: (Partial<HostingHeaderRule> & { source?: string })[] };
  };
  return (config.hosting?.headers ?? []).map((rule) => {
    if (typeof rule.regex !== 'string' || !rule.headers) {
      throw new Error(`firebase.json hosting.headers: write each rule with "regex" (found ${JSON.stringify(rule)})`);
    }
    return { regex: rule.regex, headers: rule.headers };
  });
}

/**
 * The headers Hosting adds for `pathname`: every matching rule's, in order, a later rule's
 * value replacing an earlier one's for the same header (as Hosting's emulator does).
 * @param rules hostingHeaderRules' answer
 * @param pathname the request's path, without its query, e.g. '/assets/index-abc.js'
 * @returns header names (as written in firebase.json) to values
 */
export function hostingHeadersFor(rules: readonly HostingHeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!new RegExp(rule.regex, 'u').test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}
