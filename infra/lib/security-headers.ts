import { inlineScriptHashes } from '../../frontend/inline-scripts';

/**
 * The security headers of every response, defined once: CloudFront's response
 * headers policy (constructs/web.ts) and the local gateway (scripts/local/gateway.ts)
 * both send them, so the e2e suite runs the app under the same Content-Security-Policy
 * as the cloud (and fails on a violation, see test/e2e/fixtures.ts).
 */
export interface SecurityHeaderOrigins {
  /** Cognito's endpoint (the app calls it directly for sign-in). */
  readonly cognito: readonly string[];
  /** The uploads bucket: presigned POSTs and GETs (avatars, logos, attachments). */
  readonly uploads: readonly string[];
  /** The hosted UI's domain, when social sign-in is set up. */
  readonly oauth: readonly string[];
  /** In the cloud every request is HTTPS; on the laptop the emulators are plain HTTP. */
  readonly upgradeInsecureRequests: boolean;
}

export const FRAME_OPTION = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

export function contentSecurityPolicy(o: SecurityHeaderOrigins): string {
  return [
    "default-src 'self'",
    // Scripts: the app's own files, and the prerendered pages' one inline script by its hash.
    ['script-src', "'self'", ...inlineScriptHashes()].join(' '),
    // Cloudscape sets some styles inline; scripts stay locked down.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...o.uploads].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...o.cognito, ...o.oauth, ...o.uploads].join(' '),
    ['form-action', "'self'", ...o.oauth, ...o.uploads].join(' '),
    // PDF previews: the browser's PDF viewer showing a presigned link of the uploads bucket;
    // Print: the fetched PDF in a hidden frame from a blob: URL, so the app may call its print().
    ['frame-src', "'self'", 'blob:', ...o.uploads].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(o.upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The headers as the local gateway sends them (no HSTS: the laptop serves plain HTTP). */
export function securityHeaders(o: SecurityHeaderOrigins): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(o),
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTION,
    'referrer-policy': REFERRER_POLICY,
  };
}
