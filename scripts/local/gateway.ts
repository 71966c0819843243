import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { matchRoute, routeKey, type Domain } from '../../shared/routes';
import type { ApiEvent, ApiHandler } from '../../functions/lib/http';
import { runExportsLocally } from '../../functions/lib/background';
import { prerenderedFile, robotsTxt, sitemapXml } from '../../frontend/src/prerendered';
import { cacheControlFor, RUNTIME_CONFIG_KEY } from '../../infra/lib/cache-control';

/**
 * When set, the gateway appends one JSON line per answer of 500 or more to this
 * file: the integration run's global teardown fails the run if any was written.
 */
export const SERVER_ERROR_LOG_ENV = 'KOBO_SERVER_ERROR_LOG';

/** API Gateway's HTTP API refuses bodies over 10 MB; so does this stand-in. */
const MAX_BODY = 10 * 1024 * 1024;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);
const brotliCache = new Map<string, { mtime: number; data: Buffer }>();
function compressed(file: string, raw: Buffer): Buffer {
  const mtime = fs.statSync(file).mtimeMs;
  const hit = brotliCache.get(file);
  if (hit && hit.mtime === mtime) return hit.data;
  const data = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
  brotliCache.set(file, { mtime, data });
  return data;
}

/** S3's ETag of an object uploaded in one part: the MD5 of its bytes, quoted. */
const etagOf = (data: Buffer | string) => `"${createHash('md5').update(data).digest('hex')}"`;
const etagCache = new Map<string, { mtime: number; etag: string }>();
function fileEtag(file: string, mtime: number, raw: Buffer): string {
  const hit = etagCache.get(file);
  if (hit && hit.mtime === mtime) return hit.etag;
  const etag = etagOf(raw);
  etagCache.set(file, { mtime, etag });
  return etag;
}

/**
 * Whether a conditional GET may be answered 304, as S3 and CloudFront decide it:
 * If-None-Match when sent (any listed tag, weak or strong, or *), else If-Modified-Since
 * against Last-Modified (whole seconds).
 */
function notModified(req: http.IncomingMessage, etag: string, lastModified: Date): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch) return noneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

/** The path of a request line as the client sent it: no dot segments resolved, nothing decoded (an absolute-form target loses its origin). */
export function pathAsSent(target: string): string {
  const path = target.split(/[?#]/, 1)[0]!;
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  return (absolute ? path.slice(absolute[0].length) : path) || '/';
}

export interface GatewayOptions {
  port: number;
  webDir: string;
  runtimeConfig: () => unknown;
  issuer: string;
  clientId: string;
  /** Sent with every response, as CloudFront sends them (infra/lib/security-headers.ts). */
  securityHeaders?: Record<string, string>;
  /**
   * Also serve everything over TLS with HTTP/2 on `port` (0: any free port; `onListening` is
   * told the server), as CloudFront serves the app: one connection for every file, headers
   * compressed. The bench measures pages this way; the certificate is the caller's.
   */
  secure?: { port: number; key: Buffer; cert: Buffer; onListening?: (server: http2.Http2SecureServer) => void };
}

/**
 * The local stand-in for CloudFront + API Gateway: serves the web app (with the
 * SPA fallback), /config.json, and /api/* from the SAME route table the CDK
 * stack reads, verifying Cognito tokens as the JWT authorizer does.
 */
export function startGateway(opts: GatewayOptions): Promise<http.Server> {
  // No Lambda here: an export started through this gateway is built by the company-export job's own handler, in this process.
  runExportsLocally((job) => import('../../functions/jobs/company-export').then((m) => m.handler(job)));
  // Port 0 picks a free port (tests); the caller reads it from server.address().
  const jwks = createRemoteJWKSet(new URL(`${opts.issuer}/.well-known/jwks.json`));
  const domainModules = new Map<Domain, Promise<{ handler: ApiHandler }>>();
  const load = (domain: Domain) => {
    let mod = domainModules.get(domain);
    if (!mod) {
      mod = import(`../../functions/handlers/${domain}`) as Promise<{ handler: ApiHandler }>;
      domainModules.set(domain, mod);
    }
    return mod;
  };

  async function authorize(header: string | undefined): Promise<Record<string, unknown> | null> {
    const token = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: opts.issuer });
      // The HTTP API JWT authorizer accepts a token whose aud or client_id is the app client.
      if (payload.aud !== opts.clientId && payload.client_id !== opts.clientId) return null;
      return payload as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, rawPath: string, body: Buffer) {
    const match = matchRoute(req.method ?? 'GET', rawPath);
    if (!match.route && match.malformed) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Bad Request' }));
      return;
    }
    if (!match.route) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Not Found' }));
      return;
    }
    const { route, pathParameters } = match;
    let claims: Record<string, unknown> | null = null;
    if (route.access !== 'public') {
      claims = await authorize(req.headers.authorization);
      if (!claims) {
        res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' });
        res.end(JSON.stringify({ message: 'Unauthorized' }));
        return;
      }
    }
    const headers: Record<string, string> = {};
    // HTTP/2's pseudo-headers (:method, :path, :authority) are not headers of the event API Gateway sends.
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined && !k.startsWith(':')) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
    // No prototype: `?__proto__=x` must arrive as an own key, as in the event JSON API Gateway sends.
    const query = Object.create(null) as Record<string, string>;
    for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
    const requestId = randomUUID();
    const event = {
      version: '2.0',
      routeKey: routeKey(route),
      rawPath,
      rawQueryString: url.search.slice(1),
      headers,
      queryStringParameters: Object.keys(query).length ? query : undefined,
      pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
      body: body.length ? body.toString('utf8') : undefined,
      isBase64Encoded: false,
      requestContext: {
        accountId: 'local',
        apiId: 'local',
        domainName: url.host,
        domainPrefix: 'local',
        http: { method: req.method!, path: rawPath, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '', userAgent: headers['user-agent'] ?? '' },
        requestId,
        routeKey: routeKey(route),
        stage: '$default',
        time: new Date().toISOString(),
        timeEpoch: Date.now(),
        authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: (claims ?? {}) as Record<string, string>, scopes: [] } },
      },
    } as unknown as ApiEvent;
    const context = {
      awsRequestId: requestId,
      functionName: `kobo-${route.domain}`,
      getRemainingTimeInMillis: () => 29_000,
    } as unknown as Context;
    const { handler } = await load(route.domain);
    const result = await handler(event, context);
    res.writeHead(result.statusCode ?? 200, { ...(result.headers as Record<string, string>), 'x-request-id': requestId });
    res.end(result.body ?? '');
  }

  /**
   * A file of the web app (or the runtime config) with the Cache-Control the cloud's
   * objects carry (infra/lib/cache-control.ts), an ETag and a Last-Modified, and a 304
   * with headers only when the browser's copy is current.
   */
  function sendFile(req: http.IncomingMessage, res: http.ServerResponse, f: { key: string; etag: string; lastModified: Date; headers: Record<string, string>; body: () => Buffer | string }) {
    const headers: Record<string, string> = { ...f.headers, 'cache-control': cacheControlFor(f.key), etag: f.etag, 'last-modified': f.lastModified.toUTCString() };
    if (notModified(req, f.etag, f.lastModified)) {
      delete headers['content-type'];
      delete headers['content-encoding'];
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, headers);
    res.end(f.body());
  }

  // The runtime config's Last-Modified: when the gateway first served its current content.
  let config: { body: string; etag: string; since: Date } | undefined;
  function serveConfig(req: http.IncomingMessage, res: http.ServerResponse) {
    const body = JSON.stringify(opts.runtimeConfig());
    if (config?.body !== body) config = { body, etag: etagOf(body), since: new Date() };
    sendFile(req, res, { key: RUNTIME_CONFIG_KEY, etag: config.etag, lastModified: config.since, headers: { 'content-type': 'application/json' }, body: () => body });
  }

  function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    // Written for the host asked, as CloudFront's function does (they name the site's own address).
    if (url.pathname === '/sitemap.xml' || url.pathname === '/robots.txt') {
      const origin = `${url.protocol}//${req.headers.host ?? url.host}`;
      const sitemap = url.pathname === '/sitemap.xml';
      res.writeHead(200, { 'content-type': sitemap ? 'application/xml' : 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' });
      res.end(sitemap ? sitemapXml(origin) : robotsTxt(origin));
      return;
    }
    const acceptEncoding = req.headers['accept-encoding'];
    let decoded: string;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('Bad Request');
      return;
    }
    const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    let file = path.join(opts.webDir, safe);
    if (!file.startsWith(opts.webDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // A page of its own when the path has one (auth.html for /auth, share.html for /share/<token>),
      // else the SPA's index.html: the same tables as CloudFront's viewer-request function
      // (frontend/src/prerendered.ts; index.html too while a rebuild has not written the page yet).
      const prerendered = prerenderedFile(url.pathname);
      file = path.join(opts.webDir, prerendered && fs.existsSync(path.join(opts.webDir, prerendered)) ? prerendered : 'index.html');
    }
    if (!fs.existsSync(file)) {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('The web app is still building; reload in a moment.');
      return;
    }
    const ext = path.extname(file);
    const raw = fs.readFileSync(file);
    const mtime = fs.statSync(file).mtimeMs;
    const headers: Record<string, string> = {
      'content-type': MIME[ext] ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    // Compress text like CloudFront does, so sizes measured locally match the cloud.
    const brotli = COMPRESSIBLE.has(ext) && /\bbr\b/.test(String(acceptEncoding));
    if (brotli) headers['content-encoding'] = 'br';
    sendFile(req, res, {
      // The key in the web bucket: the file served, whichever path asked for it (/dashboard/customers gets index.html's).
      key: path.relative(opts.webDir, file).split(path.sep).join('/'),
      // One tag for both encodings, as the object in S3 has one.
      etag: fileEtag(file, mtime, raw),
      lastModified: new Date(mtime),
      headers,
      body: () => (brotli ? compressed(file, raw) : raw),
    });
  }

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const errorLog = process.env[SERVER_ERROR_LOG_ENV];
    if (errorLog) {
      res.on('finish', () => {
        // 502/503 are answers handlers give on purpose (typed errors) when a service they call refuses,
        // e.g. SES; an unexpected failure is a 500 (or another 5xx), and that is what the log is for.
        if (res.statusCode < 500 || res.statusCode === 502 || res.statusCode === 503) return;
        const line = { status: res.statusCode, method: req.method, url: req.url, requestId: res.getHeader('x-request-id') };
        fs.appendFileSync(errorLog, `${JSON.stringify(line)}\n`);
      });
    }
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    // The path as sent: URL resolves `.`, `..` and their encodings (%2e%2e) against the segments before them,
    // which API Gateway never does (a parameter of `..` is a value, not a way to its parent route).
    const rawPath = pathAsSent(req.url ?? '/');
    for (const [name, value] of Object.entries(opts.securityHeaders ?? {})) res.setHeader(name, value);
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) tooLarge = true;
      else chunks.push(c);
    });
    req.on('end', () => {
      (async () => {
        if (url.pathname === '/config.json') {
          serveConfig(req, res);
        } else if (rawPath === '/api' || rawPath.startsWith('/api/')) {
          if (tooLarge) {
            res.writeHead(413, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ message: 'Request Entity Too Large' }));
          } else await api(req, res, url, rawPath, Buffer.concat(chunks));
        } else if (req.method !== 'GET' && req.method !== 'HEAD') {
          // CloudFront allows only GET and HEAD on the web bucket's behaviour.
          res.writeHead(403, { 'content-type': 'text/plain' });
          res.end('This distribution is not configured to allow the HTTP request method that was used for this request.');
        } else serveStatic(req, res, url);
      })().catch((error: unknown) => {
        process.stderr.write(`gateway: ${(error as Error).stack ?? String(error)}\n`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal Server Error' }));
      });
    });
  };
  const server = http.createServer(handle);
  const listening = new Promise<http.Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve(server));
  });
  if (!opts.secure) return listening;
  // The same gateway over TLS and HTTP/2 as well (HTTP/1.1 for a client that offers nothing else).
  const secure = http2.createSecureServer({ key: opts.secure.key, cert: opts.secure.cert, allowHTTP1: true }, handle as unknown as (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void);
  const sessions = new Set<http2.ServerHttp2Session>();
  secure.on('session', (session: http2.ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const secureListening = new Promise<http2.Http2SecureServer>((resolve, reject) => {
    secure.once('error', reject);
    secure.listen(opts.secure!.port, '127.0.0.1', () => resolve(secure));
  });
  return Promise.all([listening, secureListening]).then(([plain, tls]) => {
    opts.secure!.onListening?.(tls);
    // Closing the gateway closes both.
    const close = plain.close.bind(plain);
    plain.close = ((done?: (error?: Error) => void) => {
      tls.close();
      for (const session of sessions) session.destroy();
      return close(done);
    }) as typeof plain.close;
    return plain;
  });
}
