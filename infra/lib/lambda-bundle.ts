import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { FONT_DIR, FONT_FILES, PDF_BUNDLE_ALIAS } from '../../functions/services/pdf/font-files';

/**
 * How every API function is bundled, in one place: the stack builds each
 * domain's function with these settings (constructs/kobo-function.ts), and
 * the bench and the tests that measure or open a bundle build the same one.
 * No CDK here, so scripts can read it cheaply.
 */
export const LAMBDA_BUNDLE = {
  target: 'node22',
  format: 'cjs',
  // ESM builds first (dist-es of the AWS SDK): esbuild drops what they do not use.
  mainFields: ['module', 'main'],
  minify: true,
} as const;

/**
 * esbuild aliases of every function's bundle: ElectroDB's model check is left out (its JSON-schema
 * validator, jsonschema, which only that check uses; functions/entities/no-model-check says why).
 * The PDF bundles add theirs (PDF_BUNDLE_ALIAS). The stack passes them as esbuild arguments, the
 * bench and the tests as options.
 */
export const LAMBDA_BUNDLE_ALIAS = { jsonschema: './functions/entities/no-model-check' } as const;

/** The aliases of a domain's bundle. */
export const bundleAlias = (pdfFonts: boolean): Record<string, string> => ({ ...LAMBDA_BUNDLE_ALIAS, ...(pdfFonts ? PDF_BUNDLE_ALIAS : {}) });

/** A function's entry module: the domain's handlers (exporting `handler`). */
export const handlerEntry = (repoRoot: string, domain: string) => path.join(repoRoot, 'functions', 'handlers', `${domain}.ts`);

/** The esbuild options of a domain's bundle, as the stack builds it (with `pdfFonts`, the PDF bundle's aliases). */
export function lambdaBuildOptions(repoRoot: string, domain: string, pdfFonts: boolean): BuildOptions {
  return {
    entryPoints: [handlerEntry(repoRoot, domain)],
    bundle: true,
    platform: 'node',
    ...LAMBDA_BUNDLE,
    mainFields: [...LAMBDA_BUNDLE.mainFields],
    alias: bundleAlias(pdfFonts),
    absWorkingDir: repoRoot,
  };
}

/** Where the fonts of a PDF bundle come from (the repository's cut-down DejaVu, font-files.ts) and go (beside the bundle, `fonts/`), with their licence. */
export const fontSources = (repoRoot: string) =>
  [...Object.values(FONT_FILES), 'LICENSE'].map((file) => ({ file, from: path.join(repoRoot, FONT_DIR, file), to: path.join('fonts', file) }));
