import { day } from '../support/dates';
import { call, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };

async function customer(owner: Owner, displayName: string): Promise<string> {
  const res = await call(owner, 'POST', '/api/customers', { body: { displayName, email: `${displayName.split(' ')[0]!.toLowerCase()}@example.ng` } });
  return res.body.customerId;
}
async function item(owner: Owner, name: string, price: number): Promise<string> {
  const res = await call(owner, 'POST', '/api/items', { body: { name, price } });
  return res.body.itemId;
}

/** 2 × ₦15,000 at 7.5%, 0.5 × ₦8,000 at 7.5%, 1 × ₦2,500 no tax, 10% discount. */
const threeLines = (itemId?: string) => ({
  quoteDate: day(-17),
  expiryDate: day(13),
  reference: 'PO-7781',
  subject: 'Office fit-out',
  lines: [
    { ...(itemId ? { itemId } : {}), name: 'Office chair', quantity: 2, rateKobo: 1_500_000, taxRate: 7.5 },
    { name: 'Cable trunking', description: 'per metre', quantity: 0.5, unit: 'units', rateKobo: 800_000, taxRate: 7.5 },
    { name: 'Delivery', quantity: 1, rateKobo: 250_000 },
  ],
  discount: { type: 'percent', value: 10 },
  customerNotes: 'Thank you for your business',
  terms: 'All quotes are valid for 30 days from the date of issue',
});

describe('quotes: create, read, numbering', () => {
  it('creates a draft with every field and computes the figures on the server', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Adaeze Foods');
    const chair = await item(owner, 'Office chair', 1_500_000);
    const res = await call(owner, 'POST', '/api/quotes', { body: { customerId, ...threeLines(chair) } });
    expect(res.status).toBe(201);
    // subtotal 30,000 + 4,000 + 2,500 = 36,500; discount 3,650; VAT 7.5% on 34,000 - 3,400 = 30,600 -> 2,295; total 35,145.
    expect(res.body).toMatchObject({
      quoteNumber: 'QT-00001',
      status: 'draft',
      displayStatus: 'draft',
      customerName: 'Adaeze Foods',
      customerEmail: 'adaeze@example.ng',
      reference: 'PO-7781',
      subject: 'Office fit-out',
      quoteDate: day(-17),
      expiryDate: day(13),
      subtotalKobo: 3_650_000,
      discountKobo: 365_000,
      taxKobo: 229_500,
      taxes: [{ rate: 7.5, taxableKobo: 3_060_000, taxKobo: 229_500 }],
      adjustmentKobo: 0,
      totalKobo: 3_514_500,
      customerNotes: 'Thank you for your business',
      terms: 'All quotes are valid for 30 days from the date of issue',
    });
    expect(res.body.lines.map((l: { name: string; amountKobo: number; unit: string }) => [l.name, l.amountKobo, l.unit])).toEqual([
      ['Office chair', 3_000_000, 'pcs'],
      ['Cable trunking', 400_000, 'units'],
      ['Delivery', 250_000, 'pcs'],
    ]);
    const again = await call(owner, 'GET', `/api/quotes/${res.body.quoteId}`);
    expect(again.body).toEqual(res.body);

    // The quote counts against the customer and the item.
    expect((await call(owner, 'DELETE', `/api/customers/${customerId}`)).status).toBe(409);
    expect((await call(owner, 'GET', `/api/items/${chair}`)).body.usageCount).toBe(1);
    // It shows on the customer's TRANSACTIONS tab and the dashboard.
    const tx = await call(owner, 'GET', `/api/customers/${customerId}/transactions`);
    expect(tx.body.items).toEqual([{ kind: 'quote', id: res.body.quoteId, number: 'QT-00001', issueDate: day(-17), status: 'draft', totalKobo: 3_514_500 }]);
    const dash = await call(owner, 'GET', '/api/dashboard');
    expect(dash.body.recentQuotes.map((q: { number: string }) => q.number)).toEqual(['QT-00001']);
  });

  it('ignores totals a client sends and refuses bad input with field messages, writing nothing', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Bello Stores');
    const sentTotals = await call(owner, 'POST', '/api/quotes', { body: { customerId, ...threeLines(), totalKobo: 1 } });
    expect(sentTotals.status).toBe(400);
    expect(sentTotals.body.error.fields).toEqual({ totalKobo: 'Unknown field' });

    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...threeLines(), customerId: '' }, { customerId: 'Please select a customer' }],
      [{ ...threeLines(), customerId, lines: [] }, { lines: 'Please add at least one item' }],
      [{ ...threeLines(), customerId, quoteDate: '' }, { quoteDate: 'Quote date is required' }],
      [{ ...threeLines(), customerId, expiryDate: day(-30) }, { expiryDate: 'The expiry date is before the quote date' }],
      [{ ...threeLines(), customerId, lines: [{ name: 'X', quantity: 1, rateKobo: -5 }] }, { 'lines.0.rateKobo': 'Rate cannot be negative' }],
      [{ ...threeLines(), customerId, lines: [{ name: '', quantity: 1, rateKobo: 5 }] }, { 'lines.0.name': 'Item name is required' }],
      [{ ...threeLines(), customerId, lines: [{ name: 'X', quantity: 0.0005, rateKobo: 5 }] }, { 'lines.0.quantity': 'Use at most 3 decimals' }],
      [{ ...threeLines(), customerId, discount: { type: 'percent', value: 120 } }, { 'discount.value': 'Discount cannot be more than 100%' }],
      [{ ...threeLines(), customerId, discount: { type: 'amount', valueKobo: 9_999_999 } }, { 'discount.valueKobo': 'Discount cannot be more than the subtotal' }],
    ];
    for (const [body, fields] of cases) {
      const res = await call(owner, 'POST', '/api/quotes', { body });
      expect([res.status, res.body.error.fields]).toEqual([400, fields]);
    }
    expect((await call(owner, 'GET', '/api/quotes?status=all')).body.items).toEqual([]);
    // Nothing was numbered either: the first quote still gets QT-00001.
    expect((await call(owner, 'GET', '/api/quotes/next-number')).body).toEqual({ quoteNumber: 'QT-00001' });
  });

  it('numbers quotes in sequence, refuses a typed duplicate, and skips numbers typed by hand', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Chika Ventures');
    const create = (extra: Record<string, unknown> = {}) => call(owner, 'POST', '/api/quotes', { body: { customerId, ...threeLines(), ...extra } });
    expect((await create()).body.quoteNumber).toBe('QT-00001');
    expect((await create({ quoteNumber: 'QT-00002' })).body.quoteNumber).toBe('QT-00002');
    const dup = await create({ quoteNumber: 'qt-00002' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ message: 'Quote number qt-00002 is already used', fields: { quoteNumber: 'Quote number qt-00002 is already used' } });
    // The counter is still at 2, which was typed by hand: the next automatic number skips it.
    expect((await create()).body.quoteNumber).toBe('QT-00003');
    expect((await call(owner, 'GET', '/api/quotes/next-number')).body).toEqual({ quoteNumber: 'QT-00004' });
    expect((await call(owner, 'GET', '/api/quotes?status=all')).body.items).toHaveLength(3);
  });

  it('gives 20 quotes created at the same moment 20 different numbers', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Dangote Outlets');
    const results = await Promise.all(Array.from({ length: 20 }, () => call(owner, 'POST', '/api/quotes', { body: { customerId, ...threeLines() } })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.body.quoteNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `QT-${String(i + 1).padStart(5, '0')}`));
  });
});

describe('quotes: edit, status, clone, delete, history', () => {
  it('edits every field and line, records it, and refuses a stale or duplicate edit', async () => {
    const owner = await onboardedUser();
    const first = await customer(owner, 'Eko Hotels');
    const second = await customer(owner, 'Fola Clinic');
    const bag = await item(owner, 'Leather bag', 2_000_000);
    const created = (await call(owner, 'POST', '/api/quotes', { body: { customerId: first, ...threeLines() } })).body;
    await call(owner, 'POST', '/api/quotes', { body: { customerId: first, ...threeLines(), quoteNumber: 'QT-09999' } });

    const edit = {
      customerId: second,
      quoteNumber: 'QT-00100',
      quoteDate: day(-16),
      expiryDate: day(14),
      lines: [{ itemId: bag, name: 'Leather bag', quantity: 3, rateKobo: 2_000_000, taxRate: 5 }],
      discount: { type: 'amount', valueKobo: 100_000 },
      adjustmentKobo: -50,
    };
    const res = await call(owner, 'PUT', `/api/quotes/${created.quoteId}`, { body: edit });
    expect(res.status).toBe(200);
    // 60,000 - 1,000 = 59,000; VAT 5% = 2,950; adjustment -0.50 -> 61,949.50
    expect(res.body).toMatchObject({ quoteNumber: 'QT-00100', customerName: 'Fola Clinic', subtotalKobo: 6_000_000, discountKobo: 100_000, taxKobo: 295_000, totalKobo: 6_194_950 });
    expect(res.body.reference).toBeUndefined();
    expect(res.body.lines).toHaveLength(1);
    // Counts moved with the edit: the first customer has one quote left, the bag is used once.
    expect((await call(owner, 'GET', `/api/customers/${second}`)).body.transactionCount).toBe(1);
    expect((await call(owner, 'GET', `/api/customers/${first}`)).body.transactionCount).toBe(1);
    expect((await call(owner, 'GET', `/api/items/${bag}`)).body.usageCount).toBe(1);
    const txOf = async (id: string) => (await call(owner, 'GET', `/api/customers/${id}/transactions`)).body.items.map((t: { number: string }) => t.number);
    expect(await txOf(second)).toEqual(['QT-00100']);
    expect(await txOf(first)).toEqual(['QT-09999']);
    // The old number is free again; the new one is taken.
    const taken = await call(owner, 'PUT', `/api/quotes/${created.quoteId}`, { body: { ...edit, quoteNumber: 'QT-09999' } });
    expect(taken.status).toBe(409);
    // An editor still holding the first version cannot overwrite the edit above.
    const stale = await call(owner, 'PUT', `/api/quotes/${created.quoteId}`, { body: { ...edit, subject: 'Stale', version: 0 } });
    expect([stale.status, stale.body.error.message]).toEqual([409, 'This quote was changed by someone else. Reload and try again.']);
    expect((await call(owner, 'GET', `/api/quotes/${created.quoteId}`)).body).toMatchObject({ version: 1 });
    const history = await call(owner, 'GET', `/api/quotes/${created.quoteId}/history`);
    expect(history.body.items.map((h: { text: string }) => h.text)).toEqual(['Quote details updated', 'Quote created']);
  });

  it('moves through the status flow the spec allows and refuses the rest', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Gombe Agro');
    const quote = (await call(owner, 'POST', '/api/quotes', { body: { customerId, ...threeLines() } })).body;
    const to = (status: string) => call(owner, 'POST', `/api/quotes/${quote.quoteId}/status`, { body: { status } });

    const refused = await to('accepted');
    expect([refused.status, refused.body.error.message]).toEqual([409, 'A draft quote cannot be marked as accepted']);
    const sentRes = await to('sent');
    expect(sentRes.body).toMatchObject({ status: 'sent' });
    expect((await to('accepted')).body.status).toBe('accepted');
    expect((await to('declined')).status).toBe(409);
    expect((await to('draft')).body.status).toBe('draft');
    expect((await to('sent')).body.status).toBe('sent');
    expect((await to('declined')).body.status).toBe('declined');
    expect((await to('invoiced')).status).toBe(400);

    const history = await call(owner, 'GET', `/api/quotes/${quote.quoteId}/history`);
    expect(history.body.items.map((h: { text: string }) => h.text)).toEqual([
      'Quote marked as declined',
      'Quote marked as sent',
      'Quote reverted to draft',
      'Quote marked as accepted',
      'Quote marked as sent',
      'Quote created',
    ]);
    const comment = await call(owner, 'POST', `/api/quotes/${quote.quoteId}/comments`, { body: { text: 'Customer asked for a 5% discount' } });
    expect(comment.status).toBe(201);
    expect(comment.body).toMatchObject({ kind: 'comment', text: 'Customer asked for a 5% discount' });
  });

  it('shows a passed expiry as expired and lists quotes by tab and filter', async () => {
    const owner = await onboardedUser();
    const a = await customer(owner, 'Hausa Crafts');
    const b = await customer(owner, 'Ibadan Prints');
    const make = (customerId: string, extra: Record<string, unknown>) => call(owner, 'POST', '/api/quotes', { body: { customerId, ...threeLines(), ...extra } });
    const old = (await make(a, { quoteDate: '2026-01-10', expiryDate: '2026-02-09', status: 'sent' })).body;
    expect(old.displayStatus).toBe('expired');
    const sent = (await make(b, { status: 'sent', quoteDate: '2026-11-01', expiryDate: '2099-01-01' })).body;
    const draft = (await make(a, { quoteDate: '2026-11-15', expiryDate: '2099-01-01', lines: [{ name: 'Small job', quantity: 1, rateKobo: 10_000 }] })).body;
    const numbers = async (query: string) => (await call(owner, 'GET', `/api/quotes?${query}`)).body.items.map((q: { quoteNumber: string }) => q.quoteNumber);

    expect(await numbers('')).toEqual([draft.quoteNumber]); // Draft is the default tab
    expect(await numbers('status=sent')).toEqual([sent.quoteNumber]);
    expect(await numbers('status=expired')).toEqual([old.quoteNumber]);
    expect(await numbers('status=all')).toEqual([draft.quoteNumber, sent.quoteNumber, old.quoteNumber]);
    expect(await numbers(`status=all&customerId=${a}`)).toEqual([draft.quoteNumber, old.quoteNumber]);
    expect(await numbers('status=all&dateFrom=2026-11-01&dateTo=2026-11-30')).toEqual([draft.quoteNumber, sent.quoteNumber]);
    expect(await numbers('status=all&maxTotalKobo=100000')).toEqual([draft.quoteNumber]);
    expect(await numbers('status=all&minTotalKobo=100000&limit=1')).toEqual([sent.quoteNumber]);
    const bad = await call(owner, 'GET', '/api/quotes?status=all&minTotalKobo=5&maxTotalKobo=1');
    expect(bad.body.error.fields).toEqual({ maxTotalKobo: 'The highest amount is below the lowest' });
  });

  it('clones into a new draft with the next number, and deletes a quote with its lines, never half', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Jos Minerals');
    const chair = await item(owner, 'Office chair', 1_500_000);
    const quote = (await call(owner, 'POST', '/api/quotes', { body: { customerId, ...threeLines(chair), status: 'sent' } })).body;
    const clone = await call(owner, 'POST', `/api/quotes/${quote.quoteId}/clone`);
    expect(clone.status).toBe(201);
    expect(clone.body).toMatchObject({ quoteNumber: 'QT-00002', status: 'draft', customerId, totalKobo: quote.totalKobo, subject: 'Office fit-out' });
    expect(clone.body.lines.map((l: { name: string }) => l.name)).toEqual(['Office chair', 'Cable trunking', 'Delivery']);
    expect((await call(owner, 'GET', `/api/items/${chair}`)).body.usageCount).toBe(2);

    expect((await call(owner, 'DELETE', `/api/quotes/${clone.body.quoteId}`)).status).toBe(204);
    expect((await call(owner, 'GET', `/api/quotes/${clone.body.quoteId}`)).status).toBe(404);
    expect((await call(owner, 'GET', `/api/items/${chair}`)).body.usageCount).toBe(1);
    expect((await call(owner, 'GET', `/api/customers/${customerId}`)).body.transactionCount).toBe(1);
    // Its number can be used again.
    const reuse = await call(owner, 'POST', '/api/quotes', { body: { customerId, ...threeLines(), quoteNumber: 'QT-00002' } });
    expect(reuse.status).toBe(201);
    await call(owner, 'DELETE', `/api/quotes/${quote.quoteId}`);
    await call(owner, 'DELETE', `/api/quotes/${reuse.body.quoteId}`);
    expect((await call(owner, 'DELETE', `/api/customers/${customerId}`)).status).toBe(204);
  });

  it("answers 404 to another company's quote, customer and item, and changes nothing", async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const customerId = await customer(owner, 'Kaduna Looms');
    const quote = (await call(owner, 'POST', '/api/quotes', { body: { customerId, ...threeLines() } })).body;
    for (const [method, path, body] of [
      ['GET', `/api/quotes/${quote.quoteId}`, undefined],
      ['PUT', `/api/quotes/${quote.quoteId}`, { customerId, ...threeLines() }],
      ['DELETE', `/api/quotes/${quote.quoteId}`, undefined],
      ['POST', `/api/quotes/${quote.quoteId}/status`, { status: 'sent' }],
      ['POST', `/api/quotes/${quote.quoteId}/clone`, undefined],
      ['GET', `/api/quotes/${quote.quoteId}/history`, undefined],
      ['POST', `/api/quotes/${quote.quoteId}/comments`, { text: 'hi' }],
    ] as const) {
      expect([method, path, (await call(other, method, path, body ? { body } : {})).status]).toEqual([method, path, 404]);
    }
    const theirCustomer = await call(other, 'POST', '/api/quotes', { body: { customerId, ...threeLines() } });
    expect(theirCustomer.status).toBe(404);
    const otherCustomer = await customer(other, 'Lokoja Farms');
    const myItem = await item(owner, 'Secret item', 100);
    const theirItem = await call(other, 'POST', '/api/quotes', { body: { customerId: otherCustomer, ...threeLines(myItem) } });
    expect([theirItem.status, theirItem.body.error.fields]).toEqual([400, { 'lines.0.itemId': 'This item no longer exists; pick it again or type the line' }]);
    expect((await call(other, 'GET', '/api/quotes?status=all')).body.items).toEqual([]);
    expect((await call(owner, 'GET', `/api/quotes/${quote.quoteId}`)).body.version).toBe(0);
  });
});

describe('quotes: attachments', () => {
  it('uploads a file through the presigned POST and downloads it from the quote under its own name', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner, 'Chidi Prints');
    const pdf = Buffer.from('%PDF-1.4\n% price list\n');
    // account signs the upload (PutObject on attachments/), quotes the download link (GetObject only):
    // the same split the functions' IAM roles have (shared/s3-prefixes.ts), which the local signers enforce.
    const ticket = await call(owner, 'POST', '/api/attachments', { body: { fileName: 'Price list.pdf', contentType: 'application/pdf', size: pdf.length } });
    expect(ticket.status).toBe(201);
    expect(ticket.body.key).toMatch(new RegExp(`^attachments/${owner.companyId}/[0-9A-Z]+/Price_list\\.pdf$`));
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
    form.append('file', new Blob([pdf], { type: 'application/pdf' }));
    expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);

    const attachments = [{ key: ticket.body.key, name: 'Price list.pdf', size: pdf.length, contentType: 'application/pdf' }];
    const created = await call(owner, 'POST', '/api/quotes', { body: { customerId, ...threeLines(), attachments } });
    expect(created.status).toBe(201);
    const quote = await call(owner, 'GET', `/api/quotes/${created.body.quoteId}`);
    expect(quote.body.attachments).toEqual([{ ...attachments[0], url: expect.any(String) }]);
    const download = await fetch(quote.body.attachments[0].url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Price_list.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("refuses an attachment key from another company's prefix or outside the attachments prefix", async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    const customerId = await customer(owner, 'Danjuma Traders');
    const theirs = await call(other, 'POST', '/api/attachments', { body: { fileName: 'a.pdf', contentType: 'application/pdf', size: 10 } });
    const attach = (key: string) => ({ key, name: 'a.pdf', size: 10, contentType: 'application/pdf' });
    const foreign = await call(owner, 'POST', '/api/quotes', { body: { customerId, ...threeLines(), attachments: [attach(theirs.body.key)] } });
    expect([foreign.status, foreign.body.error.fields]).toEqual([400, { 'attachments.0.key': 'Not an uploaded attachment' }]);
    const avatar = await call(owner, 'POST', '/api/quotes', {
      body: { customerId, ...threeLines(), attachments: [attach(`uploads/${owner.userId}/01J0000000000000000000000/a.pdf`)] },
    });
    expect(avatar.status).toBe(400);
  });
});
