import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { domains } from '../../shared/routes';
import { accessFor } from '../../infra/lib/constructs/api';
import { JOBS, jobEntry, lambdaBuildOptions } from '../../infra/lib/lambda-bundle';
import { KoboStack } from '../../infra/lib/kobo-stack';
import { buildWeb } from '../../frontend/build';
import { dataFolderSecrets, describeFindings, findSecrets, LOCAL_DATA_DIR, TEST_PASSWORDS, type Finding, type KnownSecret } from '../support/secrets';

/*
 * No secret in the repository, in what a deploy ships or in the stack's own logs
 * (docs/threat-model.md, "Secrets"). Built here as a deploy builds them:
 * - every Lambda bundle (the domains' and the jobs'), with the stack's own esbuild options
 *   (infra/lib/lambda-bundle.ts, as lambda-bundles.test.ts builds them; in memory here);
 * - the web app (`npm run build`'s buildWeb), every file of it;
 * - the synthesized stack (the prod stage with social sign-in and a mail domain) and the
 *   files CDK writes beside it (the runtime config.json the web bucket gets).
 * Each is grepped for every test password, every secret npm start's data folder holds on this
 * machine (test/support/secrets.ts) and anything shaped like a secret (sk_live_/sk_test_ keys,
 * AWS access key ids, PEM private keys, tokens). The repository's files (tracked, and new ones
 * not ignored) are grepped for the shapes and the data folder's secrets, but for ALLOWED_IN_REPO.
 * Runtime secrets (a company's keys, tokens, signatures) are the integration tier's:
 * test/integration/secrets-in-logs.test.ts reads every log line for them.
 */

const ROOT = path.join(__dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-no-secrets-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Fake keys the unit and integration tests send on purpose: in a bundle they would mean test code shipped. */
const TEST_KEYS = ['sk_test_x', 'sk_test_y', 'sk_test_short', 'sk_test_none'];

/** What the built things must not hold: the fixed test values, and the secrets of this machine's local data folder (if any). */
const known: KnownSecret[] = [
  ...TEST_PASSWORDS.map((value) => ({ name: `the test password ${value.slice(0, 3)}…`, value })),
  ...TEST_KEYS.map((value) => ({ name: `the test key ${value}`, value })),
  ...dataFolderSecrets(LOCAL_DATA_DIR),
];

/**
 * Deliberate matches in the repository, each with why it is no secret. An entry that no
 * longer matches anything fails the test too: remove it.
 */
const ALLOWED_IN_REPO: readonly { file: string; match: string; reason: string }[] = [
  {
    file: 'test/integration/account.test.ts',
    // Joined here, so this file does not hold the match itself.
    match: ['eyJhbGciOiJSUzI1NiJ9', 'eyJzdWIiOiJ4In0', 'c2ln'].join('.'),
    reason: 'a forged token (claims {"sub":"x"}, signature "sig") the test sends to prove the API refuses it',
  },
];

/** A file's text, or undefined when it is binary (fonts, images, zips). */
function textOf(file: string): string | undefined {
  const data = fs.readFileSync(file);
  return data.subarray(0, 8000).includes(0) ? undefined : data.toString('utf8');
}

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : e.isFile() ? [path.join(dir, e.name)] : []));

function scanFiles(files: string[], base: string, secrets: readonly KnownSecret[]): Finding[] {
  return files.flatMap((file) => {
    const text = textOf(file);
    return text === undefined ? [] : findSecrets(text, path.relative(base, file), secrets);
  });
}

const bundles = new Map<string, string>();
const webDir = path.join(work, 'web');
let cdkOut = '';
let template: Record<string, any> = {};

beforeAll(async () => {
  const build = (name: string, domain: string, pdfFonts: boolean, entry?: string) =>
    esbuild.build({ ...lambdaBuildOptions(ROOT, domain, pdfFonts, entry), outfile: path.join(work, 'lambda', name, 'index.js'), write: false, logLevel: 'silent' }).then((r) => {
      for (const f of r.outputFiles) bundles.set(`${name} bundle (${path.basename(f.path)})`, f.text);
    });
  await Promise.all([
    ...domains.map((domain) => build(domain, domain, accessFor(domain).pdfFonts ?? false)),
    ...JOBS.map((job) => build(`job-${job}`, 'expenses', false, jobEntry(ROOT, job))),
    buildWeb({ outDir: webDir, minify: true }),
  ]);

  // The stack as `cdk synth` makes it (Lambda bundling left to the bundles above), deploying the web app just built.
  const cdkContext = JSON.parse(fs.readFileSync(path.join(ROOT, 'cdk.json'), 'utf8')).context as Record<string, unknown>;
  cdkOut = path.join(work, 'cdk.out');
  const app = new App({ outdir: cdkOut, context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
  const stack = new KoboStack(app, 'KoboNoSecrets', {
    config: {
      stage: 'prod',
      webDistDir: webDir,
      google: { clientId: 'google-client.apps.googleusercontent.com', clientSecretName: 'kobo/prod/google' },
      facebook: { clientId: '1234567890', clientSecretName: 'kobo/prod/facebook' },
      mailFromDomain: 'mail.example.ng',
      alarmEmail: 'ops@example.ng',
    },
    env: { account: '123456789012', region: 'eu-west-1' },
  });
  template = Template.fromStack(stack).toJSON() as Record<string, any>;
});

describe('the detectors', () => {
  // Made up here by joining parts, so no file of the repository holds one whole.
  const samples: [string, string][] = [
    ['a Paystack secret key', `const key = "${'sk_live_'}${'0a1b2c3d4e'.repeat(4)}";`],
    ['a Paystack secret key', `Bearer ${'sk_test_'}${'f'.repeat(40)}`],
    ['an AWS access key id', `"${'AKIA'}${'Q7ZL3N5V2X4C6B8M'}"`],
    ['an AWS secret access key', `${'aws_secret_'}access_key = ${'wJalrXUtnFEMI/K7MDENG/bPxRfiCY'}${'0123456789'}`],
    ['a private key (PEM)', `${'-----BEGIN '}RSA PRIVATE KEY-----\nMIIE`],
    ['a private key (PEM)', `${'-----BEGIN '}PRIVATE KEY-----`],
    ['a GitHub token', `${'ghp_'}${'a1B2'.repeat(9)}`],
    ['an npm registry credential', `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:${'_authToken'}=abc123`],
    ['a JSON web token', `${['eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ', 'eyJzdWIiOiIxMjM0NTY3ODkwIn0', 'c2lnbmF0dXJl'].join('.')}`],
  ];
  it.each(samples)('find %s', (name, text) => {
    expect(findSecrets(text, 'sample', []).map((f) => f.secret)).toContain(name);
  });

  it("find a known value, and leave alone what only names a key's prefix", () => {
    expect(findSecrets('{"secret":"Str0ng!Pass"}', 'sample', known).map((f) => f.secret)).toEqual([expect.stringMatching(/^the test password/)]);
    // The key form's messages, as the schema and the bundles hold them.
    expect(findSecrets('The secret key starts with sk_test_ or sk_live_; ${NPM_TOKEN}', 'sample', known)).toEqual([]);
    expect(findSecrets('//registry.npmjs.org/:_authToken=${NPM_TOKEN}', 'sample', [])).toEqual([]);
  });
});

describe('no secret in what a deploy ships', () => {
  it('builds something to look at', () => {
    expect(bundles.size).toBe(domains.length + JOBS.length);
    expect(fs.existsSync(path.join(webDir, 'index.html'))).toBe(true);
    expect(Object.keys(template.Resources ?? {}).length).toBeGreaterThan(0);
  });

  it('no Lambda bundle holds a test secret or anything shaped like a secret', () => {
    const findings = [...bundles].flatMap(([name, text]) => findSecrets(text, name, known));
    expect(describeFindings(findings)).toEqual([]);
  });

  it("no file of the web app holds one (the app, the share page, the public pages, the prerendered pages)", () => {
    const files = filesUnder(webDir);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(describeFindings(scanFiles(files, webDir, known))).toEqual([]);
  });

  it('neither does the synthesized stack, nor any file CDK writes beside it (the runtime config.json)', () => {
    const files = filesUnder(cdkOut);
    expect(files.some((f) => f.endsWith('config.json'))).toBe(true);
    const findings = [...findSecrets(JSON.stringify(template), 'the stack template', known), ...scanFiles(files, cdkOut, known)];
    expect(describeFindings(findings)).toEqual([]);
  });

  it("the API's access log names the route, never the path: share and invitation tokens and webhook ids travel in paths", () => {
    const stages = Object.values(template.Resources as Record<string, { Type: string; Properties: any }>).filter((r) => r.Type === 'AWS::ApiGatewayV2::Stage');
    expect(stages).toHaveLength(1);
    const format = JSON.stringify(stages[0]!.Properties.AccessLogSettings.Format);
    expect(format).toContain('$context.routeKey');
    expect(format.match(/\$context\.(?:path|rawPath|resourcePath|requestOverride\.\w+|identity\.apiKey|authorizer\.claims\.(?!sub\b)\w+)/g)).toBeNull();
  });
});

describe('no secret in the repository', () => {
  /** Tracked files and new files git would add (not ignored): what a commit can carry. */
  const repoFiles = () =>
    execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter(Boolean)
      .filter((f) => fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).isFile());

  it('no file holds anything shaped like a secret, or a secret of the local data folder, but the allowed ones', () => {
    const files = repoFiles();
    expect(files).toContain('package.json');
    // The test passwords are in the repository on purpose (TEST_PASSWORDS): only the data folder's other secrets are looked for.
    const folderSecrets = dataFolderSecrets(LOCAL_DATA_DIR).filter((s) => !TEST_PASSWORDS.includes(s.value));
    const findings = scanFiles(
      files.map((f) => path.join(ROOT, f)),
      ROOT,
      folderSecrets,
    );
    const allowed = (f: Finding) => ALLOWED_IN_REPO.some((a) => a.file === f.where && a.match === f.match);
    expect(describeFindings(findings.filter((f) => !allowed(f)))).toEqual([]);
    // Every allowance still allows something.
    expect(ALLOWED_IN_REPO.filter((a) => !findings.some((f) => f.where === a.file && f.match === a.match)).map((a) => a.file)).toEqual([]);
  });

  it('tracks no local data, key file or environment file', () => {
    const suspicious = repoFiles().filter(
      (f) =>
        /(^|\/)\.local\//.test(f) ||
        /(^|\/)(cursor-secret|accounts\.json|keys\.json|global-sign-outs\.json)$/.test(f) ||
        /(^|\/)\.env(\.|$)/.test(f) ||
        /\.(pem|key|p12|pfx|jks|keystore)$/i.test(f) ||
        /(^|\/)(id_rsa|id_ed25519|id_ecdsa)(\.pub)?$/.test(f) ||
        /(^|\/)\.(netrc|pgpass)$/.test(f) ||
        /(^|\/)\.aws\/credentials$/.test(f),
    );
    expect(suspicious).toEqual([]);
  });
});
