/**
 * Cold starts measured the way Lambda pays for them: a fresh Node process per run, stamps of the wall
 * clock and of the main thread's CPU time around what it loads. Shared by the PDF figures
 * (scripts/bench-pdf.ts) and every function's cold init (scripts/bench-functions.ts).
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';

/**
 * Run in each fresh process before the bundle loads: stamps of the wall clock and of the main
 * thread's CPU time (Linux: /proc/self/task/<pid>/schedstat, nanoseconds on CPU), by name.
 */
const STAMPS = `
  const fs = require('fs');
  const stat = '/proc/self/task/' + process.pid + '/schedstat';
  const cpu = fs.existsSync(stat) ? () => Number(fs.readFileSync(stat, 'utf8').split(' ')[0]) / 1e6 : () => NaN;
  const stamps = [];
  globalThis.__koboStamp = (name) => stamps.push([name, performance.now(), cpu()]);
`;

/** What a run printed: the named stamps, the first one being the start. */
export type Stamps = [name: string, wall: number, cpu: number][];

/**
 * One fresh Node process running `script` after the stamp helpers; the script prints `stamps` as JSON.
 * Asynchronous: with the emulators in this process (s3rver), a blocked event loop would leave the
 * child's requests unanswered.
 */
export async function runFresh(script: string, env: NodeJS.ProcessEnv): Promise<Stamps> {
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', STAMPS + script], { env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(stdout) as Stamps;
}

export async function sequentially<T>(count: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(await fn(i));
  return out;
}

export const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median over runs of each interval between consecutive stamps, and of the whole. */
export function intervals(runs: Stamps[]) {
  const names = runs[0]!.slice(1).map(([n]) => n);
  const step = (i: number, k: 1 | 2) => mid(runs.map((r) => r[i + 1]![k] - r[i]![k]));
  const whole = (k: 1 | 2, upTo = names.length) => mid(runs.map((r) => r[upTo]![k] - r[0]![k]));
  return { names, step, whole };
}

/** The one-minute load average against the cores: figures taken above it are not a quiet machine's. */
export function machineLoad(): { load: number; cores: number; quiet: boolean; note: string } {
  const load = os.loadavg()[0]!;
  const cores = os.availableParallelism();
  const quiet = load < cores * 0.5;
  return { load, cores, quiet, note: `load average ${load.toFixed(2)} on ${cores} cores${quiet ? '' : ': the machine is busy, so the times run high'}` };
}
