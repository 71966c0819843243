import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

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

/**
 * A pass-through proxy in front of cognito-local. Current Amplify refreshes
 * tokens with GetTokensFromRefreshToken, which cognito-local lacks; the proxy
 * rewrites that one call into InitiateAuth(REFRESH_TOKEN_AUTH).
 */
export function startRefreshProxy(opts: { port: number; target: number }): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      const headers = { ...req.headers };
      const target = String(headers['x-amz-target'] ?? '');
      if (target.endsWith('.GetTokensFromRefreshToken')) {
        const input = JSON.parse(body.toString('utf8') || '{}') as { ClientId?: string; RefreshToken?: string };
        body = Buffer.from(
          JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: input.ClientId, AuthParameters: { REFRESH_TOKEN: input.RefreshToken } }),
        );
        headers['x-amz-target'] = 'AWSCognitoIdentityProviderService.InitiateAuth';
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
