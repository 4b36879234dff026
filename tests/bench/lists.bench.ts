/**
 * `npm run bench` (issue "Entity screens" §5): the first page of a list of 50,000
 * documents against one of 500, through the data layer and the real rules on the
 * emulator. The figures to read: mean time of each first page (target under 300 ms)
 * and their ratio (target at most 1.3: a page costs the same however large the
 * collection). Printed, never asserted.
 */
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, bench, describe } from 'vitest';
import { getMany } from '@/lib/data/api';
import { readAudit, readString } from '@/lib/data/convert';
import type { Entity, EntityDefinition } from '@/lib/data/types';
import { auth } from '@/lib/firebase/auth';
import { faqEntity } from '@/entities/faq';
import { BENCH_ACCOUNT, LARGE, SMALL } from './setup';

interface Row extends Entity {
  readonly nameEn: string;
}

/** The large collection (products), read like any entity list. */
const largeEntity: EntityDefinition<Row, object> = {
  name: 'product',
  collection: 'products',
  fromFirestore: (id, data) => ({ id, ...readAudit(data), nameEn: readString(data['nameEn']) }),
  toFirestore: () => ({}),
  searchFields: ['nameEn'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  sortableFields: ['createdAt'],
};

await signInWithEmailAndPassword(auth, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);

const PAGE = { pageSize: 10, sort: { field: 'createdAt', direction: 'desc' } } as const;
const times: Record<string, number[]> = { large: [], small: [] };

async function timed(key: 'large' | 'small', run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  times[key]?.push(performance.now() - start);
}

describe('first page of a list (10 rows, newest first)', () => {
  bench(`${LARGE.toLocaleString('en')} documents`, () => timed('large', () => getMany(largeEntity, PAGE)), {
    iterations: 30,
    warmupIterations: 3,
  });
  bench(`${SMALL.toLocaleString('en')} documents`, () => timed('small', () => getMany(faqEntity, PAGE)), {
    iterations: 30,
    warmupIterations: 3,
  });
});

afterAll(() => {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const large = median(times.large ?? []);
  const small = median(times.small ?? []);
  console.log(
    `\nFirst page, median of ${times.large?.length ?? 0} runs: ${LARGE} documents ${large.toFixed(1)} ms, ` +
      `${SMALL} documents ${small.toFixed(1)} ms, ratio ${(large / small).toFixed(2)} ` +
      `(targets: under 300 ms, ratio at most 1.3)`,
  );
});
