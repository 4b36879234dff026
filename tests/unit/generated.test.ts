/**
 * What derives from the entity definitions (src/entities/registry.ts) is in the files
 * Firebase deploys, and the definitions agree with each other:
 * - firestore.rules' generated validation and firestore.indexes.json are current
 *   (`npm run generate` writes them);
 * - the composite indexes stay well under Firestore's 200 per database (≤ 150);
 * - the generated blocks are replaced between their markers only;
 * - definitions sharing a collection store the same search prefixes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITY_LIST, VALIDATED } from '@/entities/registry';
import { defineEntity } from '@/lib/entity/define';
import {
  bilingual,
  boolean,
  counter,
  date,
  decimal,
  email,
  enumeration,
  image,
  integer,
  list,
  money,
  percentage,
  phone,
  reference,
  text,
  url,
} from '@/lib/entity/fields';
import { COMPOSITE_INDEX_LIMIT, describeIndex, requiredIndexes } from '../../scripts/rules/indexes';
import { entityRules, fieldCheck } from '../../scripts/rules/rules';
import { replaceBlock } from '../../scripts/rules/rulesBlocks';
import { generatedFiles } from '../../scripts/lib/generated';
import { EXCEPTIONS_LIMIT, HAND_WRITTEN_LIMIT, rulesStats } from '../../scripts/rules/rulesStats';
import { helpersBlock, LIBRARY_FILES, libraryBlock, trashBlock, type Library } from '../../scripts/rules/runtimeRules';

const ROOT = resolve(process.cwd());
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');

/** Most composite indexes we allow ourselves (Firestore's limit is 200 per database). */
/**
 * The panel's budget of composite indexes (all of firestore.indexes.json), kept under
 * Firestore's 200 per database without billing (COMPOSITE_INDEX_LIMIT); one of them is the
 * apps' (a person's visible reviews, newest first: src/entities/apps.ts), one a customer's
 * refunded orders counted (`userId ==`, `refundedAmount > 0`: issue 50's customer story,
 * src/lib/data/customerStoryModel.ts; an inequality, so no single-field index serves it), three
 * an account's ledger entries by time, newest first, and by kind (statements, issue 49 item 5:
 * src/lib/data/statementModel.ts STATEMENT_QUERIES), one a company's riders holding cash, most
 * first (`deliveryCompanyId ==`, `cashHeld > 0`: a company's hand-over, issue 49 item 4,
 * src/lib/data/handoverModel.ts HANDOVER_QUERIES).
 */
const MAX_INDEXES = 191;

describe('generated files', () => {
  // Generating every file takes 2-6 s on a busy 2-core machine: the default 5 s is not
  // what this test is about.
  it('firestore.rules and firestore.indexes.json are what npm run generate writes', { timeout: 60_000 }, async () => {
    const files = await generatedFiles(ROOT);
    for (const [file, content] of Object.entries(files))
      expect(read(file), `${file}: run npm run generate`).toBe(content);
  });

  it(`keeps at most ${HAND_WRITTEN_LIMIT} lines of rules code written by hand (${EXCEPTIONS_LIMIT} of them exceptions), the rest generated`, () => {
    const stats = rulesStats(read('firestore.rules'));
    expect(stats.handWritten).toBeLessThanOrEqual(HAND_WRITTEN_LIMIT);
    expect(stats.exceptions).toBeLessThanOrEqual(EXCEPTIONS_LIMIT);
    expect(Object.keys(stats.blocks)).toEqual(
      expect.arrayContaining(['LIBRARY', 'HELPERS', 'MATCHES', 'TRASH_LIBRARY']),
    );
    // The library's text is counted where it is written: each rules/library file's code
    // lines are in the total once.
    const files = LIBRARY_FILES.map((file) => read(`rules/library/${file}.rules`));
    const code = (text: string) => text.split('\n').filter((l) => l.trim() && !l.trim().startsWith('//')).length;
    expect(stats.library).toBe(files.reduce((sum, text) => sum + code(text), 0));
    expect(
      rulesStats('a\n    // BEGIN X\nb\n// c\n\n    // END X\n    // BEGIN LIBRARY\nl\n    // END LIBRARY\nd'),
    ).toMatchObject({
      exceptions: 2,
      library: 1,
      handWritten: 3,
      generated: 1,
      blocks: { X: 1, LIBRARY: 1 },
    });
  });

  it(`needs at most ${MAX_INDEXES} composite indexes`, () => {
    const total = (JSON.parse(read('firestore.indexes.json')) as { indexes: unknown[] }).indexes.length;
    console.log(`composite indexes: ${total} (budget ${MAX_INDEXES}, Firestore allows ${COMPOSITE_INDEX_LIMIT})`);
    expect(MAX_INDEXES).toBeLessThan(COMPOSITE_INDEX_LIMIT);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(MAX_INDEXES);
  });

  it('definitions sharing a collection search the same fields (their prefixes stay consistent)', () => {
    const byCollection = new Map<string, string>();
    for (const def of ENTITY_LIST) {
      const fields = [...def.searchFields].sort().join(',');
      const seen = byCollection.get(def.collection);
      if (seen !== undefined) expect(fields, def.name).toBe(seen);
      byCollection.set(def.collection, fields);
    }
  });
});

describe('generated blocks', () => {
  it("rewrites only the text between a block's markers, and refuses a file without them", () => {
    const file = ['a', '    // BEGIN X old', 'old body', '    // END X', 'b', '    // END X'].join('\n');
    expect(replaceBlock(file, 'X', '    // BEGIN X\nnew\n    // END X', 'f')).toBe(
      ['a', '    // BEGIN X', 'new', '    // END X', 'b', '    // END X'].join('\n'),
    );
    expect(() => replaceBlock('a\n    // END X', 'X', '', 'f.rules')).toThrow('f.rules has no BEGIN/END X markers');
  });
});

describe('index derivation', () => {
  const def = defineEntity({
    name: 'sample',
    collection: 'faqs',
    fields: {
      ...bilingual('title', 'x.title', 50),
      status: enumeration('x.status', ['a', 'b'] as const, 'x.statuses'),
      code: text('x.code', 10),
    },
    list: {
      sorts: ['titleEn', 'code', 'createdAt'],
      defaultSort: { field: 'createdAt', direction: 'desc' },
      search: { fields: ['titleEn'], sorts: ['createdAt'] },
      filters: { status: ['createdAt'] },
    },
    title: (row) => row.titleEn,
  });

  it('derives only what the list can ask: search with its sorts, each filter with its sorts', () => {
    expect(requiredIndexes(def).map(describeIndex).sort()).toEqual(
      [
        'faqs: searchPrefixes CONTAINS, createdAt ASC',
        'faqs: searchPrefixes CONTAINS, createdAt DESC',
        'faqs: status ASC, createdAt ASC',
        'faqs: status ASC, createdAt DESC',
        'faqs: status ASC, searchPrefixes CONTAINS, createdAt ASC',
        'faqs: status ASC, searchPrefixes CONTAINS, createdAt DESC',
      ].sort(),
    );
    expect(def.sortsFor(true, ['status'])).toEqual(['createdAt']);
    expect(def.sortsFor(false, [])).toEqual(['titleEn', 'code', 'createdAt']);
  });

  it('puts a scope before everything, and a parent field with the default sort', () => {
    const scoped = {
      ...def,
      scope: { field: 'type', value: 'x' },
      hierarchy: { parent: { field: 'code', collection: 'faqs' as const, counter: 'n' } },
    };
    const described = requiredIndexes(scoped).map(describeIndex);
    expect(described).toContain('faqs: type ASC, titleEn DESC');
    expect(described).toContain('faqs: type ASC, code ASC, createdAt DESC');
    expect(described).toContain('faqs: type ASC, code ASC, searchPrefixes CONTAINS, createdAt ASC');
  });
});

describe('rules derivation', () => {
  it('writes types and bounds of each kind', () => {
    // Strict checks call the shared isText (scripts/rules/sharedRules.ts); lenient ones (people) write it out.
    expect(fieldCheck('t', text('x', 5))).toBe('isText(data.t, 1, 5)');
    expect(fieldCheck('t', text('x', 5), '', true)).toBe('fT is string && fT.size() >= 1 && fT.size() <= 5');
    expect(fieldCheck('s', enumeration('x', ['a', 'b'] as const, 'y'))).toBe("data.s in ['a', 'b']");
  });

  it('checks a declared IBAN with the hand-written ibanMod97, its countries as digits', () => {
    const iban = text('x', 34, { required: false, iban: { lengths: { OM: 23, DE: 22 }, messageKey: 'y' } });
    expect(fieldCheck('i', iban)).toContain(
      "(data.i == '' || (data.i.size() == {'OM': 23, 'DE': 22}.get(data.i[0:2], 0) && ibanMod97(data.i, {'OM': '2422', 'DE': '1314'}[data.i[0:2]]) == 1))",
    );
  });

  it('can write every field kind into the rules (patterns of email, phone and url included)', () => {
    const all = defineEntity({
      name: 'every',
      collection: 'faqs',
      fields: {
        a: text('x', 5),
        b: email('x'),
        c: phone('x'),
        d: url('x'),
        e: integer('x', 1, 9),
        f: decimal('x', 0, 9, 2),
        g: money('x', 0, 9),
        h: percentage('x'),
        i: boolean('x'),
        j: date('x', { notPastKey: 'k' }),
        k: reference('x', 'faqs', 'faq'),
        l: image('x'),
        m: counter('x'),
        n: list('x', { q: integer('x', 1, 9) }, 5),
      },
      list: { sorts: ['createdAt'], defaultSort: { field: 'createdAt', direction: 'desc' } },
      title: () => '',
    });
    const rules = entityRules(all);
    // A field its checks read twice is bound once by let (scripts/rules/rules.ts boundPart).
    expect(rules).toContain('let fB = data.b;');
    expect(rules).toContain("fB.matches('^[^ @]+@[^ @]+[.][^ @]+$')");
    expect(rules).toContain('isInt(data.g, 0, 9000)');
    expect(rules).toContain('isInt(data.e, 1, 9)');
    expect(rules).toContain('math.abs(fF * 100 - math.round(fF * 100)) < 0.000001');
    expect(rules).toContain('data.j > request.time');
    // An optional edited list may be missing on documents stored before it (read as empty).
    expect(rules).toContain("let fN = data.get('n', []);");
    expect(rules).toContain('fN is list && fN.size() <= 5');
  });

  it('links a counted child and its parent, and refuses a counter no child counts on', () => {
    const list = { sorts: ['createdAt'], defaultSort: { field: 'createdAt', direction: 'desc' } } as const;
    const parent = defineEntity({
      name: 'box',
      collection: 'faqs',
      fields: { n: counter('x') },
      hierarchy: { childCounter: 'n' },
      list,
      title: () => '',
    });
    const child = defineEntity({
      name: 'item',
      collection: 'articles',
      fields: { boxId: reference('x', 'faqs', 'box') },
      hierarchy: { parent: { field: 'boxId', collection: 'faqs', counter: 'n' } },
      list,
      title: () => '',
    });
    const link =
      "{'parents': 'faqs', 'children': 'articles', 'field': 'boxId', 'counter': 'n', 'named': 'lastCountedChild'}";
    expect(entityRules(parent, [parent, child])).toContain(`function boxChildLink() {\n      return ${link};`);
    expect(entityRules(child, [parent, child])).toContain(`function itemParentLink() {\n      return ${link};`);
    expect(() => entityRules(parent, [parent])).toThrow(/exactly one child/);
  });

  it('refuses a pattern it could not write into the rules', () => {
    const bad = defineEntity({
      name: 'bad',
      collection: 'faqs',
      fields: { t: text('x', 5, { pattern: { source: "it's", messageKey: 'k' } }) },
      list: { sorts: ['createdAt'], defaultSort: { field: 'createdAt', direction: 'desc' } },
      title: () => '',
    });
    expect(() => entityRules(bad)).toThrow(/rules string/);
  });
});

describe('the library and HELPERS blocks (scripts/rules/runtimeRules.ts, rules/library)', () => {
  const named = (name: string) => {
    const def = ENTITY_LIST.find((d) => d.name === name);
    if (!def) throw new Error(`no definition ${name}`);
    return def;
  };
  const library = Object.fromEntries(
    LIBRARY_FILES.map((file) => [file, read(`rules/library/${file}.rules`)]),
  ) as unknown as Library;

  it('include a library file only when a definition needs it', () => {
    const faqOnly = libraryBlock(library, [named('faq')]);
    expect(faqOnly).toContain('function isValidCreate(fields, counters)');
    expect(faqOnly).not.toContain('function isCounterKeptOrStepped');
    expect(faqOnly).not.toContain('function isMessageAppended');
    const all = libraryBlock(library, VALIDATED, ENTITY_LIST);
    expect(all).toContain('function isCounterKeptOrStepped');
    expect(all).toContain('function isMessageAppended');
  });

  it("read a document's audit path from its definition's ownerTypeField", () => {
    expect(helpersBlock([named('faq')])).not.toContain("collection == 'reviews'");
    expect(helpersBlock([named('review')])).toContain(
      "collection == 'reviews'\n          ? typePaths().get(data.get('subjectType', ''), 'All')",
    );
  });

  it('hold the trash only when the panel deletes, and count again every restored child', () => {
    expect(trashBlock(library, [named('order')])).not.toContain('match ');
    expect(trashBlock(library, VALIDATED)).toContain('match /trash/{entryId}');
    const helpers = helpersBlock(VALIDATED);
    for (const def of VALIDATED.filter((d) => d.hierarchy?.parent)) {
      expect(helpers).toContain(`isSteppedFor(${def.name}ParentLink()`);
    }
  });
});
