import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb } from '../../frontend/build';
import { pageWeights, type PageWeight } from '../../frontend/page-weights';
import { DASHBOARD_PAGES } from '../../frontend/src/app/features';

jest.setTimeout(240_000);

describe('every page of the manifest, as the production build makes it', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-budgets-'));
  let weights: PageWeight[];

  beforeAll(async () => {
    await buildWeb({ outDir, minify: true });
    weights = pageWeights(outDir);
  });
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('covers every dashboard page, sign-in, onboarding and the invitation page', () => {
    expect(weights.map((w) => w.pattern)).toEqual(expect.arrayContaining(['/auth', '/onboarding', '/join/:token', ...DASHBOARD_PAGES.map((p) => p.pattern)]));
  });

  it('paints before the app: each page has a file of its own with the page in it', () => {
    expect(weights.filter((w) => !w.prerendered).map((w) => w.pattern)).toEqual([]);
  });

  it('keeps each page within its first-visit JavaScript budget (frontend/page-budgets.ts)', () => {
    const over = weights.filter((w) => w.jsKb > w.budgetKb).map((w) => `${w.pattern}: ${w.jsKb} KB, budget ${w.budgetKb} KB`);
    expect(over).toEqual([]);
  });
});
