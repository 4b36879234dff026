/**
 * The translation editor's CSV and filters (docs/access.md, "Translation"): the export
 * a spreadsheet opens (UTF-8 with BOM, key/english/arabic) reads back as the same rows;
 * the import's dry run classifies each row as added, changed, unchanged, unknown or a
 * problem (malformed or repeated key, invisible or too long text, placeholders that
 * differ between the languages), with the texts before and after; the "Show" filters.
 */
import { describe, expect, it } from 'vitest';
import {
  diffTranslations,
  parseTranslationsCsv,
  placeholderMismatch,
  translationsCsv,
} from '@/features/translation/csv';
import { buildRows, showRows } from '@/features/translation/rows';
import { type TranslationMaps } from '@/lib/data/translations/model';
import { MAX_TEXT_LENGTH } from '@/features/translation/schema';

const STORED: TranslationMaps = {
  en: {
    'navbar.dashboard': 'Dashboard',
    'admin.title': 'Administrator',
    'order.count_one': '{{count, number}} order',
    'order.count_other': '{{count, number}} orders',
    'greeting.hello': 'Hello {{name}}',
    'brand.name': 'Firebase',
  },
  ar: {
    'navbar.dashboard': 'لوحة التحكم',
    'order.count_one': 'طلب واحد',
    'order.count_other': '{{count, number}} طلب',
    'greeting.hello': 'مرحبًا {{name}}',
    'brand.name': 'Firebase',
  },
};

/** Parses a CSV text, failing the test when it is refused. */
async function rowsOf(text: string) {
  const parsed = await parseTranslationsCsv(text);
  if ('errorKey' in parsed) throw new Error(parsed.errorKey);
  return parsed.rows;
}

describe('the translations CSV', () => {
  it('exports every key in both languages with a BOM, and reads its own export back', async () => {
    const rows = buildRows(STORED);
    const csv = await translationsCsv(rows);
    expect(csv.startsWith('\uFEFFkey,english,arabic\r\n')).toBe(true);
    expect(csv).toContain('admin.title,Administrator,\r\n');
    const back = await rowsOf(csv);
    expect(back.map((r) => [r.key, r.en, r.ar])).toEqual(rows.map((r) => [r.key, r.en, r.ar]));
    // Read back unchanged: nothing to apply.
    const diff = diffTranslations(STORED, back);
    expect(diff.changes).toEqual([]);
    expect(diff.counts).toEqual({ added: 0, changed: 0, unchanged: rows.length, unknown: 0, problems: 0 });
  });

  it('keeps commas, quotes and line breaks inside a text; columns in any order and case', async () => {
    const rows = await rowsOf('Arabic,KEY,note,English\r\n"نص، مع ""علامات""",a.b,x,"two\nlines, here"\r\n,,,\r\n');
    expect(rows).toEqual([{ line: 2, key: 'a.b', en: 'two\nlines, here', ar: 'نص، مع "علامات"' }]);
  });

  it('refuses a file without the three columns, or without rows', async () => {
    expect(await parseTranslationsCsv('key,english\r\na,b')).toEqual({ errorKey: 'translation.import.badHeader' });
    expect(await parseTranslationsCsv('')).toEqual({ errorKey: 'translation.import.badHeader' });
    expect(await parseTranslationsCsv('\uFEFFkey,english,arabic\r\n')).toEqual({
      errorKey: 'translation.import.empty',
    });
  });
});

describe('the dry run of an import', () => {
  it('shows what each row would do, with the texts before and after', async () => {
    const rows = await rowsOf(
      [
        'key,english,arabic',
        'navbar.dashboard,Home, لوحة التحكم ', // English changed; Arabic the same once trimmed
        'admin.title,,المسؤول', // Arabic added (was missing); empty English cell: left alone
        'brand.name,Firebase,Firebase', // unchanged
        'navbar.dashbord,Dashboard,لوحة', // unknown (misspelt)
        'bad key,x,y', // malformed key
        'admin.title,Admin,مدير', // repeated key
        'greeting.hello,Hello {{name}},مرحبًا', // Arabic drops {{name}}
        'order.count_other,{{count, number}} orders,{{count, number}} طلبات', // plural: changed
        'order.count_few,,{{count, number}} طلبات', // an Arabic-only plural form: added
        `navbar.dashboard2,x,${'ن'.repeat(3)}`, // unknown too
      ].join('\n'),
    );
    const diff = diffTranslations(STORED, rows);
    const byLine = Object.fromEntries(diff.rows.map((row) => [row.line, row]));
    expect(byLine[2]).toMatchObject({
      kind: 'changed',
      change: { key: 'navbar.dashboard', en: { before: 'Dashboard', after: 'Home' }, ar: null },
    });
    expect(byLine[3]).toMatchObject({ kind: 'added', change: { en: null, ar: { before: null, after: 'المسؤول' } } });
    expect(byLine[4]?.kind).toBe('unchanged');
    expect(byLine[5]?.kind).toBe('unknown');
    expect(byLine[6]).toMatchObject({
      kind: 'problem',
      problem: { messageKey: 'translation.import.problem.keyFormat' },
    });
    expect(byLine[7]).toMatchObject({
      kind: 'problem',
      problem: { messageKey: 'translation.import.problem.duplicate', values: { line: 3 } },
    });
    expect(byLine[8]).toMatchObject({
      kind: 'problem',
      problem: { messageKey: 'translation.import.problem.placeholders', values: { english: 'name', arabic: '-' } },
    });
    expect(byLine[9]?.kind).toBe('changed');
    expect(byLine[10]).toMatchObject({ kind: 'added', change: { key: 'order.count_few' } });
    expect(diff.counts).toEqual({ added: 2, changed: 2, unchanged: 1, unknown: 2, problems: 3 });
    expect(diff.changes.map((c) => c.key)).toEqual([
      'navbar.dashboard',
      'admin.title',
      'order.count_other',
      'order.count_few',
    ]);
  });

  it('refuses an invisible-only or too long text, and a row only blanks leaves alone', async () => {
    const long = 'a'.repeat(MAX_TEXT_LENGTH + 1);
    const rows = await rowsOf(
      `key,english,arabic\nnavbar.dashboard,\u200b\u200f,\nadmin.title,${long},\nbrand.name,, `,
    );
    const [invisible, tooLong, blank] = diffTranslations(STORED, rows).rows;
    expect(invisible?.problem).toEqual({
      messageKey: 'translation.import.problem.invisible',
      values: { language: 'English' },
    });
    expect(tooLong?.problem).toEqual({
      messageKey: 'translation.import.problem.tooLong',
      values: { language: 'English', max: MAX_TEXT_LENGTH },
    });
    expect(blank?.kind).toBe('unchanged');
  });
});

describe('placeholders of one key in both languages', () => {
  it('must be the same; a plural form compares the values other than its count', () => {
    expect(placeholderMismatch('greeting.hello', STORED)).toBeNull();
    expect(placeholderMismatch('greeting.hello', { ...STORED, ar: { 'greeting.hello': 'مرحبًا {{nom}}' } })).toEqual({
      english: 'name',
      arabic: 'nom',
    });
    // "طلب واحد" writes the count as a word: still the same placeholders.
    expect(placeholderMismatch('order.count_one', STORED)).toBeNull();
    const named = {
      en: { 'x.n_one': '{{who}}: one', 'x.n_other': '{{who}}: {{count}}' },
      ar: { 'x.n_two': 'اثنان', 'x.n_other': '{{who}}: {{count}}' },
    };
    expect(placeholderMismatch('x.n_two', named)).toEqual({ english: 'who', arabic: '-' });
    // A key missing in a language is the "missing" filter's business, not a mismatch.
    expect(placeholderMismatch('admin.title', STORED)).toBeNull();
  });
});

describe('the Show filter', () => {
  it('keeps the keys missing in Arabic, the same as English, or changed since a day', () => {
    const rows = buildRows(STORED);
    expect(showRows(rows, 'missingAr', null).map((r) => r.key)).toEqual(['admin.title']);
    expect(showRows(rows, 'sameAsEn', null).map((r) => r.key)).toEqual(['brand.name']);
    expect(showRows(rows, 'changed', new Set(['greeting.hello', 'gone.key'])).map((r) => r.key)).toEqual([
      'greeting.hello',
    ]);
    expect(showRows(rows, 'changed', null)).toEqual([]);
    expect(showRows(rows, 'all', null)).toEqual(rows);
  });
});
