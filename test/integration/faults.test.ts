import { randomUUID } from 'node:crypto';
import { db } from '../../functions/entities/table';
import { documentClient } from '../../functions/lib/clients';
import { companyTotals } from '../../functions/services/documents/balances';
import { compareTallies } from '../../functions/services/reports/rebuild';
import { TRY_AGAIN_MESSAGE } from '../../functions/lib/errors';
import { KEY_REUSED_MESSAGE } from '../../functions/lib/request-key';
import { routes } from '../../shared/routes';
import { call, onboardedUser, startApi, stopApi, type Answer } from './helpers/api';

/*
 * Faults in the money transactions, injected into the real DynamoDB calls the real handlers
 * make against DynamoDB Local: at each call a create makes (reads, the number's counter, the
 * transaction), DynamoDB throttles it, refuses a condition, cancels the transaction for a
 * conflict, or applies the write and then times out. Whatever happens, nothing is
 * half-written (every company figure still equals its records), the answer is either the
 * record or a clear error to retry, and the retry with the same Idempotency-Key leaves
 * exactly one record.
 */

jest.setTimeout(300_000);

beforeAll(startApi);
afterAll(() => {
  documentClient().middlewareStack.remove('testFault');
  return stopApi();
});

type Fault = 'throttle' | 'condition' | 'conflict' | 'timeout-after-write';
const FAULTS: Fault[] = ['throttle', 'condition', 'conflict', 'timeout-after-write'];
const WRITES = new Set(['TransactWriteItemsCommand', 'PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand']);

/** The fault armed for the next request: at its `at`-th DynamoDB call (0-based); `calls` names every call it made. */
interface Step {
  name: string;
  write: boolean;
  conditional: boolean;
}
const armed: { on: boolean; at: number; fault: Fault; calls: Step[] } = { on: false, at: -1, fault: 'throttle', calls: [] };

const named = (name: string, message: string, extra: object = {}) => Object.assign(new Error(message), { name, $fault: 'client', $metadata: {}, ...extra });

beforeAll(() => {
  // Above the SDK's own retries (initialize step): the error reaches the handler as one whose retries ran out.
  documentClient().middlewareStack.add(
    (next, context) => async (args) => {
      if (!armed.on) return next(args);
      const input = args.input as { TransactItems?: unknown[]; ConditionExpression?: string };
      const name = context.commandName ?? '?';
      const items = input.TransactItems?.length ?? 0;
      const i = armed.calls.push({ name, write: WRITES.has(name), conditional: items > 0 || Boolean(input.ConditionExpression) }) - 1;
      if (i !== armed.at) return next(args);
      const reasons = (code: string, at: number) => Array.from({ length: items }, (_, j) => ({ Code: j === at ? code : 'None' }));
      switch (armed.fault) {
        case 'throttle':
          throw named('ProvisionedThroughputExceededException', 'The level of configured provisioned throughput for the table was exceeded.');
        case 'condition':
          if (items) throw named('TransactionCanceledException', 'Transaction cancelled', { CancellationReasons: reasons('ConditionalCheckFailed', 0) });
          throw named('ConditionalCheckFailedException', 'The conditional request failed');
        case 'conflict':
          if (items) throw named('TransactionCanceledException', 'Transaction cancelled', { CancellationReasons: reasons('TransactionConflict', items - 1) });
          throw named('TransactionConflictException', 'Transaction is ongoing for the item');
        case 'timeout-after-write': {
          await next(args);
          throw named('TimeoutError', 'Connection timed out after the request was sent');
        }
      }
    },
    { step: 'initialize', name: 'testFault', priority: 'high' },
  );
});

const today = '2026-11-20';
const line = { name: 'Maize (100kg)', quantity: 1, rateKobo: 4_000_000, taxRate: 7.5 };
const show = (r: Answer) => `${r.status} ${JSON.stringify(r.body)}`;

interface Case {
  route: string;
  path: string;
  body: (ctx: { customerId: string; invoiceId: string }) => unknown;
  idOf: (answer: Answer) => string;
  count: (companyId: string) => Promise<number>;
}

const documents = (kind: 'invoice' | 'payment' | 'salesreceipt') => async (companyId: string) =>
  (await db().entities.salesDocument.query.recentByKind({ companyId, kind }).go({ pages: 'all' })).data.length;

const CASES: Case[] = [
  {
    route: 'createInvoice',
    path: '/api/invoices',
    body: ({ customerId }) => ({ customerId, invoiceDate: today, paymentTerms: 'net_30', lines: [line], status: 'sent' }),
    idOf: (a) => a.body.invoiceId,
    count: documents('invoice'),
  },
  {
    route: 'recordPayment',
    path: '/api/payments',
    body: ({ customerId, invoiceId }) => ({ customerId, amountKobo: 100_000, paymentDate: today, mode: 'bank_transfer', applications: [{ invoiceId, amountKobo: 100_000 }] }),
    idOf: (a) => a.body.paymentId,
    count: documents('payment'),
  },
  {
    route: 'createSalesReceipt',
    path: '/api/sales-receipts',
    body: ({ customerId }) => ({ customerId, receiptDate: today, mode: 'cash', lines: [line] }),
    idOf: (a) => a.body.salesReceiptId ?? a.body.receiptId,
    count: documents('salesreceipt'),
  },
  {
    route: 'createExpense',
    path: '/api/expenses',
    body: () => ({ expenseDate: today, category: 'travel', amountKobo: 250_000, vendor: 'Total' }),
    idOf: (a) => a.body.expenseId,
    count: async (companyId) => (await db().entities.expense.query.all({ companyId }).go({ pages: 'all' })).data.length,
  },
];

/** What must hold in the company whatever failed: no number twice, nothing below zero, every kept figure equal to the records. */
async function brokenInvariants(companyId: string): Promise<string[]> {
  const failures: string[] = [];
  let receivables = 0;
  for (const kind of ['invoice', 'payment', 'salesreceipt'] as const) {
    const { data } = await db().entities.salesDocument.query.recentByKind({ companyId, kind }).go({ pages: 'all' });
    const numbers = data.map((d) => d.number);
    if (new Set(numbers).size !== numbers.length) failures.push(`a ${kind} number is used twice`);
    for (const d of data) {
      if ((d.balanceDueKobo ?? 0) < 0) failures.push(`${d.number} is below zero`);
      if (kind === 'invoice' && d.status !== 'draft' && d.status !== 'void') receivables += d.balanceDueKobo ?? 0;
    }
  }
  const totals = await companyTotals(companyId);
  if (receivables !== totals.receivablesKobo) failures.push(`receivables ${totals.receivablesKobo} kept, ${receivables} in the invoices`);
  const diffs = await compareTallies(companyId);
  if (diffs.length) failures.push(`report figures differ from the records: ${JSON.stringify(diffs.slice(0, 3))}`);
  return failures;
}

async function company() {
  const owner = await onboardedUser();
  await db().entities.subscription.patch({ companyId: owner.companyId }).set({ planType: 'starter' }).go();
  const customer = await call(owner, 'POST', '/api/customers', { body: { displayName: 'Kaduna Grains Ltd' } });
  // Room for every payment the faults below record: ₦4,300,000.00.
  const invoice = await call(owner, 'POST', '/api/invoices', {
    body: { customerId: customer.body.customerId, invoiceDate: today, paymentTerms: 'net_30', lines: [{ ...line, quantity: 100 }], status: 'sent' },
  });
  if (invoice.status !== 201) throw new Error(show(invoice));
  return { owner, customerId: customer.body.customerId as string, invoiceId: invoice.body.invoiceId as string };
}

it('the money routes under test are the idempotent routes of the route table that make a record', () => {
  const idempotent = routes.filter((r) => 'idempotent' in r && r.idempotent).map((r) => r.name);
  for (const c of CASES) expect(idempotent).toContain(c.route);
});

describe.each(CASES)('$route', (c) => {
  let ctx: Awaited<ReturnType<typeof company>>;
  let calls: Step[] = [];

  beforeAll(async () => {
    ctx = await company();
    // A clean run names the DynamoDB calls the request makes: each is a step a fault is injected at.
    armed.calls = [];
    armed.at = -1;
    armed.on = true;
    const clean = await call(ctx.owner, 'POST', c.path, { body: c.body(ctx), headers: { 'idempotency-key': randomUUID() } });
    armed.on = false;
    calls = armed.calls;
    expect(show(clean)).toMatch(/^201 /);
    expect(calls.map((c) => c.name)).toContain('TransactWriteItemsCommand');
  });

  it('takes a retry of a request whose answer was lost as the same request, and a reused key for another as a mistake', async () => {
    const key = randomUUID();
    const before = await c.count(ctx.owner.companyId);
    const first = await call(ctx.owner, 'POST', c.path, { body: c.body(ctx), headers: { 'idempotency-key': key } });
    const again = await call(ctx.owner, 'POST', c.path, { body: c.body(ctx), headers: { 'idempotency-key': key } });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(c.idOf(again)).toBe(c.idOf(first));
    expect(await c.count(ctx.owner.companyId)).toBe(before + 1);
    const other = await call(ctx.owner, 'POST', c.path, { body: { ...(c.body(ctx) as object), reference: 'another' }, headers: { 'idempotency-key': key } });
    // A body the route refuses is refused as it would be without a key; one it takes is a mistake of the key.
    if (other.status !== 400) expect(other).toEqual({ status: 422, body: { error: { code: 'idempotency_key_reused', message: KEY_REUSED_MESSAGE } } });
    expect(await c.count(ctx.owner.companyId)).toBe(before + 1);
  });

  it('at every DynamoDB call, under every fault: the record or a clear error, nothing half-written, and the retry makes exactly one', async () => {
    const outcomes: string[] = [];
    for (let at = 0; at < calls.length; at++) {
      // A condition fails only on a write that has one (a transaction, a conditional put); a conflict only on a write.
      const applies = (f: Fault) => (f === 'condition' ? calls[at]!.conditional : f === 'conflict' ? calls[at]!.write : true);
      for (const fault of FAULTS.filter(applies)) {
        const key = randomUUID();
        const before = await c.count(ctx.owner.companyId);
        Object.assign(armed, { on: true, at, fault, calls: [] });
        const first = await call(ctx.owner, 'POST', c.path, { body: c.body(ctx), headers: { 'idempotency-key': key } });
        armed.on = false;
        const where = `${fault} at call ${at} (${calls[at]!.name})`;
        outcomes.push(`${where}: ${first.status}`);
        // Made (the handler retried past the fault), or refused with a message the user can act on: never a bare 500.
        if (first.status !== 201) expect({ where, answer: first.body }).toEqual({ where, answer: { error: { code: 'try_again', message: TRY_AGAIN_MESSAGE } } });
        expect({ where, broken: await brokenInvariants(ctx.owner.companyId) }).toEqual({ where, broken: [] });
        // Nothing, or the one record (a fault after the write committed: the answer was lost).
        const made = (await c.count(ctx.owner.companyId)) - before;
        expect({ where, made: made === 0 || made === 1 }).toEqual({ where, made: true });
        // The user taps Save again: the same request, the same key.
        const retry = await call(ctx.owner, 'POST', c.path, { body: c.body(ctx), headers: { 'idempotency-key': key } });
        expect({ where, retry: show(retry) }).toEqual({ where, retry: expect.stringMatching(/^201 /) });
        if (first.status === 201) expect(c.idOf(retry)).toBe(c.idOf(first));
        expect({ where, made: (await c.count(ctx.owner.companyId)) - before }).toEqual({ where, made: 1 });
        expect({ where, broken: await brokenInvariants(ctx.owner.companyId) }).toEqual({ where, broken: [] });
      }
    }
    // Every kind of outcome was met: some faults were ridden out, some answered "try again".
    expect(outcomes.some((o) => o.endsWith(': 201'))).toBe(true);
    expect(outcomes.some((o) => o.endsWith(': 503'))).toBe(true);
  });
});

it('applying a credit, keyed: sent twice, it is applied once', async () => {
  const ctx = await company();
  // ₦5,000.00 paid with nothing applied: unused credit.
  const paid = await call(ctx.owner, 'POST', '/api/payments', { body: { customerId: ctx.customerId, amountKobo: 500_000, paymentDate: today, mode: 'cash', applications: [] } });
  expect(paid.body.creditKobo).toBe(500_000);
  const key = randomUUID();
  const body = { applications: [{ invoiceId: ctx.invoiceId, amountKobo: 200_000 }] };
  const path = `/api/payments/${paid.body.paymentId}/apply`;
  const first = await call(ctx.owner, 'POST', path, { body, headers: { 'idempotency-key': key } });
  const again = await call(ctx.owner, 'POST', path, { body, headers: { 'idempotency-key': key } });
  expect(show(first)).toMatch(/^200 /);
  expect(again).toEqual(first);
  expect(first.body.creditKobo).toBe(300_000);
  const invoice = await call(ctx.owner, 'GET', `/api/invoices/${ctx.invoiceId}`);
  expect(invoice.body.amountPaidKobo).toBe(200_000);
  expect(await brokenInvariants(ctx.owner.companyId)).toEqual([]);
  // A new key is a new request: the rest of the credit.
  const more = await call(ctx.owner, 'POST', path, { body, headers: { 'idempotency-key': randomUUID() } });
  expect(more.body.creditKobo).toBe(100_000);
});
