import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { domains } from '../../shared/routes';
import { DOMAIN_TAG, JOB_TAG } from '../../infra/lib/constructs/kobo-function';
import { JOB_RUNS_AS, type Job } from '../../infra/lib/lambda-bundle';
import { KoboStack } from '../../infra/lib/kobo-stack';
import type { StageConfig } from '../../infra/lib/stage-config';
import * as uploads from '../../functions/services/uploads';
import { DOMAIN_S3_ACCESS, prefixOf, S3_PREFIXES, type DomainS3Access, type S3Action, type S3Prefix } from '../../shared/s3-prefixes';

// The signers are called for real below (presigning is offline), with a local-style client; they read these on first use.
process.env.UPLOADS_BUCKET ??= 'kobo-test-uploads';
process.env.S3_ENDPOINT ??= 'http://127.0.0.1:1';

/**
 * Each API function's role must hold exactly the S3 object actions and
 * prefixes its domain declares in shared/s3-prefixes.ts, and every key the
 * code signs must fall under a granted prefix. s3rver checks neither
 * signatures nor IAM, so without these checks a link only AWS refuses (such
 * as attachments signed outside the granted prefix) passes every local test.
 */

type Resource = { Type: string; Properties: Record<string, any> };
type Statement = { Effect: string; Action?: string | string[]; NotAction?: unknown; Resource?: unknown; NotResource?: unknown; Condition?: { StringLike?: Record<string, string | string[]> } };

const REPO = path.join(__dirname, '../..');
const cdkContext = JSON.parse(fs.readFileSync(path.join(REPO, 'cdk.json'), 'utf8')).context as Record<string, unknown>;
const tmpDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-s3-grants-'));
  tmpDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

interface Synth {
  template: Template;
  /** Logical id of the uploads bucket: the only bucket the API functions may touch. */
  uploadsBucketId: string;
}

/** Synthesizes the stack as test/infra/stack.test.ts does (cdk.json's feature flags, no Lambda bundling). */
function synth(config: Partial<StageConfig> = {}): Synth {
  const app = new App({ outdir: tempDir(), context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
  const stack = new KoboStack(app, 'KoboS3Grants', {
    config: { stage: 'dev', webDistDir: tempDir(), ...config },
    env: { account: '123456789012', region: 'eu-west-1' },
  });
  const bucket = stack.node.findChild('Storage').node.findChild('UploadsBucket').node.defaultChild as CfnBucket;
  return { template: Template.fromStack(stack), uploadsBucketId: Stack.of(bucket).getLogicalId(bucket) };
}

const resources = (template: Template, type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);
const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Names a resource of a statement: `uploads:<key pattern>` for objects of the uploads bucket, else its raw JSON. */
function describeResource(resource: unknown, uploadsBucketId: string): string {
  const join = (resource as { 'Fn::Join'?: [string, unknown[]] })?.['Fn::Join'];
  if (join && join[0] === '' && join[1].length === 2) {
    const [arn, suffix] = join[1] as [{ 'Fn::GetAtt'?: [string, string] }, unknown];
    if (arn?.['Fn::GetAtt']?.[0] === uploadsBucketId && arn['Fn::GetAtt'][1] === 'Arn' && typeof suffix === 'string' && suffix.startsWith('/')) {
      return `uploads:${suffix.slice(1)}`;
    }
  }
  return JSON.stringify(resource);
}

const isS3Action = (action: string) => /^s3:/i.test(action) || action === '*';

/** Every allowed S3 action on every resource, as `action resource` pairs, from all policies attached to a role. */
function s3GrantsOfRole(s: Synth, roleId: string): string[] {
  const role = s.template.findResources('AWS::IAM::Role')[roleId] as Resource | undefined;
  if (!role) throw new Error(`No role ${roleId}`);
  // Managed policies would hide grants from this check; the functions are built without any.
  expect(role.Properties.ManagedPolicyArns ?? []).toEqual([]);
  const attached = (p: Resource) => asList(p.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId);
  const statements: Statement[] = [
    ...asList(role.Properties.Policies as { PolicyDocument: { Statement: Statement[] } }[]).flatMap((p) => p.PolicyDocument.Statement),
    ...[...resources(s.template, 'AWS::IAM::Policy'), ...resources(s.template, 'AWS::IAM::ManagedPolicy')]
      .filter(([, p]) => attached(p))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as Statement[]),
  ];
  const grants: string[] = [];
  for (const st of statements) {
    if (st.Effect !== 'Allow') continue;
    // NotAction or NotResource would grant everything not listed: never acceptable on these roles.
    expect(st.NotAction).toBeUndefined();
    expect(st.NotResource).toBeUndefined();
    for (const action of asList(st.Action).filter(isS3Action)) {
      for (const resource of asList(st.Resource)) {
        // A listing is granted on the bucket itself, its prefixes in the condition: each prefix is one grant.
        const onBucket = (resource as { 'Fn::GetAtt'?: [string, string] })?.['Fn::GetAtt'];
        if (onBucket?.[0] === s.uploadsBucketId && onBucket[1] === 'Arn') {
          const prefixes = asList(st.Condition?.StringLike?.['s3:prefix']);
          expect({ action, prefixes: prefixes.length > 0 }).toEqual({ action, prefixes: true });
          for (const prefix of prefixes) grants.push(`${action} uploads:${prefix}`);
        } else grants.push(`${action} ${describeResource(resource, s.uploadsBucketId)}`);
      }
    }
  }
  return [...new Set(grants)].sort();
}

/** The role of each API function, by domain (the functions carry the domain tag). */
function rolesByDomain(s: Synth): Map<string, string> {
  const byDomain = new Map<string, string>();
  for (const [, fn] of resources(s.template, 'AWS::Lambda::Function')) {
    const domain = asList(fn.Properties.Tags as { Key: string; Value: string }[]).find((t) => t.Key === DOMAIN_TAG)?.Value;
    if (domain) byDomain.set(domain, fn.Properties.Role['Fn::GetAtt'][0] as string);
  }
  return byDomain;
}

/** The jobs' roles (tagged JOB_TAG), each with the grants of the domain it runs as (JOB_RUNS_AS). */
function jobRoles(s: Synth): Map<string, string> {
  const byJob = new Map<string, string>();
  for (const [, fn] of resources(s.template, 'AWS::Lambda::Function')) {
    const job = asList(fn.Properties.Tags as { Key: string; Value: string }[]).find((t) => t.Key === JOB_TAG)?.Value;
    if (job) byJob.set(job, fn.Properties.Role['Fn::GetAtt'][0] as string);
  }
  return byJob;
}

const grantsOf = (access: DomainS3Access) =>
  Object.entries(access)
    .flatMap(([prefix, actions]) => actions.map((a) => `${a} uploads:${S3_PREFIXES[prefix as S3Prefix]}*`))
    .sort();
const declaredGrants = (domain: (typeof domains)[number]) => grantsOf(DOMAIN_S3_ACCESS[domain]);

/** Which domains' roles may do `action` on keys under `prefix` in the synthesized stack. */
const grantedTo = (s: Synth, prefix: S3Prefix, action: S3Action) =>
  [...rolesByDomain(s)].filter(([, roleId]) => s3GrantsOfRole(s, roleId).includes(`${action} uploads:${S3_PREFIXES[prefix]}*`)).map(([d]) => d);

type Signed = { key: string; action: S3Action };
const keyOfGetUrl = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\/[^/]+\//, ''));

/**
 * Calls every export of functions/services/uploads.ts that signs, and reports
 * the key and the S3 action behind each link it returns (a presigned POST is
 * a PutObject, a presigned GET URL a GetObject). Typed over the module's
 * exports, so a new export does not compile until it is listed here.
 */
const SIGNERS: Record<keyof typeof uploads, (() => Promise<Signed[]>) | 'not a signer'> = {
  createImageUpload: async () => {
    const t = await uploads.createImageUpload('user-1', { kind: 'avatar', contentType: 'image/png', size: 100 });
    return [
      { key: t.fields.key!, action: 's3:PutObject' },
      { key: keyOfGetUrl(t.previewUrl), action: 's3:GetObject' },
    ];
  },
  imageUrl: async () => [{ key: keyOfGetUrl(await uploads.imageUrl('uploads/user-1/logo-01J0000000000000000000000.png')), action: 's3:GetObject' }],
  createAttachmentUpload: async () => {
    const t = await uploads.createAttachmentUpload('company-1', { fileName: 'Price list.pdf', contentType: 'application/pdf', size: 100 });
    const receipt = await uploads.createAttachmentUpload('company-1', { purpose: 'receipt', fileName: 'Till slip.jpg', contentType: 'image/jpeg', size: 100 });
    return [
      { key: t.fields.key!, action: 's3:PutObject' },
      { key: receipt.fields.key!, action: 's3:PutObject' },
    ];
  },
  attachmentUrl: async () => [
    { key: keyOfGetUrl(await uploads.attachmentUrl('attachments/company-1/01J0000000000000000000000/Price_list.pdf', 'Price list.pdf')), action: 's3:GetObject' },
  ],
  receiptUrl: async () => [
    { key: keyOfGetUrl(await uploads.receiptUrl('receipts/company-1/01J0000000000000000000000/Till_slip.jpg', 'Till slip.jpg', 'image/jpeg')), action: 's3:GetObject' },
  ],
  exportUrl: async () => [{ key: keyOfGetUrl(await uploads.exportUrl('exports/company-1/01J0000000000000000000000.zip', 'kobo-export.zip', 300)), action: 's3:GetObject' }],
  pdfUrl: async () => [{ key: keyOfGetUrl(await uploads.pdfUrl('documents/company-1/01J0000000000000000000000/v1-abc.pdf', 'INV-000001.pdf', true, 300)), action: 's3:GetObject' }],
  safeFileName: 'not a signer',
  checkS3Grant: 'not a signer',
  // They call S3 rather than sign a link; each checks its key against the domain's grant first.
  readObject: 'not a signer',
  headObject: 'not a signer',
  objectExists: 'not a signer',
  putObject: 'not a signer',
  streamUpload: 'not a signer',
  deleteUnder: 'not a signer',
  deleteObject: 'not a signer',
};

describe.each([
  ['a default stage', {}],
  ['a stage with mail and social sign-in', { stage: 'prod', mailFromDomain: 'mail.example.ng', google: { clientId: 'g', clientSecretName: 'kobo/prod/google' } }],
] as [string, Partial<StageConfig>][])('S3 grants on %s', (_name, config) => {
  let s: Synth;
  beforeAll(() => {
    s = synth(config);
  });

  it('gives each API function exactly the S3 actions and prefixes its domain declares', () => {
    const roles = rolesByDomain(s);
    expect([...roles.keys()].sort()).toEqual([...domains].sort());
    for (const domain of domains) {
      expect({ domain, grants: s3GrantsOfRole(s, roles.get(domain)!) }).toEqual({ domain, grants: declaredGrants(domain) });
    }
  });

  it('keeps read-only functions read-only: no S3 write on a prefix a domain only reads', () => {
    const roles = rolesByDomain(s);
    for (const domain of domains) {
      const writes = s3GrantsOfRole(s, roles.get(domain)!).filter((g) => !g.startsWith('s3:GetObject '));
      const declaredWrites = declaredGrants(domain).filter((g) => !g.startsWith('s3:GetObject '));
      expect({ domain, writes }).toEqual({ domain, writes: declaredWrites });
    }
    expect(s3GrantsOfRole(s, roles.get('quotes')!)).toEqual(['s3:GetObject uploads:attachments/*']);
  });

  it('grants every prefix of the table to some function', () => {
    for (const prefix of Object.keys(S3_PREFIXES) as S3Prefix[]) {
      expect({ prefix, granted: (['s3:GetObject', 's3:PutObject'] as const).some((a) => grantedTo(s, prefix, a).length > 0) }).toEqual({
        prefix,
        granted: true,
      });
    }
  });

  it('covers every key the code signs with a grant for that action', async () => {
    const signed: Signed[] = [];
    for (const signer of Object.values(SIGNERS)) if (signer !== 'not a signer') signed.push(...(await signer()));
    expect(signed.length).toBeGreaterThanOrEqual(5);
    for (const { key, action } of signed) {
      const prefix = prefixOf(key);
      expect({ key, prefix }).toEqual({ key, prefix: expect.any(String) });
      expect({ key, action, grantedTo: grantedTo(s, prefix!, action).length > 0 }).toEqual({ key, action, grantedTo: true });
    }
  });

  it('gives each job exactly its own bucket grants, or else none beyond those of the domain it runs as; the export job all of the data domain\'s', () => {
    const jobs = jobRoles(s);
    expect([...jobs.keys()].sort()).toEqual(Object.keys(JOB_RUNS_AS).sort());
    for (const [job, roleId] of jobs) {
      const runsAs = JOB_RUNS_AS[job as Job];
      const grants = s3GrantsOfRole(s, roleId);
      if (runsAs.s3) expect({ job, grants }).toEqual({ job, grants: grantsOf(runsAs.s3) });
      else expect({ job, beyond: grants.filter((g) => !declaredGrants(runsAs.domain).includes(g)) }).toEqual({ job, beyond: [] });
    }
    expect(s3GrantsOfRole(s, jobs.get('company-export')!).sort()).toEqual(declaredGrants('data'));
    // Only the deletion lists or deletes, and only under the company's prefixes and the logo's.
    expect(s3GrantsOfRole(s, jobs.get('company-deletion')!)).toEqual([
      's3:DeleteObject uploads:attachments/*',
      's3:DeleteObject uploads:documents/*',
      's3:DeleteObject uploads:exports/*',
      's3:DeleteObject uploads:receipts/*',
      's3:DeleteObject uploads:uploads/*',
      's3:ListBucket uploads:attachments/*',
      's3:ListBucket uploads:documents/*',
      's3:ListBucket uploads:exports/*',
      's3:ListBucket uploads:receipts/*',
    ]);
    for (const [domain, roleId] of rolesByDomain(s)) {
      expect({ domain, deletes: s3GrantsOfRole(s, roleId).filter((g) => /^s3:(DeleteObject|ListBucket) /.test(g)) }).toEqual({ domain, deletes: [] });
    }
  });

  it('lets no other role in the stack touch the uploads bucket', () => {
    const apiRoles = new Set([...rolesByDomain(s).values(), ...jobRoles(s).values()]);
    const bucketRef = new RegExp(`"${s.uploadsBucketId}"`);
    for (const [id, policy] of [...resources(s.template, 'AWS::IAM::Policy'), ...resources(s.template, 'AWS::IAM::ManagedPolicy')]) {
      if (!bucketRef.test(JSON.stringify(policy.Properties.PolicyDocument))) continue;
      // The CORS rule's setter (UploadsCors) may set the bucket's CORS and do nothing else.
      const statements = asList(policy.Properties.PolicyDocument.Statement as Statement[]);
      if (statements.every((st) => st.Effect === 'Allow' && asList(st.Action).join() === 's3:PutBucketCORS' && JSON.stringify(st.Resource) === JSON.stringify({ 'Fn::GetAtt': [s.uploadsBucketId, 'Arn'] }))) continue;
      const roles = asList(policy.Properties.Roles as { Ref: string }[]).map((r) => r.Ref);
      expect({ id, roles: roles.filter((r) => !apiRoles.has(r)) }).toEqual({ id, roles: [] });
    }
  });
});

describe('the signers', () => {
  it('are the only code under functions/ that presigns or calls S3', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name)) files.push(full);
      }
    };
    walk(path.join(REPO, 'functions'));
    const s3Users = files
      .filter((f) => /@aws-sdk\/(client-s3|s3-presigned-post|s3-request-presigner)|\bs3Client\(/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(REPO, f))
      .sort();
    // s3-client.ts makes the client; uploads.ts is the only module that uses it, and checks every key first.
    expect(s3Users).toEqual(['functions/lib/s3-client.ts', 'functions/services/uploads.ts']);
  });
});
