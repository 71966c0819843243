import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomUUID } from 'node:crypto';
import { INVITATION_EMAIL_SUBJECT } from '../../shared/constants';
import { planCheckoutResultSchema, planCheckoutSchema } from '../../shared/schemas/billing';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';
import { FAILURES, serviceFront, withEnv, type ServiceFront } from './helpers/service-front';

/*
 * SES, S3 and Paystack failing (5xx), unreachable or slow, on the main paths that call them, against
 * the real handlers and the local stand-ins: nothing is mocked. A small HTTP server stands in front
 * of the service's stand-in (helpers/service-front.ts) and the handlers of this worker are pointed
 * at it; the slow cases give the clients a short time limit (SES_TIMEOUT_MS, S3_TIMEOUT_MS,
 * PAYSTACK_TIMEOUT_MS; 4, 3 and 5 s in AWS). Each case checks that the user is told in words (not
 * the generic 500, not a hang), that nothing is marked sent or paid that was not, that nothing is
 * lost, and that the same action succeeds once the service is back.
 */

jest.setTimeout(60_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };
type Json = Record<string, any>;

/**
 * The time limit the slow cases give the clients, and how soon their answer must come (the front
 * never answers them: any answer at all is the time limit working; this bound is well inside the
 * function's 10 s, with room for a busy machine).
 */
const SHORT_MS = 500;
const PROMPTLY_MS = 5_000;
/** Nothing listens on the discard port of this machine. */
const CLOSED_PORT = 'http://127.0.0.1:9';

const line = { name: 'Jollof for 50 guests', quantity: 1, rateKobo: 10_000_000, taxRate: 7.5 };
/** ₦100,000 plus VAT 7.5%. */
const TOTAL = 10_750_000;

/** Runs `fn` with a front of `behaviour` before the service whose endpoint `env` names, then closes it. */
async function withFront<T>(env: 'SES_ENDPOINT' | 'S3_ENDPOINT' | 'PAYSTACK_BASE_URL', behaviour: 'failing' | 'slow', fn: (front: ServiceFront) => Promise<T>, more: Record<string, string> = {}): Promise<T> {
  const failure = env === 'SES_ENDPOINT' ? FAILURES.ses : env === 'S3_ENDPOINT' ? FAILURES.s3 : FAILURES.paystack;
  const front = await serviceFront(process.env[env]!, failure, behaviour);
  try {
    return await withEnv({ [env]: front.url, ...more }, () => fn(front));
  } finally {
    await front.close();
  }
}

/** The answer of `request`, and how long it took. */
async function timed<T>(request: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = Date.now();
  const answer = await request();
  return { answer, ms: Date.now() - started };
}

async function setUp(name = 'Adaeze Foods Ltd') {
  const owner: Owner = await onboardedUser(name);
  const customer = await call(owner, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels', email: `accounts-${randomUUID().slice(0, 8)}@ekohotels.ng`, paymentTerms: 'net_30' } });
  expect(customer.status).toBe(201);
  return { owner, customerId: customer.body.customerId as string, payerEmail: customer.body.email as string };
}

const draftInvoice = async (owner: Owner, customerId: string) =>
  (await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line], status: 'draft' } })).body;

/** The stand-ins' own addresses (the cases point the handlers elsewhere for a while). */
const SES_STAND_IN = process.env.SES_ENDPOINT!;

/** The messages the SES stand-in holds with this subject. */
async function mailbox(subject: string): Promise<Json[]> {
  const store = (await (await fetch(`${SES_STAND_IN}/store`)).json()) as { emails: Json[] };
  return store.emails.filter((e) => e.subject === subject);
}

const emailResults = async (owner: Owner, kind: 'invoices' | 'quotes', id: string) =>
  ((await call(owner, 'GET', `/api/${kind}/${id}/history`)).body.items as { email?: { result: string; error?: string } }[]).filter((h) => h.email).map((h) => h.email!);

describe('SES failing or slow', () => {
  it("failing (5xx): 'Failed to send email: …', the draft invoice stays a draft that owes nothing, the history says failed; once SES is back the same send goes, once", async () => {
    const { owner, customerId } = await setUp();
    const invoice = await draftInvoice(owner, customerId);
    const subject = `Invoice ${invoice.invoiceNumber} ${randomUUID()}`;
    const send = () => call(owner, 'POST', `/api/invoices/${invoice.invoiceId}/email`, { body: { to: ['accounts@eko.ng'], subject, body: 'Please pay by transfer.' } });

    await withFront('SES_ENDPOINT', 'failing', async (ses) => {
      const refused = await send();
      expect(refused).toEqual({ status: 502, body: { error: { code: 'email_failed', message: 'Failed to send email: the mail service is not working right now. Try again in a moment.' } } });
      expect(ses.turnedAway).toBe(1);
      expect(await mailbox(subject)).toHaveLength(0);
      expect((await call(owner, 'GET', `/api/invoices/${invoice.invoiceId}`)).body.status).toBe('draft');
      expect((await call(owner, 'GET', `/api/customers/${customerId}`)).body.receivablesKobo).toBe(0);
      expect(await emailResults(owner, 'invoices', invoice.invoiceId)).toEqual([expect.objectContaining({ subject, result: 'failed', error: expect.stringMatching(/not working right now/) })]);

      ses.set('up');
      const sent = await send();
      expect(sent.status).toBe(200);
      expect(sent.body.status).toBe('sent');
    });
    expect(await mailbox(subject)).toHaveLength(1);
    expect((await call(owner, 'GET', `/api/customers/${customerId}`)).body.receivablesKobo).toBe(TOTAL);
    expect((await emailResults(owner, 'invoices', invoice.invoiceId)).map((e) => e.result).sort()).toEqual(['failed', 'sent']);
  });

  it('slow: the send gives up within its time limit and says so, the draft quote stays a draft; sent once SES answers again', async () => {
    const { owner, customerId } = await setUp();
    const quote = (await call(owner, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', lines: [line], status: 'draft' } })).body;
    const subject = `Quote ${quote.quoteNumber} ${randomUUID()}`;
    const send = () => call(owner, 'POST', `/api/quotes/${quote.quoteId}/email`, { body: { to: ['chef@eko.ng'], subject, body: 'Our quote is attached.' } });

    await withFront(
      'SES_ENDPOINT',
      'slow',
      async (ses) => {
        const { answer, ms } = await timed(send);
        expect(ms).toBeLessThan(PROMPTLY_MS);
        expect(answer).toEqual({ status: 502, body: { error: { code: 'email_failed', message: 'Failed to send email: the mail service did not answer in time. Try again in a moment.' } } });
        expect(ses.turnedAway).toBe(1);
        expect((await call(owner, 'GET', `/api/quotes/${quote.quoteId}`)).body.status).toBe('draft');
        expect(await emailResults(owner, 'quotes', quote.quoteId)).toEqual([expect.objectContaining({ result: 'failed', error: expect.stringMatching(/did not answer in time/) })]);
      },
      { SES_TIMEOUT_MS: String(SHORT_MS) },
    );
    // SES answers again (its own address, the usual time limit).
    expect(await mailbox(subject)).toHaveLength(0);
    expect((await send()).body.status).toBe('sent');
    expect(await mailbox(subject)).toHaveLength(1);
    expect((await call(owner, 'GET', `/api/quotes/${quote.quoteId}`)).body.status).toBe('sent');
  });

  it('unreachable: an invitation that cannot be e-mailed is taken back with its seat; a resend that cannot be leaves the link sent before working; both go once SES is back', async () => {
    const { owner } = await setUp('Lagos Bakery');
    const email = `chidi-${randomUUID().slice(0, 8)}@example.ng`;
    const down = { status: 502, body: { error: { code: 'email_failed', message: 'Failed to send email: the mail service could not be reached. Try again in a moment.' } } };
    /** The join links e-mailed to `email` so far. */
    const links = async () => {
      const store = (await (await fetch(`${SES_STAND_IN}/store`)).json()) as { emails: Json[] };
      return store.emails
        .filter((e) => e.subject === INVITATION_EMAIL_SUBJECT('Lagos Bakery') && JSON.stringify(e.destination).includes(email))
        .map((e) => /\/join\/([A-Za-z0-9_-]{43})/.exec(e.body.text as string)![1]!);
    };
    const invite = () => call(owner, 'POST', '/api/team/invitations', { body: { email, role: 'staff' } });

    expect(await withEnv({ SES_ENDPOINT: CLOSED_PORT }, invite)).toEqual(down);
    expect((await call(owner, 'GET', '/api/team')).body).toMatchObject({ invitations: [], seatsUsed: 1 });
    const invited = await invite();
    expect(invited.status).toBe(201);
    const [first] = await links();
    expect((await call(owner, 'GET', '/api/team')).body).toMatchObject({ invitations: [expect.objectContaining({ email })], seatsUsed: 2 });

    const resend = () => call(owner, 'POST', `/api/team/invitations/${invited.body.invitationId}/resend`);
    expect(await withEnv({ SES_ENDPOINT: CLOSED_PORT }, resend)).toEqual(down);
    expect(await call(null, 'GET', `/api/join/${first}`)).toEqual({ status: 200, body: { companyName: 'Lagos Bakery', email, role: 'staff' } });
    expect((await call(owner, 'GET', '/api/team')).body.invitations).toEqual([expect.objectContaining({ email, sentAt: invited.body.sentAt, expiresOn: invited.body.expiresOn })]);

    expect((await resend()).status).toBe(200);
    const [, second, ...more] = await links();
    expect(more).toEqual([]);
    expect((await call(null, 'GET', `/api/join/${first}`)).status).toBe(404);
    expect((await call(null, 'GET', `/api/join/${second}`)).status).toBe(200);
  });
});

describe('S3 failing or slow', () => {
  it('failing (5xx): the PDF and an e-mail with it attached say file storage is not working, nothing is sent or marked sent; both work once S3 is back', async () => {
    const { owner, customerId } = await setUp();
    const invoice = await draftInvoice(owner, customerId);
    const subject = `Invoice ${invoice.invoiceNumber} ${randomUUID()}`;
    const pdf = () => call(owner, 'GET', `/api/invoices/${invoice.invoiceId}/pdf`);
    const send = () => call(owner, 'POST', `/api/invoices/${invoice.invoiceId}/email`, { body: { to: ['accounts@eko.ng'], subject, body: 'Invoice attached.' } });
    const down = { status: 503, body: { error: { code: 'storage_unavailable', message: 'File storage is not working right now. Try again in a moment.' } } };

    await withFront('S3_ENDPOINT', 'failing', async (s3) => {
      expect(await pdf()).toEqual(down);
      expect(await send()).toEqual(down);
      // The SDK tries a 5xx again (three attempts each, within the time limit).
      expect(s3.turnedAway).toBeGreaterThanOrEqual(2);
      expect(await mailbox(subject)).toHaveLength(0);
      expect((await call(owner, 'GET', `/api/invoices/${invoice.invoiceId}`)).body.status).toBe('draft');

      s3.set('up');
      const link = await pdf();
      expect(link.status).toBe(200);
      const file = await fetch(link.body.url);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await send()).body.status).toBe('sent');
    });
    const [mail] = await mailbox(subject);
    expect(mail!.attachments).toEqual([expect.objectContaining({ filename: `${invoice.invoiceNumber}.pdf` })]);
  });

  it('slow: the PDF, and an expense whose receipt is checked in S3, give up within the time limit; the expense is not half-saved and saves once S3 answers', async () => {
    const { owner, customerId } = await setUp();
    const invoice = await draftInvoice(owner, customerId);
    // The receipt as the browser uploads it: a ticket, then the file straight to S3 (the public address, not the handlers').
    const png = fs.readFileSync(path.join(__dirname, '../fixtures/logo.png'));
    const ticket = await call(owner, 'POST', '/api/attachments', { body: { purpose: 'receipt', fileName: 'Till slip.png', contentType: 'image/png', size: png.length } });
    expect(ticket.status).toBe(201);
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }));
    expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const expense = { expenseDate: '2026-03-05', category: 'travel', amountKobo: 2_150_000, vendor: 'Bolt', receipt: { key: ticket.body.key, name: 'Till slip.png', size: png.length, contentType: 'image/png' } };
    const late = { status: 503, body: { error: { code: 'storage_unavailable', message: 'File storage did not answer in time. Try again in a moment.' } } };

    await withFront(
      'S3_ENDPOINT',
      'slow',
      async (s3) => {
        const pdf = await timed(() => call(owner, 'GET', `/api/invoices/${invoice.invoiceId}/pdf`));
        expect(pdf.ms).toBeLessThan(PROMPTLY_MS);
        expect(pdf.answer).toEqual(late);

        const before = await snapshot(owner);
        const saved = await timed(() => call(owner, 'POST', '/api/expenses', { body: expense }));
        expect(saved.ms).toBeLessThan(PROMPTLY_MS);
        expect(saved.answer).toEqual(late);
        expect(await snapshot(owner)).toEqual(before);
        expect(s3.turnedAway).toBe(2);
      },
      { S3_TIMEOUT_MS: String(SHORT_MS) },
    );
    // S3 answers again (its own address, the usual time limit): the same save goes, once.
    const created = await call(owner, 'POST', '/api/expenses', { body: expense });
    expect(created.status).toBe(201);
    expect(created.body.receipt).toMatchObject({ key: ticket.body.key, size: png.length });
    expect(((await call(owner, 'GET', '/api/expenses')).body.items as unknown[]).length).toBe(1);
    expect((await call(owner, 'GET', `/api/invoices/${invoice.invoiceId}/pdf`)).status).toBe(200);
  });
});

describe('Paystack failing or slow', () => {
  const PAYSTACK = () => process.env.PAYSTACK_BASE_URL!;
  const KOBO_KEY = () => process.env.KOBO_PAYSTACK_SECRET_KEY!;
  const sign = (body: string, secret: string) => createHmac('sha512', secret).update(body).digest('hex');

  /** A company with its own Paystack keys (no webhook address on the stand-in: the test sends Paystack's event itself) and a sent invoice shared by link. */
  async function payableInvoice() {
    const { owner, customerId } = await setUp();
    const account = (await (await fetch(`${PAYSTACK()}/_local/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Outages' }) })).json()) as { publicKey: string; secretKey: string };
    const saved = await call(owner, 'PUT', '/api/settings/payment-gateways/paystack', { body: { publicKey: account.publicKey, secretKey: account.secretKey } });
    expect(saved.status).toBe(200);
    const invoice = (await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_30', lines: [line], status: 'sent' } })).body;
    const link = (await call(owner, 'POST', `/api/invoices/${invoice.invoiceId}/share`, { body: {} })).body.link;
    return { owner, account, invoice, webhookPath: new URL(saved.body.webhookUrl as string).pathname, token: (link.path as string).replace('/share/', '') };
  }

  const start = (token: string) => call(null, 'POST', `/api/public/${token}/pay`, { body: {} });
  const result = (token: string, reference: string) => call(null, 'GET', `/api/public/${token}/pay/${reference}`);
  /** The payer on the stand-in's checkout page (Paystack's own address, not the handlers'). */
  const pay = async (authorizationUrl: string) => expect((await fetch(`${authorizationUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  const balance = async (owner: Owner, invoiceId: string) => (await call(owner, 'GET', `/api/invoices/${invoiceId}`)).body.balanceDueKobo as number;
  const payments = async (owner: Owner) => (await call(owner, 'GET', '/api/payments')).body.items as { reference?: string; amountKobo: number }[];

  it("failing (5xx) when the checkout starts: 'Failed to initialize payment', nothing owed changes; the payer can start again once Paystack is back", async () => {
    const { owner, invoice, token } = await payableInvoice();
    await withFront('PAYSTACK_BASE_URL', 'failing', async (paystack) => {
      expect(await start(token)).toEqual({ status: 502, body: { error: { code: 'payment_init_failed', message: 'Failed to initialize payment' } } });
      expect(paystack.turnedAway).toBe(1);
      expect(await balance(owner, invoice.invoiceId)).toBe(TOTAL);
      expect((await call(null, 'GET', `/api/public/${token}`)).body.pay).toMatchObject({ balanceDueKobo: TOTAL });

      paystack.set('up');
      const started = await start(token);
      expect(started.status).toBe(200);
      await pay(started.body.authorizationUrl);
      expect((await result(token, started.body.reference)).body).toMatchObject({ status: 'paid', balanceDueKobo: 0 });
    });
    expect(await payments(owner)).toHaveLength(1);
  });

  it('slow or unreachable when the payer comes back: a 502 that says so, nothing recorded, the checkout still open; the webhook and the next check complete it once', async () => {
    const { owner, account, invoice, token, webhookPath } = await payableInvoice();
    const started = await start(token);
    expect(started.status).toBe(200);
    const { authorizationUrl, reference } = started.body as { authorizationUrl: string; reference: string };
    await pay(authorizationUrl);

    await withFront(
      'PAYSTACK_BASE_URL',
      'slow',
      async () => {
        const { answer, ms } = await timed(() => result(token, reference));
        expect(ms).toBeLessThan(PROMPTLY_MS);
        expect(answer).toEqual({ status: 502, body: { error: { code: 'paystack_unavailable', message: 'Paystack did not answer in time. Try again in a moment.' } } });
      },
      { PAYSTACK_TIMEOUT_MS: String(SHORT_MS) },
    );
    const unreachable = await withEnv({ PAYSTACK_BASE_URL: CLOSED_PORT }, () => result(token, reference));
    expect(unreachable).toEqual({ status: 502, body: { error: { code: 'paystack_unavailable', message: 'Paystack could not be reached. Try again in a moment.' } } });
    expect(await balance(owner, invoice.invoiceId)).toBe(TOTAL);
    expect(await payments(owner)).toHaveLength(0);

    // Paystack is back: its charge.success (what its webhook carries) records the payment, once however often it comes.
    const data = ((await (await fetch(`${PAYSTACK()}/transaction/verify/${reference}`, { headers: { authorization: `Bearer ${account.secretKey}` } })).json()) as { data: Json }).data;
    expect(data).toMatchObject({ status: 'success', amount: TOTAL });
    const event = JSON.stringify({ event: 'charge.success', data });
    for (let i = 0; i < 2; i++) {
      const hook = await call(null, 'POST', webhookPath, { raw: event, headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(event, account.secretKey) } });
      expect(hook).toEqual({ status: 200, body: { received: true } });
    }
    expect((await result(token, reference)).body).toMatchObject({ status: 'paid', reference, amountKobo: TOTAL, balanceDueKobo: 0 });
    expect((await payments(owner)).map((p) => [p.reference, p.amountKobo])).toEqual([[reference, TOTAL]]);
  });

  it("Kobo's plans: a failing Paystack cannot start a plan's checkout, and a slow one cannot cancel or resume it: the plan is left as it was, and cancels (and resumes) once Paystack answers", async () => {
    const owner: Owner = await onboardedUser();
    const billing = async () => (await call(owner, 'GET', '/api/settings/subscription')).body as Json;
    const checkout = () => call(owner, 'POST', '/api/settings/subscription/checkout', { body: { plan: 'starter' } });
    const cancel = () => call(owner, 'POST', '/api/settings/subscription/cancel');

    await withFront('PAYSTACK_BASE_URL', 'failing', async () => {
      expect(await checkout()).toEqual({ status: 502, body: { error: { code: 'payment_init_failed', message: 'Failed to initialize payment' } } });
    });
    expect(await billing()).toMatchObject({ planType: 'free', charges: [] });

    // Paystack is back: the owner pays for Starter, and Paystack's subscription.create reaches Kobo's
    // billing webhook (sent here by the test: the stand-in's Kobo account may send its own to another file's gateway).
    const started = planCheckoutSchema.parse((await checkout()).body);
    await pay(started.authorizationUrl);
    expect(planCheckoutResultSchema.parse((await call(owner, 'GET', `/api/settings/subscription/checkout/${started.reference}`)).body)).toMatchObject({ status: 'paid', planType: 'starter' });
    const kobo = async (p: string) => ((await (await fetch(`${PAYSTACK()}${p}`, { headers: { authorization: `Bearer ${KOBO_KEY()}` } })).json()) as { data: any }).data;
    const customer = await kobo(`/customer/${encodeURIComponent(owner.email)}`);
    const [subscription] = (await kobo(`/subscription?customer=${customer.id}&perPage=100`)) as Json[];
    const created = JSON.stringify({ event: 'subscription.create', data: await kobo(`/subscription/${subscription!.subscription_code}`) });
    expect((await call(null, 'POST', '/api/billing/paystack-webhook', { raw: created, headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(created, KOBO_KEY()) } })).status).toBe(200);
    expect(await billing()).toMatchObject({ planType: 'starter', status: 'active', cancellable: true });

    await withFront(
      'PAYSTACK_BASE_URL',
      'slow',
      async (paystack) => {
        const { answer, ms } = await timed(cancel);
        expect(ms).toBeLessThan(PROMPTLY_MS);
        expect(answer).toEqual({ status: 502, body: { error: { code: 'paystack_unavailable', message: 'Paystack did not answer in time. Try again in a moment.' } } });
        expect(await billing()).toMatchObject({ planType: 'starter', status: 'active', cancellable: true });
        expect(paystack.turnedAway).toBe(1);
      },
      { PAYSTACK_TIMEOUT_MS: String(SHORT_MS) },
    );
    // Paystack answers again.
    const cancelled = await cancel();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ planType: 'starter', status: 'non_renewing', cancellable: false });

    // Resuming it: a slow Paystack leaves it cancelled, and it resumes once Paystack answers.
    const resume = () => call(owner, 'POST', '/api/settings/subscription/resume');
    await withFront(
      'PAYSTACK_BASE_URL',
      'slow',
      async () => {
        const { answer, ms } = await timed(resume);
        expect(ms).toBeLessThan(PROMPTLY_MS);
        expect(answer.status).toBe(502);
        expect(await billing()).toMatchObject({ status: 'non_renewing', resumable: true });
      },
      { PAYSTACK_TIMEOUT_MS: String(SHORT_MS) },
    );
    expect((await resume()).body).toMatchObject({ planType: 'starter', status: 'active', cancellable: true, resumable: false });
  });
});
