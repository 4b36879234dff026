/**
 * Every Firestore query the end-to-end tests sent from the browser is served by
 * firestore.indexes.json under Firestore's index rules (issue 30 item 6;
 * docs/performance.md "Every query indexed, proven"). The emulator runs any query
 * without an index; production answers FAILED_PRECONDITION, so this is the proof.
 *
 * Run by scripts/test.mjs after the e2e project, with E2E_QUERIES_FILE naming the run's
 * record (tests/e2e/browser.ts QUERIES_FILE). An empty record fails: the recording broke.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeShape, isServed, shapesOf, type Index } from '../../scripts/rules/indexRules';
import type { RecordedQuery } from '../../scripts/rules/recordedQueries';

const FILE = process.env.E2E_QUERIES_FILE ?? '';

describe.skipIf(!FILE)('queries recorded by the e2e run', () => {
  it('were recorded, and each is served by firestore.indexes.json', () => {
    expect(existsSync(FILE), `${FILE} is missing: the e2e run recorded nothing`).toBe(true);
    const lines = readFileSync(FILE, 'utf8').split('\n').filter(Boolean);
    const recorded = lines.map((line) => JSON.parse(line) as RecordedQuery & { file: string });
    expect(
      recorded.length,
      'the e2e run recorded no Firestore query (is the recording in tests/e2e/browser.ts broken?)',
    ).toBeGreaterThan(0);
    const { indexes } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: Index[] };
    const seen = new Map<string, string>();
    const missing = new Set<string>();
    for (const { query, via, file } of recorded) {
      for (const shape of shapesOf(query)) {
        const text = describeShape(shape);
        if (!seen.has(text)) seen.set(text, `${via} in ${file}`);
        if (!isServed(shape, indexes)) missing.add(`${text} (${via}, ${file})`);
      }
    }
    console.log(
      `${recorded.length} queries recorded, ${seen.size} distinct, checked against ${indexes.length} composite indexes`,
    );
    expect([...missing], 'queries without an index in firestore.indexes.json (npm run generate)').toEqual([]);
  });
});
