import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startGateway } from '../../scripts/local/gateway';
import { unhashedAssets } from '../../infra/lib/cache-control';
import { BUILT_WEB, REVALIDATE, RUNTIME_CONFIG_CACHE_CONTROL } from '../support/web-cache';

/**
 * The local gateway caches the web app as the cloud does (test/infra/stack.test.ts holds
 * the cloud's deployments to the same table, test/support/web-cache.ts): hashed assets
 * kept for a year, every page and the runtime config revalidated, and a revalidation of
 * an unchanged file answered 304 with no body.
 */
describe('the local gateway\'s caching', () => {
  let dir: string;
  let server: http.Server;
  let base: string;
  let config: Record<string, unknown> = { userPoolId: 'local_1' };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-gateway-cache-'));
    for (const [key, f] of Object.entries(BUILT_WEB)) {
      fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
      fs.writeFileSync(path.join(dir, key), f.body);
    }
    server = await startGateway({ port: 0, webDir: dir, runtimeConfig: () => config, issuer: 'http://127.0.0.1:1/none', clientId: 'none' });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br', ...headers } });

  it.each(Object.entries(BUILT_WEB))('serves %s with the Cache-Control the cloud writes on it, and a 304 once the browser has it', async (key, f) => {
    const first = await get(`/${key}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(f.cacheControl);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();
    await first.arrayBuffer();

    for (const conditional of [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }] as Record<string, string>[]) {
      const again = await get(`/${key}`, conditional);
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control')).toBe(f.cacheControl);
      expect(again.headers.get('etag')).toBe(etag);
    }
    // A tag of another build's file gets the whole file.
    const changed = await get(`/${key}`, { 'if-none-match': '"0123456789abcdef0123456789abcdef"' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(f.body);
  });

  it('revalidates the page an app path is answered with (a prerendered page, or index.html)', async () => {
    for (const [url, body] of [
      ['/dashboard', BUILT_WEB['dashboard.html']!.body],
      ['/auth', BUILT_WEB['auth.html']!.body],
      ['/share/abc123', BUILT_WEB['share.html']!.body],
      ['/dashboard/invoices', BUILT_WEB['index.html']!.body],
    ] as const) {
      const res = await get(url);
      expect(await res.text()).toBe(body);
      expect(res.headers.get('cache-control')).toBe(REVALIDATE);
      const again = await get(url, { 'if-none-match': res.headers.get('etag')! });
      expect(again.status).toBe(304);
    }
  });

  it('revalidates the runtime config: a 304 while it is unchanged, the new content once it changes', async () => {
    const first = await get('/config.json');
    expect(first.headers.get('cache-control')).toBe(RUNTIME_CONFIG_CACHE_CONTROL);
    expect(await first.json()).toEqual(config);
    const etag = first.headers.get('etag')!;
    expect((await get('/config.json', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('/config.json', { 'if-modified-since': first.headers.get('last-modified')! })).status).toBe(304);
    config = { userPoolId: 'local_2' };
    const changed = await get('/config.json', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ userPoolId: 'local_2' });
  });

  it('names every file the build may put under assets/ by its content (the build fails otherwise)', () => {
    expect(unhashedAssets(dir)).toEqual([]);
    fs.writeFileSync(path.join(dir, 'assets', 'logo.png'), 'png');
    expect(unhashedAssets(dir)).toEqual(['assets/logo.png']);
    fs.rmSync(path.join(dir, 'assets', 'logo.png'));
  });
});
