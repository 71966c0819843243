import { addMember } from '../../functions/services/membership';
import { ROLE_FORBIDDEN_MESSAGE } from '../../functions/lib/http';
import { snapshot } from './helpers/contract';
import { call, memberOf, newUser, onboardedUser, startApi, stopApi, type TestUser } from './helpers/api';

/*
 * What each role may do beyond the route table's gate (every route × every
 * role is generated in contract.test.ts): staff keep the record of what was
 * issued, and the role a request acts with is the membership's.
 */

jest.setTimeout(60_000);
beforeAll(startApi);
afterAll(stopApi);

type Owner = TestUser & { companyId: string };

const line = { name: 'Consulting', quantity: 1, rateKobo: 10_000_000, taxRate: 7.5 };

async function customer(owner: Owner): Promise<string> {
  const res = await call(owner, 'POST', '/api/customers', { body: { displayName: 'Eko Hotels' } });
  expect(res.status).toBe(201);
  return res.body.customerId;
}

async function invoice(by: TestUser, customerId: string, status: 'draft' | 'sent'): Promise<string> {
  const res = await call(by, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line], status } });
  expect(res.status).toBe(201);
  return res.body.invoiceId;
}

async function quote(by: TestUser, customerId: string, status: 'draft' | 'sent'): Promise<string> {
  const res = await call(by, 'POST', '/api/quotes', { body: { customerId, quoteDate: '2026-11-01', expiryDate: '2099-12-01', lines: [line], status } });
  expect(res.status).toBe(201);
  return res.body.quoteId;
}

/** Runs `fn` and proves the company and `who` have no item more, less or changed. */
async function unchanged(owner: Owner, who: TestUser, fn: () => Promise<void>) {
  const before = await snapshot({ companyId: owner.companyId, userId: owner.userId });
  const mine = await snapshot({ companyId: owner.companyId, userId: who.userId });
  await fn();
  expect(await snapshot({ companyId: owner.companyId, userId: owner.userId })).toEqual(before);
  expect(await snapshot({ companyId: owner.companyId, userId: who.userId })).toEqual(mine);
}

describe('members and their roles', () => {
  it('tells each member their own role in /api/me, from the membership', async () => {
    const owner = await onboardedUser();
    expect((await call(owner, 'GET', '/api/me')).body.role).toBe('owner');
    for (const role of ['admin', 'staff', 'viewer'] as const) {
      const m = await memberOf(owner, role);
      const me = await call(m, 'GET', '/api/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ role, company: { companyId: owner.companyId }, profile: { firstName: 'Tunde', companyId: owner.companyId } });
    }
  });

  it('lets a viewer read but refuses a write with 403 before anything is written', async () => {
    const owner = await onboardedUser();
    const customerId = await customer(owner);
    const viewer = await memberOf(owner, 'viewer');
    expect((await call(viewer, 'GET', `/api/customers/${customerId}`)).status).toBe(200);
    await unchanged(owner, viewer, async () => {
      const res = await call(viewer, 'POST', '/api/invoices', { body: { customerId, invoiceDate: '2026-11-01', paymentTerms: 'net_15', lines: [line], status: 'sent' } });
      expect(res).toEqual({ status: 403, body: { error: { code: 'forbidden', message: ROLE_FORBIDDEN_MESSAGE } } });
      // Refused before its input is read: a bad body gets the same answer, not a 400 describing the schema.
      expect((await call(viewer, 'PUT', `/api/customers/${customerId}`, { body: { nonsense: true } })).status).toBe(403);
    });
  });

  it('refuses a user who already belongs to a company, and a company that does not exist, changing nothing', async () => {
    const owner = await onboardedUser();
    const other = await onboardedUser();
    await unchanged(owner, other, async () => {
      await expect(addMember({ companyId: owner.companyId, userId: other.userId, email: other.email, firstName: 'Ada', role: 'staff' })).rejects.toThrow(
        'This person already belongs to a company',
      );
    });
    const loner = await newUser();
    await expect(addMember({ companyId: '01NOSUCHCOMPANY0000000000', userId: loner.userId, email: loner.email, firstName: 'Ada', role: 'staff' })).rejects.toThrow(
      'That company does not exist',
    );
    expect((await call(loner, 'GET', '/api/me')).body).toMatchObject({ role: null, company: null, profile: null });
    expect((await call(other, 'GET', '/api/me')).body.role).toBe('owner');
  });
});

describe('staff keep the record of what was issued', () => {
  it('lets staff delete a draft invoice but not a sent one (403, nothing changed), which an owner is told to void', async () => {
    const owner = await onboardedUser();
    const staff = await memberOf(owner, 'staff');
    const customerId = await customer(owner);
    const draft = await invoice(staff, customerId, 'draft');
    const sent = await invoice(staff, customerId, 'sent');
    await unchanged(owner, staff, async () => {
      const res = await call(staff, 'DELETE', `/api/invoices/${sent}`);
      expect(res).toEqual({ status: 403, body: { error: { code: 'forbidden', message: 'Only an owner or an admin can delete an invoice that is no longer a draft' } } });
    });
    expect((await call(staff, 'GET', `/api/invoices/${sent}`)).body.status).toBe('sent');
    expect((await call(staff, 'DELETE', `/api/invoices/${draft}`)).status).toBe(204);
    expect((await call(staff, 'GET', `/api/invoices/${draft}`)).status).toBe(404);
    // For an owner a sent invoice is still not deleted, only voided: the rule of the invoice, not of the role.
    expect((await call(owner, 'DELETE', `/api/invoices/${sent}`)).body.error.code).toBe('invalid_transition');
  });

  it('lets staff void nothing; an admin voids a sent invoice', async () => {
    const owner = await onboardedUser();
    const [staff, admin] = [await memberOf(owner, 'staff'), await memberOf(owner, 'admin')];
    const sent = await invoice(owner, await customer(owner), 'sent');
    await unchanged(owner, staff, async () => {
      const res = await call(staff, 'POST', `/api/invoices/${sent}/status`, { body: { status: 'void' } });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Only an owner or an admin can void an invoice');
    });
    const voided = await call(admin, 'POST', `/api/invoices/${sent}/status`, { body: { status: 'void' } });
    expect(voided.status).toBe(200);
    expect(voided.body.status).toBe('void');
  });

  it('lets staff delete a draft quote, but neither delete a sent one nor revert it to draft; an admin deletes it', async () => {
    const owner = await onboardedUser();
    const [staff, admin] = [await memberOf(owner, 'staff'), await memberOf(owner, 'admin')];
    const customerId = await customer(owner);
    const draft = await quote(staff, customerId, 'draft');
    const sent = await quote(staff, customerId, 'sent');
    await unchanged(owner, staff, async () => {
      const del = await call(staff, 'DELETE', `/api/quotes/${sent}`);
      expect(del.status).toBe(403);
      expect(del.body.error.message).toBe('Only an owner or an admin can delete a quote that is no longer a draft');
      const revert = await call(staff, 'POST', `/api/quotes/${sent}/status`, { body: { status: 'draft' } });
      expect(revert.status).toBe(403);
      expect(revert.body.error.message).toBe('Only an owner or an admin can revert a quote to draft');
    });
    // Staff still move a quote along: accepted is an edit, not an undo.
    expect((await call(staff, 'POST', `/api/quotes/${sent}/status`, { body: { status: 'accepted' } })).body.status).toBe('accepted');
    expect((await call(staff, 'DELETE', `/api/quotes/${draft}`)).status).toBe(204);
    expect((await call(admin, 'DELETE', `/api/quotes/${sent}`)).status).toBe(204);
    expect((await call(owner, 'GET', `/api/quotes/${sent}`)).status).toBe(404);
  });

  it('leaves deleting a payment or a sales receipt (never a draft) to owners and admins', async () => {
    const owner = await onboardedUser();
    const [staff, admin] = [await memberOf(owner, 'staff'), await memberOf(owner, 'admin')];
    const customerId = await customer(owner);
    const payment = await call(staff, 'POST', '/api/payments', { body: { customerId, amountKobo: 1_000_000, paymentDate: '2026-01-15', mode: 'bank_transfer' } });
    expect(payment.status).toBe(201);
    const receipt = await call(staff, 'POST', '/api/sales-receipts', { body: { customerId, receiptDate: '2026-01-12', mode: 'pos', lines: [line] } });
    expect(receipt.status).toBe(201);
    await unchanged(owner, staff, async () => {
      expect((await call(staff, 'DELETE', `/api/payments/${payment.body.paymentId}`)).body.error.message).toBe(ROLE_FORBIDDEN_MESSAGE);
      expect((await call(staff, 'DELETE', `/api/sales-receipts/${receipt.body.receiptId}`)).body.error.message).toBe(ROLE_FORBIDDEN_MESSAGE);
    });
    expect((await call(admin, 'DELETE', `/api/payments/${payment.body.paymentId}`)).status).toBe(204);
    expect((await call(admin, 'DELETE', `/api/sales-receipts/${receipt.body.receiptId}`)).status).toBe(204);
  });

  it('keeps a member to their own company: another company’s invoice is a 404 whatever the role', async () => {
    const [mine, theirs] = [await onboardedUser(), await onboardedUser()];
    const foreign = await invoice(theirs, await customer(theirs), 'draft');
    const admin = await memberOf(mine, 'admin');
    expect((await call(admin, 'DELETE', `/api/invoices/${foreign}`)).status).toBe(404);
    expect((await call(theirs, 'GET', `/api/invoices/${foreign}`)).status).toBe(200);
  });
});
