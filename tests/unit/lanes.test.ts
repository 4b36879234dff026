/**
 * scripts/lib/lanes.mjs, `npm test`'s lanes (docs/testing.md "Three lanes"): LANES_LAST's
 * commands run at the end of the lane that ends first, whichever it is; each lane's
 * commands run one after another whatever the one before did; the exit status is the
 * first failure's. The commands are small node programs that wait on files, never on a
 * time: a lane that must end last waits for a file the LANES_LAST command writes, so a
 * LANES_LAST given to the wrong lane would never be written and the test would time out.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const LANES_MJS = resolve(import.meta.dirname, '../../scripts/lib/lanes.mjs');

/** A node program that writes `file` and exits with `status`. */
const write = (file: string, status = 0) => [
  'node',
  '-e',
  `require('fs').writeFileSync(${JSON.stringify(file)}, ''); process.exit(${status})`,
];

/** A node program that exits once `file` exists (checked every 20 ms). */
const waitFor = (file: string) => [
  'node',
  '-e',
  `const t = setInterval(() => { if (require('fs').existsSync(${JSON.stringify(file)})) clearInterval(t); }, 20)`,
];

/**
 * A wrong lanes.mjs may never end (a lane waiting for a LANES_LAST that runs behind it):
 * it is stopped after a minute and the test fails on its status.
 */
const STOP_AFTER_MS = 60_000;

/** Runs lanes.mjs with these lanes and last commands: its exit status and output. */
function runLanes(lanes: unknown, last?: unknown) {
  const result = spawnSync('node', [LANES_MJS], {
    timeout: STOP_AFTER_MS,
    // Always both: inside `npm test` this process inherits the lanes' own LANES_LAST.
    env: { ...process.env, LANES: JSON.stringify(lanes), LANES_LAST: JSON.stringify(last ?? []) },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout };
}

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/lib/lanes.mjs', () => {
  it.each([0, 1])(
    'runs the last commands in the lane that ends first (lane %i)',
    (first) => {
      dir = mkdtempSync(join(tmpdir(), 'lanes-'));
      const lastRan = join(dir, 'last-ran');
      const lanes = [0, 1].map((i) => ({
        runs: [{ name: `lane${i}`, args: i === first ? write(join(dir, `lane${i}`)) : waitFor(lastRan) }],
      }));
      const { status, out } = runLanes(lanes, [{ name: 'last', args: write(lastRan) }]);
      expect(status).toBe(0);
      expect(existsSync(lastRan)).toBe(true);
      expect(out).toMatch(new RegExp(`lane${first} [\\d.]+ s then last [\\d.]+ s`));
      expect(out).not.toMatch(new RegExp(`lane${1 - first} [\\d.]+ s then`));
    },
    2 * STOP_AFTER_MS,
  );

  it("runs a lane's next command after a failed one, and exits with the failure's status", () => {
    dir = mkdtempSync(join(tmpdir(), 'lanes-'));
    const after = join(dir, 'after');
    const { status, out } = runLanes([
      {
        runs: [
          { name: 'fails', args: write(join(dir, 'fails'), 3) },
          { name: 'after', args: write(after) },
        ],
      },
    ]);
    expect(status).toBe(3);
    expect(existsSync(after)).toBe(true);
    expect(out).toMatch(/fails [\d.]+ s \(exit 3\) then after [\d.]+ s/);
  });

  it('refuses LANES that name no command, and a LANES_LAST that is not an array', () => {
    expect(runLanes([]).status).toBe(2);
    expect(runLanes([{ runs: [{ name: 'a', args: write(join(tmpdir(), 'never')) }] }], { name: 'x' }).status).toBe(2);
  });
});
