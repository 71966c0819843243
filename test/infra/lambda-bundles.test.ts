import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { domains } from '../../shared/routes';
import { accessFor } from '../../infra/lib/constructs/api';
import { FUNCTION_BUNDLE_BAR, JOB_RUNS_AS, JOBS, jobEntry, lambdaBuildOptions, sdkLayerPackages, writeSdkLayer } from '../../infra/lib/lambda-bundle';

/**
 * Every function's bundle, built as the stack builds it (infra/lib/lambda-bundle.ts), against its bar
 * (FUNCTION_BUNDLE_BAR: 500 KB minified, more for the two functions that carry pdfkit and fontkit), and
 * the AWS SDK layer the bundles leave the SDK to: each bundle loads with nothing but the layer on
 * NODE_PATH, as in Lambda. A dependency that pulls a package into every bundle, or an SDK import the
 * layer does not carry, fails here. `npx tsx scripts/bench-functions.ts` prints the sizes and cold inits.
 */

const ROOT = path.join(__dirname, '../..');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-lambda-bundles-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

const built = new Map<string, { file: string; bytes: number; text: string }>();
beforeAll(async () => {
  await Promise.all(
    domains.map(async (domain) => {
      const file = path.join(workDir, domain, 'index.js');
      await esbuild.build({ ...lambdaBuildOptions(ROOT, domain, accessFor(domain).pdfFonts ?? false), outfile: file, logLevel: 'silent' });
      const text = fs.readFileSync(file, 'utf8');
      built.set(domain, { file, bytes: Buffer.byteLength(text), text });
    }),
  );
  // The scheduled jobs' bundles (infra/lib/constructs/jobs.ts), built the same way from their own entries.
  await Promise.all(
    JOBS.map(async (job) => {
      const file = path.join(workDir, `job-${job}`, 'index.js');
      await esbuild.build({ ...lambdaBuildOptions(ROOT, JOB_RUNS_AS[job].domain, JOB_RUNS_AS[job].pdfFonts, jobEntry(ROOT, job)), outfile: file, logLevel: 'silent' });
      const text = fs.readFileSync(file, 'utf8');
      built.set(`job:${job}`, { file, bytes: Buffer.byteLength(text), text });
    }),
  );
  writeSdkLayer(ROOT, path.join(workDir, 'layer'));
});

describe('the Lambda bundles', () => {
  it.each(domains)('%s is within its bar', (domain) => {
    const { bytes } = built.get(domain)!;
    const bar = FUNCTION_BUNDLE_BAR(accessFor(domain).pdfFonts ?? false);
    expect({ domain, kb: Math.round(bytes / 1024), withinBar: bytes <= bar }).toEqual({ domain, kb: Math.round(bytes / 1024), withinBar: true });
  });

  it.each(JOBS)('the %s job is within the bar', (job) => {
    const { bytes } = built.get(`job:${job}`)!;
    expect({ job, kb: Math.round(bytes / 1024), withinBar: bytes <= FUNCTION_BUNDLE_BAR(JOB_RUNS_AS[job].pdfFonts) }).toEqual({ job, kb: Math.round(bytes / 1024), withinBar: true });
  });

  it('leave the AWS SDK out (the layer carries it)', () => {
    for (const [domain, { text }] of built) {
      // DynamoDB's JSON protocol names its operations so: the client's own code, not ours.
      expect({ domain, sdkInside: text.includes('DynamoDB_20120810'), requiresIt: text.includes('require("@aws-sdk/client-dynamodb")') }).toEqual({ domain, sdkInside: false, requiresIt: true });
    }
  });

  it('load with nothing but the SDK layer to resolve from, as Lambda loads them', () => {
    const env = { ...process.env, NODE_PATH: path.join(workDir, 'layer', 'nodejs', 'node_modules'), PDF_FONT_DIR: path.join(ROOT, 'functions/services/pdf/fonts') };
    const files = [...built.values()].map((b) => b.file);
    // The credential providers the SDK loads on a first request, not at init, must be in the layer too.
    const script = `for (const f of ${JSON.stringify(files)}) { if (typeof require(f).handler !== 'function') throw new Error(f + ' exports no handler'); }
      for (const m of ['@aws-sdk/credential-provider-node', '@aws-sdk/credential-provider-env', '@aws-sdk/credential-provider-ini', '@aws-sdk/credential-provider-web-identity']) require(m);`;
    execFileSync(process.execPath, ['-e', script], { env, cwd: os.tmpdir(), stdio: 'pipe' });
  });

  it('the layer holds every @aws-sdk package of package.json and what they depend on, and no other SDK', () => {
    const packages = sdkLayerPackages(ROOT);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const sdk = Object.keys(pkg.dependencies).filter((n) => n.startsWith('@aws-sdk/'));
    expect(packages).toEqual(expect.arrayContaining(sdk));
    expect(packages.filter((p) => !/^(@aws-sdk|@smithy|@aws)\//.test(p) && !['tslib', 'bowser', 'mnemonist', 'obliterator', 'fast-xml-parser', 'strnum', 'uuid'].includes(p.split('/node_modules/').pop()!))).toEqual([]);
  });
});
