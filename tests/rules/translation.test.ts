/**
 * firestore.rules, Translation/{English|Arabic}: public read, staff-only write, never a
 * whole language replaced or wiped (no document delete; a write adds, edits or removes
 * exactly one key, never to a blank or invisible-only text), each change recorded in
 * translationHistory in the same write with its true before and after, and a document
 * within TRANSLATION_LIMITS (src/config/translation.ts; docs/access.md "Translation"):
 * every visitor downloads it before sign-in.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { readBundledLocales } from '../../scripts/lib/locales';
import { TRANSLATION_LIMITS } from '../../src/config/translation';
import { dbAs, dbSignedOut, ownerDb, seed, UID, setUpRulesFile } from './helpers';

const rules = setUpRulesFile(() => ({
  'Translation/English': { english: { 'navbar.dashboard': 'Dashboard' } },
  'Translation/Arabic': { arabic: { 'navbar.dashboard': 'لوحة التحكم' } },
}));

describe('Translation read', () => {
  it('is open to signed-out visitors (whole collection and one document)', async () => {
    const db = dbSignedOut(rules.env);
    const all = await assertSucceeds(getDocs(collection(db, 'Translation')));
    expect(all.size).toBe(2);
    await assertSucceeds(getDoc(doc(db, 'Translation', 'Arabic')));
  });

  it('is open to customers and new accounts', async () => {
    await assertSucceeds(getDocs(collection(dbAs(rules.env, UID.customer), 'Translation')));
    await assertSucceeds(getDoc(doc(dbAs(rules.env, UID.newcomer), 'Translation', 'English')));
  });
});

type Lang = 'English' | 'Arabic';
const FIELD: Record<Lang, string> = { English: 'english', Arabic: 'arabic' };

/** A change of one key as the editor writes it: the text (null: removed) and its history entry. */
interface Change {
  readonly lang: Lang;
  readonly key: string;
  readonly text: unknown;
  /** The text the entry records as before (default: `undefined` = read it first). */
  readonly before?: unknown;
}

/**
 * One batch: for each change, a translationHistory entry (`entry` overrides its fields;
 * null: none) and the Translation update naming it (`extra` added to the update).
 */
async function write(
  db: Firestore,
  uid: string,
  changes: readonly Change[],
  options: { entry?: DocumentData | null; extra?: unknown[]; create?: boolean } = {},
): Promise<void> {
  const batch = writeBatch(db);
  for (const change of changes) {
    let before = change.before;
    if (before === undefined) {
      const snapshot = await getDoc(doc(db, 'Translation', change.lang));
      const map = (snapshot.get(FIELD[change.lang]) ?? {}) as Record<string, unknown>;
      before = change.key in map ? map[change.key] : null;
    }
    const history = doc(collection(db, 'translationHistory'));
    if (options.entry !== null) {
      batch.set(history, {
        key: change.key,
        language: change.lang,
        before,
        after: change.text,
        by: uid,
        at: serverTimestamp(),
        ...options.entry,
      });
    }
    const ref = doc(db, 'Translation', change.lang);
    if (options.create) {
      batch.set(ref, { [FIELD[change.lang]]: { [change.key]: change.text }, historyId: history.id });
    } else {
      const value = change.text === null ? deleteField() : change.text;
      batch.update(
        ref,
        new FieldPath(FIELD[change.lang], change.key),
        value,
        'historyId',
        history.id,
        ...(options.extra ?? []),
      );
    }
  }
  return batch.commit();
}

const one = (lang: Lang, key: string, text: unknown): Change[] => [{ lang, key, text }];

describe('Translation write', () => {
  it('is denied to signed-out visitors, customers and new accounts', async () => {
    for (const [db, uid] of [
      [dbSignedOut(rules.env), 'x'],
      [dbAs(rules.env, UID.customer), UID.customer],
      [dbAs(rules.env, UID.fakeAdmin), UID.fakeAdmin],
      [dbAs(rules.env, UID.newcomer), UID.newcomer],
    ] as const) {
      await assertFails(write(db, uid, one('English', 'user.logout', 'Logout'), { entry: {} }));
      await assertFails(deleteDoc(doc(db, 'Translation', 'English')));
    }
  });

  it('is allowed to any staff member, whatever their Access, one key with its history entry', async () => {
    for (const uid of [UID.translator, UID.limited, UID.noAccess, UID.admin]) {
      const db = dbAs(rules.env, uid);
      // Keys hold dots and the maps are flat, so writes name the key with a FieldPath.
      await assertSucceeds(write(db, uid, one('English', `key.${uid}`, 'Text')));
      await assertSucceeds(write(db, uid, one('Arabic', `key.${uid}`, 'نص')));
    }
    const english = await getDoc(doc(dbSignedOut(rules.env), 'Translation', 'English'));
    expect(english.get(new FieldPath('english', `key.${UID.admin}`))).toBe('Text');
  });

  it('keeps each document to its own map field and historyId', async () => {
    const db = dbAs(rules.env, UID.translator);
    await deleteDoc(doc(ownerDb(rules.env), 'Translation', 'English'));
    await deleteDoc(doc(ownerDb(rules.env), 'Translation', 'Arabic'));
    await assertFails(setDoc(doc(db, 'Translation', 'English'), { arabic: { 'user.logout': 'Logout' } }));
    await assertFails(setDoc(doc(db, 'Translation', 'English'), { english: {}, updatedAt: 1 }));
    await assertFails(setDoc(doc(db, 'Translation', 'English'), { english: 'Logout' }));
    await assertFails(setDoc(doc(db, 'Translation', 'English'), {}));
    // A missing document is created holding one key, with its entry.
    await assertSucceeds(write(db, UID.translator, one('English', 'user.logout', 'Logout'), { create: true }));
    await assertSucceeds(write(db, UID.translator, one('Arabic', 'user.logout', 'تسجيل الخروج'), { create: true }));
    await assertFails(write(db, UID.translator, one('English', 'a.b', 'B'), { extra: ['note', 'x'] }));
    await assertFails(write(db, UID.translator, one('English', 'a.b', 5)));
  });

  it('is limited to the English and Arabic documents', async () => {
    const db = dbAs(rules.env, UID.admin);
    await assertFails(setDoc(doc(db, 'Translation', 'French'), { french: {} }));
    await assertFails(setDoc(doc(db, 'Translation', 'English', 'history', 'h1'), { at: 1 }));
  });
});

/** A map of `n` keys `<prefix><i>` (padded to `keyLength`) holding `text`. */
function manyKeys(n: number, text = 'x', keyLength = 0): Record<string, string> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`.padEnd(keyLength, '_'), text] as const));
}

describe('Translation: no language replaced or wiped in one write', () => {
  beforeEach(async () => {
    await seed(rules.env, {
      'Translation/English': { english: { 'a.one': 'One', 'a.two': 'Two', 'a.three': 'Three' } },
    });
  });
  const db = () => dbAs(rules.env, UID.admin);

  it('nobody deletes a document, not even All', async () => {
    for (const uid of [UID.translator, UID.admin, UID.stringAll]) {
      await assertFails(deleteDoc(doc(dbAs(rules.env, uid), 'Translation', 'English')));
      await assertFails(deleteDoc(doc(dbAs(rules.env, uid), 'Translation', 'Arabic')));
    }
    const english = await getDoc(doc(dbSignedOut(rules.env), 'Translation', 'English'));
    expect(Object.keys(english.get('english') as object)).toHaveLength(3);
  });

  it('the whole map is not emptied or replaced, with or without an entry', async () => {
    const ref = doc(db(), 'Translation', 'English');
    await assertFails(setDoc(ref, { english: {} }));
    await assertFails(setDoc(ref, { english: { 'b.other': 'Other' } }));
    await assertFails(updateDoc(ref, { english: { 'a.one': 'Hacked', 'a.two': 'Hacked', 'a.three': 'Hacked' } }));
    // The same replacement beside an honest-looking entry about one key.
    await assertFails(
      write(db(), UID.admin, one('English', 'a.one', 'Hacked'), {
        extra: [new FieldPath('english', 'a.two'), 'Hacked', new FieldPath('english', 'a.three'), 'Hacked'],
      }),
    );
  });

  it('two keys in one write are refused (added, edited or removed)', async () => {
    await assertFails(
      write(db(), UID.admin, one('English', 'a.one', null), {
        extra: [new FieldPath('english', 'a.two'), deleteField()],
      }),
    );
    await assertFails(
      write(db(), UID.admin, one('English', 'a.one', 'Uno'), { extra: [new FieldPath('english', 'a.two'), 'Dos'] }),
    );
    await assertFails(
      write(db(), UID.admin, one('English', 'b.new', 'New'), { extra: [new FieldPath('english', 'b.other'), 'Other'] }),
    );
  });

  it('a change without its entry, or with a forged one, is refused', async () => {
    const ref = doc(db(), 'Translation', 'English');
    await assertFails(updateDoc(ref, new FieldPath('english', 'a.one'), deleteField()));
    await assertFails(updateDoc(ref, new FieldPath('english', 'a.one'), 'Uno'));
    await assertFails(write(db(), UID.admin, one('English', 'a.one', 'Uno'), { entry: null }));
    const forged: DocumentData[] = [
      { before: 'Something else' },
      { before: null },
      { after: 'Uno!' },
      { key: 'a.two' },
      { language: 'Arabic' },
      { by: UID.translator },
      { at: new Date(Date.now() - 60_000) },
      { note: 'x' },
    ];
    for (const entry of forged) await assertFails(write(db(), UID.admin, one('English', 'a.one', 'Uno'), { entry }));
    // An entry alone, with no change beside it, is refused too.
    await assertFails(
      setDoc(doc(db(), 'translationHistory', 'LONE'), {
        key: 'a.one',
        language: 'English',
        before: 'One',
        after: 'Uno',
        by: UID.admin,
        at: serverTimestamp(),
      }),
    );
  });

  it('the honest edit, addition and removal are accepted, each with its entry; entries are kept as written', async () => {
    await assertSucceeds(write(db(), UID.admin, one('English', 'a.one', 'Uno')));
    await assertSucceeds(write(db(), UID.admin, one('English', 'a.four', 'Four')));
    await assertSucceeds(write(db(), UID.admin, one('English', 'a.two', null)));
    const entries = await getDocs(collection(dbAs(rules.env, UID.translator), 'translationHistory'));
    expect(entries.docs.map((d) => [d.get('key'), d.get('before'), d.get('after')]).sort()).toEqual([
      ['a.four', null, 'Four'],
      ['a.one', 'One', 'Uno'],
      ['a.two', 'Two', null],
    ]);
    const [first] = entries.docs;
    if (!first) throw new Error('no entry');
    await assertFails(updateDoc(first.ref, { after: 'Changed' }));
    await assertFails(deleteDoc(first.ref));
    // Staff read the history; customers and visitors do not.
    await assertFails(getDocs(collection(dbAs(rules.env, UID.customer), 'translationHistory')));
    await assertFails(getDocs(collection(dbSignedOut(rules.env), 'translationHistory')));
  });

  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['new lines and tabs', '\n\t\r'],
    ['no-break spaces', '\u00a0\u202f'],
    ['zero-width spaces and joiners', '\u200b\u200c\u200d\u2060'],
    ['bidi controls', '\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069'],
    ['a byte order mark with spaces', ' \ufeff '],
    ['Arabic letter marks', '\u061c\u061c'],
    ['isolate controls', '\u2066\u2069'],
    ['filler letters', '\u3164\uffa0'],
  ])('a blank or invisible-only text is refused: %s', async (_label, text) => {
    await assertFails(write(db(), UID.admin, one('English', 'a.one', text)));
    await assertFails(write(db(), UID.admin, one('English', 'a.new', text)));
  });

  it('a text with something visible is accepted, invisible characters around it included', async () => {
    for (const text of ['x', ' Hello ', 'مرحبا', '\u200fمرحبا', '1']) {
      await assertSucceeds(write(db(), UID.admin, one('English', 'a.one', text)));
    }
  });
});

describe('Translation: bounds (TRANSLATION_LIMITS)', () => {
  const db = () => dbAs(rules.env, UID.translator);
  const add = (key: string, text: unknown) => write(db(), UID.translator, one('English', key, text));
  const limits = TRANSLATION_LIMITS;

  it('takes the bundled texts of src/locales (what the seed writes), and one more key', async () => {
    const bundled = readBundledLocales();
    await seed(rules.env, {
      'Translation/English': { english: bundled.en },
      'Translation/Arabic': { arabic: bundled.ar },
    });
    await assertSucceeds(add('extra.key', 'Extra'));
    await assertSucceeds(write(db(), UID.translator, one('Arabic', 'extra.key', 'إضافي')));
  });

  it(`at most ${limits.keys} keys`, async () => {
    await seed(rules.env, { 'Translation/English': { english: manyKeys(limits.keys - 1) } });
    await assertSucceeds(add('last.key', 'x'));
    await assertFails(add('one.more', 'x'));
  });

  it(`keys of ${limits.keyCharacters} characters in all at most`, async () => {
    const each = limits.keyCharacters / limits.keys;
    await seed(rules.env, { 'Translation/English': { english: manyKeys(limits.keys - 2, 'x', each) } });
    await assertSucceeds(add('k'.repeat(each), 'x'));
    await assertFails(add('z'.repeat(each + 2), 'x'));
  });

  it(`texts of ${limits.textCharacters} characters in all at most, and only strings`, async () => {
    await seed(rules.env, { 'Translation/English': { english: { 'big.one': 'x'.repeat(limits.textCharacters - 1) } } });
    await assertFails(add('big.two', 'yy'));
    await assertSucceeds(add('big.two', 'y'));
    for (const text of [5, true, { nested: 'x' }, ['x']]) await assertFails(add('odd.value', text));
  });

  it(`keys: parts of letters, digits, _ and - joined by dots, at most ${limits.keyLength} characters, no reserved part`, async () => {
    const bad = [
      'has space',
      'a..b',
      '.a',
      'a.',
      'a/b',
      'ذهب',
      'a b',
      ' a',
      'a.__proto__',
      'a.constructor',
      'prototype.b',
      'k'.repeat(limits.keyLength + 1),
    ];
    for (const key of bad) await assertFails(add(key, 'Text'));
    const good = ['a', 'A-b_c.d9', 'dashboard.TotalOrder', 'k'.repeat(limits.keyLength), 'a.proto'];
    for (const key of good) await assertSucceeds(add(key, 'Text'));
  });

  it('the editor’s writes (one entry in both languages, one batch, an entry each) stay allowed', async () => {
    await assertSucceeds(
      write(db(), UID.translator, [
        { lang: 'English', key: 'new.key', text: 'New' },
        { lang: 'Arabic', key: 'new.key', text: 'جديد' },
      ]),
    );
  });
});

describe('Translation imports (translationImports): only All holders import', () => {
  beforeEach(async () => {
    await seed(rules.env, {
      'Translation/English': { english: { 'a.one': 'One', 'a.two': 'Two' } },
      'Translation/Arabic': { arabic: { 'a.one': 'واحد' } },
    });
  });

  const COUNTS = { added: 1, changed: 1, unchanged: 3, unknown: 1, problems: 0 };
  /** An import record as the panel creates it (`over` replaces fields). */
  const record = (uid: string, over: DocumentData = {}): DocumentData => ({
    by: uid,
    at: serverTimestamp(),
    fileName: 'translations.csv',
    counts: COUNTS,
    planned: 2,
    applied: 0,
    failed: 0,
    status: 'running',
    finishedAt: null,
    ...over,
  });
  /** Creates a running import of `uid` without the rules; returns its id. */
  async function running(uid: string, over: DocumentData = {}): Promise<string> {
    const id = `import-${uid}`;
    await seed(rules.env, { [`translationImports/${id}`]: { ...record(uid), at: new Date(), ...over } });
    return id;
  }

  it('an All holder starts an import; other staff, customers and visitors may not, nor forge one', async () => {
    for (const uid of [UID.admin, UID.stringAll]) {
      await assertSucceeds(setDoc(doc(dbAs(rules.env, uid), 'translationImports', `new-${uid}`), record(uid)));
    }
    for (const uid of [UID.translator, UID.limited, UID.noAccess, UID.customer]) {
      await assertFails(setDoc(doc(dbAs(rules.env, uid), 'translationImports', `new-${uid}`), record(uid)));
    }
    await assertFails(setDoc(doc(dbSignedOut(rules.env), 'translationImports', 'x'), record('x')));
    // A holder of several paths imports when All is among them, and not otherwise.
    await seed(rules.env, {
      'users/severalWithAll': { type: 'employee', Access: ['/user', 'All'], blocked: false },
      'users/several': { type: 'employee', Access: ['/user', '/translation', '/about'], blocked: false },
    });
    await assertSucceeds(
      setDoc(doc(dbAs(rules.env, 'severalWithAll'), 'translationImports', 'mixed'), record('severalWithAll')),
    );
    await assertFails(setDoc(doc(dbAs(rules.env, 'several'), 'translationImports', 'several'), record('several')));
    const admin = dbAs(rules.env, UID.admin);
    const forged: DocumentData[] = [
      { by: UID.translator },
      { at: new Date(Date.now() - 60_000) },
      { applied: 2 },
      { failed: 1 },
      { status: 'done' },
      { finishedAt: new Date() },
      { planned: -1 },
      { planned: 1.5 },
      { fileName: '' },
      { fileName: 'x'.repeat(201) },
      { counts: { ...COUNTS, added: -1 } },
      { counts: { ...COUNTS, extra: 1 } },
      { counts: { added: 1 } },
      { note: 'x' },
    ];
    for (const over of forged) {
      await assertFails(setDoc(doc(admin, 'translationImports', 'forged'), record(UID.admin, over)));
    }
    // Staff read the records (the panel's own users), customers do not.
    await assertSucceeds(getDoc(doc(dbAs(rules.env, UID.translator), 'translationImports', `new-${UID.admin}`)));
    await assertFails(getDoc(doc(dbAs(rules.env, UID.customer), 'translationImports', `new-${UID.admin}`)));
  });

  it('an import writes one key per write, each history entry naming its own running import', async () => {
    const importId = await running(UID.admin);
    const admin = dbAs(rules.env, UID.admin);
    await assertSucceeds(write(admin, UID.admin, one('English', 'a.one', 'Uno'), { entry: { importId } }));
    // Both languages of one key in one batch: one key per document.
    await assertSucceeds(
      write(
        admin,
        UID.admin,
        [
          { lang: 'English', key: 'a.two', text: 'Dos' },
          { lang: 'Arabic', key: 'a.two', text: 'اثنان' },
        ],
        { entry: { importId } },
      ),
    );
    // Two keys of a document in one write are refused, import or not.
    await assertFails(
      write(admin, UID.admin, one('English', 'a.one', 'Eins'), {
        entry: { importId },
        extra: [new FieldPath('english', 'a.two'), 'Zwei'],
      }),
    );
    const entries = await getDocs(collection(admin, 'translationHistory'));
    expect(entries.docs.map((d) => [d.get('key'), d.get('language'), d.get('importId')]).sort()).toEqual([
      ['a.one', 'English', importId],
      ['a.two', 'Arabic', importId],
      ['a.two', 'English', importId],
    ]);
  });

  it('refuses import writes of anyone without All, and of an import not theirs, unknown or finished', async () => {
    const importId = await running(UID.admin);
    // A translator (any staff may edit a text) cannot pass their edit off as an import.
    for (const uid of [UID.translator, UID.limited]) {
      await assertFails(write(dbAs(rules.env, uid), uid, one('English', 'a.one', 'Uno'), { entry: { importId } }));
      const own = await running(uid);
      await assertFails(write(dbAs(rules.env, uid), uid, one('English', 'a.one', 'Uno'), { entry: { importId: own } }));
      // The same edit, not as an import, is theirs to make.
      await assertSucceeds(write(dbAs(rules.env, uid), uid, one('English', 'a.one', `Uno ${uid}`)));
    }
    const other = dbAs(rules.env, UID.stringAll);
    await assertFails(write(other, UID.stringAll, one('English', 'a.one', 'Eins'), { entry: { importId } }));
    const admin = dbAs(rules.env, UID.admin);
    await assertFails(write(admin, UID.admin, one('English', 'a.one', 'Eins'), { entry: { importId: 'missing' } }));
    await assertFails(write(admin, UID.admin, one('English', 'a.one', 'Eins'), { entry: { importId: 7 } }));
    await assertFails(write(admin, UID.admin, one('English', 'a.one', 'Eins'), { entry: { importId: null } }));
    const finished = await running(UID.admin, { status: 'done' });
    await assertFails(write(admin, UID.admin, one('English', 'a.one', 'Eins'), { entry: { importId: finished } }));
  });

  it('only its author finishes an import, once, with counts within the plan; nobody deletes it', async () => {
    const importId = await running(UID.admin);
    const finish = (uid: string, over: DocumentData = {}) =>
      updateDoc(doc(dbAs(rules.env, uid), 'translationImports', importId), {
        applied: 1,
        failed: 1,
        status: 'done',
        finishedAt: serverTimestamp(),
        ...over,
      });
    await assertFails(finish(UID.stringAll));
    await assertFails(finish(UID.translator));
    await assertFails(finish(UID.admin, { applied: 2 }));
    await assertFails(finish(UID.admin, { status: 'running' }));
    await assertFails(finish(UID.admin, { finishedAt: new Date() }));
    await assertFails(finish(UID.admin, { planned: 9 }));
    await assertFails(finish(UID.admin, { counts: { ...COUNTS, added: 9 } }));
    await assertSucceeds(finish(UID.admin, { status: 'cancelled' }));
    await assertFails(finish(UID.admin, { applied: 0, failed: 0 }));
    await assertFails(deleteDoc(doc(dbAs(rules.env, UID.admin), 'translationImports', importId)));
  });
});
