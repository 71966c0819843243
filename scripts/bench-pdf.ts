/**
 * The PDF figures of `npm run bench` (scripts/bench.ts calls pdfFigures):
 * - one-page and 200-line invoices rendered warm, in this process (median of 200 / 20);
 * - the first document of a cold PDF function: the documents domain's handler bundled
 *   as CDK bundles it, loaded in a fresh Node process that then renders one invoice;
 * - what the font files beside the bundle weigh.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { printableInvoice } from '../shared/documents/printable';
import { DEFAULT_PDF_TEMPLATE } from '../shared/schemas/pdf-template';
import { EXAMPLE_CUSTOMER, exampleInvoice } from '../functions/services/pdf/example';
import { FONT_FILES, PDF_BUNDLE_ALIAS } from '../functions/services/pdf/font-files';
import { renderPdf } from '../functions/services/pdf/render';

const COMPANY = { name: 'Bench Traders Ltd', streetAddress: '12 Marina', city: 'Lagos', country: 'Nigeria', tin: '12345678-0001' };

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

export async function pdfFigures(out: (line: string) => void, workDir: string): Promise<void> {
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

  // Cold: the same code as the PDF function bundles it, in a fresh process.
  const dir = path.join(workDir, 'pdf-cold');
  fs.mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  const root = path.join(__dirname, '..');
  const entry = `
    const started = performance.now();
    require('./functions/handlers/documents');
    const { renderPdf } = require('./functions/services/pdf/render');
    const { printableInvoice } = require('./shared/documents/printable');
    const { exampleInvoice, EXAMPLE_CUSTOMER } = require('./functions/services/pdf/example');
    const { DEFAULT_PDF_TEMPLATE } = require('./shared/schemas/pdf-template');
    const loaded = performance.now();
    renderPdf({ doc: printableInvoice(exampleInvoice(3), ${JSON.stringify(COMPANY)}, EXAMPLE_CUSTOMER), template: DEFAULT_PDF_TEMPLATE }).then((pdf) => {
      process.stdout.write(JSON.stringify({ load: loaded - started, first: performance.now() - loaded, bytes: pdf.length }));
    });`;
  await esbuild.build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    mainFields: ['module', 'main'],
    alias: { ...PDF_BUNDLE_ALIAS },
    absWorkingDir: root,
    outfile: path.join(dir, 'index.js'),
    logLevel: 'silent',
  });
  let fontBytes = 0;
  for (const f of Object.values(FONT_FILES)) {
    fs.copyFileSync(path.join(root, 'node_modules/dejavu-fonts-ttf/ttf', f), path.join(dir, 'fonts', f));
    fontBytes += fs.statSync(path.join(dir, 'fonts', f)).size;
  }
  const runs = Array.from({ length: 5 }, () => {
    const t = performance.now();
    const r = JSON.parse(execFileSync(process.execPath, [path.join(dir, 'index.js')], { env: { ...process.env, PDF_FONT_DIR: path.join(dir, 'fonts') }, encoding: 'utf8' })) as { load: number; first: number };
    return { ...r, process: performance.now() - t };
  }).sort((a, b) => a.load + a.first - (b.load + b.first));
  const mid = runs[2]!;
  out(`  cold, first document:     ${(mid.load + mid.first).toFixed(0)} ms (load the handler bundle ${mid.load.toFixed(0)} ms + first PDF ${mid.first.toFixed(0)} ms; whole Node process ${mid.process.toFixed(0)} ms; median of 5)`);
  out(`  fonts beside the bundle:  ${(fontBytes / 1024).toFixed(0)} KB (${Object.values(FONT_FILES).join(', ')})`);
}
