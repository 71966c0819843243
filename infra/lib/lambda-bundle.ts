import fs from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { COMPANY_DELETION_S3_ACCESS, type DomainS3Access } from '../../shared/s3-prefixes';
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
 * What the bundles leave out: the AWS SDK v3. Every function loads it from the layer the stack gives it
 * (sdkLayerPackages below), the very files of package-lock.json that the tests run, instead of a copy
 * minified into each bundle (docs/decisions/0009-aws-sdk-in-a-layer.md says why).
 */
export const LAMBDA_EXTERNAL = ['@aws-sdk/*'] as const;

/**
 * esbuild aliases of every function's bundle: ElectroDB's model check is left out (its JSON-schema
 * validator, jsonschema, which only that check uses; functions/entities/no-model-check says why).
 * The PDF bundles add theirs (PDF_BUNDLE_ALIAS). The stack passes them as esbuild arguments, the
 * bench and the tests as options.
 */
export const LAMBDA_BUNDLE_ALIAS = { jsonschema: './functions/entities/no-model-check' } as const;

/** The most a function's minified bundle may weigh (test/infra/lambda-bundles.test.ts holds every bundle to it). */
export const FUNCTION_BUNDLE_BAR = (pdfFonts: boolean) => (pdfFonts ? 1100 : 500) * 1024;

/** The aliases of a domain's bundle. */
export const bundleAlias = (pdfFonts: boolean): Record<string, string> => ({ ...LAMBDA_BUNDLE_ALIAS, ...(pdfFonts ? PDF_BUNDLE_ALIAS : {}) });

/** A function's entry module: the domain's handlers (exporting `handler`). */
export const handlerEntry = (repoRoot: string, domain: string) => path.join(repoRoot, 'functions', 'handlers', `${domain}.ts`);

/**
 * The scheduled jobs: functions the HTTP API does not route to, each an entry module of its own
 * (`functions/jobs/<job>.ts`, exporting `handler`) run with a domain's access (infra/lib/constructs/jobs.ts).
 */
export const JOBS = ['recurring-expenses', 'company-export', 'company-deletion'] as const;
export type Job = (typeof JOBS)[number];
/**
 * The domain whose table grant each job runs with, and whether it draws PDFs (the fonts beside it,
 * the larger bundle bar). `s3`: the job's own grants in the uploads bucket instead of its domain's
 * (the company deletion lists and deletes, which no route's function may).
 */
export const JOB_RUNS_AS: Readonly<Record<Job, { domain: 'expenses' | 'data'; pdfFonts: boolean; s3?: DomainS3Access }>> = {
  'recurring-expenses': { domain: 'expenses', pdfFonts: false },
  'company-export': { domain: 'data', pdfFonts: true },
  'company-deletion': { domain: 'data', pdfFonts: false, s3: COMPANY_DELETION_S3_ACCESS },
};
export const jobEntry = (repoRoot: string, job: Job) => path.join(repoRoot, 'functions', 'jobs', `${job}.ts`);

/** The esbuild options of a domain's bundle, as the stack builds it (with `pdfFonts`, the PDF bundle's aliases); `entry`: a job's module instead of the domain's handlers. */
export function lambdaBuildOptions(repoRoot: string, domain: string, pdfFonts: boolean, entry = handlerEntry(repoRoot, domain)): BuildOptions {
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    ...LAMBDA_BUNDLE,
    mainFields: [...LAMBDA_BUNDLE.mainFields],
    alias: bundleAlias(pdfFonts),
    external: [...LAMBDA_EXTERNAL],
    absWorkingDir: repoRoot,
  };
}

/** Where the fonts of a PDF bundle come from (the repository's cut-down DejaVu, font-files.ts) and go (beside the bundle, `fonts/`), with their licence. */
export const fontSources = (repoRoot: string) =>
  [...Object.values(FONT_FILES), 'LICENSE'].map((file) => ({ file, from: path.join(repoRoot, FONT_DIR, file), to: path.join('fonts', file) }));

/** The SDK packages the functions' code imports (LAMBDA_EXTERNAL), by name. */
export const SDK_ENTRY_PACKAGES = (repoRoot: string): string[] => {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(pkg.dependencies).filter((name) => name.startsWith('@aws-sdk/'));
};

/**
 * The SDK layer's packages: every @aws-sdk package in package.json's dependencies and what they depend
 * on, as installed (each a folder under node_modules, nested ones included, so Node resolves in the
 * layer exactly as in the repository). Returns their paths relative to node_modules.
 */
export function sdkLayerPackages(repoRoot: string): string[] {
  const modules = path.join(repoRoot, 'node_modules');
  const found = new Set<string>();
  // Node's lookup: the package's own node_modules, then each folder above it up to the repository's.
  const locate = (name: string, from: string): string => {
    for (let dir = from; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
      if (dir === repoRoot || dir === path.dirname(dir)) throw new Error(`The SDK layer needs ${name}, which is not installed (from ${from})`);
    }
  };
  const visit = (dir: string) => {
    const rel = path.relative(modules, dir);
    if (found.has(rel)) return;
    found.add(rel);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(locate(dep, dir));
  };
  for (const name of SDK_ENTRY_PACKAGES(repoRoot)) visit(path.join(modules, name));
  return [...found].sort();
}

/** What of an SDK package the layer leaves out: at its top, the types and the ESM build (the bundles require the CommonJS one) and docs; anywhere, declarations and source maps. */
const LAYER_SKIP_TOP = new Set(['dist-types', 'dist-es', 'CHANGELOG.md', 'README.md']);
const LAYER_SKIP_FILE = /\.d\.ts$|\.map$/;

/**
 * Writes the SDK layer (nodejs/node_modules/<package>, where Lambda's Node.js runtimes look in a layer)
 * into `outDir`; the stack makes its asset from it.
 */
export function writeSdkLayer(repoRoot: string, outDir: string): void {
  const target = path.join(outDir, 'nodejs', 'node_modules');
  for (const rel of sdkLayerPackages(repoRoot)) {
    fs.cpSync(path.join(repoRoot, 'node_modules', rel), path.join(target, rel), {
      recursive: true,
      // Nested node_modules are packages of their own, copied (or not) by the walk above.
      filter: (src) => {
        const inPackage = path.relative(path.join(repoRoot, 'node_modules', rel), src);
        if (!inPackage) return true;
        const first = inPackage.split(path.sep)[0]!;
        return first !== 'node_modules' && !LAYER_SKIP_TOP.has(first) && !LAYER_SKIP_FILE.test(inPackage);
      },
    });
  }
}
