/**
 * The PDF figures of `npm run bench` (scripts/bench.ts calls pdfFigures), or on their own with a
 * local stack of their own: `npx tsx scripts/bench-pdf.ts`.
 * - one-page and 200-line invoices rendered warm, in this process (median of 200 / 20);
 * - the function that serves the PDF routes (the route table says which), bundled as the stack
 *   bundles it (infra/lib/lambda-bundle.ts): its size and the fonts beside it;
 * - its cold start: the same code loaded in a fresh Node process (Lambda's init), then one invoice
 *   rendered (the first PDF), median of 7, with what the load is made of: the entry imports the
 *   function's parts one after another (pdfkit, the fonts, ElectroDB, the S3 client, the HTTP layer,
 *   the handlers), so each step's time is what that part adds;
 * - with a local stack: the first request after a cold start, through the built bundle's handler,
 *   for an invoice not rendered yet (database reads, the render, the S3 write and the signed link).
 * Times are wall clock; where Linux reports it, also the main thread's CPU time, which other work on
 * the machine disturbs far less.
 */
import './local/quiet';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { printableInvoice } from '../shared/documents/printable';
import { DEFAULT_PDF_TEMPLATE } from '../shared/schemas/pdf-template';
import { EXAMPLE_CUSTOMER, exampleInvoice } from '../functions/services/pdf/example';
import { renderPdf } from '../functions/services/pdf/render';
import { routeKey, routeNamed } from '../shared/routes';
import { accessFor } from '../infra/lib/constructs/api';
import { lambdaBuildOptions } from '../infra/lib/lambda-bundle';
import { intervals, runFresh, sequentially } from './bench-cold';
import { buildFunction, buildSdkLayer, functionEnv } from './bench-functions';

const ROOT = path.join(__dirname, '..');
const COMPANY = { name: 'Bench Traders Ltd', streetAddress: '12 Marina', city: 'Lagos', country: 'Nigeria', tin: '12345678-0001' };
const COLD_RUNS = 7;

async function median(n: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)]!;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** A local stack's invoice, not rendered yet, and who may ask for its PDF. */
export interface ColdRequest {
  env: Record<string, string>;
  caller: { userId: string; email: string };
  invoiceIds: string[];
}

export async function pdfFigures(out: (line: string) => void, workDir: string, live?: ColdRequest): Promise<void> {
  out('\nPDFs (pdfkit with DejaVu Sans embedded, no browser)');
  const one = printableInvoice(exampleInvoice(3), COMPANY, EXAMPLE_CUSTOMER);
  const long = printableInvoice(exampleInvoice(200), COMPANY, EXAMPLE_CUSTOMER);
  const render = (doc: typeof one) => renderPdf({ doc, template: DEFAULT_PDF_TEMPLATE });
  for (let i = 0; i < 20; i++) await render(one); // warm-up
  const oneMs = await median(200, () => render(one));
  const oneBytes = (await render(one)).length;
  const longMs = await median(20, () => render(long));
  const longPdf = await render(long);
  const pages = (longPdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  out(`  1-page invoice, warm:     median ${oneMs.toFixed(1)} ms over 200 (${(oneBytes / 1024).toFixed(0)} KB)`);
  out(`  200-line invoice, warm:   median ${longMs.toFixed(1)} ms over 20 (${pages} pages, ${(longPdf.length / 1024).toFixed(0)} KB)`);

  // The function that serves the PDF routes, built as the stack builds it, with its fonts beside it.
  const domain = routeNamed('getInvoicePdf').domain;
  const { pdfFonts = false } = accessFor(domain);
  const fnDir = path.join(workDir, `pdf-cold-${domain}`);
  const { bytes, fontBytes } = await buildFunction(domain, fnDir);
  const env = functionEnv(fnDir, pdfFonts, buildSdkLayer(workDir));
  out(`  the ${domain} function's bundle: ${kb(bytes)} minified (functions/handlers/${domain}.ts), fonts beside it ${kb(fontBytes)}`);

  // Its cold start, part by part: the same modules, imported in this order, each followed by a stamp.
  // `require:` as render.ts and the SDK's users require them (pdfkit's ESM build would look for its data
  // through import.meta.url; ElectroDB is CommonJS); the rest as the function's modules import them.
  const parts: [label: string, module: string][] = [
    ['pdfkit and fontkit', 'require:pdfkit'],
    ['fonts: read, parse, prepare', './functions/services/pdf/fonts'],
    ['renderer, printable model, money', './functions/services/pdf/render'],
    ['zod, common schemas', './shared/schemas/common'],
    ['AWS SDK: DynamoDB client', './functions/lib/clients'],
    ['AWS SDK: S3 client and presigners, the signers', './functions/services/uploads'],
    ['ElectroDB', 'require:electrodb'],
    ['entity modules (models built on first use)', './functions/entities/table'],
    ['middy, Powertools logger, route table', './functions/lib/http'],
    [`${domain} handlers, services, schemas`, `./functions/handlers/${domain}`],
  ];
  const entry = [
    `import 'stamp:compile';`,
    ...parts.flatMap(([label, module]) => [`import '${module}';`, `import 'stamp:${label}';`]),
    `export { renderPdf } from './functions/services/pdf/render';`,
    `export { printableInvoice } from './shared/documents/printable';`,
    `export { exampleInvoice, EXAMPLE_CUSTOMER } from './functions/services/pdf/example';`,
    `export { DEFAULT_PDF_TEMPLATE } from './shared/schemas/pdf-template';`,
  ].join('\n');
  const stamps: esbuild.Plugin = {
    name: 'stamps',
    setup(build) {
      build.onResolve({ filter: /^stamp:/ }, (a) => ({ path: a.path.slice('stamp:'.length), namespace: 'stamp' }));
      build.onLoad({ filter: /.*/, namespace: 'stamp' }, (a) => ({ contents: `globalThis.__koboStamp(${JSON.stringify(a.path)});`, loader: 'js' }));
      build.onResolve({ filter: /^require:/ }, (a) => ({ path: a.path.slice('require:'.length), namespace: 'require' }));
      build.onLoad({ filter: /.*/, namespace: 'require' }, (a) => ({ contents: `require(${JSON.stringify(a.path)});`, loader: 'js', resolveDir: ROOT }));
    },
  };
  const coldFile = path.join(workDir, `pdf-cold-${domain}-parts.js`);
  const { entryPoints: _entry, ...options } = lambdaBuildOptions(ROOT, domain, pdfFonts);
  await esbuild.build({ ...options, stdin: { contents: entry, resolveDir: ROOT, loader: 'ts' }, plugins: [stamps], outfile: coldFile, logLevel: 'silent' });
  const coldScript = `
    __koboStamp('start');
    const m = require(${JSON.stringify(coldFile)});
    __koboStamp('load');
    m.renderPdf({ doc: m.printableInvoice(m.exampleInvoice(3), ${JSON.stringify(COMPANY)}, m.EXAMPLE_CUSTOMER), template: m.DEFAULT_PDF_TEMPLATE }).then(() => {
      __koboStamp('first PDF');
      process.stdout.write(JSON.stringify(stamps));
    });`;
  const runs = (await sequentially(COLD_RUNS, () => runFresh(coldScript, env))).map((r) => r.filter(([n]) => n !== 'load'));
  const { names, step, whole } = intervals(runs);
  const loadSteps = names.length - 1;
  const withCpu = !Number.isNaN(runs[0]![0]![2]);
  const both = (wall: number, cpu: number) => (withCpu ? `${ms(wall)} (CPU ${ms(cpu)})` : ms(wall));
  out(
    `  cold, first document:     ${both(whole(1), whole(2))}: load ${both(whole(1, loadSteps), whole(2, loadSteps))} + first PDF ${both(step(loadSteps, 1), step(loadSteps, 2))}; median of ${COLD_RUNS} fresh Node processes`,
  );
  out('  what the load is made of (each part as first imported, median):');
  names.forEach((name, i) => out(`    ${name.padEnd(40)} ${both(step(i, 1), step(i, 2))}`));

  if (live) await firstRequest(out, path.join(fnDir, 'index.js'), { ...live.env, ...env }, live);
}

/** The first request after a cold start: the built bundle's handler, for an invoice not rendered yet, against the local emulators. */
async function firstRequest(out: (line: string) => void, bundle: string, env: Record<string, string>, live: ColdRequest) {
  const route = routeNamed('getInvoicePdf');
  const runs = await sequentially(live.invoiceIds.length, (i) => {
    const invoiceId = live.invoiceIds[i]!;
    const event = {
      version: '2.0',
      routeKey: routeKey(route),
      rawPath: route.path.replace('{id}', invoiceId),
      rawQueryString: '',
      headers: {},
      pathParameters: { id: invoiceId },
      isBase64Encoded: false,
      requestContext: { requestId: `bench-${invoiceId}`, routeKey: routeKey(route), http: { method: route.method, path: route.path.replace('{id}', invoiceId) }, authorizer: { jwt: { claims: { sub: live.caller.userId, email: live.caller.email }, scopes: [] } } },
    };
    const script = `
      __koboStamp('start');
      const { handler } = require(${JSON.stringify(bundle)});
      __koboStamp('init');
      handler(${JSON.stringify(event)}, { awsRequestId: 'bench', getRemainingTimeInMillis: () => 10000 }).then((res) => {
        __koboStamp('first request');
        if (res.statusCode !== 200) throw new Error('PDF request answered ' + res.statusCode + ': ' + res.body);
        process.stdout.write(JSON.stringify(stamps));
      });`;
    return runFresh(script, env);
  });
  const { step, whole } = intervals(runs);
  const withCpu = !Number.isNaN(runs[0]![0]![2]);
  const both = (wall: number, cpu: number) => (withCpu ? `${ms(wall)} (CPU ${ms(cpu)})` : ms(wall));
  out(
    `  first request after a cold start, local emulators: ${both(whole(1), whole(2))}: init ${both(step(0, 1), step(0, 2))} + GET ${route.path} ${both(step(1, 1), step(1, 2))}; median of ${runs.length}`,
  );
}

/** Invoices not rendered yet, one per cold run of the first-request figure (the company needs a plan above the free one). */
export async function coldInvoices(companyId: string, caller: { userId: string; email: string }, customerId: string): Promise<string[]> {
  const { createInvoice } = await import('../functions/services/invoices');
  const lines = exampleInvoice(3).lines.map((l) => ({ name: l.name, description: l.description, quantity: l.quantity, rateKobo: l.rateKobo, taxRate: l.taxRate }));
  return sequentially(COLD_RUNS, async () => (await createInvoice(companyId, caller, { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_30', lines, status: 'sent' })).invoiceId);
}

/** On its own: a local stack of its own (ports 8430, 9430, 9431, 4430, 8431, 8432, 8433; BENCH_PDF_PORT_OFFSET moves them), a company with invoices, then every figure above. */
async function main() {
  const { startLocalStack } = await import('./local/stack');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-bench-pdf-'));
  const offset = Number(process.env.BENCH_PDF_PORT_OFFSET ?? 0);
  const stack = await startLocalStack({ dataDir, gateway: false, ports: { app: 0, dynamodb: 8430 + offset, cognito: 9430 + offset, cognitoProxy: 9431 + offset, s3: 4430 + offset, ses: 8431 + offset, paystack: 8432 + offset, kms: 8433 + offset } });
  try {
    const { completeOnboarding } = await import('../functions/services/account');
    const { createCustomer } = await import('../functions/services/customers');
    const { db } = await import('../functions/entities/table');
    const caller = { userId: `bench-${Date.now()}`, email: 'bench@kobo.local', isSuperAdmin: false };
    const me = await completeOnboarding(caller, { profile: { firstName: 'Bench' }, company: { name: COMPANY.name, streetAddress: COMPANY.streetAddress, city: COMPANY.city, tin: COMPANY.tin } });
    const companyId = me.company!.companyId;
    await db().entities.subscription.patch({ companyId }).set({ planType: 'starter' }).go();
    const { customerId } = await createCustomer(companyId, { displayName: 'Eko Hotels', addresses: { billing: { street1: '1 Ajose Adeogun', city: 'Victoria Island' } } });
    const invoiceIds = await coldInvoices(companyId, caller, customerId);
    await pdfFigures((line) => process.stdout.write(`${line}\n`), dataDir, { env: stack.env, caller, invoiceIds });
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
