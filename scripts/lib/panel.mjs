/**
 * The measuring scripts' shared set-up (docs/performance.md): `npm run lighthouse` and
 * the typing benchmark of `npm run bench` both run themselves again inside
 * `firebase emulators:exec`, seed the demo data into their own emulator project, build
 * the panel and serve it with `vite preview`.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { EMULATORS, emulatorEnv, emulatorHosts, FIREBASE_BIN, offsetFirebaseConfig, ROOT } from './emulators.mjs';

/**
 * Outside the emulators: runs `node <script>` inside `firebase emulators:exec` (the
 * emulators moved by `offset`, as for `npm test`) with `insideFlag` set, then exits with
 * its status. Inside (the flag set): returns at once.
 * @param {{ script: string, projectId: string, offset: number, insideFlag: string }} options
 *   script: the path from the repository's root, e.g. 'scripts/lighthouse.mjs'
 * @returns {void} only inside the emulators; outside it never returns (process.exit)
 */
export function runInsideEmulators({ script, projectId, offset, insideFlag }) {
  if (process.env[insideFlag]) return;
  const config = offsetFirebaseConfig(offset);
  const args = [...(config ? ['--config', config] : []), 'emulators:exec', '--only', EMULATORS];
  const { status } = spawnSync(FIREBASE_BIN, [...args, '--project', projectId, `node ${script}`], {
    cwd: ROOT,
    env: { ...emulatorEnv(offset), [insideFlag]: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.exit(status ?? 1);
}

/**
 * Inside the emulators: seeds the demo data into `projectId`, builds the panel for it
 * into `.cache/<outDirName>-<offset>` and serves that with `vite preview`.
 * @param {{ projectId: string, offset: number, outDirName: string, port: number }} options
 *   port: the preview's preferred port (the next free one if taken)
 * @returns {Promise<{ server: import('vite').PreviewServer, baseUrl: string }>} baseUrl
 *   without a trailing slash, e.g. http://127.0.0.1:4417
 * @throws Error when vite preview reports no URL
 */
export async function seedAndServePanel({ projectId, offset, outDirName, port }) {
  const { register } = await import('tsx/esm/api');
  register(); // scripts/seed.ts is TypeScript
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const hosts = emulatorHosts(offset);
  Object.assign(process.env, {
    VITE_FIRESTORE_EMULATOR_PORT: String(hosts.firestorePort),
    VITE_AUTH_EMULATOR_PORT: String(hosts.authPort),
    VITE_DEMO_PROJECT_ID: projectId,
  });
  const { seed, adminApp } = await import('../seed.ts');
  const { deleteApp } = await import('firebase-admin/app');
  await seed({ projectId, log: () => {} });
  await deleteApp(adminApp(projectId));

  const { build, preview } = await import('vite');
  const outDir = join(ROOT, '.cache', `${outDirName}-${offset}`);
  console.log('Building the panel …');
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: false, host: '127.0.0.1' },
  });
  const baseUrl = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  if (!baseUrl) throw new Error('vite preview did not report a URL');
  return { server, baseUrl };
}
