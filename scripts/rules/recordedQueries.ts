/**
 * The structured queries a browser sends to Firestore, read from its requests (the
 * end-to-end check that every query is indexed: docs/performance.md "Every query
 * indexed, proven"). Pure: the e2e browser helper (tests/e2e/browser.ts) feeds it each
 * request's URL and body; tests/indexes/recorded.test.ts checks what it returns.
 */
import type { StructuredQuery } from './indexRules';

/** One recorded query: how it was sent and the query itself. */
export interface RecordedQuery {
  /** `runQuery` and `runAggregationQuery` (Firestore Lite's REST calls) or `listen` (a live listener's target). */
  readonly via: 'runQuery' | 'runAggregationQuery' | 'listen';
  readonly query: StructuredQuery;
}

/** A JSON body, or null when it is not JSON. */
function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The structured queries in one request of the browser.
 * @param url the request's URL
 * @param body the request's body ('' for none)
 * @returns the queries it sends (none for any other request); a body that cannot be
 *   read is returned as an empty query, so the check reports it rather than skip it
 */
export function queriesOfRequest(url: string, body: string): RecordedQuery[] {
  const path = url.split('?')[0] ?? '';
  if (path.endsWith(':runQuery')) {
    const data = json(body) as { structuredQuery?: StructuredQuery } | null;
    return [{ via: 'runQuery', query: data?.structuredQuery ?? {} }];
  }
  if (path.endsWith(':runAggregationQuery')) {
    const data = json(body) as { structuredAggregationQuery?: { structuredQuery?: StructuredQuery } } | null;
    return [{ via: 'runAggregationQuery', query: data?.structuredAggregationQuery?.structuredQuery ?? {} }];
  }
  // The full SDK's live listeners: WebChannel posts form fields req0___data__, req1___data__…
  if (path.endsWith('/Listen/channel') && body) {
    const out: RecordedQuery[] = [];
    for (const [key, value] of new URLSearchParams(body)) {
      if (!/^req\d+___data__$/.test(key)) continue;
      const data = json(value) as { addTarget?: { query?: { structuredQuery?: StructuredQuery } } } | null;
      const query = data?.addTarget?.query?.structuredQuery;
      if (query) out.push({ via: 'listen', query });
    }
    return out;
  }
  return [];
}
