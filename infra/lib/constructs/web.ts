import fs from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '../../../frontend/src/config';
import { PAGE_FILES, robotsTxt, sitemapXml } from '../../../frontend/src/prerendered';
import { ASSETS_DIR, IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL, RUNTIME_CONFIG_KEY } from '../cache-control';
import { contentSecurityPolicy, FRAME_OPTION, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from '../security-headers';

export interface WebProps {
  readonly webBucket: IBucket;
  readonly logsBucket: IBucket;
  readonly uploadsBucket: IBucket;
  /** Host name of the HTTP API's endpoint; CloudFront forwards /api/* to it. */
  readonly apiDomainName: string;
  /** The built web app; deployed only if it exists at synth time. */
  readonly distDir: string;
  /** Written to /config.json; the app reads it before Amplify.configure. */
  readonly runtimeConfig: RuntimeConfig;
}

const DEPLOYMENT_MEMORY_MB = 512;

/**
 * Written as each object's Cache-Control (infra/lib/cache-control.ts, which the local
 * gateway reads too); CloudFront's CachingOptimized policy passes it to browsers with
 * S3's ETag and Last-Modified, and answers their revalidations with a 304.
 */
const IMMUTABLE = [CacheControl.fromString(IMMUTABLE_CACHE_CONTROL)];
const REVALIDATE = [CacheControl.fromString(REVALIDATE_CACHE_CONTROL)];

/**
 * Serves the single-page app and the API from one origin (no CORS): a
 * CloudFront distribution over the private web bucket (Origin Access
 * Control), with /api/* passed uncached to the HTTP API. Deep links are
 * handled by a viewer-request function on the S3 behaviour only, so an API
 * 404 stays an API 404 instead of turning into index.html.
 */
export class Web extends Construct {
  readonly distribution: Distribution;
  readonly appUrl: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const region = Stack.of(this).region;

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'Serves index.html for app routes (paths without a file extension)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(
        [
          // Pages of their own (/auth -> /auth.html, /dashboard/customers/<id> ->
          // /dashboard.customers.id.html, /share/<token> -> /share.html) paint before the app's
          // JavaScript arrives, or need none of it; the local gateway follows the same table
          // (frontend/src/prerendered.ts, prerenderedFile), most specific pattern first.
          `var PAGES = ${JSON.stringify(PAGE_FILES.map((p) => [p.pattern.replace(/\/+$/, '').split('/'), p.file]))};`,
          'function matches(want, got) {',
          '  if (want.length !== got.length) return false;',
          '  for (var i = 0; i < want.length; i++) {',
          "    if (want[i].charAt(0) === ':' ? got[i] === '' : want[i] !== got[i]) return false;",
          '  }',
          '  return true;',
          '}',
          // sitemap.xml and robots.txt name the site's own address, so they are written for the host asked.
          `var GENERATED = ${JSON.stringify({ '/sitemap.xml': ['application/xml', sitemapXml('%ORIGIN%')], '/robots.txt': ['text/plain; charset=utf-8', robotsTxt('%ORIGIN%')] })};`,
          'function handler(event) {',
          '  var request = event.request;',
          '  var generated = GENERATED[request.uri];',
          '  if (generated) {',
          "    var host = request.headers && request.headers.host ? request.headers.host.value : '';",
          "    var body = generated[1].split('%ORIGIN%').join('https://' + host);",
          "    return { statusCode: 200, statusDescription: 'OK', headers: { 'content-type': { value: generated[0] }, 'cache-control': { value: 'public, max-age=3600' } }, body: body };",
          '  }',
          "  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);",
          "  var got = request.uri.replace(/\\/+$/, '').split('/');",
          '  for (var i = 0; i < PAGES.length; i++) {',
          '    if (matches(PAGES[i][0], got)) {',
          '      request.uri = PAGES[i][1];',
          '      return request;',
          '    }',
          '  }',
          "  if (last.indexOf('.') === -1) request.uri = '/index.html';",
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });

    // The SDK presigns virtual-hosted URLs (https://<bucket>.s3.<region>.amazonaws.com).
    const uploadsOrigin = `https://${props.uploadsBucket.bucketName}.s3.${region}.amazonaws.com`;
    const cognitoOrigin = `https://cognito-idp.${region}.amazonaws.com`;
    const oauthOrigin = props.runtimeConfig.oauthDomain ? [`https://${props.runtimeConfig.oauthDomain}`] : [];
    const csp = contentSecurityPolicy({
      cognito: [cognitoOrigin],
      uploads: [uploadsOrigin],
      oauth: oauthOrigin,
      upgradeInsecureRequests: true,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Kobo security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: FRAME_OPTION as HeadersFrameOption, override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Kobo web app and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Price class 200 includes the African edge locations (Lagos) without paying for every region.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.webBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header (Authorization included) except Host, which API Gateway must see as its own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    NagSuppressions.addResourceSuppressions(this.distribution, [
      { id: 'AwsSolutions-CFR1', reason: 'The app serves Nigerian businesses and their customers abroad; no country is blocked.' },
      { id: 'AwsSolutions-CFR2', reason: 'No WAF yet (fixed monthly cost); the API has stage throttling and every non-public route needs a Cognito token.' },
      {
        id: 'AwsSolutions-CFR4',
        reason: 'The distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be changed; set minimumProtocolVersion when a custom domain and certificate are added.',
      },
    ]);
    this.appUrl = `https://${this.distribution.distributionDomainName}`;

    this.deployApp(props.webBucket, props.distDir);

    // A separate deployment that never prunes, so app deploys and this file do not delete each other.
    new BucketDeployment(this, 'RuntimeConfig', {
      destinationBucket: props.webBucket,
      sources: [Source.jsonData(RUNTIME_CONFIG_KEY, props.runtimeConfig)],
      prune: false,
      cacheControl: REVALIDATE,
      // Same memory as the app deployments, so all three share one CDK handler function.
      memoryLimit: DEPLOYMENT_MEMORY_MB,
    });
  }

  private deployApp(bucket: IBucket, distDir: string): void {
    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'kobo:web-dist-missing',
        `${distDir} has no index.html, so the web app is not deployed; run "npm run build" before "cdk deploy".`,
      );
      return;
    }
    const assetsDir = path.join(distDir, ASSETS_DIR);
    const assets = fs.existsSync(assetsDir)
      ? // Never pruned: a tab still running the previous index.html can keep loading its chunks.
        new BucketDeployment(this, 'AppAssets', {
          destinationBucket: bucket,
          destinationKeyPrefix: `${ASSETS_DIR}/`,
          sources: [Source.asset(assetsDir)],
          prune: false,
          cacheControl: IMMUTABLE,
          memoryLimit: DEPLOYMENT_MEMORY_MB,
        })
      : undefined;
    const shell = new BucketDeployment(this, 'AppShell', {
      destinationBucket: bucket,
      sources: [Source.asset(distDir, { exclude: [ASSETS_DIR, `${ASSETS_DIR}/**`] })],
      // Pruning skips excluded keys: the hashed assets and the runtime config survive.
      exclude: [`${ASSETS_DIR}/*`, RUNTIME_CONFIG_KEY],
      cacheControl: REVALIDATE,
      memoryLimit: DEPLOYMENT_MEMORY_MB,
    });
    // The new index.html must not go live before the chunks it points to.
    if (assets) shell.node.addDependency(assets);
  }
}
