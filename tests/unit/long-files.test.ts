/**
 * Small files (issue 46 item 4; eslint.config.js "Small files"; docs/adding-an-entity.md
 * "Where a domain's screens live"): a file of src holds one concern a newcomer reads
 * through, at most 400 lines (every line, as `wc -l` counts). ESLint's max-lines refuses
 * a longer file unless it is switched off; this test lists every longer file and asks that
 * it says why at its top: `/* eslint-disable max-lines -- <why it must be long> *\/` within
 * its first lines, with a reason a reader can weigh (not a bare switch-off).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Most lines of a src file without a justification. */
const MAX_LINES = 400;
/** How far down the justification may stand (below a header docstring's first lines). */
const TOP_LINES = 20;
/** The justification: max-lines switched off for the file, with a reason of some words. */
const JUSTIFIED = /\/\*\s*eslint-disable\s+max-lines\s+--\s*(\S[^*]{19,})\*\//;

/** @returns every .ts and .tsx file under `dir`, recursively */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * @param text a file's text
 * @returns its line count as `wc -l` prints it, and whether its top says why it is long
 */
function measure(text: string): { lines: number; justified: boolean } {
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const top = text.split('\n').slice(0, TOP_LINES).join('\n');
  return { lines, justified: JUSTIFIED.test(top) };
}

/** @returns the files over MAX_LINES without a justification, with their line counts */
function unjustified(files: readonly { path: string; text: string }[]): string[] {
  return files
    .map(({ path, text }) => ({ path, ...measure(text) }))
    .filter((f) => f.lines > MAX_LINES && !f.justified)
    .map((f) => `${f.path}: ${f.lines} lines`);
}

const SOURCES = filesUnder('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('src files', () => {
  it(`are at most ${MAX_LINES} lines, or say at their top why they must be longer`, () => {
    expect(SOURCES.length).toBeGreaterThan(300);
    expect(unjustified(SOURCES)).toEqual([]);
  });

  it('are measured as the check above says (a long file, a bare switch-off, a reason)', () => {
    const body = Array.from({ length: MAX_LINES }, (_, i) => `export const line${i} = ${i};`).join('\n');
    const probe = (head: string) => ({ path: head || 'none', text: `${head}\n${body}\n` });
    expect(measure(`${body}\n`)).toEqual({ lines: MAX_LINES, justified: false });
    expect(
      unjustified([
        probe(''),
        probe('/* eslint-disable max-lines */'),
        probe('/* eslint-disable max-lines -- long */'),
        probe('/* eslint-disable max-lines -- one table the generator and the rules read as a whole */'),
        { path: 'short', text: `${body}\n` },
      ]),
    ).toEqual([
      'none: 401 lines',
      '/* eslint-disable max-lines */: 401 lines',
      '/* eslint-disable max-lines -- long */: 401 lines',
    ]);
  });
});
