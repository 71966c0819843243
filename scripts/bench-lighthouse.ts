import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const LIGHTHOUSE = path.join(__dirname, '../node_modules/.bin/lighthouse');

/**
 * Above this 1-minute load average (os.loadavg) Lighthouse's scores on this 2-core
 * machine are not figures: its simulated throttling multiplies whatever CPU time the
 * page gets, so other work drags the scores down by tens of points. Bytes do not move.
 */
export const LOAD_THRESHOLD = 1.5;

/** How many Lighthouse runs a page's figures are the median of. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export interface LighthouseRun {
  url: string;
  /** Where the JSON reports are written (`<report>-<n>.json`). */
  report: string;
  chromiumPath: string;
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
  /** The highest 1-minute load average read before a run. */
  load: number;
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
  await promisify(execFile)(
    LIGHTHOUSE,
    [
      run.url,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage${run.profileDir ? ` --user-data-dir=${run.profileDir}` : ''}`,
      '--only-categories=performance,accessibility',
      ...(run.profileDir ? ['--disable-storage-reset'] : []),
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
    ],
    { timeout: 180_000, env: { ...process.env, CHROME_PATH: run.chromiumPath } },
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

/** LIGHTHOUSE_RUNS runs of one page, one after another, with the load read before each. */
export async function lighthouse(run: LighthouseRun): Promise<LighthouseResult> {
  const runs: (LighthouseFigures & { landed: string })[] = [];
  const errors: string[] = [];
  let load = 0;
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    run.beforeRun?.();
    load = Math.max(load, os.loadavg()[0]!);
    // One failed run (Lighthouse timing out on a loaded machine) must not cost the whole table.
    try {
      runs.push(await runOnce(run, `${run.report}-${i + 1}.json`));
    } catch (error) {
      errors.push(((error as Error).message.split('\n')[0] ?? '').slice(0, 120));
    }
  }
  const failed = errors.length ? { failed: { runs: errors.length, message: errors[0]! } } : {};
  if (!runs.length) return { median: { performance: NaN, accessibility: NaN, fcpMs: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN }, load, ...failed };
  const wanted = new URL(run.url).pathname;
  const elsewhere = runs.find((r) => r.landed !== wanted)?.landed;
  const pick = (k: keyof LighthouseFigures) => median(runs.map((r) => r[k]));
  return {
    median: { performance: pick('performance'), accessibility: pick('accessibility'), fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls') },
    load,
    ...(elsewhere ? { landedElsewhere: elsewhere } : {}),
    ...failed,
  };
}
