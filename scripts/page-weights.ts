/**
 * npm run page-weights: builds the web app and prints every page of the manifest with
 * its first-visit JavaScript (KB after gzip) against its budget (frontend/page-budgets.ts)
 * and whether it is prerendered; the figures test/unit/page-budgets.test.ts holds each
 * page to. Bytes only, so any machine gives the same figures; the whole transfer and
 * the Lighthouse scores are `npm run bench`'s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb } from '../frontend/build';
import { pageWeights, publicPageWeights } from '../frontend/page-weights';

void (async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-weights-'));
  try {
    await buildWeb({ outDir, minify: true });
    const rows = pageWeights(outDir);
    process.stdout.write('| Page | First-visit JS (KB, gzip) | Budget (KB) | Prerendered |\n|---|---:|---:|---|\n');
    for (const w of rows) process.stdout.write(`| \`${w.pattern}\` | ${w.jsKb.toFixed(1)} | ${w.budgetKb} | ${w.prerendered ? 'yes' : 'NO'} |\n`);
    process.stdout.write('\n| Public page | Whole first visit (KB, gzip) | Budget (KB) |\n|---|---:|---:|\n');
    for (const p of publicPageWeights(outDir)) process.stdout.write(`| ${p.patterns.map((x) => `\`${x}\``).join(', ')} | ${p.totalKb.toFixed(1)} | ${p.budgetKb} |\n`);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
})();
