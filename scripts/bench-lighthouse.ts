import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const LIGHTHOUSE = path.join(__dirname, '../node_modules/.bin/lighthouse');
/** The width of a page's label in the bench's lines, so their figures line up. */
export const LABEL_WIDTH = 16;

export interface LighthouseRun {
  url: string;
  /** Where the JSON report is written. */
  report: string;
  chromiumPath: string;
  /** A Chrome profile to audit with, kept as it is (a signed-in session); without it, Lighthouse's own fresh profile. */
  profileDir?: string;
}

/**
 * One Lighthouse run, mobile preset (simulated slow 4G, 4x CPU slowdown), performance
 * only, and the line the bench prints for it: the score and the four timings behind it.
 * Asynchronous: the gateway serving the page runs in the calling process.
 */
export async function lighthouse(label: string, run: LighthouseRun): Promise<string> {
  await promisify(execFile)(
    LIGHTHOUSE,
    [
      run.url,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage${run.profileDir ? ` --user-data-dir=${run.profileDir}` : ''}`,
      '--only-categories=performance',
      ...(run.profileDir ? ['--disable-storage-reset'] : []),
      '--output=json',
      `--output-path=${run.report}`,
      '--quiet',
    ],
    { timeout: 180_000, env: { ...process.env, CHROME_PATH: run.chromiumPath } },
  );
  const r = JSON.parse(fs.readFileSync(run.report, 'utf8')) as {
    finalDisplayedUrl: string;
    categories: { performance: { score: number } };
    audits: Record<string, { displayValue?: string }>;
  };
  const a = (id: string) => r.audits[id]!.displayValue;
  // A page that sent the browser elsewhere (signed out, say) was not the page audited.
  const landed = new URL(r.finalDisplayedUrl).pathname;
  const elsewhere = landed === new URL(run.url).pathname ? '' : ` (ended at ${landed}: not this page's score)`;
  return `  Lighthouse mobile ${label.padEnd(LABEL_WIDTH)} score ${Math.round(r.categories.performance.score * 100)}: FCP ${a('first-contentful-paint')}, LCP ${a('largest-contentful-paint')}, TBT ${a('total-blocking-time')}, CLS ${a('cumulative-layout-shift')}${elsewhere}`;
}
