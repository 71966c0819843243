import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local stand-in's HTTP server on 127.0.0.1:port (0: any free port): each request's handler gets its whole body. */
export function listenStandIn(
  port: number,
  handle: (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) => void,
): Promise<{ server: http.Server; url: () => string }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, Buffer.concat(chunks), res));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
  });
}
