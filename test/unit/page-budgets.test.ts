import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { buildWeb } from '../../frontend/build';
import { PAGES_WITH_ZOD } from '../../frontend/page-budgets';
import { pageWeights, publicPageWeights, type PageWeight } from '../../frontend/page-weights';
import { DASHBOARD_PAGES } from '../../frontend/src/app/features';

jest.setTimeout(240_000);

describe('every page of the manifest, as the production build makes it', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-budgets-'));
  let weights: PageWeight[];
  let metafile: Metafile;

  beforeAll(async () => {
    metafile = await buildWeb({ outDir, minify: true });
    weights = pageWeights(outDir);
  });
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('covers every dashboard page, sign-in, onboarding and the invitation page', () => {
    expect(weights.map((w) => w.pattern)).toEqual(expect.arrayContaining(['/auth', '/onboarding', '/join/:token', ...DASHBOARD_PAGES.map((p) => p.pattern)]));
  });

  it('paints before the app: each page has a file of its own with the page in it', () => {
    expect(weights.filter((w) => !w.prerendered).map((w) => w.pattern)).toEqual([]);
  });

  it('loads zod only when a form first checks what was typed, but on the pages page-budgets.ts names with a reason', () => {
    // The build's outputs by the names index.html gives them, with the modules each holds.
    const outputs = new Map(Object.entries(metafile.outputs).map(([file, out]) => ['/' + path.relative(outDir, path.resolve(file)).split(path.sep).join('/'), out]));
    const hasZod = (file: string) => Object.keys(outputs.get(file)?.inputs ?? {}).some((input) => input.includes('node_modules/zod/'));
    expect(weights.filter((w) => w.files.some(hasZod)).map((w) => w.pattern).sort()).toEqual(Object.keys(PAGES_WITH_ZOD).sort());
    // The check sees zod where it is: the forms' schemas are files of their own, with zod.
    const schemaChunks = Object.entries(metafile.outputs).filter(([, out]) => out.entryPoint?.endsWith('shared/schemas/invoice.ts'));
    expect(schemaChunks).toHaveLength(1);
  });

  it('keeps each page within its first-visit JavaScript budget (frontend/page-budgets.ts)', () => {
    const over = weights.filter((w) => w.jsKb > w.budgetKb).map((w) => `${w.pattern}: ${w.jsKb} KB, budget ${w.budgetKb} KB`);
    expect(over).toEqual([]);
  });

  it('keeps the public pages (/ and /pricing) within their whole first-visit budget, without the app', () => {
    const pages = publicPageWeights(outDir);
    expect(pages.map((p) => p.patterns).flat().sort()).toEqual(['/', '/landing', '/pricing']);
    for (const p of pages) {
      expect(`${p.file}: ${p.totalKb} KB`).toEqual(p.totalKb <= p.budgetKb ? `${p.file}: ${p.totalKb} KB` : `${p.file}: at most ${p.budgetKb} KB`);
      // One script of its own: not the app's entry (React, the router, Amplify).
      expect(p.scripts).toEqual([expect.stringMatching(/^\/assets\/public-[A-Z0-9]+\.js$/)]);
      // Its words are in the HTML, and so are the title and the Open Graph tags.
      const html = fs.readFileSync(path.join(outDir, p.file), 'utf8');
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    }
  });
});

