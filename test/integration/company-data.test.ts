import { ensureTable } from '../../scripts/local/bootstrap';
import { companyPartitions, partitionItems } from '../../functions/services/company-data/partitions';
import { call, startApi, stopApi } from './helpers/api';
import { seededCompany, type Company } from './helpers/contract';
import { itemsNaming } from './helpers/items-naming';

/*
 * A company's data, found without a Scan (functions/services/company-data/partitions.ts),
 * is the whole of it: every item a Scan of the table finds that names the company (its id
 * in the key or in a companyId) is in one of the partitions the enumerator lists. The
 * export reads these partitions and the deletion empties them, so nothing the company
 * wrote is left out of either. On a table of its own, so the Scan is small.
 */

jest.setTimeout(120_000);

/** Items that are not the company's though they name it, or that TTL removes: the member's own profile and directory entry, import markers, request ids. */
const NOT_THE_COMPANYS = new Set(['profile', 'importrow', 'requestkey', 'removalnotice']);

/** Every item naming the company but those NOT_THE_COMPANYS and the people's directory entries. */
async function scanned(c: Company): Promise<string[]> {
  return (await itemsNaming(c.companyId))
    .filter((item) => !NOT_THE_COMPANYS.has(String(item.__edb_e__)) && !String(item.pk).startsWith('directory#user#'))
    .map((item) => `${item.pk} | ${item.sk}`)
    .sort();
}

async function enumerated(companyId: string): Promise<{ keys: string[]; families: Set<string> }> {
  const keys: string[] = [];
  const families = new Set<string>();
  for await (const p of companyPartitions(companyId)) {
    for await (const items of partitionItems(p.pk)) {
      if (items.length) families.add(p.family);
      for (const item of items) keys.push(`${item.pk} | ${item.sk}`);
    }
  }
  return { keys: keys.sort(), families };
}

let co: Company;

beforeAll(async () => {
  process.env.TABLE_NAME = `kobo-company-data-it-${Date.now()}`;
  await ensureTable(process.env.DYNAMODB_ENDPOINT!, process.env.TABLE_NAME);
  await startApi();
  // One of everything: customers with contacts and history, items, quotes, invoices, payments, receipts,
  // salespeople, a tax rate, expenses, a category, recurring expenses, projects, time, an invitation.
  co = await seededCompany();
  const ok = (r: { status: number }, what: string) => {
    if (r.status >= 300) throw new Error(`${what}: ${r.status}`);
  };
  ok(await call(co, 'POST', `/api/invoices/${co.invoiceId}/share`, { body: {} }), 'share');
  ok(await call(co, 'POST', '/api/timer/start', { body: { projectId: co.projectId, taskId: co.taskId } }), 'timer');
  ok(await call(co, 'POST', `/api/quotes/${co.quoteId}/convert`), 'convert');
  // Paystack keys (the webhook's address) and a checkout the payer left: keyed by themselves, not by the company.
  const account = (await (await fetch(`${process.env.PAYSTACK_BASE_URL}/_local/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Export' }) })).json()) as { publicKey: string; secretKey: string };
  ok(await call(co, 'PUT', '/api/settings/payment-gateways/paystack', { body: { publicKey: account.publicKey, secretKey: account.secretKey } }), 'gateway');
  const sent = await call(co, 'POST', '/api/invoices', { body: { customerId: co.customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_30', lines: [{ name: 'Garri', quantity: 1, rateKobo: 500_000 }], status: 'sent' } });
  const link = (await call(co, 'POST', `/api/invoices/${sent.body.invoiceId}/share`, { body: {} })).body.link as { path: string };
  ok(await call(null, 'POST', `/api/public/${link.path.replace('/share/', '')}/pay`, { body: { email: 'payer@adafoods.ng' } }), 'checkout');
}, 120_000);
afterAll(stopApi);

it('lists every partition that holds the company’s data: nothing a Scan finds is missing, nothing listed twice', async () => {
  const [scan, listed] = await Promise.all([scanned(co), enumerated(co.companyId)]);
  expect(scan.length).toBeGreaterThan(100);
  expect(scan.filter((k) => !listed.keys.includes(k))).toEqual([]);
  expect(new Set(listed.keys).size).toBe(listed.keys.length);
  expect([...listed.families].sort()).toEqual(
    expect.arrayContaining(['checkout', 'company', 'customer', 'directory', 'expense', 'invitation-link', 'invoice', 'item', 'number', 'payment', 'project', 'quote', 'recurring-expense', 'salesreceipt', 'share-link', 'tallies', 'time-entry', 'timer', 'webhook']),
  );
});
