/**
 * The rules cost meter (issue 30, docs/access.md "Rules cost"): how many of Firestore's
 * 1,000 evaluated expressions a legitimate write costs, measured on the emulator with
 * the project's own firestore.rules.
 *
 * How: a copy of the rules in which the first `allow` of every write method of every
 * named collection match first spends K expressions in a padding function
 * (`padK(request.auth.token.padK)`, a chain of `k == i ||` whose evaluation stops at
 * the K-th link). The caller's token carries K. The largest K with which a write still
 * passes is the room its costliest document leaves; a write to a collection whose rule
 * is just the padding calibrates K in expressions. So a write's cost is
 * `(K0 - Kw) × 1000 / K0` (resolution: one link, about 5 expressions).
 *
 * Measured per document: the emulator counts the 1,000 per document's rule evaluation
 * (a batch of two documents each spending 950 passes; one spending 1,010 does not,
 * checked here on the emulator), so a write's cost is its costliest document's. Every
 * document of a write is padded at once, so the largest K that passes is the worst
 * document's room.
 *
 * Reads are never padded (the data layer reads a document before its audited write).
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type DocumentData, type Firestore } from 'firebase/firestore';
import { dbOf, seed } from '../helpers';

setLogLevel('silent');

/** Firestore's limit of evaluated expressions per request (per document on the emulator). */
export const EXPRESSION_LIMIT = 1000;
/** The most a legitimate write may cost (issue 30): 30 % of the limit kept for fields to come. */
export const BUDGET_CEILING = 700;

/** Links of the padding chain: more than the limit can evaluate. */
const LINKS = 480;
/** Links per padding function (the rules compiler refuses deeper nesting than about 50). */
const LINKS_PER_FUNCTION = 40;
/** The calibration collection (only in the padded copy). */
const CALIBRATION = 'budgetCalibration';

/** The padding functions: padK(k) costs about five expressions per unit of k. */
function paddingFunctions(): string {
  const count = LINKS / LINKS_PER_FUNCTION;
  const out: string[] = [];
  for (let f = 0; f < count; f++) {
    let chain = f + 1 < count ? `budgetPad${f + 1}(k)` : 'false';
    for (let i = (f + 1) * LINKS_PER_FUNCTION; i > f * LINKS_PER_FUNCTION; i--) chain = `k == ${i} || (${chain})`;
    out.push(`    function budgetPad${f}(k) { return ${chain}; }`);
  }
  out.push(
    `    function padK() { return request.auth == null || request.auth.token.get('padK', 0) == 0 || budgetPad0(request.auth.token.get('padK', 0)); }`,
  );
  out.push(`    match /${CALIBRATION}/{id} { allow create: if padK(); }`);
  return out.join('\n');
}

const WRITE_METHODS = ['create', 'update', 'delete'] as const;

/**
 * The padded copy of a rules source: `padK() && (…)` around the condition of the first
 * `allow` of each write method in each named collection match (the catch-all
 * `match /{coll}/{docId}` and later matches of the same collection are evaluated after
 * it, so they are not padded again), plus the padding functions and the calibration
 * collection.
 * @param source firestore.rules
 * @param only pad only these collections' matches (to tell which document of a write costs most)
 * @returns the padded rules text
 * @throws Error when an allow statement has no terminating `;`
 */
export function padRules(source: string, only?: readonly string[]): string {
  const lines = source.split('\n');
  const padded = new Map<string, Set<string>>();
  let collection: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const match = /^\s*match \/([^/]+)\/\{\w+\}/.exec(line);
    if (match) collection = match[1]?.startsWith('{') ? null : (match[1] ?? null);
    const allow = /^(\s*allow )([a-z, ]+)(: if )(.*)$/.exec(line);
    if (!allow || collection === null || (only && !only.includes(collection))) continue;
    const methods = (allow[2] ?? '').split(',').map((m) => m.trim());
    const done = padded.get(collection) ?? new Set<string>();
    const fresh = methods.filter((m) => (WRITE_METHODS as readonly string[]).includes(m) && !done.has(m));
    if (fresh.length === 0) continue;
    fresh.forEach((m) => done.add(m));
    padded.set(collection, done);
    lines[i] = `${allow[1]}${allow[2]}${allow[3]}padK() && (${allow[4]}`;
    let end = i;
    while (end < lines.length && !(lines[end] ?? '').trimEnd().endsWith(';')) end++;
    if (end >= lines.length) throw new Error(`allow at line ${i + 1} has no ';'`);
    lines[end] = (lines[end] ?? '').replace(/;\s*$/, ');');
  }
  const text = lines.join('\n');
  const at = text.indexOf('match /databases/{database}/documents {');
  if (at < 0) throw new Error('no documents match');
  const insert = text.indexOf('\n', at) + 1;
  return `${text.slice(0, insert)}${paddingFunctions()}\n${text.slice(insert)}`;
}

/** A legitimate write, made by one caller. */
export interface BudgetWrite {
  /** What is written, e.g. 'coupons: update' or 'users (supplier): block'. */
  readonly write: string;
  /** Who writes it, e.g. 'All holder', 'holder of /coupon only'. */
  readonly caller: string;
  /** The caller's uid (its users document is among `docs`, unless an app person of PEOPLE). */
  readonly uid: string;
  /** The documents stored before the write, by path (written with the rules off). */
  readonly docs: () => Readonly<Record<string, DocumentData>>;
  /** Makes the write as the data layer does, with `db` signed in as the caller. */
  readonly run: (db: Firestore) => Promise<unknown>;
}

/** A write's measured cost. */
export interface BudgetResult {
  readonly write: string;
  readonly caller: string;
  /** Expressions of its costliest document, within one padding link; null: refused even unpadded. */
  readonly cost: number | null;
  /** The largest padding that passed (links). */
  readonly room: number;
}

/** A running meter: the padded rules loaded into a project of the emulator. */
export interface Meter {
  readonly env: RulesTestEnvironment;
  /** The largest padding a write of nothing passes (links): the limit in links. */
  readonly calibration: number;
  /** The cost of one padding link in expressions. */
  readonly perLink: number;
  /** Whether `write` passes with `links` of padding (the database reset first). */
  passes(write: BudgetWrite, links: number): Promise<boolean>;
  /** The write's cost, by binary search on the padding. */
  measure(write: BudgetWrite): Promise<BudgetResult>;
  /** The padding (links) that costs at least `expressions`. */
  linksFor(expressions: number): number;
  cleanup(): Promise<void>;
}

/**
 * Starts a meter on the Firestore emulator.
 * @param rules the rules source to measure (firestore.rules)
 * @param projectId an emulator project of its own (the padded rules replace its rules)
 * @param host 'host:port' of the Firestore emulator (default FIRESTORE_EMULATOR_HOST)
 * @param only pad only these collections (default: every collection)
 * @returns the meter, calibrated
 */
export async function startMeter(
  rules: string,
  projectId = `demo-rules-budget-${process.pid}`,
  host?: string,
  only?: readonly string[],
): Promise<Meter> {
  const [hostName, port] = (host ?? process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { rules: padRules(rules, only), host: hostName ?? '127.0.0.1', port: Number(port) },
  }).catch((error: unknown) => {
    throw new Error(
      `The Firestore emulator did not load the padded rules (${String(error)}). Its log, ` +
        'firestore-debug.log, names the cause; a StackOverflowError there means its Java threads ' +
        'need a larger stack (scripts/lib/emulators.mjs, emulatorEnv deepRules).',
      { cause: error },
    );
  });
  const dbs = new Map<string, Firestore>();
  const dbFor = (uid: string, links: number): Firestore => {
    const key = `${uid}:${links}`;
    let db = dbs.get(key);
    if (!db) {
      db = dbOf(env.authenticatedContext(uid, { padK: links }));
      dbs.set(key, db);
    }
    return db;
  };
  let calls = 0;
  const tryWrite = async (write: BudgetWrite, links: number): Promise<boolean> => {
    await env.clearFirestore();
    await seed(env, write.docs());
    return write.run(dbFor(write.uid, links)).then(
      () => true,
      (error: unknown) => {
        if (links === 0 && process.env.RULES_BUDGET_DEBUG) console.error(String(error));
        return false;
      },
    );
  };
  const largest = async (ok: (links: number) => Promise<boolean>): Promise<number> => {
    if (!(await ok(0))) return -1;
    let lo = 0;
    let hi = LINKS;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (await ok(mid)) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  await env.clearFirestore();
  const calibration = await largest(async (links) => {
    calls += 1;
    return setDoc(doc(dbFor('calibration', links), CALIBRATION, `c${calls}`), { x: 1 }).then(
      () => true,
      () => false,
    );
  });
  if (calibration <= 0) throw new Error('the padding does not calibrate: a write of nothing is refused');
  const perLink = EXPRESSION_LIMIT / calibration;
  return {
    env,
    calibration,
    perLink,
    passes: tryWrite,
    linksFor: (expressions) => Math.ceil(expressions / perLink) + 1,
    async measure(write) {
      const room = await largest((links) => tryWrite(write, links));
      const cost = room < 0 ? null : Math.round((calibration - room) * perLink);
      return { write: write.write, caller: write.caller, cost, room };
    },
    cleanup: () => env.cleanup(),
  };
}
