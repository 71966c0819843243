/**
 * Every API function's bundle size and cold init: `npm run bench` prints them (scripts/bench.ts calls
 * functionFigures), or on their own, with no local stack: `npx tsx scripts/bench-functions.ts`.
 * - each domain's bundle built as the stack builds it (infra/lib/lambda-bundle.ts), written to disk
 *   with the fonts beside it where the function renders PDFs;
 * - its cold init: a fresh Node process requires the bundle, which runs its module init (Lambda's
 *   init phase, without the runtime's own start), median of BENCH_COLD_RUNS runs (default 7). The AWS
 *   SDK is not in the bundles but in a layer (docs/decisions/0009-aws-sdk-in-a-layer.md): the layer is
 *   written as the stack writes it and the bundle finds it through NODE_PATH, as in Lambda, so loading
 *   the SDK is part of the figure.
 * `BENCH_SDK=bundled` builds the bundles with the SDK inside instead, for comparison.
 * Times are wall clock and, where Linux reports it, the main thread's CPU time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { domains, type Domain } from '../shared/routes';
import { accessFor } from '../infra/lib/constructs/api';
import { FUNCTION_BUNDLE_BAR, fontSources, lambdaBuildOptions, writeSdkLayer } from '../infra/lib/lambda-bundle';
import { intervals, machineLoad, runFresh, sequentially } from './bench-cold';

const ROOT = path.join(__dirname, '..');
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 7);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** A domain's function built as the stack builds it, into `dir`: index.js and, for a function that renders PDFs, its fonts. */
export async function buildFunction(domain: Domain, dir: string, options: Partial<esbuild.BuildOptions> = {}) {
  const { pdfFonts = false } = accessFor(domain);
  fs.mkdirSync(dir, { recursive: true });
  const bundle = path.join(dir, 'index.js');
  await esbuild.build({ ...lambdaBuildOptions(ROOT, domain, pdfFonts), ...options, outfile: bundle, logLevel: 'silent' });
  let fontBytes = 0;
  if (pdfFonts) {
    fs.mkdirSync(path.join(dir, 'fonts'), { recursive: true });
    for (const f of fontSources(ROOT)) {
      fs.copyFileSync(f.from, path.join(dir, f.to));
      fontBytes += fs.statSync(f.from).size;
    }
  }
  return { bundle, bytes: fs.statSync(bundle).size, fontBytes, pdfFonts };
}

/** The SDK layer as the stack builds it (infra/lib/lambda-bundle.ts), written into `workDir` once. */
export function buildSdkLayer(workDir: string): string {
  const layerDir = path.join(workDir, 'sdk-layer');
  if (!fs.existsSync(layerDir)) writeSdkLayer(ROOT, layerDir);
  return layerDir;
}

/**
 * The environment a built function runs in, as Lambda gives it: NODE_PATH to the layer's modules (Lambda
 * puts /opt/nodejs/node_modules there), nothing of the repository's node_modules, and the fonts' folder
 * where it has them.
 */
export const functionEnv = (dir: string, pdfFonts: boolean, layerDir: string): Record<string, string> => ({
  NODE_PATH: path.join(layerDir, 'nodejs', 'node_modules'),
  ...(pdfFonts ? { PDF_FONT_DIR: path.join(dir, 'fonts') } : {}),
});

/** Each function's bundle size against its bar and its cold init (median of fresh processes). */
export async function functionFigures(out: (line: string) => void, workDir: string): Promise<void> {
  const bundled = process.env.BENCH_SDK === 'bundled';
  out(`\nFunctions (bundles as the stack builds them${bundled ? ', BENCH_SDK=bundled: the AWS SDK inside' : ', the AWS SDK from its layer'}; cold init: require in a fresh Node process, median of ${COLD_RUNS})`);
  out(`  ${machineLoad().note}`);
  const layerDir = buildSdkLayer(workDir);
  const withCpu = fs.existsSync(`/proc/self/task/${process.pid}/schedstat`);
  out(`  ${'function'.padEnd(14)} ${'bundle'.padStart(8)} ${'bar'.padStart(8)}   cold init${withCpu ? ' (CPU)' : ''}`);
  for (const domain of domains) {
    const dir = path.join(workDir, `fn-${domain}`);
    const built = await buildFunction(domain, dir, bundled ? { external: [] } : {});
    const script = `
      __koboStamp('start');
      const m = require(${JSON.stringify(built.bundle)});
      __koboStamp('init');
      if (typeof m.handler !== 'function') throw new Error('the bundle exports no handler');
      process.stdout.write(JSON.stringify(stamps));`;
    const runs = await sequentially(COLD_RUNS, () => runFresh(script, functionEnv(dir, built.pdfFonts, layerDir)));
    const { whole } = intervals(runs);
    const bar = FUNCTION_BUNDLE_BAR(built.pdfFonts);
    const over = built.bytes > bar ? '  OVER THE BAR' : '';
    const fonts = built.fontBytes ? `, fonts beside it ${kb(built.fontBytes)}` : '';
    out(`  ${domain.padEnd(14)} ${kb(built.bytes).padStart(8)} ${kb(bar).padStart(8)}   ${ms(whole(1))}${withCpu ? ` (${ms(whole(2))})` : ''}${fonts}${over}`);
  }
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-bench-functions-'));
  try {
    await functionFigures((line) => process.stdout.write(`${line}\n`), workDir);
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
