import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../functions/lib/clients';
import { FREE_TRIAL_MS } from '../../shared/constants';
import { call, newUser, onboardedUser, sampleCompany, startApi, stopApi } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

/** Test-only: counts items of one entity type (a Scan is fine here, never on a request path). */
async function countEntities(entity: string, companyOwner?: string): Promise<number> {
  const res = await documentClient().send(
    new ScanCommand({
      TableName: process.env.TABLE_NAME,
      FilterExpression: companyOwner ? '#e = :e AND ownerId = :o' : '#e = :e',
      ExpressionAttributeNames: { '#e': '__edb_e__' },
      ExpressionAttributeValues: { ':e': entity, ...(companyOwner ? { ':o': companyOwner } : {}) },
    }),
  );
  return res.Count ?? 0;
}

describe('health and authentication', () => {
  it('answers health without a token', async () => {
    const res = await call(null, 'GET', '/api/health');
    expect(res).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('refuses a protected route without a token, or with a forged one', async () => {
    expect((await call(null, 'GET', '/api/me')).status).toBe(401);
    const forged = { email: 'x', userId: 'x', token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' };
    expect((await call(forged, 'GET', '/api/me')).status).toBe(401);
  });

  it('answers an unknown route with 404', async () => {
    const user = await newUser();
    expect((await call(user, 'GET', '/api/nothing-here')).status).toBe(404);
  });
});

describe('profile and onboarding', () => {
  it('shows a new user with no profile and no company', async () => {
    const user = await newUser();
    const me = await call(user, 'GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: user.email, profile: null, company: null, subscription: null, role: null });
  });

  it('keeps member routes closed until the company exists', async () => {
    const user = await newUser();
    const res = await call(user, 'GET', '/api/customers');
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'no_company', message: 'Please set up your company to continue' });
  });

  it('saves the profile step and updates it when saved again', async () => {
    const user = await newUser();
    const first = await call(user, 'PUT', '/api/me/profile', { body: { firstName: 'Chidi' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ firstName: 'Chidi', email: user.email });
    const second = await call(user, 'PUT', '/api/me/profile', { body: { firstName: 'Chidi', lastName: 'Eze' } });
    expect(second.body).toMatchObject({ firstName: 'Chidi', lastName: 'Eze' });
    const me = await call(user, 'GET', '/api/me');
    expect(me.body.profile).toMatchObject({ firstName: 'Chidi', lastName: 'Eze' });
    expect(me.body.company).toBeNull();
  });

  it('creates profile, company, owner membership and a 14-day free plan in one call', async () => {
    const user = await newUser();
    const res = await call(user, 'POST', '/api/onboarding', {
      body: { profile: { firstName: 'Ngozi' }, company: sampleCompany('Ngozi Prints') },
    });
    expect(res.status).toBe(201);
    expect(res.body.profile).toMatchObject({ firstName: 'Ngozi' });
    expect(res.body.company).toMatchObject({ name: 'Ngozi Prints', city: 'Ikeja', tin: '12345678-0001' });
    expect(res.body.role).toBe('owner');
    expect(res.body.subscription).toMatchObject({ status: 'active', planType: 'free', amount: 0 });
    const { startDate, endDate } = res.body.subscription;
    expect(Date.parse(endDate) - Date.parse(startDate)).toBe(FREE_TRIAL_MS);
    expect((await call(user, 'GET', '/api/customers')).status).toBe(200);
  });

  it('refuses a second company for the same user and writes nothing', async () => {
    const user = await onboardedUser('First Company');
    const before = await countEntities('company', user.userId);
    const again = await call(user, 'POST', '/api/onboarding', {
      body: { profile: { firstName: 'Adaeze' }, company: sampleCompany('Second Company') },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('company_exists');
    expect(await countEntities('company', user.userId)).toBe(before);
    expect((await call(user, 'GET', '/api/me')).body.company.name).toBe('First Company');
  });

  it('rejects bad onboarding input with field messages and creates nothing', async () => {
    const user = await newUser();
    const cases: [unknown, string][] = [
      [{ profile: { firstName: 'A' }, company: { name: 'X' } }, 'company.name'],
      [{ profile: { firstName: 'A' }, company: { name: 'Okay Ltd', email: 'not-an-email' } }, 'company.email'],
      [{ profile: {}, company: { name: 'Okay Ltd' } }, 'profile.firstName'],
      [{ profile: { firstName: 'A' }, company: { name: 'Okay Ltd', owner: 'someone-else' } }, 'company.owner'],
      [{ profile: { firstName: 'A' }, company: { name: 42 } }, 'company.name'],
    ];
    for (const [body, field] of cases) {
      const res = await call(user, 'POST', '/api/onboarding', { body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    const nameTooShort = await call(user, 'POST', '/api/onboarding', { body: cases[0]![0] });
    expect(nameTooShort.body.error.fields['company.name']).toBe('Company name must be at least 2 characters');
    const badEmail = await call(user, 'POST', '/api/onboarding', { body: cases[1]![0] });
    expect(badEmail.body.error.fields['company.email']).toBe('Invalid email');
    expect((await call(user, 'GET', '/api/me')).body).toMatchObject({ profile: null, company: null });
  });

  it('rejects malformed, mistyped and oversized bodies with clear 4xx errors', async () => {
    const user = await newUser();
    const malformed = await call(user, 'PUT', '/api/me/profile', { raw: '{"firstName": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('The request body is not valid JSON');
    const notJson = await call(user, 'PUT', '/api/me/profile', { raw: 'firstName=A', headers: { 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    const huge = await call(user, 'PUT', '/api/me/profile', { body: { firstName: 'A'.repeat(70 * 1024) } });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
    expect((await call(user, 'GET', '/api/me')).body.profile).toBeNull();
  });

  it("refuses an image key that another user uploaded", async () => {
    const owner = await newUser();
    const other = await newUser();
    const ticket = await call(owner, 'POST', '/api/uploads', { body: { kind: 'logo', contentType: 'image/png', size: 100 } });
    const res = await call(other, 'POST', '/api/onboarding', {
      body: { profile: { firstName: 'Tunde' }, company: { ...sampleCompany(), logoKey: ticket.body.key } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(['company.logoKey']);
  });
});

describe('image uploads', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('hands out a presigned POST the browser can upload an image with, and shows it on the profile', async () => {
    const user = await newUser();
    const ticket = await call(user, 'POST', '/api/uploads', { body: { kind: 'avatar', contentType: 'image/png', size: png.length } });
    expect(ticket.status).toBe(201);
    expect(ticket.body.key).toMatch(new RegExp(`^uploads/${user.userId}/avatar-`));
    expect(ticket.body.fields['Content-Type']).toBe('image/png');
    // The policy S3 enforces: exact key, exact type, bounded size.
    const policy = JSON.parse(Buffer.from(ticket.body.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([['content-length-range', 1, 2 * 1024 * 1024], ['eq', '$Content-Type', 'image/png'], { key: ticket.body.key }]),
    );
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([png], { type: 'image/png' }));
    const upload = await fetch(ticket.body.url, { method: 'POST', body: form });
    expect(upload.status).toBeLessThan(300);
    await call(user, 'PUT', '/api/me/profile', { body: { firstName: 'Amaka', avatarKey: ticket.body.key } });
    const me = await call(user, 'GET', '/api/me');
    const image = await fetch(me.body.profile.avatarUrl);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses files that are not images or are too large', async () => {
    const user = await newUser();
    const pdf = await call(user, 'POST', '/api/uploads', { body: { kind: 'logo', contentType: 'application/pdf', size: 10 } });
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.fields.contentType).toBe('Only PNG, JPEG, WebP or GIF images can be uploaded');
    const big = await call(user, 'POST', '/api/uploads', { body: { kind: 'logo', contentType: 'image/png', size: 3 * 1024 * 1024 } });
    expect(big.status).toBe(400);
    expect(big.body.error.fields.size).toBe('Images must be at most 2 MB');
  });
});
