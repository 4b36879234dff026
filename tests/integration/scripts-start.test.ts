/**
 * `npm start` stops cleanly on a signal sent to npm's own process (issue "Entity
 * definitions v2" §3): a process manager sends SIGTERM to the pid it started, npm.
 * This runs the real `npm start` (its own emulators, on ports moved 5 past this run's,
 * its own demo project and a temporary data folder), waits for the panel, sends
 * SIGTERM to npm and checks that npm exits with 0, the data was exported, and no
 * process it started is left. Without Java it reports itself skipped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
if (!hasJava) console.warn('SKIPPED: npm start signal test: Java is not installed, the emulators cannot start.');

/** Every process under pid, read from `ps`. */
function descendants(pid: number): number[] {
  const ps = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const children = new Map<number, number[]>();
  for (const line of ps.stdout.trim().split('\n')) {
    const [child = 0, parent = 0] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const queue = [pid];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const c of children.get(next) ?? []) {
      found.push(c);
      queue.push(c);
    }
  }
  return found;
}

/** Whether pid is a live process (a zombie waiting for its reaper counts as gone). */
function alive(pid: number): boolean {
  const ps = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' });
  return ps.status === 0 && ps.stdout.trim() !== '' && !ps.stdout.trim().startsWith('Z');
}

/** Resolves when the output matches, rejects when the process exits first or time runs out. */
function waitForOutput(child: ChildProcess, output: () => string, pattern: RegExp, timeoutMs: number) {
  return new Promise<void>((done, fail) => {
    const timer = setInterval(() => {
      if (pattern.test(output())) finish();
      else if (child.exitCode !== null) finish(new Error(`npm start exited (${child.exitCode}):\n${output()}`));
    }, 250);
    const deadline = setTimeout(() => finish(new Error(`npm start was not ready in time:\n${output()}`)), timeoutMs);
    function finish(error?: Error) {
      clearInterval(timer);
      clearTimeout(deadline);
      if (error) fail(error);
      else done();
    }
  });
}

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'start-signal-'));
  let npm: ChildProcess | undefined;
  afterAll(() => {
    if (npm?.pid && npm.exitCode === null)
      for (const pid of [...descendants(npm.pid), npm.pid]) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(!hasJava)(
    'stops everything and exports its data on SIGTERM sent to npm',
    async () => {
      // The emulators:exec variables of this run must not leak into npm start.
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([k]) => !/^(FIREBASE_|FIRESTORE_EMULATOR_HOST|GCLOUD_|VITE_)/.test(k)),
      );
      Object.assign(env, {
        EMULATOR_PORT_OFFSET: String(Number(process.env.EMULATOR_PORT_OFFSET ?? 0) + 5),
        DEMO_PROJECT_ID: 'demo-start-signal-test',
        EMULATOR_DATA_DIR: dataDir,
      });
      let output = '';
      npm = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      npm.stdout?.on('data', (c: Buffer) => (output += String(c)));
      npm.stderr?.on('data', (c: Buffer) => (output += String(c)));
      const exited = new Promise<number | null>((done) => npm?.on('exit', (code) => done(code)));

      // A cold emulator compiles the rules and the demo data is seeded: about 60 s on a quiet
      // 2-core machine, over 150 s with another test run sharing it (the shared run beside CI133).
      await waitForOutput(npm, () => output, /Admin Panel is running/, 300_000);
      const pid = npm.pid ?? 0;
      const tree = descendants(pid);
      // npm's child is start.mjs itself (`exec node`), which started firebase-tools and Java.
      expect(tree.length).toBeGreaterThanOrEqual(3);

      process.kill(pid, 'SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toMatch(/Stopping \(SIGTERM\)/);
      expect(output).toMatch(/Data saved to/);
      expect(output).not.toMatch(/NOT SAVED/);
      expect(existsSync(join(dataDir, 'firebase-export-metadata.json'))).toBe(true);
      await expect.poll(() => tree.filter(alive), { timeout: 10_000 }).toEqual([]);
    },
    420_000,
  );
});
