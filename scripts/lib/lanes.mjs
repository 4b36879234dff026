#!/usr/bin/env node
/**
 * Runs several vitest commands at once and waits for all of them (`npm test`'s lanes,
 * docs/testing.md "Two lanes"). scripts/test.mjs starts it inside `firebase
 * emulators:exec`, so every lane talks to the same emulators. Each output line is
 * prefixed with its lane's name; at the end each lane's wall clock is printed.
 *
 * Input: the LANES environment variable, a JSON array of
 * `{ "name": string, "args": string[] }` (the arguments of `npx`, e.g.
 * `["vitest", "run", "--project", "e2e"]`).
 * Exit status: 0 when every lane exited with 0, else the first non-zero status.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const lanes = JSON.parse(process.env.LANES ?? '[]');
if (!Array.isArray(lanes) || lanes.length === 0) {
  console.error('lanes.mjs: LANES names no command');
  process.exit(2);
}

const started = Date.now();
const width = Math.max(...lanes.map((lane) => lane.name.length));

/**
 * Runs one lane, its lines prefixed with its name.
 * @param {{ name: string, args: string[] }} lane
 * @returns {Promise<{ name: string, status: number, seconds: number }>}
 */
function run(lane) {
  const prefix = `[${lane.name.padEnd(width)}] `;
  return new Promise((done) => {
    const child = spawn('npx', lane.args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      const out = stream === child.stdout ? process.stdout : process.stderr;
      createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      done({ name: lane.name, status, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results = await Promise.all(lanes.map(run));
console.log(
  `\nLanes (wall clock from their common start): ${results
    .map((r) => `${r.name} ${r.seconds.toFixed(1)} s${r.status ? ` (exit ${r.status})` : ''}`)
    .join(', ')}`,
);
process.exit(results.find((r) => r.status !== 0)?.status ?? 0);
