import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const LIGHTHOUSE = path.join(__dirname, '../node_modules/.bin/lighthouse');

/**
 * Above this share of the machine's CPU in use by other work, read over 2 s while the bench
 * itself is idle just before a run, Lighthouse's scores are not figures: its simulated
 * throttling multiplies whatever CPU time the page gets, so other work drags the scores
 * down by tens of points. Bytes do not move. (The 1-minute load average cannot tell: the
 * bench's own previous run keeps it above 1.5 on this 2-core machine.)
 */
export const BUSY_THRESHOLD = 0.25;
/** How long a run waits for the machine to go quiet before it runs anyway (and is marked). */
const QUIET_WAIT_MS = 60_000;

/** CPU time since boot: all of it, and the idle part (idle and iowait), from /proc/stat. */
function cpuTimes(): { total: number; idle: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), idle: fields[3]! + (fields[4] ?? 0) };
}

/** The share of the machine's CPU in use over the next `ms` (0-1); the load average where /proc/stat is missing. */
export async function busyShare(ms = 2000): Promise<number> {
  if (!fs.existsSync('/proc/stat')) return os.loadavg()[0]! / os.cpus().length;
  const a = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = cpuTimes();
  const total = b.total - a.total;
  return total > 0 ? 1 - (b.idle - a.idle) / total : 0;
}

/** Waits (up to QUIET_WAIT_MS) for the machine to be quiet; answers the share in use when it stopped waiting. */
export async function quietMachine(): Promise<number> {
  const until = Date.now() + QUIET_WAIT_MS;
  let busy = await busyShare();
  while (busy > BUSY_THRESHOLD && Date.now() < until) busy = await busyShare();
  return busy;
}

/** Lighthouse's hardware advice: at least 2 cores of its own, 4 recommended (its docs/variability.md). */
const RECOMMENDED_CORES = 4;

/**
 * Whether the page's renderer gets a core of its own (docs/decisions/0012): on Linux, as root,
 * on a machine with fewer than RECOMMENDED_CORES cores, unless BENCH_RENDERER_CORE=0;
 * BENCH_RENDERER_CORE=1 asks for it on any machine of 2 cores or more.
 * - 'own-core': core 0 is the renderer's alone; everything else (Lighthouse at the lowest
 *   priority; Chromium's other processes; this process with the gateway; the emulators)
 *   shares the others. On a 2-core machine Lighthouse's own process takes about 8 s of CPU a
 *   run reading the trace as it streams, and it, Chromium's browser, GPU and tracing processes
 *   take turns with the renderer: its main-thread tasks last 2-4 times the CPU time they use,
 *   and the simulated 4x slowdown multiplies the wall time. With a core of its own they last
 *   about what they use, as on the hardware Lighthouse asks for.
 * - 'shared': the machine has the cores Lighthouse asks for, or BENCH_RENDERER_CORE=0.
 * - 'too-small': fewer cores than Lighthouse asks for and no way to give the renderer one
 *   (not root, not Linux): the scores are not figures, and the table says so.
 */
export type RendererMode = 'own-core' | 'shared' | 'too-small';

export function rendererMode(): RendererMode {
  const wanted = process.env.BENCH_RENDERER_CORE;
  const cores = os.cpus().length;
  if (wanted === '0') return cores < RECOMMENDED_CORES ? 'too-small' : 'shared';
  if (wanted !== '1' && cores >= RECOMMENDED_CORES) return 'shared';
  const able = process.platform === 'linux' && cores >= 2 && typeof process.getuid === 'function' && process.getuid() === 0;
  if (able) return 'own-core';
  if (wanted === '1') throw new Error('BENCH_RENDERER_CORE=1 needs Linux, 2 cores or more and root: it pins processes to cores and gives Chromium back the normal priority Lighthouse runs without.');
  return 'too-small';
}

let stackPinned = false;
function rendererCore(chromiumPath: string): { prefix: string; chrome: string } | undefined {
  if (rendererMode() !== 'own-core') return undefined;
  if (!stackPinned) {
    // This process (the gateway, the API's handlers) and every process it started (the emulators).
    const children = new Map<number, number[]>();
    for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
      try {
        const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      } catch {
        // The process has ended.
      }
    }
    const tree = (pid: number): number[] => [pid, ...(children.get(pid) ?? []).flatMap(tree)];
    const others = `1-${os.cpus().length - 1}`;
    for (const pid of tree(process.pid)) spawnSync('taskset', ['-a', '-p', '-c', others, String(pid)], { stdio: 'ignore' });
    stackPinned = true;
  }
  const prefix = path.join(os.tmpdir(), 'kobo-bench-renderer.sh');
  fs.writeFileSync(prefix, '#!/bin/sh\nexec taskset -c 0 "$@"\n', { mode: 0o755 });
  const chrome = path.join(os.tmpdir(), 'kobo-bench-chrome.sh');
  fs.writeFileSync(chrome, `#!/bin/sh\nrenice -n 0 -p $$ >/dev/null\nexec ${chromiumPath} "$@"\n`, { mode: 0o755 });
  return { prefix, chrome };
}

/** How many Lighthouse runs a page's figures are the median of. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface LighthouseRun {
  url: string;
  /** Where the JSON reports are written (`<report>-<n>.json`). */
  report: string;
  chromiumPath: string;
  /** More Chromium flags (the bench's certificate, trusted). */
  chromeFlags?: string[];
  /** A Chrome profile to audit with, kept as it is (a signed-in session); without it, Lighthouse's own fresh profile. */
  profileDir?: string;
  /** Called before each run: a signed-in page empties the profile's HTTP cache here, so each run is a first visit. */
  beforeRun?: () => void;
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseResult {
  /** The median of each figure over the runs, on its own. */
  median: LighthouseFigures;
  /** The most of the machine's CPU other work used just before a run (0-1). */
  busy: number;
  /** Set when a run ended on another path (signed out, say): not this page's figures. */
  landedElsewhere?: string;
  /** Runs that failed (a timeout on a loaded machine, say), with the first one's message; the median is of the others. */
  failed?: { runs: number; message: string };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * One Lighthouse run, mobile preset (simulated slow 4G, 4x CPU slowdown), performance and
 * accessibility. Asynchronous: the gateway serving the page runs in the calling process.
 */
async function runOnce(run: LighthouseRun, report: string): Promise<LighthouseFigures & { landed: string }> {
  const core = rendererCore(run.chromiumPath);
  await promisify(execFile)(
    core ? 'taskset' : LIGHTHOUSE,
    [
      ...(core ? ['-c', `1-${os.cpus().length - 1}`, 'nice', '-n', '19', LIGHTHOUSE] : []),
      run.url,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage${core ? ` --renderer-cmd-prefix=${core.prefix}` : ''}${(run.chromeFlags ?? []).map((flag) => ` ${flag}`).join('')}${run.profileDir ? ` --user-data-dir=${run.profileDir}` : ''}`,
      '--only-categories=performance,accessibility',
      ...(run.profileDir ? ['--disable-storage-reset'] : []),
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      // Kept reports come with the run's trace (<report>-0.trace.json), to read single tasks.
      ...(process.env.BENCH_KEEP_REPORTS ? ['--save-assets'] : []),
    ],
    { timeout: 180_000, env: { ...process.env, CHROME_PATH: core ? core.chrome : run.chromiumPath } },
  );
  const r = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    finalDisplayedUrl: string;
    categories: { performance: { score: number }; accessibility: { score: number } };
    audits: Record<string, { numericValue?: number }>;
  };
  const n = (id: string) => r.audits[id]!.numericValue ?? NaN;
  return {
    performance: Math.round(r.categories.performance.score * 100),
    accessibility: Math.round(r.categories.accessibility.score * 100),
    fcpMs: n('first-contentful-paint'),
    lcpMs: n('largest-contentful-paint'),
    tbtMs: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    landed: new URL(r.finalDisplayedUrl).pathname,
  };
}

/** LIGHTHOUSE_RUNS runs of one page, one after another, each on a quiet machine (or marked). */
export async function lighthouse(run: LighthouseRun): Promise<LighthouseResult> {
  const runs: (LighthouseFigures & { landed: string })[] = [];
  const errors: string[] = [];
  let busy = 0;
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    run.beforeRun?.();
    busy = Math.max(busy, await quietMachine());
    // One failed run (Lighthouse timing out on a loaded machine) must not cost the whole table.
    try {
      runs.push(await runOnce(run, `${run.report}-${i + 1}.json`));
    } catch (error) {
      errors.push(((error as Error).message.split('\n')[0] ?? '').slice(0, 120));
    }
  }
  const failed = errors.length ? { failed: { runs: errors.length, message: errors[0]! } } : {};
  if (!runs.length) return { median: { performance: NaN, accessibility: NaN, fcpMs: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN }, busy, ...failed };
  const wanted = new URL(run.url).pathname;
  const elsewhere = runs.find((r) => r.landed !== wanted)?.landed;
  const pick = (k: keyof LighthouseFigures) => median(runs.map((r) => r[k]));
  return {
    median: { performance: pick('performance'), accessibility: pick('accessibility'), fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls') },
    busy,
    ...(elsewhere ? { landedElsewhere: elsewhere } : {}),
    ...failed,
  };
}
