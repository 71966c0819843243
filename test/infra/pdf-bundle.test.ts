import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Data } from '../../infra/lib/constructs/data';
import { Email } from '../../infra/lib/constructs/email';
import { KoboFunction } from '../../infra/lib/constructs/kobo-function';
import { Storage } from '../../infra/lib/constructs/storage';
import { DOMAIN_ACCESS } from '../../infra/lib/constructs/api';
import { routeNamed } from '../../shared/routes';
import { FONT_DIR, FONT_FILES } from '../../functions/services/pdf/font-files';

/**
 * The stack tests synthesize without bundling; this one bundles the function
 * that serves the PDF routes exactly as `cdk deploy` would (local esbuild,
 * the stack's options and hooks) and checks what lands in its asset: the
 * fonts beside the bundle, a bundle that starts with them (the fonts are
 * parsed when the module loads, so a missing file fails here, not in the
 * first customer's request), and none of the e-mail or share-link code the
 * lean function exists to leave out.
 */

const REPO = path.join(__dirname, '../..');
const cdkContext = JSON.parse(fs.readFileSync(path.join(REPO, 'cdk.json'), 'utf8')).context as Record<string, unknown>;
const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-pdf-bundle-'));
afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

const domain = routeNamed('getInvoicePdf').domain;
let assetDir: string;
let layerDir: string;

beforeAll(() => {
  const app = new App({ outdir, context: cdkContext });
  const stack = new Stack(app, 'KoboPdfBundle', { env: { account: '123456789012', region: 'eu-west-1' } });
  const { table } = new Data(stack, 'Data', { deletionProtection: false });
  const { uploadsBucket } = new Storage(stack, 'Storage');
  const email = new Email(stack, 'Email', {});
  new KoboFunction(stack, 'PdfFunction', { domain, access: DOMAIN_ACCESS[domain], table, uploadsBucket, email });
  const [fn] = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')).filter((r) => r.Properties.Handler === 'index.handler');
  assetDir = path.join(outdir, `asset.${String(fn!.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
  // The AWS SDK layer the bundle leaves the SDK to (docs/decisions/0009-aws-sdk-in-a-layer.md).
  const layer = Template.fromStack(stack).findResources('AWS::Lambda::LayerVersion')[fn!.Properties.Layers[0].Ref];
  layerDir = path.join(outdir, `asset.${String(layer!.Properties.Content.S3Key).replace(/\.zip$/, '')}`);
});

describe('the PDF function as deployed', () => {
  it('has the DejaVu fonts (the cut-down ones in the repository) and their licence beside its bundle', () => {
    expect(fs.existsSync(path.join(assetDir, 'index.js'))).toBe(true);
    for (const file of [...Object.values(FONT_FILES), 'LICENSE']) {
      expect({ file, same: fs.readFileSync(path.join(assetDir, 'fonts', file)).equals(fs.readFileSync(path.join(REPO, FONT_DIR, file))) }).toEqual({ file, same: true });
    }
  });

  it('loads, fonts and all, from its asset and the SDK layer as Lambda starts it', () => {
    const script = `const m = require(${JSON.stringify(path.join(assetDir, 'index.js'))}); if (typeof m.handler !== 'function') throw new Error('the bundle exports no handler');`;
    // PDF_FONT_DIR as the stack sets it, pointed at the asset's own folder; the layer's modules on NODE_PATH, as Lambda puts them.
    const env = { ...process.env, PDF_FONT_DIR: path.join(assetDir, 'fonts'), NODE_PATH: path.join(layerDir, 'nodejs', 'node_modules') };
    execFileSync(process.execPath, ['-e', script], { env, cwd: os.tmpdir(), stdio: 'pipe' });
  });

  it('leaves out the e-mail, share-link and template-writing code', () => {
    const bundle = fs.readFileSync(path.join(assetDir, 'index.js'), 'utf8');
    const markers = {
      'SES v2 client': 'SimpleEmailService_v2',
      'nodemailer MIME composer': 'Content-Transfer-Encoding',
      'share links made or revoked': 'The link was changed at the same moment',
      'quotes answered on the public page': 'quote_closed',
      'the PDF template saved': 'The template was changed by someone else',
    };
    const found = Object.entries(markers).filter(([, marker]) => bundle.includes(marker)).map(([what]) => what);
    expect(found).toEqual([]);
    // What it is for: pdfkit is in it (every file it writes starts so).
    expect(bundle).toContain('%PDF-');
  });
});
