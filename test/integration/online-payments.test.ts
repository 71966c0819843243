import { createHmac, randomUUID } from 'node:crypto';
import { checkoutResultSchema, checkoutStartSchema } from '../../shared/schemas/checkout';
import { publicDocumentSchema } from '../../shared/schemas/share';
import { db } from '../../functions/entities/table';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';
import { snapshot } from './helpers/contract';

/*
 * Customers paying invoices online, end to end against the real handlers, DynamoDB Local,
 * the KMS stand-in and the Paystack stand-in (scripts/local/paystack.ts): the share link's
 * "Pay now" offer, the checkout the server starts, the stand-in's checkout page, its signed
 * webhook to the company's address, and the callback page's verify. One reference gives one
 * payment however the webhook and the callback arrive.
 */

jest.setTimeout(120_000);
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await startApi();
});
afterAll(stopApi);

type Owner = TestUser & { companyId: string };
interface Account {
  publicKey: string;
  secretKey: string;
}

const PAYSTACK = () => process.env.PAYSTACK_BASE_URL!;
const line = { name: 'Catering for 50 guests', quantity: 1, rateKobo: 10_000_000, taxRate: 7.5 };
/** ₦100,000 plus VAT 7.5%. */
const TOTAL = 10_750_000;

async function paystackAccount(): Promise<Account> {
  const res = await fetch(`${PAYSTACK()}/_local/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Online payments' }) });
  return (await res.json()) as Account;
}

/** The company's webhook address as the test's gateway serves it (the settings show it under the app's own address). */
const hookPath = (webhookUrl: string) => new URL(webhookUrl).pathname;

/** A company with Paystack keys, its webhook address registered on the stand-in, a customer and a sent invoice shared by link. */
async function company(opts: { partialPayments?: boolean; customerEmail?: string | null } = {}) {
  const owner: Owner = await onboardedUser('Adaeze Foods Ltd');
  const account = await paystackAccount();
  const saved = await call(owner, 'PUT', '/api/settings/payment-gateways/paystack', {
    body: { publicKey: account.publicKey, secretKey: account.secretKey, ...(opts.partialPayments ? { partialPayments: true } : {}) },
  });
  expect(saved.status).toBe(200);
  const webhookPath = hookPath(saved.body.webhookUrl as string);
  await fetch(`${PAYSTACK()}/_local/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secretKey: account.secretKey, url: `${baseUrl}${webhookPath}` }) });
  const payerEmail = opts.customerEmail ?? `accounts-${randomUUID().slice(0, 8)}@ekohotels.ng`;
  const email = opts.customerEmail === null ? {} : { email: payerEmail };
  const customerId = (await call(owner, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels', ...email } })).body.customerId as string;
  const invoice = (await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_30', lines: [line], status: 'sent' } })).body;
  const link = (await call(owner, 'POST', `/api/invoices/${invoice.invoiceId}/share`, { body: {} })).body.link;
  const token = (link.path as string).replace('/share/', '');
  return { owner, account, webhookPath, customerId, invoice, token, payerEmail };
}

/** The payer on the stand-in's checkout page: Pay, Fail or Pay later. Answers where Paystack sends them back. */
async function checkout(authorizationUrl: string, outcome: 'pay' | 'fail' | 'later'): Promise<URL> {
  const res = await fetch(`${authorizationUrl}/${outcome}`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

const start = (token: string, body: Record<string, unknown> = {}) => call(null, 'POST', `/api/public/${token}/pay`, { body });
const result = (token: string, reference: string) => call(null, 'GET', `/api/public/${token}/pay/${reference}`);
const sign = (body: string, secret: string) => createHmac('sha512', secret).update(body).digest('hex');
const webhook = (path: string, body: string, signature?: string) =>
  call(null, 'POST', path, { raw: body, headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) } });

/** Paystack's verify answer for a reference, straight from the stand-in (what its webhook carries as `data`). */
async function paystackData(account: Account, reference: string) {
  const res = await fetch(`${PAYSTACK()}/transaction/verify/${reference}`, { headers: { authorization: `Bearer ${account.secretKey}` } });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** The receipts the SES stand-in holds for an invoice (its mailbox is what a developer opens at /store). */
async function receipts(invoiceNumber: string, to: string): Promise<{ body: { text?: string } }[]> {
  const store = (await (await fetch(`${process.env.SES_ENDPOINT}/store`)).json()) as { emails: { subject: string; destination: { to: string[] }; body: { text?: string } }[] };
  return store.emails.filter((m) => m.subject === `Payment received for invoice ${invoiceNumber}` && m.destination.to.includes(to));
}

const payments = async (owner: Owner) => (await call(owner, 'GET', '/api/payments')).body.items as { paymentId: string; amountKobo: number; mode: string; reference?: string; feeKobo?: number; creditKobo: number }[];

describe('Pay now on the public invoice page', () => {
  it('is offered with the balance when the company has keys and the invoice is open, and not for a paid one', async () => {
    const { token, owner, invoice, customerId } = await company();
    const page = await call(null, 'GET', `/api/public/${token}`);
    expect(publicDocumentSchema.parse(page.body)).toEqual(page.body);
    expect(page.body.pay).toEqual({ balanceDueKobo: TOTAL, partialPayments: false, emailKnown: true });

    await call(owner, 'POST', '/api/payments', { body: { customerId, amountKobo: TOTAL, paymentDate: '2026-11-02', mode: 'cash', applications: [{ invoiceId: invoice.invoiceId, amountKobo: TOTAL }] } });
    expect((await call(null, 'GET', `/api/public/${token}`)).body.pay).toBeUndefined();
    expect((await start(token)).status).toBe(409);
  });

  it('is not offered by a company without Paystack keys, and starting one is refused', async () => {
    const owner: Owner = await onboardedUser();
    const customerId = (await call(owner, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels', email: 'a@eko.ng' } })).body.customerId;
    const invoice = (await call(owner, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', lines: [line], status: 'sent' } })).body;
    const token = ((await call(owner, 'POST', `/api/invoices/${invoice.invoiceId}/share`, { body: {} })).body.link.path as string).replace('/share/', '');
    expect((await call(null, 'GET', `/api/public/${token}`)).body.pay).toBeUndefined();
    const refused = await start(token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This business does not take online payments yet');
  });
});

describe('a customer pays an invoice through Paystack', () => {
  it('records the payment once, for the amount Paystack took, with its fee, through the same engine as a payment by hand', async () => {
    const { owner, token, invoice, account, payerEmail } = await company();
    const started = await start(token);
    expect(started.status).toBe(200);
    expect(checkoutStartSchema.parse(started.body)).toEqual(started.body);
    const { authorizationUrl, reference } = started.body as { authorizationUrl: string; reference: string };
    expect(authorizationUrl.startsWith(PAYSTACK())).toBe(true);
    // The amount asked of Paystack is the balance due, set by the server.
    expect(await paystackData(account, reference)).toMatchObject({ amount: TOTAL, currency: 'NGN', status: 'abandoned', customer: { email: payerEmail } });

    // The payer pays; the stand-in reports it to the company's webhook, then sends the payer back to the share page.
    const back = await checkout(authorizationUrl, 'pay');
    expect(back.pathname).toBe(`/share/${token}`);
    expect(back.searchParams.get('reference')).toBe(reference);

    const answer = await result(token, reference);
    expect(checkoutResultSchema.parse(answer.body)).toEqual({ status: 'paid', reference, amountKobo: TOTAL, invoiceNumber: invoice.invoiceNumber, balanceDueKobo: 0 });

    const [payment, ...others] = await payments(owner);
    expect(others).toHaveLength(0);
    // Paystack's local fee: 1.5% + ₦100 (at most ₦2,000): ₦1,612.50 + ₦100.
    expect(payment).toMatchObject({ amountKobo: TOTAL, mode: 'paystack', reference, feeKobo: 171_250, creditKobo: 0 });
    const paid = (await call(owner, 'GET', `/api/invoices/${invoice.invoiceId}`)).body;
    expect(paid).toMatchObject({ status: 'paid', balanceDueKobo: 0 });
    const history = (await call(owner, 'GET', `/api/payments/${payment!.paymentId}/history`)).body.items.map((h: { text: string }) => h.text);
    expect(history).toContain(`Paid online via Paystack (reference ${reference})`);
    // The customer's balance and the company's receivables moved with it.
    expect((await call(owner, 'GET', `/api/customers/${paid.customerId}`)).body.receivablesKobo).toBe(0);
    expect((await call(null, 'GET', `/api/public/${token}`)).body.pay).toBeUndefined();
    // The payer's receipt, once.
    const mails = await receipts(invoice.invoiceNumber, payerEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.text).toContain(`Paystack reference: ${reference}`);
  });

  it('gives one payment when the webhook comes five times and races the callback', async () => {
    const { owner, token, account, webhookPath, payerEmail } = await company();
    const { authorizationUrl, reference } = (await start(token)).body;
    // No webhook address on the stand-in for this one: the test delivers the event itself.
    await fetch(`${PAYSTACK()}/_local/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secretKey: account.secretKey, url: '' }) });
    await checkout(authorizationUrl, 'pay');
    const body = JSON.stringify({ event: 'charge.success', data: await paystackData(account, reference) });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(webhookPath, body, sign(body, account.secretKey))),
      result(token, reference),
      result(token, reference),
    ]);
    for (const a of answers.slice(0, 5)) expect(a.status).toBe(200);
    for (const a of answers.slice(5)) expect(a.body.status).toBe('paid');
    expect(await payments(owner)).toHaveLength(1);
    // And once more afterwards, in either order.
    expect((await webhook(webhookPath, body, sign(body, account.secretKey))).status).toBe(200);
    expect((await result(token, reference)).body).toMatchObject({ status: 'paid', balanceDueKobo: 0, amountKobo: TOTAL });
    expect(await payments(owner)).toHaveLength(1);
    expect(await receipts((await result(token, reference)).body.invoiceNumber, payerEmail)).toHaveLength(1);
  });

  it('a failed payment changes nothing, and a pending one says so until it is paid', async () => {
    const { owner, token, invoice } = await company();
    const before = await snapshot(owner);
    const failed = (await start(token)).body;
    await checkout(failed.authorizationUrl, 'fail');
    expect((await result(token, failed.reference)).body).toMatchObject({ status: 'failed', balanceDueKobo: TOTAL });

    const later = (await start(token)).body;
    await checkout(later.authorizationUrl, 'later');
    expect((await result(token, later.reference)).body).toMatchObject({ status: 'pending', balanceDueKobo: TOTAL });
    expect(await payments(owner)).toHaveLength(0);
    // Only the two checkouts' own items were written (keyed by their references), nothing of the company's.
    expect((await snapshot(owner)).filter((k) => !k.includes('onlinecharge'))).toEqual(before);

    await checkout(later.authorizationUrl, 'pay');
    expect((await result(token, later.reference)).body).toMatchObject({ status: 'paid', balanceDueKobo: 0 });
    expect((await call(owner, 'GET', `/api/invoices/${invoice.invoiceId}`)).body.status).toBe('paid');
  });

  it('takes the whole balance only, unless the company allows part payments; the amount is never the browser’s', async () => {
    const whole = await company();
    const refused = await start(whole.token, { amountKobo: 100_000 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.amountKobo).toBe('This business takes the whole balance only');

    const part = await company({ partialPayments: true });
    expect((await call(null, 'GET', `/api/public/${part.token}`)).body.pay.partialPayments).toBe(true);
    expect((await start(part.token, { amountKobo: TOTAL + 1 })).body.error.fields.amountKobo).toBe('The amount is more than the balance due');
    const { authorizationUrl, reference } = (await start(part.token, { amountKobo: 5_000_000 })).body;
    expect((await paystackData(part.account, reference)).amount).toBe(5_000_000);
    await checkout(authorizationUrl, 'pay');
    expect((await result(part.token, reference)).body).toMatchObject({ status: 'paid', amountKobo: 5_000_000, balanceDueKobo: TOTAL - 5_000_000 });
    expect((await call(part.owner, 'GET', `/api/invoices/${part.invoice.invoiceId}`)).body.status).toBe('partially_paid');
  });

  it('asks the payer for an e-mail address when the customer has none', async () => {
    const { token } = await company({ customerEmail: null });
    expect((await call(null, 'GET', `/api/public/${token}`)).body.pay.emailKnown).toBe(false);
    const refused = await start(token);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.email).toMatch(/Enter your e-mail address/);
    expect((await start(token, { email: 'payer@ekohotels.ng' })).status).toBe(200);
  });

  it('an invoice paid by other means meanwhile: the online payment becomes the customer’s credit', async () => {
    const { owner, token, invoice, customerId } = await company();
    const { authorizationUrl, reference } = (await start(token)).body;
    await call(owner, 'POST', '/api/payments', { body: { customerId, amountKobo: TOTAL, paymentDate: '2026-11-02', mode: 'bank_transfer', applications: [{ invoiceId: invoice.invoiceId, amountKobo: TOTAL }] } });
    await checkout(authorizationUrl, 'pay');
    expect((await result(token, reference)).body).toMatchObject({ status: 'paid', balanceDueKobo: 0 });
    const online = (await payments(owner)).find((p) => p.mode === 'paystack')!;
    expect(online).toMatchObject({ amountKobo: TOTAL, creditKobo: TOTAL });
    expect((await call(owner, 'GET', `/api/customers/${customerId}`)).body.unusedCreditsKobo).toBe(TOTAL);
  });
});

describe("the company's webhook", () => {
  it('refuses a call with a bad, missing or another company’s signature, and changes nothing', async () => {
    const a = await company();
    const b = await company();
    const { authorizationUrl, reference } = (await start(a.token)).body;
    await fetch(`${PAYSTACK()}/_local/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secretKey: a.account.secretKey, url: '' }) });
    await checkout(authorizationUrl, 'pay');
    const body = JSON.stringify({ event: 'charge.success', data: await paystackData(a.account, reference) });
    const before = await snapshot(a.owner);
    for (const signature of [undefined, 'not-hex', sign(body, b.account.secretKey), sign(`${body} `, a.account.secretKey)]) {
      const res = await webhook(a.webhookPath, body, signature);
      expect({ signature, status: res.status }).toEqual({ signature, status: 401 });
    }
    // An address no company has.
    expect((await webhook(`/api/paystack/webhook/${'0'.repeat(40)}`, body, sign(body, a.account.secretKey))).status).toBe(401);
    expect(await snapshot(a.owner)).toEqual(before);
    expect(await payments(a.owner)).toHaveLength(0);
  });

  it("answers 200 and records nothing for another company's reference or an unknown one, and ignores other events", async () => {
    const a = await company();
    const b = await company();
    const { authorizationUrl, reference } = (await start(a.token)).body;
    await fetch(`${PAYSTACK()}/_local/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ secretKey: a.account.secretKey, url: '' }) });
    await checkout(authorizationUrl, 'pay');
    const data = await paystackData(a.account, reference);
    // Company B's address, signed with B's key, naming A's reference: B's webhook records nothing of A's.
    const foreign = JSON.stringify({ event: 'charge.success', data });
    expect((await webhook(b.webhookPath, foreign, sign(foreign, b.account.secretKey))).status).toBe(200);
    const unknown = JSON.stringify({ event: 'charge.success', data: { ...data, reference: 'INV-unknown000000' } });
    expect((await webhook(a.webhookPath, unknown, sign(unknown, a.account.secretKey))).status).toBe(200);
    const other = JSON.stringify({ event: 'transfer.success', data: {} });
    expect((await webhook(a.webhookPath, other, sign(other, a.account.secretKey))).status).toBe(200);
    expect(await payments(a.owner)).toHaveLength(0);
    expect(await payments(b.owner)).toHaveLength(0);
    // A's own charge is still A's to record.
    expect((await result(a.token, reference)).body.status).toBe('paid');
    expect(await payments(a.owner)).toHaveLength(1);
  });

  it('a reference of one invoice does not answer on another invoice’s link', async () => {
    const a = await company();
    const { reference } = (await start(a.token)).body;
    const other = (await call(a.owner, 'POST', '/api/invoices', { body: { customerId: a.customerId, invoiceDate: '2026-11-01', lines: [line], status: 'sent' } })).body;
    const otherToken = ((await call(a.owner, 'POST', `/api/invoices/${other.invoiceId}/share`, { body: {} })).body.link.path as string).replace('/share/', '');
    expect((await result(otherToken, reference)).status).toBe(404);
  });

  it('goes with the keys: once they are removed, the address refuses every call', async () => {
    const a = await company();
    const body = JSON.stringify({ event: 'charge.success', data: {} });
    expect((await webhook(a.webhookPath, body, sign(body, a.account.secretKey))).status).toBe(200);
    expect((await call(a.owner, 'DELETE', '/api/settings/payment-gateways/paystack')).status).toBe(204);
    expect((await webhook(a.webhookPath, body, sign(body, a.account.secretKey))).status).toBe(401);
    const { data } = await db().entities.paystackWebhook.get({ webhookId: a.webhookPath.split('/').pop()! }).go();
    expect(data).toBeNull();
  });
});
