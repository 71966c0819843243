/**
 * npm run seed: a demo company on the local stack that a newcomer can sign in
 * to at once (the credentials are printed), with Nigerian customers (Lagos,
 * Abuja and Kano addresses, TINs), a catalogue of items, quotes in every
 * status, invoices in every status (draft, sent, overdue, partially paid,
 * paid, void) with the payments that made them so, sales receipts, expenses (every
 * category and one of the company's own, some billable to customers, some reimbursable,
 * some with VAT, a few on invoices) and projects with tasks and time entries spread over
 * recent weeks (several a day, a few on invoices). The
 * demo company is on the Starter plan, so it may hold more than the free
 * plan's 5 invoices. Everything goes through the same services
 * the API calls, so the data obeys the same rules (numbering, counts, history).
 *
 *   npm run seed                                     the demo company
 *   npm run seed -- --customers 5000 --quotes 20000  add volume (for benchmarks)
 *   npm run seed -- --invoices 500 --receipts 100    more invoices, payments and receipts
 *   npm run seed -- --expenses 1000 --time-entries 2000   more expenses and time
 *
 * With `npm start` running, it writes into that stack; otherwise it starts the
 * emulators on the same data folder for the time it runs.
 */
import './local/quiet';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { addDays, format } from 'date-fns';
import { VAT_PERCENT } from '../shared/constants';
import { billedExpense } from '../shared/documents/totals';
import { billedHours } from '../shared/time-values';
import { ensureUserPool } from './local/bootstrap';
import { portsFromEnv } from './local/ports';
import { localEnv, startLocalStack } from './local/stack';

const { values: args } = parseArgs({
  options: {
    customers: { type: 'string' },
    items: { type: 'string' },
    quotes: { type: 'string' },
    invoices: { type: 'string' },
    receipts: { type: 'string' },
    expenses: { type: 'string' },
    'time-entries': { type: 'string' },
    email: { type: 'string', default: 'demo@kobo.local' },
    password: { type: 'string', default: 'Demo-Passw0rd!' },
  },
});
const count = (v: string | undefined, fallback: number) => {
  const n = v === undefined ? fallback : Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Not a count: ${v}`);
  return n;
};

const out = (line = '') => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------- demo data

const FIRST = ['Adaeze', 'Chukwuma', 'Aisha', 'Babatunde', 'Ngozi', 'Emeka', 'Funmilayo', 'Musa', 'Bolanle', 'Ifeoma', 'Yusuf', 'Kemi', 'Obinna', 'Hauwa', 'Segun', 'Zainab', 'Tobi', 'Chiamaka', 'Ibrahim', 'Nneka'];
const LAST = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Okonkwo', 'Abubakar', 'Ogunleye', 'Nwosu', 'Danjuma', 'Balogun', 'Obi', 'Lawal', 'Onyekachi', 'Sani', 'Adebayo'];
const TRADES = ['Foods', 'Stores', 'Logistics', 'Pharmacy', 'Textiles', 'Prints', 'Motors', 'Farms', 'Builders', 'Ventures', 'Hotels', 'Clinic', 'Enterprises', 'Agro', 'Solar'];
const CITIES = [
  { city: 'Ikeja', state: 'Lagos', streets: ['Allen Avenue', 'Obafemi Awolowo Way', 'Opebi Road', 'Toyin Street'] },
  { city: 'Victoria Island', state: 'Lagos', streets: ['Adeola Odeku Street', 'Ahmadu Bello Way', 'Akin Adesola Street'] },
  { city: 'Lekki', state: 'Lagos', streets: ['Admiralty Way', 'Freedom Way', 'Lekki-Epe Expressway'] },
  { city: 'Wuse II', state: 'FCT Abuja', streets: ['Aminu Kano Crescent', 'Adetokunbo Ademola Crescent', 'Gana Street'] },
  { city: 'Garki', state: 'FCT Abuja', streets: ['Ahmadu Bello Way', 'Moshood Abiola Way', 'Tafawa Balewa Way'] },
  { city: 'Kano', state: 'Kano', streets: ['Bompai Road', 'Murtala Mohammed Way', 'Zoo Road', 'Sharada Industrial Road'] },
];
const ITEMS: { name: string; description?: string; price: number; itemType: 'goods' | 'service'; unit: 'pcs' | 'box' | 'kg' | 'hour'; taxRate: 5 | 7.5 | 0 | null }[] = [
  { name: 'Bag of rice (50kg)', description: 'Long-grain parboiled rice', price: 7_500_000, itemType: 'goods', unit: 'pcs', taxRate: 0 },
  { name: 'Vegetable oil (25L)', price: 4_250_000, itemType: 'goods', unit: 'pcs', taxRate: 7.5 },
  { name: 'A4 paper', description: '80gsm, 5 reams a box', price: 2_800_000, itemType: 'goods', unit: 'box', taxRate: 7.5 },
  { name: 'Printer toner', description: 'Black, high yield', price: 6_500_000, itemType: 'goods', unit: 'pcs', taxRate: 7.5 },
  { name: 'Office chair', description: 'Ergonomic mesh chair', price: 8_500_000, itemType: 'goods', unit: 'pcs', taxRate: 7.5 },
  { name: 'Cement (50kg)', price: 950_000, itemType: 'goods', unit: 'pcs', taxRate: 7.5 },
  { name: 'Iron rods (12mm)', price: 1_200_000, itemType: 'goods', unit: 'pcs', taxRate: 7.5 },
  { name: 'Diesel', description: 'Per litre, delivered', price: 120_000, itemType: 'goods', unit: 'kg', taxRate: 7.5 },
  { name: 'Solar panel (400W)', description: 'Monocrystalline', price: 18_500_000, itemType: 'goods', unit: 'pcs', taxRate: 7.5 },
  { name: 'Inverter battery', description: '200Ah tubular', price: 32_000_000, itemType: 'goods', unit: 'pcs', taxRate: 7.5 },
  { name: 'Generator servicing', description: 'Oil change, filters and check-up', price: 3_500_000, itemType: 'service', unit: 'pcs', taxRate: 7.5 },
  { name: 'Website design', description: 'Five-page business website', price: 45_000_000, itemType: 'service', unit: 'pcs', taxRate: 7.5 },
  { name: 'Consulting', description: 'Tax and bookkeeping advice', price: 2_500_000, itemType: 'service', unit: 'hour', taxRate: 7.5 },
  { name: 'Graphic design', description: 'Logo and brand kit', price: 1_500_000, itemType: 'service', unit: 'hour', taxRate: 7.5 },
  { name: 'Delivery within Lagos', price: 500_000, itemType: 'service', unit: 'pcs', taxRate: null },
  { name: 'Haulage Lagos–Kano', description: '20-tonne truck', price: 85_000_000, itemType: 'service', unit: 'pcs', taxRate: 7.5 },
  { name: 'Ankara fabric', description: '6 yards', price: 1_800_000, itemType: 'goods', unit: 'pcs', taxRate: 7.5 },
  { name: 'Catering (per guest)', description: 'Jollof, small chops and drinks', price: 650_000, itemType: 'service', unit: 'pcs', taxRate: 7.5 },
  { name: 'Pharmacy supplies', description: 'Assorted OTC stock', price: 12_000_000, itemType: 'goods', unit: 'box', taxRate: 0 },
  { name: 'Installation labour', price: 1_000_000, itemType: 'service', unit: 'hour', taxRate: 7.5 },
];

/** A small deterministic generator, so every run makes the same demo data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const rand = random(20261122);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const tin = () => `${String(Math.floor(rand() * 1e8)).padStart(8, '0')}-0001`;
const phone = () => `+234 80${Math.floor(rand() * 10)} ${String(Math.floor(rand() * 1000)).padStart(3, '0')} ${String(Math.floor(rand() * 10000)).padStart(4, '0')}`;

function customerInput(n: number) {
  const first = pick(FIRST);
  const last = pick(LAST);
  const place = pick(CITIES);
  const business = rand() < 0.7;
  const name = business ? `${last} ${pick(TRADES)}${n > 0 ? ` ${n}` : ''}` : `${first} ${last}${n > 0 ? ` ${n}` : ''}`;
  const domain = `${last.toLowerCase()}${business ? 'ng' : 'mail'}.ng`;
  const billing = { street1: `${1 + Math.floor(rand() * 120)} ${pick(place.streets)}`, city: place.city, state: place.state, country: 'Nigeria' };
  return {
    customerType: business ? ('business' as const) : ('individual' as const),
    firstName: first,
    lastName: last,
    ...(business ? { companyName: `${name} Ltd` } : {}),
    displayName: name,
    email: `${first.toLowerCase()}.${n}@${domain}`,
    phone: phone(),
    ...(business ? { tin: tin(), taxRate: 7.5 as const } : {}),
    paymentTerms: pick(['due_on_receipt', 'net_15', 'net_30'] as const),
    addresses: { billing, ...(rand() < 0.5 ? { shipping: billing } : {}) },
    contacts: business ? [{ firstName: first, lastName: last, email: `${first.toLowerCase()}@${domain}`, mobile: phone(), isPrimary: true }] : [],
  };
}

const VENDORS: { vendor: string; category: string; description: string; low: number; high: number }[] = [
  { vendor: 'Ikeja Electric', category: 'office', description: 'Prepaid electricity', low: 2_000_000, high: 8_000_000 },
  { vendor: 'Shoprite Ikeja', category: 'office', description: 'Office provisions', low: 500_000, high: 4_000_000 },
  { vendor: 'Air Peace', category: 'travel', description: 'Flight Lagos–Abuja', low: 9_000_000, high: 18_000_000 },
  { vendor: 'Bolt', category: 'travel', description: 'Ride to client site', low: 300_000, high: 1_500_000 },
  { vendor: 'Chicken Republic', category: 'meals', description: 'Lunch with client', low: 400_000, high: 2_500_000 },
  { vendor: 'Yellow Chilli', category: 'meals', description: 'Team dinner', low: 3_000_000, high: 9_000_000 },
  { vendor: 'Microsoft', category: 'software', description: 'Microsoft 365 licences', low: 1_500_000, high: 6_000_000 },
  { vendor: 'MTN Nigeria', category: 'software', description: 'Office internet bundle', low: 1_000_000, high: 3_500_000 },
  { vendor: 'DHL Nigeria', category: 'services', description: 'Courier to Kano', low: 800_000, high: 3_000_000 },
  { vendor: 'Adeyemi & Co Chartered Accountants', category: 'services', description: 'Audit fee', low: 15_000_000, high: 40_000_000 },
  { vendor: 'Total Energies', category: 'others', description: 'Diesel for the generator', low: 2_500_000, high: 12_000_000 },
];
/** The demo company's own expense category (Settings > Expense categories). */
const OWN_CATEGORY = 'Generator fuel';
const PROJECTS = [
  { name: 'Website redesign', billingMethod: 'task' as const, rateKobo: 0, budgetHours: 120, tasks: [{ name: 'Design', rateKobo: 2_500_000 }, { name: 'Development', rateKobo: 3_000_000 }, { name: 'Client meetings', rateKobo: 0, billable: false }] },
  { name: 'Solar installation', billingMethod: 'project' as const, rateKobo: 1_500_000, budgetHours: 80, tasks: [{ name: 'Site survey' }, { name: 'Installation' }, { name: 'Training' }] },
  { name: 'Bookkeeping retainer', billingMethod: 'project' as const, rateKobo: 2_000_000, tasks: [{ name: 'Monthly close' }, { name: 'Tax filing' }, { name: 'Internal admin', billable: false }] },
  { name: 'Warehouse fit-out', billingMethod: 'task' as const, rateKobo: 0, budgetHours: 200, tasks: [{ name: 'Supervision', rateKobo: 1_800_000 }, { name: 'Electrical works', rateKobo: 2_200_000 }] },
];
const NOTES = ['Call with the client', 'Drafted the plan', 'Site visit', 'Follow-up on feedback', 'Reviewed the figures', undefined, undefined];

// ---------------------------------------------------------------- the stack

async function connect(): Promise<() => Promise<void>> {
  const dataDir = path.resolve(process.env.KOBO_DATA_DIR ?? '.local');
  const ports = portsFromEnv();
  try {
    const stack = await startLocalStack({ dataDir, ports, gateway: false });
    out(`Started the local emulators on ${path.relative(process.cwd(), dataDir) || dataDir} for seeding.`);
    return stack.stop;
  } catch (error) {
    if (!/already in use/.test((error as Error).message)) throw error;
    // npm start is running: write into its emulators.
    const pool = await ensureUserPool(`http://127.0.0.1:${ports.cognito}`, dataDir);
    Object.assign(process.env, localEnv(ports, pool, dataDir));
    out('Seeding the running local stack.');
    return async () => {};
  }
}

async function demoUser(email: string, password: string): Promise<{ userId: string; email: string; isSuperAdmin: boolean }> {
  const client = new CognitoIdentityProviderClient({ endpoint: process.env.COGNITO_ENDPOINT, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await client.send(new SignUpCommand({ ClientId: process.env.USER_POOL_CLIENT_ID!, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }));
    await client.send(new AdminConfirmSignUpCommand({ UserPoolId: process.env.USER_POOL_ID!, Username: email }));
  } catch (error) {
    if (!(error instanceof UsernameExistsException) && (error as Error).name !== 'UsernameExistsException') throw error;
  }
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: process.env.USER_POOL_ID!, Username: email }));
  client.destroy();
  const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('The local user pool gave the demo user no id');
  return { userId: sub, email, isSuperAdmin: false };
}

/** Runs tasks with a few in flight at once, reporting progress on one line. */
async function pool<T>(label: string, total: number, task: (i: number) => Promise<T>, width = 8): Promise<T[]> {
  const results: T[] = new Array(total);
  let next = 0;
  let done = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      results[i] = await task(i);
      done++;
      if (process.stdout.isTTY && (done % 50 === 0 || done === total)) process.stdout.write(`\r  ${label}: ${done}/${total}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, total) }, worker));
  if (total) out(`${process.stdout.isTTY ? '\r' : ''}  ${label}: ${total} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return results;
}

// ---------------------------------------------------------------- main

async function main() {
  const stop = await connect();
  try {
    const { completeOnboarding } = await import('../functions/services/account');
    const { resolveMembership } = await import('../functions/services/membership');
    const { createCustomer } = await import('../functions/services/customers');
    const { createItem } = await import('../functions/services/items');
    const { createQuote, changeQuoteStatus, lagosToday } = await import('../functions/services/quotes');

    const user = await demoUser(args.email!, args.password!);
    const membership = await resolveMembership(user.userId);
    const fresh = !membership;
    const companyId =
      membership?.companyId ??
      (
        await completeOnboarding(user, {
          profile: { firstName: 'Ada', lastName: 'Okafor' },
          company: { name: 'Okafor & Sons Trading Ltd', email: 'accounts@okaforsons.ng', phone: '+234 803 555 0101', tin: '12345678-0001', country: 'Nigeria', city: 'Ikeja', state: 'Lagos', streetAddress: '14 Allen Avenue' },
        })
      ).company!.companyId;
    out(fresh ? `Created the demo company (${companyId}).` : `The demo company exists (${companyId}); adding to it.`);

    const customers = count(args.customers, fresh ? 40 : 0);
    const items = count(args.items, fresh ? ITEMS.length : 0);
    const quotes = count(args.quotes, fresh ? 60 : 0);
    const member = { ...user, companyId, role: 'owner' as const };

    // The Starter plan: the demo holds more than the free plan's 5 invoices.
    const { db } = await import('../functions/entities/table');
    await db().entities.subscription.patch({ companyId }).set({ planType: 'starter', amount: 500_000 }).go();

    const customerIds = (await pool('customers', customers, (i) => createCustomer(companyId, customerInput(fresh ? 0 : Date.now() % 100000 + i)))).map((c) => c.customerId);
    const catalogue = await pool('items', items, (i) => {
      const base = ITEMS[i % ITEMS.length]!;
      return createItem(companyId, { ...base, name: i < ITEMS.length ? base.name : `${base.name} #${Math.floor(i / ITEMS.length) + 1}` });
    });

    if (quotes > 0) {
      const { listCustomers } = await import('../functions/services/customers');
      const { listItems } = await import('../functions/services/items');
      const allCustomers = customerIds.length ? customerIds : (await listCustomers(companyId, { status: 'active', limit: 100 })).items.map((c) => c.customerId);
      const allItems = catalogue.length ? catalogue : (await listItems(companyId, { status: 'active', limit: 100 })).items;
      if (!allCustomers.length) throw new Error('Quotes need customers: add some with --customers');
      const today = lagosToday();
      // Every status a quote can reach; expired ones are sent quotes whose expiry has passed, invoiced ones were converted.
      const plan = ['draft', 'sent', 'accepted', 'declined', 'expired', 'draft', 'invoiced', 'accepted'] as const;
      const { convertQuote } = await import('../functions/services/invoices');
      await pool('quotes', quotes, async (i) => {
        const status = plan[i % plan.length]!;
        const daysAgo = status === 'expired' ? 45 + Math.floor(rand() * 200) : Math.floor(rand() * 25);
        const quoteDate = format(addDays(new Date(`${today}T12:00:00Z`), -daysAgo), 'yyyy-MM-dd');
        const lines = Array.from({ length: 1 + Math.floor(rand() * 4) }, () => {
          const it = allItems.length && rand() < 0.85 ? pick(allItems) : undefined;
          return it
            ? { itemId: it.itemId, name: it.name, description: it.description, quantity: 1 + Math.floor(rand() * 10), unit: it.unit, rateKobo: it.price, taxRate: it.taxRate }
            : { name: 'Site visit', quantity: 1, rateKobo: 1_500_000, taxRate: null };
        });
        const quote = await createQuote(companyId, member, {
          customerId: pick(allCustomers),
          quoteDate,
          expiryDate: format(addDays(new Date(`${quoteDate}T12:00:00Z`), 30), 'yyyy-MM-dd'),
          reference: rand() < 0.4 ? `PO-${1000 + Math.floor(rand() * 9000)}` : undefined,
          subject: rand() < 0.5 ? pick(['Office supplies for Q1', 'Solar installation', 'Event catering', 'Website project', 'Monthly provisions']) : undefined,
          lines,
          discount: rand() < 0.3 ? { type: 'percent', value: pick([5, 10, 12.5]) } : { type: 'percent', value: 0 },
          customerNotes: 'Thank you for your business',
          terms: 'All quotes are valid for 30 days from the date of issue',
          status: status === 'draft' ? 'draft' : 'sent',
        });
        if (status === 'accepted' || status === 'declined' || status === 'invoiced') await changeQuoteStatus(companyId, quote.quoteId, { status: status === 'invoiced' ? 'accepted' : status }, 'owner');
        if (status === 'invoiced') await convertQuote(companyId, member, quote.quoteId);
        return quote.quoteId;
      });
    }

    const invoices = count(args.invoices, fresh ? 36 : 0);
    const receipts = count(args.receipts, fresh ? 12 : 0);
    if (invoices > 0 || receipts > 0) {
      const { createInvoice, changeInvoiceStatus } = await import('../functions/services/invoices');
      const { recordPayment } = await import('../functions/services/payments');
      const { createSalesReceipt } = await import('../functions/services/sales-receipts');
      const { listCustomers } = await import('../functions/services/customers');
      const { listItems } = await import('../functions/services/items');
      const allCustomers = customerIds.length ? customerIds : (await listCustomers(companyId, { status: 'active', limit: 100 })).items.map((c) => c.customerId);
      const allItems = catalogue.length ? catalogue : (await listItems(companyId, { status: 'active', limit: 100 })).items;
      if (!allCustomers.length) throw new Error('Invoices need customers: add some with --customers');
      const today = lagosToday();
      const daysAgo = (n: number) => format(addDays(new Date(`${today}T12:00:00Z`), -n), 'yyyy-MM-dd');
      const someLines = () =>
        Array.from({ length: 1 + Math.floor(rand() * 4) }, () => {
          const it = allItems.length && rand() < 0.85 ? pick(allItems) : undefined;
          return it
            ? { itemId: it.itemId, name: it.name, description: it.description, quantity: 1 + Math.floor(rand() * 10), unit: it.unit, rateKobo: it.price, taxRate: it.taxRate }
            : { name: 'Delivery within Lagos', quantity: 1, rateKobo: 500_000, taxRate: null };
        });
      const modes = ['bank_transfer', 'cash', 'pos', 'cheque', 'card'] as const;
      // Every invoice status: a draft, a sent one, an overdue one, a partly paid one (with WHT), a paid one, a void one.
      const plan = ['draft', 'sent', 'overdue', 'partially_paid', 'paid', 'void'] as const;
      // One at a time per customer would be slow; payments for the same customer are retried by the service.
      await pool('invoices', invoices, async (i) => {
        const status = plan[i % plan.length]!;
        const age = status === 'overdue' ? 40 + Math.floor(rand() * 60) : Math.floor(rand() * 10);
        const customerId = pick(allCustomers);
        const inv = await createInvoice(companyId, member, {
          customerId,
          invoiceDate: daysAgo(age),
          paymentTerms: pick(['net_15', 'net_30', 'due_on_receipt'] as const),
          orderNumber: rand() < 0.4 ? `PO-${1000 + Math.floor(rand() * 9000)}` : undefined,
          lines: someLines(),
          customerNotes: 'Pay to Okafor & Sons Trading Ltd, GTBank 0123456789',
          terms: 'Payment is due by the due date. Thank you for your business.',
          status: status === 'draft' ? 'draft' : 'sent',
        });
        if (status === 'void') await changeInvoiceStatus(companyId, inv.invoiceId, { status: 'void' }, 'owner');
        if (status === 'partially_paid' || status === 'paid') {
          const half = Math.floor(inv.totalKobo / 2);
          const wht = status === 'partially_paid' ? Math.floor(half * 0.05) : 0;
          const amount = status === 'paid' ? inv.totalKobo : half - wht;
          await recordPayment(companyId, member, {
            customerId,
            amountKobo: amount,
            whtKobo: wht,
            paymentDate: daysAgo(Math.floor(rand() * Math.max(1, age))),
            mode: pick(modes),
            reference: `TRF-${100000 + Math.floor(rand() * 900000)}`,
            applications: [{ invoiceId: inv.invoiceId, amountKobo: amount + wht }],
          });
        }
        return inv.invoiceId;
      }, 1);
      await pool('sales receipts', receipts, (i) =>
        createSalesReceipt(companyId, member, {
          customerId: i % 3 === 0 ? pick(allCustomers) : undefined,
          receiptDate: daysAgo(Math.floor(rand() * 30)),
          mode: pick(modes),
          lines: someLines(),
        }),
      );
    }

    await expensesAndTime(companyId, user, member, customerIds, fresh);

    out('');
    out(`Sign in at http://localhost:${portsFromEnv().app}/auth (npm start) with:`);
    out(`  email:    ${args.email}`);
    out(`  password: ${args.password}`);
  } finally {
    await stop();
  }
}

/**
 * Expenses and time through their services: the company's own category, expenses over the
 * last four months (every category, billable to customers, reimbursable and some of those
 * reimbursed, some with VAT), projects with tasks (when the company has none), time entries
 * on weekdays of recent weeks (several a day), and two invoices that bill some of each.
 */
async function expensesAndTime(companyId: string, user: { userId: string }, member: { userId: string; email: string; isSuperAdmin: boolean; companyId: string; role: 'owner' }, customerIds: string[], fresh: boolean) {
  const expenses = count(args.expenses, fresh ? 200 : 0);
  const timeEntries = count(args['time-entries'], fresh ? 300 : 0);
  if (expenses === 0 && timeEntries === 0) return;
  const { listCustomers } = await import('../functions/services/customers');
  const { lagosToday } = await import('../functions/services/quotes');
  const { createInvoice } = await import('../functions/services/invoices');
  const allCustomers = customerIds.length ? customerIds : (await listCustomers(companyId, { status: 'active', limit: 100 })).items.map((c) => c.customerId);
  if (!allCustomers.length) throw new Error('Expenses and time need customers: add some with --customers');
  const today = lagosToday();
  const daysAgo = (n: number) => format(addDays(new Date(`${today}T12:00:00Z`), -n), 'yyyy-MM-dd');
  const by = { userId: user.userId, name: 'Ada Okafor' };
  // The customers expenses and time are billed to: a handful, so their unbilled lists have something in them.
  const billedTo = allCustomers.slice(0, Math.min(4, allCustomers.length));

  if (expenses > 0) {
    const { createExpense, markExpenseReimbursed, listExpenses } = await import('../functions/services/expenses');
    const { createExpenseCategory, listExpenseCategories } = await import('../functions/services/expense-categories');
    const own = await createExpenseCategory(companyId, { name: OWN_CATEGORY }).then(
      (c) => c.name,
      async (error: unknown) => {
        const found = (await listExpenseCategories(companyId)).own.find((c) => c.name === OWN_CATEGORY);
        if (!found) throw error;
        return found.name;
      },
    );
    const made = await pool('expenses', expenses, async (i) => {
      const v = pick(VENDORS);
      const ownOne = i % 7 === 3;
      const amountKobo = Math.round((v.low + rand() * (v.high - v.low)) / 100) * 100;
      const billable = i % 4 === 0;
      const reimbursable = i % 5 === 1 || i % 5 === 2;
      const expense = await createExpense(companyId, by, {
        expenseDate: daysAgo(Math.floor(rand() * 120)),
        category: ownOne ? own : v.category,
        amountKobo,
        // VAT at 7.5% inside the amount on about a third of them.
        vatKobo: i % 3 === 0 ? Math.round((amountKobo * 7.5) / 107.5) : 0,
        vendor: ownOne ? 'Total Energies' : v.vendor,
        description: ownOne ? 'Diesel for the generator' : v.description,
        ...(billable || rand() < 0.1 ? { customerId: billedTo[i % billedTo.length] } : {}),
        billable,
        reimbursable,
      });
      // Half of the reimbursable ones were paid back.
      if (i % 5 === 1) await markExpenseReimbursed(companyId, expense.expenseId, { reimbursed: true });
      return expense.expenseId;
    });
    // One invoice bills a few of the first customer's unbilled expenses.
    const unbilled = (await listExpenses(companyId, { tab: 'unbilled', customerId: billedTo[0]!, limit: 3 })).items;
    if (unbilled.length && made.length) {
      await createInvoice(companyId, member, {
        customerId: billedTo[0]!,
        invoiceDate: today,
        paymentTerms: 'net_15',
        lines: unbilled.map((e) => ({ expenseId: e.expenseId, name: e.vendor ?? 'Expense', description: e.description, quantity: 1, ...billedExpense(e, 0, VAT_PERCENT) })),
        status: 'sent',
      });
      out(`  an invoice billing ${unbilled.length} expenses`);
    }
  }

  if (timeEntries > 0) {
    const { createProject, getProject, listProjects } = await import('../functions/services/time/projects');
    const { createTimeEntry, listCustomerTime } = await import('../functions/services/time/entries');
    const existing = (await listProjects(companyId, { status: 'active', limit: 100 })).items;
    const projects = existing.length
      ? await Promise.all(existing.map((p) => getProject(companyId, p.projectId)))
      : await pool('projects', PROJECTS.length, (i) => createProject(companyId, by, { ...PROJECTS[i]!, customerId: billedTo[i % billedTo.length]! }), 1);
    const withTasks = projects.filter((p) => p.tasks.length > 0);
    if (!withTasks.length) throw new Error('Time entries need a project with tasks');
    // Several entries a weekday (about four), going back from today over as many weeks as they fill.
    const weekdays: string[] = [];
    for (let back = 0; weekdays.length < Math.ceil(timeEntries / 4); back++) {
      const d = addDays(new Date(`${today}T12:00:00Z`), -back);
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) weekdays.push(format(d, 'yyyy-MM-dd'));
    }
    // One at a time per task would be slow; the task's count is retried by the service when two meet.
    await pool('time entries', timeEntries, async (i) => {
      const project = withTasks[i % withTasks.length]!;
      const task = project.tasks[Math.floor(rand() * project.tasks.length)]!;
      const minutes = 15 * (1 + Math.floor(rand() * 16));
      const notes = pick(NOTES);
      return createTimeEntry(companyId, by, {
        projectId: project.projectId,
        taskId: task.taskId,
        entryDate: weekdays[Math.floor(i / 4)]!,
        hours: Math.floor(minutes / 60),
        minutes: minutes % 60,
        ...(notes ? { notes } : {}),
      });
    }, 4);
    // One invoice bills a few hours of the first project's customer.
    const customerId = withTasks[0]!.customerId;
    const unbilled = (await listCustomerTime(companyId, customerId, { billing: 'unbilled', limit: 4 })).items;
    if (unbilled.length) {
      await createInvoice(companyId, member, {
        customerId,
        invoiceDate: today,
        paymentTerms: 'net_30',
        lines: unbilled.map((e) => ({ timeEntryId: e.timeEntryId, name: `${e.projectName} · ${e.taskName}`, description: e.notes, quantity: billedHours(e.durationMinutes), minutes: e.durationMinutes, unit: 'hrs' as const, rateKobo: e.rateKobo, taxRate: null })),
        status: 'sent',
      });
      out(`  an invoice billing ${unbilled.length} time entries`);
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Seeding failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
