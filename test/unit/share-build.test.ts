import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { shareBuildOptions } from '../../frontend/share-build';

/**
 * The public page's script stays light: it takes only types from shared/ (the
 * public answer's schema among them), so neither zod nor any shared module
 * lands in it. A value import of shared/schemas/share.ts would pull zod in
 * (about 60 KB) and fail here.
 */
describe('the public page build', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-share-build-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('bundles only the page\'s own files (and the money module), in under 5 KB compressed: Pay now and its outcome included', async () => {
    const result = await esbuild.build(shareBuildOptions(dir));
    const [file, output] = Object.entries(result.metafile!.outputs).find(([name]) => /share-[^/]+\.js$/.test(name))!;
    const inputs = Object.keys(output.inputs).map((input) => path.relative(process.cwd(), path.resolve(input)).split(path.sep).join('/'));
    // Its own files, and the one money module (Pay now shows the balance as every screen does).
    expect(inputs.sort()).toEqual(['frontend/src/share/api.ts', 'frontend/src/share/dom.ts', 'frontend/src/share/main.ts', 'frontend/src/share/sheet.ts', 'shared/money.ts']);
    expect(zlib.gzipSync(fs.readFileSync(file)).length).toBeLessThan(5 * 1024);
  });
});
