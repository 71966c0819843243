import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ensureTable } from '../../scripts/local/bootstrap';
import { s3Client } from '../../functions/lib/s3-client';
import { db } from '../../functions/entities/table';
import { handler as deletionJob } from '../../functions/jobs/company-deletion';
import { DELETION_GRACE_DAYS, DELETION_MESSAGES, deletionScheduledMessage } from '../../shared/company-data';
import { addDaysIso, formatDate, lagosToday } from '../../shared/dates';
import { attachmentPrefix, documentPrefix, exportPrefix, receiptPrefix } from '../../shared/s3-prefixes';
import { call, memberOf, onboardedUser, sampleCompany, startApi, stopApi, uploadPng, type Answer, type TestUser } from './helpers/api';
import { seededCompany, type Company } from './helpers/contract';
import { itemsNaming } from './helpers/items-naming';

/*
 * Deleting a company (Settings > Company data), end to end: an owner schedules it by typing
 * the company's name, which first requires a paid plan to stop renewing; for the 30 days
 * after, the company reads and exports but changes nothing, and any owner can stop it; on
 * the day, the company-deletion job (run here as the daily schedule runs it, with `today`)
 * frees the members with a notice, deletes the company's files and empties every partition
 * that holds its data, leaving any other company as it was. On a table of its own, so the
 * job's index holds only this file's companies and the Scans (test code only) are small.
 */

jest.setTimeout(120_000);

type Owner = TestUser & { companyId: string };
type Json = Record<string, any>;

const DELETION = '/api/settings/data/deletion';
const PAYSTACK = () => process.env.PAYSTACK_BASE_URL!;
const KOBO_KEY = () => process.env.KOBO_PAYSTACK_SECRET_KEY!;
const NAME = 'Ọja Foods & Sons Ltd';

const show = (r: Answer) => `${r.status} ${JSON.stringify(r.body)}`;
const ok = (r: Answer, what: string) => {
  if (r.status >= 300) throw new Error(`${what}: ${show(r)}`);
  return r.body;
};

const schedule = (user: TestUser, companyName: string) => call(user, 'POST', DELETION, { body: { companyName } });
const deletionOf = async (user: TestUser) => (await call(user, 'GET', DELETION)).body;
const me = async (user: TestUser) => (await call(user, 'GET', '/api/me')).body;
const newCustomer = (user: TestUser) => call(user, 'POST', '/api/customers', { body: { displayName: `Eko Hotels ${Date.now()}` } });

// ------------------------------------------------------------------ the table and the bucket (test code only)

/** Items that may name a deleted company: its members' notices, TTL'd import markers and request ids. */
const MAY_REMAIN = new Set(['removalnotice', 'importrow', 'requestkey']);

const keysOf = (items: Record<string, unknown>[]) => items.map((i) => `${i.pk} | ${i.sk} | ${i.__edb_e__}`).sort();

/** What a deletion must not leave: anything naming the company but the members' notices, TTL'd items and the people's directory entries. */
const leftOf = async (companyId: string) =>
  keysOf((await itemsNaming(companyId)).filter((i) => !MAY_REMAIN.has(String(i.__edb_e__)) && !String(i.pk).startsWith('directory#user#')));

/** The keys under a prefix of the uploads bucket. */
async function keysUnder(prefix: string): Promise<string[]> {
  const client = await s3Client();
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET!, Prefix: prefix, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
}

async function stored(key: string): Promise<boolean> {
  try {
    await (await s3Client()).send(new HeadObjectCommand({ Bucket: process.env.UPLOADS_BUCKET!, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

const companyPrefixes = (companyId: string) => [attachmentPrefix, documentPrefix, receiptPrefix, exportPrefix].map((p) => p(companyId));

// ------------------------------------------------------------------ files, exports, Paystack

/** The browser's upload of a document attachment or an expense receipt: a ticket, then the file straight to S3. */
async function upload(user: TestUser, purpose: 'attachment' | 'receipt', fileName: string, contentType: string, bytes: Buffer) {
  const ticket = ok(await call(user, 'POST', '/api/attachments', { body: { ...(purpose === 'receipt' ? { purpose } : {}), fileName, contentType, size: bytes.length } }), `${purpose} ticket`);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  const res = await fetch(ticket.url, { method: 'POST', body: form });
  if (res.status >= 300) throw new Error(`${purpose} upload: ${res.status}`);
  return { key: ticket.key as string, name: fileName, size: bytes.length, contentType };
}

async function exportFinished(user: TestUser, exportId: string) {
  for (let i = 0; i < 300; i++) {
    const mine = ((await call(user, 'GET', '/api/settings/data/exports')).body.items as { exportId: string; status: string }[]).find((x) => x.exportId === exportId);
    if (mine && mine.status !== 'running') return mine;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the export did not finish');
}

/** Paystack's API with Kobo's secret key. */
async function paystack(method: string, p: string): Promise<Json> {
  const res = await fetch(`${PAYSTACK()}${p}`, { method, headers: { authorization: `Bearer ${KOBO_KEY()}` } });
  return ((await res.json()) as { data: Json }).data;
}

/**
 * The owner buys Starter on the stand-in's checkout page and comes back to the subscription page
 * (Kobo verifies the charge); Paystack's subscription.create is then delivered to this file's
 * gateway, signed with Kobo's key, rather than through the stand-in's one Kobo webhook address
 * (which other test files set).
 */
async function buyStarter(owner: Owner): Promise<void> {
  const started = ok(await call(owner, 'POST', '/api/settings/subscription/checkout', { body: { plan: 'starter' } }), 'plan checkout');
  await payAndSubscribe(owner, started);
  expect(ok(await call(owner, 'GET', '/api/settings/subscription'), 'billing')).toMatchObject({ planType: 'starter', status: 'active', cancellable: true });
}

/** The owner pays a started plan checkout; Kobo verifies it, and hears of Paystack's subscription. */
async function payAndSubscribe(owner: Owner, started: { authorizationUrl: string; reference: string }): Promise<void> {
  const paid = await fetch(`${started.authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
  expect(ok(await call(owner, 'GET', `/api/settings/subscription/checkout/${started.reference}`), 'checkout result')).toMatchObject({ status: 'paid', planType: 'starter' });
  const customer = await paystack('GET', `/customer/${encodeURIComponent(owner.email)}`);
  const [subscription] = (await paystack('GET', `/subscription?customer=${customer.id}&perPage=100`)) as unknown as Json[];
  const body = JSON.stringify({ event: 'subscription.create', data: subscription });
  const signature = createHmac('sha512', KOBO_KEY()).update(body).digest('hex');
  const hook = await call(null, 'POST', '/api/billing/paystack-webhook', { raw: body, headers: { 'content-type': 'application/json', 'x-paystack-signature': signature } });
  expect(hook.status).toBe(200);
}

// ------------------------------------------------------------------ the companies

/** The company deleted: seeded with one of everything, its files in the bucket, a paid plan, and an admin. */
let co: Company;
let admin: TestUser;
let logoKey: string;
/** Another company in the same table, seeded too: the deletion leaves it as it was. */
let other: Company;

beforeAll(async () => {
  process.env.TABLE_NAME = `kobo-company-deletion-it-${Date.now()}`;
  await ensureTable(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME);
  await startApi();
  [co, other] = await Promise.all([seededCompany(), seededCompany()]);
  admin = await memberOf(co, 'admin', 'Bisi');

  // The company's name and logo (under the owner's uploads/ prefix).
  logoKey = await uploadPng(co, readFileSync(path.join(__dirname, '../fixtures/logo.png')));
  ok(await call(co, 'PUT', '/api/settings/organization', { body: { ...sampleCompany(NAME), logoKey, version: 0 } }), 'organization');
  // A running timer, a shared invoice, a quote converted.
  ok(await call(co, 'POST', `/api/invoices/${co.invoiceId}/share`, { body: {} }), 'share');
  ok(await call(co, 'POST', '/api/timer/start', { body: { projectId: co.projectId, taskId: co.taskId } }), 'timer');
  ok(await call(co, 'POST', `/api/quotes/${co.quoteId}/convert`), 'convert');
  // Paystack keys (the webhook's address) and a checkout the payer left.
  const account = (await (await fetch(`${PAYSTACK()}/_local/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Deletion' }) })).json()) as { publicKey: string; secretKey: string };
  ok(await call(co, 'PUT', '/api/settings/payment-gateways/paystack', { body: { publicKey: account.publicKey, secretKey: account.secretKey } }), 'gateway');
  const sent = ok(await call(co, 'POST', '/api/invoices', { body: { customerId: co.customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_30', lines: [{ name: 'Garri', quantity: 1, rateKobo: 500_000 }], status: 'sent' } }), 'invoice');
  const link = ok(await call(co, 'POST', `/api/invoices/${sent.invoiceId}/share`, { body: {} }), 'share').link as { path: string };
  ok(await call(null, 'POST', `/api/public/${link.path.replace('/share/', '')}/pay`, { body: { email: 'payer@adafoods.ng' } }), 'checkout');
  // Files: an attachment on a quote, a receipt on an expense, an invoice's PDF.
  const attachment = await upload(co, 'attachment', 'Price list.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n% price list\n'));
  ok(await call(co, 'POST', '/api/quotes', { body: { customerId: co.customerId, quoteDate: '2026-11-20', lines: [{ name: 'Beans', quantity: 1, rateKobo: 100_000 }], attachments: [attachment] } }), 'quote with attachment');
  const receipt = await upload(co, 'receipt', 'Till slip.png', 'image/png', readFileSync(path.join(__dirname, '../fixtures/logo.png')));
  ok(await call(co, 'POST', '/api/expenses', { body: { expenseDate: '2026-11-02', category: 'travel', amountKobo: 150_000, vendor: 'Bolt', receipt } }), 'expense with receipt');
  ok(await call(co, 'GET', `/api/invoices/${co.invoiceId}/pdf`), 'pdf');
}, 120_000);
afterAll(stopApi);

const today = lagosToday();
const deleteOn = addDaysIso(today, DELETION_GRACE_DAYS);

// ------------------------------------------------------------------ tests

describe('scheduling the deletion', () => {
  it('refuses a name that is not the company’s, on the field, and changes nothing', async () => {
    for (const companyName of ['Oja Foods', `${NAME} Nigeria`]) {
      const res = await schedule(co, companyName);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ companyName: DELETION_MESSAGES.nameMismatch });
    }
    expect(await deletionOf(co)).toEqual({ scheduled: null });
    expect((await me(co)).subscription).not.toHaveProperty('deleteOn');
    expect((await newCustomer(co)).status).toBe(201);
  });

  it('refuses while a paid plan still renews with Paystack; once the plan is cancelled, schedules it 30 days on (Lagos)', async () => {
    await buyStarter(co);
    const refused = await schedule(co, NAME);
    expect(refused).toEqual({ status: 409, body: { error: { code: 'plan_renews', message: DELETION_MESSAGES.planRenews } } });
    expect(await deletionOf(co)).toEqual({ scheduled: null });

    expect(ok(await call(co, 'POST', '/api/settings/subscription/cancel'), 'cancel plan')).toMatchObject({ planType: 'starter', status: 'non_renewing', cancellable: false });
    // Capitals and spaces as a person types them on a phone.
    const res = await schedule(co, `  ${NAME.toUpperCase().replace(/ /g, '   ')} `);
    expect(show(res)).toMatch(/^200 /);
    expect(res.body).toEqual({ scheduled: { deleteOn, requestedAt: expect.any(String), requestedBy: expect.any(String) } });
    expect(Date.parse(res.body.scheduled.requestedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await deletionOf(co)).toEqual(res.body);
    // Every member sees the day.
    expect((await me(co)).subscription).toMatchObject({ deleteOn, planType: 'starter' });
    expect((await me(admin)).subscription).toMatchObject({ deleteOn });
  });
});

describe('while the deletion is scheduled', () => {
  it('refuses every change with the day (409), still reads and exports; only owners see or touch the deletion; asking again is refused', async () => {
    const message = deletionScheduledMessage(formatDate(deleteOn));
    expect(message).toContain(formatDate(deleteOn));
    const refused = { status: 409, body: { error: { code: 'deletion_scheduled', message } } };
    expect(await newCustomer(co)).toEqual(refused);
    expect(await call(co, 'PUT', `/api/customers/${co.customerId}`, { body: { displayName: 'Renamed' } })).toEqual(refused);
    expect(await call(admin, 'POST', '/api/items', { body: { name: 'Palm oil', price: 1_500 } })).toEqual(refused);
    expect(await call(co, 'POST', '/api/timer/stop')).toEqual(refused);
    expect(await call(co, 'PUT', '/api/settings/organization', { body: { ...sampleCompany('Renamed Ltd'), logoKey, version: 1 } })).toEqual(refused);
    expect(await call(co, 'POST', '/api/settings/subscription/checkout', { body: { plan: 'professional' } })).toEqual(refused);

    // Reads go on.
    expect((await call(co, 'GET', '/api/customers')).status).toBe(200);
    expect((await call(admin, 'GET', `/api/invoices/${co.invoiceId}`)).status).toBe(200);
    expect((await call(co, 'GET', '/api/settings/subscription')).status).toBe(200);

    // An export can be taken (and is: the bucket then holds it under exports/).
    const started = await call(co, 'POST', '/api/settings/data/exports');
    expect(show(started)).toMatch(/^202 /);
    expect(await exportFinished(co, started.body.exportId)).toMatchObject({ status: 'ready' });

    // Only owners.
    expect((await call(admin, 'GET', DELETION)).status).toBe(403);
    expect((await schedule(admin, NAME)).status).toBe(403);
    expect((await call(admin, 'DELETE', DELETION)).status).toBe(403);
    expect(await deletionOf(co)).toMatchObject({ scheduled: { deleteOn } });

    // Scheduled already.
    const again = await schedule(co, NAME);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'deletion_scheduled', message: DELETION_MESSAGES.alreadyScheduled });
    expect(await deletionOf(co)).toMatchObject({ scheduled: { deleteOn } });
  });

  it('an owner stops it: the company works as before; stopping again is refused', async () => {
    const stopped = await call(co, 'DELETE', DELETION);
    expect(stopped).toEqual({ status: 200, body: { scheduled: null } });
    expect(await deletionOf(co)).toEqual({ scheduled: null });
    expect((await me(co)).subscription).not.toHaveProperty('deleteOn');
    expect((await me(admin)).subscription).not.toHaveProperty('deleteOn');
    expect((await newCustomer(co)).status).toBe(201);
    expect((await call(admin, 'POST', '/api/items', { body: { name: 'Palm oil', price: 1_500 } })).status).toBe(201);

    expect(await call(co, 'DELETE', DELETION)).toEqual({ status: 409, body: { error: { code: 'not_scheduled', message: DELETION_MESSAGES.notScheduled } } });
    // Nothing left for the job.
    expect(await deletionJob({ today: deleteOn })).toEqual({ today: deleteOn, runs: [] });
  });
});

describe('the deletion job', () => {
  it('on the day, and not before, deletes the company: its members freed with a notice, its files and every item gone, another company untouched', async () => {
    expect((await schedule(co, NAME)).status).toBe(200);
    // What the company has before: files under each of its prefixes, its logo, a Paystack customer, its items.
    for (const prefix of companyPrefixes(co.companyId)) expect({ prefix, some: (await keysUnder(prefix)).length > 0 }).toEqual({ prefix, some: true });
    expect(await stored(logoKey)).toBe(true);
    const before = await itemsNaming(co.companyId);
    expect((await leftOf(co.companyId)).length).toBeGreaterThan(100);
    expect(before.map((i) => String(i.__edb_e__))).toEqual(expect.arrayContaining(['paystackcustomer', 'timer', 'companyexport', 'companydeletion', 'member', 'profile']));
    const otherBefore = keysOf(await itemsNaming(other.companyId));
    expect(otherBefore.length).toBeGreaterThan(100);

    // The day before: nothing to do.
    const dayBefore = addDaysIso(deleteOn, -1);
    expect(await deletionJob({ today: dayBefore })).toEqual({ today: dayBefore, runs: [] });
    expect(await deletionOf(co)).toMatchObject({ scheduled: { deleteOn } });
    expect((await call(co, 'GET', '/api/customers')).status).toBe(200);

    // The day.
    const run = await deletionJob({ today: deleteOn });
    expect(run).toEqual({ today: deleteOn, runs: [{ companyId: co.companyId, status: 'deleted', members: 2, files: expect.any(Number), items: expect.any(Number) }] });
    expect(run.runs[0]!.items).toBeGreaterThan(100);
    expect(run.runs[0]!.files).toBeGreaterThanOrEqual(5);

    // Nothing naming the company is left but the members' notices (and what TTL removes); no profile names it.
    expect(await leftOf(co.companyId)).toEqual([]);
    const after = await itemsNaming(co.companyId);
    expect(after.filter((i) => i.__edb_e__ === 'profile')).toEqual([]);
    expect(after.filter((i) => i.__edb_e__ === 'removalnotice').map((i) => i.userId).sort()).toEqual([co.userId, admin.userId].sort());
    // Its files are gone.
    for (const prefix of companyPrefixes(co.companyId)) expect({ prefix, keys: await keysUnder(prefix) }).toEqual({ prefix, keys: [] });
    expect(await stored(logoKey)).toBe(false);

    // Its members are told, and have no company.
    for (const member of [co, admin]) {
      const m = await me(member);
      expect(m).toMatchObject({ role: null, company: null, subscription: null, removedFrom: { companyName: NAME, removedAt: expect.any(String), reason: 'deleted' } });
      expect(m.profile).toBeTruthy();
      expect((await call(member, 'GET', '/api/customers')).status).toBe(403);
    }

    // The other company is as it was.
    expect(keysOf(await itemsNaming(other.companyId))).toEqual(otherBefore);
    expect(await me(other)).toMatchObject({ role: 'owner', company: { companyId: other.companyId } });
    expect((await call(other, 'GET', '/api/customers')).body.items).toHaveLength(2);

    // Run again (the next day's run, or a retry): nothing to do.
    expect(await deletionJob({ today: deleteOn })).toEqual({ today: deleteOn, runs: [] });
    expect(await deletionJob({ today: addDaysIso(deleteOn, 1) })).toEqual({ today: addDaysIso(deleteOn, 1), runs: [] });

    // The owner starts again: a new company, and the notice has said its piece.
    const again = await call(co, 'POST', '/api/onboarding', { body: { profile: { firstName: 'Adaeze', lastName: 'Okafor' }, company: sampleCompany('Ọja Foods Again') } });
    expect(show(again)).toMatch(/^201 /);
    expect(again.body.company.companyId).not.toBe(co.companyId);
    expect(await me(co)).toMatchObject({ role: 'owner', company: { name: 'Ọja Foods Again' }, removedFrom: null });
    expect((await me(admin)).removedFrom).toMatchObject({ reason: 'deleted', companyName: NAME });
  });

  it('a deletion the job has begun cannot be stopped, and the next run finishes it', async () => {
    const owner: Owner = await onboardedUser('Short Lived Ltd');
    expect((await schedule(owner, 'short lived ltd')).status).toBe(200);
    // The job began it (and was cut short).
    await db().entities.companyDeletion.patch({ companyId: owner.companyId }).set({ startedAt: new Date().toISOString() }).go();
    expect(await call(owner, 'DELETE', DELETION)).toEqual({ status: 409, body: { error: { code: 'deletion_started', message: DELETION_MESSAGES.started } } });
    expect(await deletionOf(owner)).toMatchObject({ scheduled: { deleteOn } });
    expect((await me(owner)).subscription).toMatchObject({ deleteOn });

    // Two days late (the job did not run meanwhile): still due.
    const late = addDaysIso(deleteOn, 2);
    expect(await deletionJob({ today: late })).toEqual({ today: late, runs: [{ companyId: owner.companyId, status: 'deleted', members: 1, files: 0, items: expect.any(Number) }] });
    expect(await leftOf(owner.companyId)).toEqual([]);
    expect(await me(owner)).toMatchObject({ role: null, company: null, removedFrom: { companyName: 'Short Lived Ltd', reason: 'deleted' } });
  });

  it('leaves a company whose plan came to renew meanwhile (a checkout paid after the deletion was asked for) until the owner cancels the plan', async () => {
    const owner: Owner = await onboardedUser('Late Payer Ltd');
    // A checkout started before the deletion was asked for, paid after.
    const started = ok(await call(owner, 'POST', '/api/settings/subscription/checkout', { body: { plan: 'starter' } }), 'plan checkout');
    expect((await schedule(owner, 'Late Payer Ltd')).status).toBe(200);
    await payAndSubscribe(owner, started);
    expect(ok(await call(owner, 'GET', '/api/settings/subscription'), 'billing')).toMatchObject({ planType: 'starter', status: 'active', cancellable: true });

    expect(await deletionJob({ today: deleteOn })).toEqual({ today: deleteOn, runs: [{ companyId: owner.companyId, status: 'renews' }] });
    expect(await me(owner)).toMatchObject({ role: 'owner', company: { companyId: owner.companyId }, subscription: { deleteOn } });
    expect((await leftOf(owner.companyId)).length).toBeGreaterThan(0);

    // Cancelling the plan is one of the changes a company waiting to be deleted may make; the next run deletes it.
    expect(ok(await call(owner, 'POST', '/api/settings/subscription/cancel'), 'cancel plan')).toMatchObject({ status: 'non_renewing' });
    expect(await deletionJob({ today: deleteOn })).toMatchObject({ runs: [{ companyId: owner.companyId, status: 'deleted', members: 1 }] });
    expect(await leftOf(owner.companyId)).toEqual([]);
    expect((await me(owner)).removedFrom).toMatchObject({ companyName: 'Late Payer Ltd', reason: 'deleted' });
  });
});
