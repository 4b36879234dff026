#!/usr/bin/env node
/**
 * Runs several lanes of vitest commands at once and waits for all of them (`npm test`'s
 * lanes, docs/testing.md "Three lanes"). scripts/test.mjs starts it inside `firebase
 * emulators:exec`, so every lane talks to the same emulators. A lane runs its commands
 * one after another, each to its end whatever the one before it did; each output line is
 * prefixed with its command's name; at the end each command's and each lane's wall clock
 * is printed.
 *
 * Input: the LANES environment variable, a JSON array of lanes
 * `{ "runs": [{ "name": string, "args": string[], "env"?: { [name]: string } }] }`
 * (args: the arguments of `npx`, e.g. `["vitest", "run", "--project", "e2e"]`; env: added
 * to this process's environment for that command); and LANES_LAST (optional), a JSON
 * array of such commands that run one after another at the end of the lane that ends
 * first, whichever that is on this machine.
 * Exit status: 0 when every command exited with 0, else the first non-zero status.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const lanes = JSON.parse(process.env.LANES ?? '[]');
if (!Array.isArray(lanes) || lanes.length === 0 || lanes.some((lane) => !lane.runs?.length)) {
  console.error('lanes.mjs: LANES names no command, or a lane without one');
  process.exit(2);
}

const last = JSON.parse(process.env.LANES_LAST ?? '[]');
if (!Array.isArray(last)) {
  console.error('lanes.mjs: LANES_LAST is not an array of commands');
  process.exit(2);
}

const started = Date.now();
const width = Math.max(...[...lanes.flatMap((lane) => lane.runs), ...last].map((run) => run.name.length));
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

/**
 * Runs one command, its lines prefixed with its name.
 * @param {{ name: string, args: string[], env?: Record<string, string> }} run
 * @returns {Promise<{ name: string, status: number, seconds: string }>} seconds: its end,
 *   from the lanes' common start
 */
function runOne(run) {
  const prefix = `[${run.name.padEnd(width)}] `;
  return new Promise((done) => {
    const env = { ...process.env, ...run.env };
    // A process group of its own, so that a stop reaches npx's child too (below).
    const child = spawn('npx', run.args, { stdio: ['ignore', 'pipe', 'pipe'], env, detached: true });
    running.add(child);
    child.on('exit', () => running.delete(child));
    for (const stream of [child.stdout, child.stderr]) {
      const out = stream === child.stdout ? process.stdout : process.stderr;
      createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      done({ name: run.name, status, seconds: seconds() });
    });
  });
}

/** The commands running now. */
const running = new Set();
// Stopped, this process stops its commands too, or they would run on with no one
// waiting for them (a timed-out caller, Ctrl-C).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group has ended meanwhile.
      }
    }
    process.exit(signal === 'SIGTERM' ? 143 : 130);
  });
}

/** Whether a lane has ended and taken LANES_LAST's commands. */
let lastTaken = false;

/**
 * Runs a lane's commands one after another; the first lane to end then runs LANES_LAST's.
 * @param {{ runs: Array<{ name: string, args: string[], env?: Record<string, string> }> }} lane
 * @returns {Promise<Array<{ name: string, status: number, seconds: string }>>}
 */
async function runLane(lane) {
  const results = [];
  for (const run of lane.runs) results.push(await runOne(run));
  if (!lastTaken) {
    lastTaken = true;
    for (const run of last) results.push(await runOne(run));
  }
  return results;
}

const results = await Promise.all(lanes.map(runLane));
console.log(
  `\nLanes (wall clock from their common start, to each command's end): ${results
    .map((lane) => lane.map((r) => `${r.name} ${r.seconds} s${r.status ? ` (exit ${r.status})` : ''}`).join(' then '))
    .join('; ')}`,
);
process.exit(results.flat().find((r) => r.status !== 0)?.status ?? 0);
