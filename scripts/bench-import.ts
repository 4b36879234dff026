/**
 * CSV import benchmark (part of `npm run bench`, docs/import.md and docs/performance.md):
 * reads a generated products file from disk as the import does (bytes streamed, decoded,
 * split into rows by Papa Parse's parser, batches of IMPORT_BATCH_SIZE rows parsed into
 * form values and validated with the product form's schema) and prints rows per second
 * and the peak memory (resident set and JavaScript heap, sampled after every batch and
 * at the start, after a garbage collection) for 10,000 products, then for 100,000 to show that memory stays flat
 * with the file's size. No Firestore: the writes' speed depends on the network and the
 * rules, measured by the list benchmarks' set-up. Never fails on the figures.
 */
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productEntity } from '../src/entities/product';
import {
  autoMap,
  decodeStream,
  IMPORT_BATCH_SIZE,
  importFields,
  parseRow,
  streamRows,
  validateValues,
  type ParsedRow,
} from '../src/lib/data/importModel';
import { entitySchema } from '../src/lib/entity/schema';
import en from '../src/locales/en/products.json';

const HEADER =
  'Name (English),Name (Arabic),Description (Arabic),Original price,Discount,Quantity,Supplier,Category,Visibility';

/** Writes a products file of `rows` rows, Arabic and English, quoted cells included (1,000 rows at a time). */
function writeProducts(path: string, rows: number): void {
  const file = openSync(path, 'w');
  writeSync(file, `\uFEFF${HEADER}\r\n`);
  for (let from = 1; from <= rows; from += 1000) {
    const lines: string[] = [];
    for (let i = from; i < from + 1000 && i <= rows; i++) {
      lines.push(
        `Omani Halwa ${i},حلوى عمانية بالزعفران والهيل ${i},"حلوى نزوى التقليدية، علبة ٥٠٠ غرام",${(1 + (i % 900) / 100).toFixed(3)},${i % 20},${i % 500},supplier-nizwa,category-sweets,Shown`,
      );
    }
    writeSync(file, `${lines.join('\r\n')}\r\n`);
  }
  closeSync(file);
}

/** Node's garbage collector when started with --expose-gc (npm run bench does). */
const collect = (globalThis as { gc?: () => void }).gc;

/** Imports the file as a dry run without Firestore: parse and validate every row. */
async function measure(
  path: string,
  collectEachBatch: boolean,
): Promise<{ rows: number; seconds: number; rss: number; heap: number }> {
  const schema = entitySchema(productEntity);
  const labels = (key: string) => [(en as Record<string, string>)[key] ?? key];
  collect?.();
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  let collecting = 0;
  // After each batch: what the import still holds (collected first when asked to; the
  // collection's time is left out).
  const sample = () => {
    const before = performance.now();
    if (collectEachBatch) collect?.();
    collecting += performance.now() - before;
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  let mapping: Record<string, number | null> | null = null;
  let count = 0;
  let invalid = 0;
  let batch: ParsedRow[] = [];
  const flush = async () => {
    for (const row of batch) if ((await validateValues(schema, row.values)).problems.length) invalid++;
    batch = [];
    sample();
  };
  const start = performance.now();
  await streamRows(decodeStream(createReadStream(path, { highWaterMark: 64 * 1024 }), 'utf-8'), async (rows) => {
    for (const cells of rows) {
      if (!mapping) {
        const fields = importFields(productEntity);
        mapping = autoMap(cells, fields, (name) => labels(productEntity.fields[name as 'nameEn'].label));
        continue;
      }
      count++;
      batch.push(parseRow(productEntity, cells, count + 1, mapping, {}, labels));
      if (batch.length >= IMPORT_BATCH_SIZE) await flush();
    }
  });
  await flush();
  const seconds = (performance.now() - start - collecting) / 1000;
  if (invalid) console.error(`  ${invalid} rows failed validation (the generated file should have none)`);
  return { rows: count, seconds, rss, heap };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
try {
  console.log('\nCSV import (parse + validate, no writes):');
  for (const rows of [10_000, 100_000]) {
    const path = join(dir, `products-${rows}.csv`);
    writeProducts(path, rows);
    // Speed without forced collections; memory held, collected after every batch.
    const speed = await measure(path, false);
    const memory = await measure(path, Boolean(collect));
    console.log(
      `  ${speed.rows.toLocaleString('en')} products: ${Math.round(speed.rows / speed.seconds).toLocaleString('en')} rows/s, ` +
        `peak RSS ${mib(memory.rss)}, peak heap ${mib(memory.heap)}${collect ? '' : ' (run with --expose-gc for the memory held)'}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
