/**
 * The items of `npm run preflight` (scripts/preflight.ts; docs/deploy.md, "Preflight"):
 * each checked from the repository, offline, with what it measured.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEMO_ACCOUNTS } from '../seed-data/accounts';
import { generatedFiles } from './generated';
import { COMPOSITE_INDEX_LIMIT } from '../rules/indexes';
import { DEPLOYED_RULES_FILE } from '../rules/deployedRules';

/** Firestore's (and Storage's) limit on a rules source, in bytes. */
export const RULES_SOURCE_LIMIT = 256 * 1024;

/** One item of the preflight: `ok` or missing, and what it measured. */
export interface PreflightItem {
  readonly ok: boolean;
  readonly name: string;
  readonly detail: string;
}

/** What the preflight checks. */
export interface PreflightInput {
  /** The repository's root folder. */
  readonly root: string;
  /** The production build's VITE_* variables, as `vite build` reads them (vite's loadEnv('production')). */
  readonly env: Readonly<Record<string, string>>;
  /** `--production`: a build without a production project id is missing its target. */
  readonly production: boolean;
  /** The generated files' content (generatedFiles(root)), when the caller has it already. */
  readonly generated?: Readonly<Record<string, string>>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every file under `dir`, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

/**
 * Checks the items of the preflight (scripts/preflight.ts lists them).
 * @returns the items in the order printed; the build is ready when every one is ok
 * @throws Error when a file the checks read is missing (firestore.indexes.json, the rules)
 */
export async function preflightItems({ root, env, production, generated }: PreflightInput): Promise<PreflightItem[]> {
  const results: PreflightItem[] = [];
  const item = (name: string, ok: boolean, detail: string) => results.push({ ok, name, detail });

  // Generated files in sync.
  const files = generated ?? (await generatedFiles(root));
  const stale = Object.entries(files)
    .filter(([file, content]) => readFileSync(join(root, file), 'utf8') !== content)
    .map(([file]) => file);
  item(
    'generated rules and indexes',
    stale.length === 0,
    stale.length ? `out of date: ${stale.join(', ')} (run npm run generate)` : Object.keys(files).join(', '),
  );

  // Rules source size.
  for (const file of [DEPLOYED_RULES_FILE, 'storage.rules']) {
    const bytes = statSync(join(root, file)).size;
    item(
      `${file} size`,
      bytes <= RULES_SOURCE_LIMIT,
      `${kb(bytes)} of ${kb(RULES_SOURCE_LIMIT)} (headroom ${kb(RULES_SOURCE_LIMIT - bytes)})`,
    );
  }

  // Composite indexes.
  const indexes =
    (JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8')) as { indexes?: unknown[] }).indexes ?? [];
  item(
    'composite indexes',
    indexes.length <= COMPOSITE_INDEX_LIMIT,
    `${indexes.length} of ${COMPOSITE_INDEX_LIMIT} (headroom ${COMPOSITE_INDEX_LIMIT - indexes.length})`,
  );

  // The production build's target.
  const projectId = env['VITE_FIREBASE_PROJECT_ID'] ?? '';
  if (!projectId) {
    item(
      'production target',
      !production,
      production
        ? 'no VITE_FIREBASE_PROJECT_ID: the build would be the offline demo on the emulators'
        : 'demo build: no VITE_FIREBASE_PROJECT_ID, so it runs on the emulators only and never reaches a real project (--production requires one)',
    );
  } else {
    const problems = [
      ...(projectId.startsWith('demo-') ? [`${projectId} is an offline demo- project`] : []),
      ...(env['VITE_USE_EMULATORS'] === 'true' ? ['VITE_USE_EMULATORS=true points it at the emulators'] : []),
      ...['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_APP_ID']
        .filter((key) => !env[key])
        .map((key) => `${key} is not set`),
    ];
    item('production target', problems.length === 0, problems.length ? problems.join('; ') : `project ${projectId}`);
  }

  // App Check.
  const source = filesUnder(join(root, 'src')).filter((f) => /\.(ts|tsx|json)$/.test(f));
  if (projectId) {
    const initialised = source.some((f) => readFileSync(f, 'utf8').includes('initializeAppCheck('));
    const problems = [
      ...(env['VITE_APPCHECK_SITE_KEY'] ? [] : ['VITE_APPCHECK_SITE_KEY (reCAPTCHA Enterprise site key) is not set']),
      ...(env['VITE_APPCHECK_DEBUG_TOKEN']
        ? ['VITE_APPCHECK_DEBUG_TOKEN is set: a debug token is a CI secret, never part of a production build']
        : []),
      ...(initialised ? [] : ['the panel does not initialise App Check (no initializeAppCheck in src/)']),
    ];
    item(
      'App Check',
      problems.length === 0,
      problems.length ? problems.join('; ') : 'reCAPTCHA Enterprise site key set',
    );
  } else {
    item('App Check', true, 'not needed for the demo build (no production project id)');
  }

  // Demo accounts and passwords.
  const secrets = DEMO_ACCOUNTS.flatMap((a) => [a.email, a.password]);
  const built = join(root, 'dist');
  const scanned = [
    ...source,
    ...(existsSync(built) ? filesUnder(built).filter((f) => /\.(js|html|json)$/.test(f)) : []),
  ];
  const found = scanned.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return secrets
      .filter((s) => text.includes(s))
      .map((s) => `${relative(root, file)} holds ${s.includes('@') ? s : 'a demo password'}`);
  });
  item(
    'no demo accounts',
    found.length === 0,
    found.length
      ? found.slice(0, 5).join('; ')
      : `${DEMO_ACCOUNTS.length} demo accounts, none in src/${existsSync(built) ? ' or dist/' : ' (no dist/ to scan yet)'}`,
  );
  return results;
}

/**
 * The preflight's report as `npm run preflight` prints it: a line per item, then the verdict.
 * @returns the text (lines end with a newline)
 */
export function preflightReport(items: readonly PreflightItem[]): string {
  const lines = items.map((r) => `${r.ok ? 'ok     ' : 'missing'}  ${r.name}: ${r.detail}`);
  const missing = items.filter((r) => !r.ok);
  lines.push(missing.length ? `\n${missing.length} missing: not ready to deploy.` : '\nEvery item ok.');
  return `${lines.join('\n')}\n`;
}
