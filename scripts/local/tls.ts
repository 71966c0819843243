import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A throwaway self-signed certificate for localhost and 127.0.0.1 (OpenSSL's command line,
 * which every Debian has), written into `dir`: for the bench's HTTPS + HTTP/2 gateway only.
 * Browsers the bench drives are told to trust its key (`chromeFlag`: Chromium's
 * --ignore-certificate-errors-spki-list, under which the page is a valid HTTPS page whose
 * files the HTTP cache keeps, as it would not with the certificate's error merely ignored);
 * nothing else trusts it, and it is good for one day.
 */
export function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer; chromeFlag: string } {
  const key = path.join(dir, 'localhost-key.pem');
  const cert = path.join(dir, 'localhost-cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    { stdio: 'ignore' },
  );
  const pem = fs.readFileSync(cert);
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return { key: fs.readFileSync(key), cert: pem, chromeFlag: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}` };
}
