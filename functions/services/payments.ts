import { vatShareKobo } from '../../shared/documents/totals';
import { PAYMENT_MAX_APPLICATIONS } from '../../shared/constants';
import { lagosToday } from '../../shared/dates';
import { formatNaira } from '../../shared/money';
import {
  applyCreditSchema,
  paymentInputSchema,
  paymentUpdateSchema,
  type ApplyCredit,
  type Payment,
  type PaymentInput,
  type PaymentUpdate,
} from '../../shared/schemas/payment';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';
import { moveCompany, moveCustomer } from './documents/balances';
import { postLedger } from './documents/ledger';
import { postDocumentTallies } from './reports/postings';
import { composites, filed, readDetail, type Caller } from './documents/engine';
import { deleteHistory } from './documents/lifecycle';
import { claimNumber, formatNumber, numberKey, reserveNumber } from './documents/numbering';
import { Plan, PlanRefused, clean, historyItem, newId, pause, readCustomer, type Header } from './documents/store';
import { INVOICE } from './invoices';
import { deleteShareLinkIn } from './share/document-delete';
import { allocate, readInvoices, splitWht, type Wanted } from './payment-allocation';
import { getPayment, PAYMENT } from './payment-kind';

export { splitWht };

/*
 * Payments received, the writer (the kind and its reads: payment-kind.ts). A payment's effect is kept on what it
 * touches, in ONE transaction with the payment itself:
 * - each invoice it settles: amount paid, WHT credited, balance due, status
 *   and its PAYMENTS list, conditional on the invoice's version read (so two
 *   payments at once can never take a balance below zero: the second is
 *   re-read and re-checked);
 * - the customer's receivables and unused credits, the company's totals.
 * Recording, editing, applying credit and deleting all go through `write`,
 * which moves every touched invoice from its old share to its new one.
 */

type Application = NonNullable<Header['applications']>[number];


const settledOf = (a: Pick<Application, 'amountKobo' | 'whtKobo'>) => a.amountKobo + a.whtKobo;

// ---------------------------------------------------------------- the one writer

/**
 * Moves every invoice the payment touched from its old share (`before`) to
 * its new one (`after`), with the customer's and company's balances, the
 * payment's own write (`paymentOp`) and history, in one transaction.
 */
function writePlan(companyId: string, before: Application[], after: Application[], invoices: Map<string, Header>, entry: { paymentId: string; number: string; date: string; mode: Header['paymentMode'] }) {
  const today = lagosToday();
  const ids = [...new Set([...before, ...after].map((a) => a.invoiceId))];
  const plan = new Plan();
  let receivables = 0;
  let overdue = 0;
  const touched: { before: Header; after: Header }[] = [];
  for (const id of ids) {
    const inv = invoices.get(id);
    if (!inv) throw new NotFoundError('Invoice');
    const old = before.find((a) => a.invoiceId === id) ?? { amountKobo: 0, whtKobo: 0 };
    const now = after.find((a) => a.invoiceId === id) ?? { amountKobo: 0, whtKobo: 0 };
    const amountPaidKobo = (inv.amountPaidKobo ?? 0) - old.amountKobo + now.amountKobo;
    const whtKobo = (inv.whtKobo ?? 0) - old.whtKobo + now.whtKobo;
    const next = { ...inv, amountPaidKobo, whtKobo } as Header;
    Object.assign(next, INVOICE.settle!(next));
    Object.assign(next, filed(INVOICE, next, today));
    if ((next.balanceDueKobo ?? 0) < 0) throw new ConflictError(`Invoice ${inv.number} has only ${formatNaira((inv.balanceDueKobo ?? 0) + settledOf(old))} left to pay`, 'over_balance');
    const ownBefore = INVOICE.owed(inv, today);
    const ownAfter = INVOICE.owed(next, today);
    receivables += ownAfter.receivablesKobo - ownBefore.receivablesKobo;
    overdue += ownAfter.overdueKobo - ownBefore.overdueKobo;
    const payments = (inv.payments ?? []).filter((p) => p.paymentId !== entry.paymentId);
    if (settledOf(now) > 0) payments.push({ paymentId: entry.paymentId, number: entry.number, date: entry.date, mode: entry.mode ?? 'cash', amountKobo: now.amountKobo, whtKobo: now.whtKobo });
    const version = inv.version ?? 0;
    const balance = next.balanceDueKobo ?? 0;
    touched.push({ before: inv, after: { ...next, balanceDueKobo: balance } as Header });
    plan.add('invoice', (tx) =>
      tx.salesDocument
        .patch({ companyId, documentId: id })
        .set({
          amountPaidKobo,
          whtKobo,
          balanceDueKobo: balance,
          status: next.status,
          phase: next.phase,
          tab: next.tab,
          timer: next.timer,
          deadline: next.deadline,
          payments,
          version: version + 1,
          updatedAt: new Date().toISOString(),
        })
        .composite(composites(inv))
        // The version read makes the new balance right; the balance never goes below zero in any case.
        .where((a, op) => `${op.eq(a.version, version)} AND ${op.gte(a.balanceDueKobo, 0)}`)
        .commit(),
    );
  }
  return { plan, receivables, overdue, touched };
}

const ATTEMPTS = 12;

/**
 * A payment made online: its gateway reference and fee, and `claim`, which adds to the
 * payment's transaction the write that marks the charge recorded (on the condition that
 * it is not yet), so one charge can only ever give one payment.
 */
export interface OnlinePayment {
  reference: string;
  feeKobo: number;
  claim: (plan: Plan, paymentId: string) => void;
}

/** The charge was recorded already (by the webhook or the callback, whichever came first). */
export class ChargeAlreadyRecorded extends Error {}

async function save(
  companyId: string,
  caller: Caller | null,
  current: Header | null,
  input: { v: ReturnType<typeof paymentInputSchema.parse>; version?: number } | null,
  extra?: { creditApps: Wanted[] },
  online?: OnlinePayment,
): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const fresh = current ? (await readDetail(companyId, current.documentId, 'payment', 'Payment')).header : null;
    if (fresh && input?.version !== undefined && input.version !== (fresh.version ?? 0)) throw new ConflictError('This payment was changed by someone else. Reload and try again.');
    const before = fresh?.applications ?? [];
    const keep = new Map(before.map((a) => [a.invoiceId, settledOf(a)]));
    const customerId = input?.v.customerId ?? fresh!.customerId;
    const customer = await readCustomer(companyId, customerId).catch((e) => {
      if (!input) return null; // deleting a payment of a customer since deleted (cannot happen while it has documents)
      throw e;
    });
    let after: Application[] = [];
    let invoices: Map<string, Header>;
    let amountKobo = fresh?.totalKobo ?? 0;
    let whtTotal = fresh?.whtKobo ?? 0;
    if (input) {
      const { v } = input;
      amountKobo = v.amountKobo;
      whtTotal = v.whtKobo;
      const given = v.applications?.map((a) => ({ invoiceId: a.invoiceId, settleKobo: a.amountKobo }));
      const alloc = await allocate(companyId, customerId, v.amountKobo + v.whtKobo, given, keep);
      const settled = alloc.wanted.map((w) => w.settleKobo);
      const total = settled.reduce((s, a) => s + a, 0);
      if (v.whtKobo > total) throw new BadRequestError('Withholding tax cannot be more than what the payment settles on invoices', { whtKobo: 'Withholding tax cannot be more than what the payment settles on invoices' });
      const wht = splitWht(settled, v.whtKobo);
      after = alloc.wanted.map((w, i) => ({ invoiceId: w.invoiceId, number: alloc.invoices.get(w.invoiceId)!.number, amountKobo: w.settleKobo - wht[i]!, whtKobo: wht[i]! }));
      invoices = alloc.invoices;
    } else if (extra) {
      // Applying unused credit: further settlements from the cash left over, no WHT.
      const alloc = await allocate(companyId, customerId, 0, extra.creditApps, new Map());
      const credit = fresh!.creditKobo ?? 0;
      const asked = extra.creditApps.reduce((s, a) => s + a.settleKobo, 0);
      if (asked > credit) throw new BadRequestError(`This payment has only ${formatNaira(credit)} of unused credit`, { applications: `Only ${formatNaira(credit)} of unused credit is left` });
      after = before.map((a) => ({ ...a }));
      for (const w of alloc.wanted) {
        const found = after.find((a) => a.invoiceId === w.invoiceId);
        if (found) found.amountKobo += w.settleKobo;
        else after.push({ invoiceId: w.invoiceId, number: alloc.invoices.get(w.invoiceId)!.number, amountKobo: w.settleKobo, whtKobo: 0 });
      }
      if (after.length > PAYMENT_MAX_APPLICATIONS) throw new BadRequestError(`A payment can settle at most ${PAYMENT_MAX_APPLICATIONS} invoices`);
      invoices = alloc.invoices;
    } else {
      invoices = new Map();
    }
    const missing = before.map((a) => a.invoiceId).filter((id) => !invoices.has(id));
    for (const [id, h] of await readInvoices(companyId, missing)) invoices.set(id, h);
    // The VAT inside each share: kept while the share is unchanged, else from the invoice's tax now.
    const vatBefore = new Map(before.map((a) => [a.invoiceId, a]));
    after = after.map((a) => {
      const old = vatBefore.get(a.invoiceId);
      if (old && old.vatKobo !== undefined && settledOf(old) === settledOf(a)) return { ...a, vatKobo: old.vatKobo };
      const inv = invoices.get(a.invoiceId);
      return { ...a, vatKobo: inv ? vatShareKobo(settledOf(a), inv.taxKobo ?? 0, inv.totalKobo) : 0 };
    });

    const applied = after.reduce((s, a) => s + settledOf(a), 0);
    const creditKobo = input || extra ? amountKobo + whtTotal - applied : 0;
    const oldCredit = fresh?.creditKobo ?? 0;
    const paymentId = fresh?.documentId ?? newId();
    const typed = input?.v.paymentNumber;
    let number = fresh?.number ?? '';
    if (!fresh) {
      const reserved = typed ? undefined : await reserveNumber(companyId, 'payment');
      number = typed ?? formatNumber(reserved!.prefix ?? PAYMENT.prefix, reserved!.n, PAYMENT.digits);
    } else if (typed && numberKey(typed) !== numberKey(fresh.number)) number = typed;
    const date = input?.v.paymentDate ?? fresh!.issueDate;
    const mode = input?.v.mode ?? fresh!.paymentMode;
    const { plan, receivables, overdue, touched } = writePlan(companyId, before, after, invoices, { paymentId, number, date, mode });
    const now = new Date().toISOString();
    if (!input && !extra) {
      // Delete.
      const version = fresh!.version ?? 0;
      postLedger(plan, PAYMENT, companyId, fresh, null);
      postDocumentTallies(plan, companyId, { header: fresh!, lines: [] }, null, touched);
      plan.add('header', (tx) => tx.salesDocument.delete({ companyId, documentId: paymentId }).where((a, op) => op.eq(a.version, version)).commit());
      plan.add('old-claim', (tx) => tx.documentNumber.delete({ companyId, kind: 'payment', number: numberKey(fresh!.number) }).commit());
      await deleteShareLinkIn(plan, companyId, paymentId);
    } else {
      const header = clean({
        ...(fresh ?? {}),
        companyId,
        kind: 'payment' as const,
        documentId: paymentId,
        number,
        status: 'received',
        issueDate: date,
        customerId,
        customerName: customer?.name ?? fresh?.customerName ?? '',
        customerEmail: customer?.email,
        paymentMode: mode,
        reference: input ? input.v.reference : fresh?.reference,
        customerNotes: input ? input.v.notes : fresh?.customerNotes,
        totalKobo: amountKobo,
        whtKobo: whtTotal,
        creditKobo,
        ...(online ? { feeKobo: online.feeKobo } : {}),
        applications: after,
        version: fresh ? (fresh.version ?? 0) + 1 : 0,
        createdBy: fresh?.createdBy ?? caller?.userId,
        createdAt: fresh?.createdAt ?? now,
        updatedAt: now,
      }) as Header;
      Object.assign(header, filed(PAYMENT, header));
      postLedger(plan, PAYMENT, companyId, fresh, header);
      postDocumentTallies(plan, companyId, fresh ? { header: fresh, lines: [] } : null, { header, lines: [] }, touched);
      if (!fresh) {
        claimNumber(plan, companyId, 'payment', number, paymentId);
        plan.add('header', (tx) => tx.salesDocument.create(header).commit());
        const recorded = online ? `Paid online via Paystack (reference ${online.reference})` : `Payment of ${formatNaira(amountKobo)} recorded`;
        plan.add('history', (tx) => tx.documentHistory.create(historyItem(companyId, paymentId, recorded)).commit());
        online?.claim(plan, paymentId);
      } else {
        const version = fresh.version ?? 0;
        if (numberKey(number) !== numberKey(fresh.number)) {
          claimNumber(plan, companyId, 'payment', number, paymentId);
          plan.add('old-claim', (tx) => tx.documentNumber.delete({ companyId, kind: 'payment', number: numberKey(fresh.number) }).commit());
        }
        plan.add('header', (tx) => tx.salesDocument.put(header).where((a, op) => op.eq(a.version, version)).commit());
        plan.add('history', (tx) =>
          tx.documentHistory.create(historyItem(companyId, paymentId, extra ? `Credit of ${formatNaira(oldCredit - creditKobo)} applied` : 'Payment details updated')).commit(),
        );
      }
    }
    const moves = { count: fresh ? (input || extra ? 0 : -1) : 1, receivablesKobo: receivables, unusedCreditsKobo: creditKobo - oldCredit };
    moveCustomer(plan, companyId, customer, moves);
    moveCompany(plan, companyId, { receivablesKobo: receivables, overdueKobo: overdue, unusedCreditsKobo: creditKobo - oldCredit });
    // A keyed request records or applies once (lib/request-key.ts); a delete takes no key.
    if (input || extra) plan.claimRequest(paymentId);
    try {
      await plan.commit();
      if (!input && !extra) await deleteHistory(companyId, paymentId);
      return paymentId;
    } catch (error) {
      if (!(error instanceof PlanRefused)) throw error;
      if (error.failed.has('online')) throw new ChargeAlreadyRecorded();
      if (error.failed.has('claim') && typed) throw new ConflictError(`Payment number ${number} is already used`, 'number_used', { paymentNumber: `Payment number ${number} is already used` });
      if (error.failed.has('header') && fresh) throw new ConflictError('This payment was changed by someone else. Reload and try again.');
      // An invoice or the customer's balance moved meanwhile (another payment): read again and re-check.
      await pause(attempt);
    }
  }
  throw new ConflictError('Another payment for this customer is being recorded at the same moment. Try again.');
}

export async function recordPayment(companyId: string, caller: Caller, input: PaymentInput): Promise<Payment> {
  const v = paymentInputSchema.parse(input);
  const id = await save(companyId, caller, null, { v });
  return getPayment(companyId, id);
}

/**
 * A payment made online for one invoice: recorded as a payment by hand is (the same
 * transaction, balances, ledger and statement), for the amount the gateway reports. What
 * the invoice no longer owes (paid meanwhile by other means) becomes the customer's credit,
 * as an overpayment does. Throws ChargeAlreadyRecorded when the charge has its payment.
 */
export async function recordOnlinePayment(
  companyId: string,
  p: { customerId: string; invoiceId: string; amountKobo: number; paymentDate: string },
  online: OnlinePayment,
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const [invoice] = (await readInvoices(companyId, [p.invoiceId])).values();
    const owed = invoice && invoice.status !== 'void' && invoice.status !== 'draft' ? (invoice.balanceDueKobo ?? invoice.totalKobo) : 0;
    const settle = Math.min(owed, p.amountKobo);
    const v = paymentInputSchema.parse({
      customerId: p.customerId,
      amountKobo: p.amountKobo,
      paymentDate: p.paymentDate,
      mode: 'paystack',
      reference: online.reference,
      applications: settle > 0 ? [{ invoiceId: p.invoiceId, amountKobo: settle }] : [],
    });
    try {
      return await save(companyId, null, null, { v }, undefined, online);
    } catch (error) {
      // Another payment settled the invoice between the read and the write: read it again.
      if (!(error instanceof BadRequestError) || attempt >= 3) throw error;
    }
  }
}

export async function updatePayment(companyId: string, paymentId: string, input: PaymentUpdate): Promise<Payment> {
  const { version, ...rest } = paymentUpdateSchema.parse(input);
  const { header } = await readDetail(companyId, paymentId, 'payment', 'Payment');
  if (rest.customerId !== header.customerId) throw new BadRequestError("A payment's customer cannot be changed; delete it and record it again", { customerId: "A payment's customer cannot be changed" });
  await save(companyId, null, header, { v: rest, version });
  return getPayment(companyId, paymentId);
}

export async function applyCredit(companyId: string, paymentId: string, input: ApplyCredit): Promise<Payment> {
  const v = applyCreditSchema.parse(input);
  const { header } = await readDetail(companyId, paymentId, 'payment', 'Payment');
  await save(companyId, null, header, null, { creditApps: v.applications.map((a) => ({ invoiceId: a.invoiceId, settleKobo: a.amountKobo })) });
  return getPayment(companyId, paymentId);
}

/** Deleting a payment gives every invoice back what it settled, and takes back its unused credit. */
export async function deletePayment(companyId: string, paymentId: string): Promise<void> {
  const { header } = await readDetail(companyId, paymentId, 'payment', 'Payment');
  await save(companyId, null, header, null);
}
