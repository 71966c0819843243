import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startGateway } from '../../../scripts/local/gateway';
import { addMember } from '../../../functions/services/membership';
import { makeSuperAdmin } from '../../../functions/services/admin/super-admins';
import type { Role } from '../../../shared/roles';

let server: http.Server | undefined;
let baseUrl = '';

/** Starts the local gateway (same route table, same token checks as API Gateway) in this worker. */
export async function startApi(): Promise<string> {
  server = await startGateway({
    port: 0,
    webDir: '/nonexistent',
    runtimeConfig: () => ({}),
    issuer: `${process.env.COGNITO_ENDPOINT}/${process.env.USER_POOL_ID}`,
    clientId: process.env.USER_POOL_CLIENT_ID!,
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return baseUrl;
}

export async function stopApi(): Promise<void> {
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
}

const cognito = () =>
  new CognitoIdentityProviderClient({
    endpoint: process.env.COGNITO_ENDPOINT,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

export interface TestUser {
  email: string;
  userId: string;
  token: string;
}

const PASSWORD = 'Passw0rd!23';

/** A fresh id token for a test user (its groups as they are now). */
export async function signIn<U extends TestUser>(user: U): Promise<U> {
  const client = cognito();
  try {
    const auth = await client.send(
      new InitiateAuthCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: user.email, PASSWORD: PASSWORD } }),
    );
    return { ...user, token: auth.AuthenticationResult!.IdToken! };
  } finally {
    client.destroy();
  }
}

/** The user made a super admin as an operator does (npm run make-admin), signed in again so the token carries the group. */
export async function asSuperAdmin<U extends TestUser>(user: U): Promise<U> {
  await makeSuperAdmin(user.email);
  return signIn(user);
}

/** A confirmed Cognito user with a fresh id token. */
export async function newUser(email = `user-${randomUUID().slice(0, 8)}@example.ng`): Promise<TestUser> {
  const client = cognito();
  const password = PASSWORD;
  const signUp = await client.send(
    new SignUpCommand({
      ClientId: process.env.USER_POOL_CLIENT_ID!,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await client.send(new AdminConfirmSignUpCommand({ UserPoolId: process.env.USER_POOL_ID!, Username: email }));
  const auth = await client.send(
    new InitiateAuthCommand({
      ClientId: process.env.USER_POOL_CLIENT_ID!,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  client.destroy();
  return { email, userId: signUp.UserSub!, token: auth.AuthenticationResult!.IdToken! };
}

export interface Answer<T = any> {
  status: number;
  body: T;
}

/** Calls the API as a browser would. `body` is sent as JSON unless `raw` is given. */
export async function call<T = any>(
  user: TestUser | null,
  method: string,
  path: string,
  opts: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (user) headers.authorization = `Bearer ${user.token}`;
  let body: string | undefined = opts.raw;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * Calls the API with the path exactly as written: fetch (like a browser) resolves `.`, `..` and
 * %2e%2e before sending, a hand-made request does not.
 */
export function callAsSent<T = any>(user: TestUser | null, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = user ? { authorization: `Bearer ${user.token}` } : {};
  const data = body === undefined ? undefined : JSON.stringify(body);
  if (data !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) });
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/`, { method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
    req.end(data);
  });
}

export const sampleCompany = (name = 'Adaeze Foods Ltd') => ({
  name,
  email: 'accounts@adaezefoods.ng',
  phone: '+234 803 555 0101',
  city: 'Ikeja',
  state: 'Lagos',
  country: 'Nigeria',
  streetAddress: '12 Allen Avenue',
  tin: '12345678-0001',
});

/** A user who has finished onboarding and owns a company. */
export async function onboardedUser(companyName?: string): Promise<TestUser & { companyId: string }> {
  const user = await newUser();
  const res = await call(user, 'POST', '/api/onboarding', {
    body: { profile: { firstName: 'Adaeze', lastName: 'Okafor' }, company: sampleCompany(companyName) },
  });
  if (res.status !== 201) throw new Error(`onboarding failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...user, companyId: res.body.company.companyId };
}

/** Uploads a PNG as the browser does (a ticket from /api/uploads, then a POST straight to S3); the key to save on a record. */
export async function uploadPng(user: TestUser, png: Buffer, kind: 'logo' | 'avatar' = 'logo'): Promise<string> {
  const ticket = await call(user, 'POST', '/api/uploads', { body: { kind, contentType: 'image/png', size: png.length } });
  if (ticket.status !== 201) throw new Error(`upload ticket refused: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }));
  const upload = await fetch(ticket.body.url, { method: 'POST', body: form });
  if (upload.status >= 300) throw new Error(`upload refused: ${upload.status} ${await upload.text()}`);
  return ticket.body.key as string;
}

/** A user who has finished onboarding with `logoKey` as the company's logo. */
export async function onboardedWithLogo(png: Buffer, companyName?: string): Promise<TestUser & { companyId: string }> {
  const user = await newUser();
  const logoKey = await uploadPng(user, png);
  const res = await call(user, 'POST', '/api/onboarding', {
    body: { profile: { firstName: 'Adaeze', lastName: 'Okafor' }, company: { ...sampleCompany(companyName), logoKey } },
  });
  if (res.status !== 201) throw new Error(`onboarding failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...user, companyId: res.body.company.companyId };
}

/**
 * A new user who belongs to `company` with `role`, put there through the
 * membership service as an accepted invitation will (invitations come later).
 */
export async function memberOf(company: { companyId: string }, role: Role, firstName = 'Tunde'): Promise<TestUser & { companyId: string; role: Role }> {
  const user = await newUser();
  await addMember({ companyId: company.companyId, userId: user.userId, email: user.email, firstName, lastName: role, role });
  return { ...user, companyId: company.companyId, role };
}
