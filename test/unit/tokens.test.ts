import { createHmac } from 'node:crypto';
import { newSecretToken, SECRET_TOKEN_BYTES, SECRET_TOKEN_PATTERN } from '../../functions/lib/tokens';
import { newReference, signatureValid } from '../../functions/services/checkout/paystack-engine';
import { newToken as newShareToken } from '../../functions/services/share/share-links';
import { tokenParam } from '../../shared/schemas/team';

/*
 * Every token Kobo hands out that opens something by itself (docs/threat-model.md): at least
 * 128 random bits, in a shape the routes check before any read.
 */

const randomBits = (text: string, alphabetBits: number) => text.length * alphabetBits;

describe('link tokens (shared documents, invitations)', () => {
  it('are 256 random bits: 43 base64url characters, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => newSecretToken()));
    expect(tokens.size).toBe(2000);
    for (const t of tokens) {
      expect(t).toMatch(SECRET_TOKEN_PATTERN);
      expect(Buffer.from(t, 'base64url')).toHaveLength(SECRET_TOKEN_BYTES);
    }
    expect(SECRET_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    // Every character position varies (no fixed prefix that would cut the randomness; the last holds 4 bits).
    const sample = [...tokens];
    for (let i = 0; i < 43; i++) expect(new Set(sample.map((t) => t[i])).size).toBeGreaterThanOrEqual(16);
  });

  it('are what the share links and the invitation links use, and what the invitation route takes', () => {
    expect(newShareToken).toBe(newSecretToken);
    expect(tokenParam.safeParse({ token: newSecretToken() }).success).toBe(true);
    expect(tokenParam.safeParse({ token: 'A'.repeat(42) }).success).toBe(false);
  });
});

describe('checkout references (a payment in flight)', () => {
  it('carry 128 random bits after their prefix, in lower case (the table keys them so)', () => {
    const refs = Array.from({ length: 2000 }, () => newReference('INV').split('-')[1]!);
    for (const random of refs) expect(random).toMatch(/^[0-9a-z]{25}$/);
    expect(new Set(refs).size).toBe(2000);
    // 25 base-36 characters hold 129 bits: the 128 random ones fit, none lost.
    expect(randomBits('x'.repeat(25), Math.log2(36))).toBeGreaterThanOrEqual(128);
    expect(new Set(refs.map((r) => r[0])).size).toBeGreaterThan(5);
  });
});

describe("Paystack's webhook signatures", () => {
  const body = '{"event":"charge.success","data":{"reference":"INV-1"}}';
  const good = createHmac('sha512', 'sk_test_x').update(body, 'utf8').digest('hex');

  it('take only the HMAC of the exact body with the right key; a wrong one of any shape is false, never an error', () => {
    expect(signatureValid(body, good, 'sk_test_x')).toBe(true);
    expect(signatureValid(body, good, 'sk_test_y')).toBe(false);
    expect(signatureValid(`${body} `, good, 'sk_test_x')).toBe(false);
    for (const bad of [undefined, '', 'zz', good.slice(0, -2), `${good}00`, good.replace(/[0-9a-f]$/, (c) => (c === '0' ? '1' : '0'))]) {
      expect(signatureValid(body, bad, 'sk_test_x')).toBe(false);
    }
  });
});
