import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';

/**
 * cognito-local runs as a child process in its data folder (it resolves its
 * files against the working directory). The child hands each verification and
 * reset code to onCode over IPC, so the local mail bridge can e-mail it.
 */
export async function startCognito(opts: {
  dataDir: string;
  port: number;
  onCode: (delivery: { kind: string; destination: string; code: string }) => void;
}): Promise<{ process: ChildProcess; stop: () => Promise<void> }> {
  const dir = path.join(opts.dataDir, 'cognito');
  fs.mkdirSync(path.join(dir, '.cognito'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, '.cognito', 'config.json'),
    JSON.stringify({
      ServerConfig: { port: opts.port, hostname: '127.0.0.1' },
      TokenConfig: { IssuerDomain: `http://127.0.0.1:${opts.port}` },
    }),
  );
  const bin = path.join(__dirname, 'cognito-child.cjs');
  const child = spawn(process.execPath, [bin], {
    cwd: dir,
    env: { ...process.env, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  process.once('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  child.on('message', (m: { type: string; kind?: string; destination?: string; code?: string }) => {
    if (m.type === 'code' && m.destination && m.code) opts.onCode({ kind: m.kind ?? 'Unknown', destination: m.destination, code: m.code });
  });
  await waitForHttp(`http://127.0.0.1:${opts.port}/health`, child);
  return {
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function waitForHttp(url: string, child?: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get(url, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('error', () => resolve(false));
      req.setTimeout(1000, () => {
        req.destroy();
        resolve(false);
      });
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const amzError = (type: string, message: string) => ({ status: 400, body: { __type: type, message } });

/** The payload of a JWT, unverified (cognito-local's refresh tokens are JWTs; Cognito's are opaque). */
function jwtPayload(token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    return decodeJwt(token) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * Global sign-out as Cognito does it, for cognito-local (5.3.0), which has no
 * GlobalSignOut: a verified access token (signature against cognito-local's
 * own keys, issuer, `token_use`, expiry) records the second its user signed
 * out everywhere, and from then on a refresh token issued up to that second is
 * refused with Cognito's `NotAuthorizedException` "Refresh Token has been revoked".
 * Kept in a file beside cognito-local's data, so a restart does not bring the
 * sessions back. Unlike Cognito, the signed-out access token itself still
 * works against cognito-local's own user calls (GetUser and the like); Kobo's
 * API refuses it on its own (functions/lib/http.ts).
 */
class GlobalSignOuts {
  private readonly revoked: Record<string, number>;
  private readonly keys = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  constructor(
    private readonly issuerPrefix: string,
    private readonly file?: string,
  ) {
    this.revoked = file && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number>) : {};
  }

  async signOut(body: Buffer): Promise<{ status: number; body: unknown }> {
    const { AccessToken } = JSON.parse(body.toString('utf8') || '{}') as { AccessToken?: unknown };
    const claims = jwtPayload(AccessToken);
    const iss = typeof claims?.iss === 'string' ? claims.iss : '';
    if (!claims || !iss.startsWith(this.issuerPrefix)) return amzError('NotAuthorizedException', 'Invalid Access Token');
    let keys = this.keys.get(iss);
    if (!keys) this.keys.set(iss, (keys = createRemoteJWKSet(new URL(`${iss}/.well-known/jwks.json`))));
    try {
      const { payload } = await jwtVerify(AccessToken as string, keys, { issuer: iss });
      if (payload.token_use !== 'access' || typeof payload.username !== 'string') throw new Error('not an access token');
      this.revoked[payload.username] = Math.floor(Date.now() / 1000);
      if (this.file) fs.writeFileSync(this.file, JSON.stringify(this.revoked));
      return { status: 200, body: {} };
    } catch {
      return amzError('NotAuthorizedException', 'Access Token has been revoked');
    }
  }

  /** Whether a refresh token was issued up to its user's last global sign-out. */
  isRevoked(refreshToken: unknown): boolean {
    const claims = jwtPayload(refreshToken);
    const user = claims?.['cognito:username'];
    const since = typeof user === 'string' ? this.revoked[user] : undefined;
    return since !== undefined && typeof claims?.iat === 'number' && claims.iat <= since;
  }
}

/**
 * A pass-through proxy in front of cognito-local, which the web app talks to.
 * It adds the two calls cognito-local (5.3.0) lacks and Amplify makes:
 * - GetTokensFromRefreshToken (current Amplify refreshes tokens with it),
 *   rewritten into InitiateAuth(REFRESH_TOKEN_AUTH);
 * - GlobalSignOut (Settings > Privacy & Security), see GlobalSignOuts.
 */
export function startRefreshProxy(opts: { port: number; target: number; stateFile?: string }): Promise<http.Server> {
  const signOuts = new GlobalSignOuts(`http://127.0.0.1:${opts.target}/`, opts.stateFile);
  const answer = (res: http.ServerResponse, out: { status: number; body: unknown }) => {
    res.writeHead(out.status, { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(out.body));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      const headers = { ...req.headers };
      const target = String(headers['x-amz-target'] ?? '');
      if (target.endsWith('.GlobalSignOut')) {
        void signOuts.signOut(body).then((out) => answer(res, out));
        return;
      }
      if (target.endsWith('.GetTokensFromRefreshToken')) {
        const input = JSON.parse(body.toString('utf8') || '{}') as { ClientId?: string; RefreshToken?: string };
        body = Buffer.from(
          JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: input.ClientId, AuthParameters: { REFRESH_TOKEN: input.RefreshToken } }),
        );
        headers['x-amz-target'] = 'AWSCognitoIdentityProviderService.InitiateAuth';
      }
      if (headers['x-amz-target'] === 'AWSCognitoIdentityProviderService.InitiateAuth') {
        const input = JSON.parse(body.toString('utf8') || '{}') as { AuthParameters?: { REFRESH_TOKEN?: string } };
        if (signOuts.isRevoked(input.AuthParameters?.REFRESH_TOKEN)) return answer(res, amzError('NotAuthorizedException', 'Refresh Token has been revoked'));
      }
      headers['content-length'] = String(body.length);
      delete headers.host;
      const upstream = http.request(
        { host: '127.0.0.1', port: opts.target, method: req.method, path: req.url, headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Local Cognito is not answering' }));
      });
      upstream.end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve(server));
  });
}
