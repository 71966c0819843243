import { ratesUsed } from './tax-rates';
import { INVOICE_DEFAULT_PREFIX, INVOICE_NUMBER_DIGITS, OPEN_INVOICE_STATUSES } from '../../shared/constants';
import { lagosToday } from '../../shared/dates';
import type { Role } from '../../shared/roles';
import { formatNaira } from '../../shared/money';
import type { HistoryEntry, HistoryPage } from '../../shared/schemas/history';
import {
  dueDateFor,
  invoiceDisplayStatus,
  invoiceCreateSchema,
  invoiceUpdateSchema,
  type Invoice,
  type InvoiceCreateInput,
  type InvoiceDisplayStatus,
  type InvoiceListOptions,
  type InvoicePage,
  type InvoiceStatus,
  type InvoiceStatusChange,
  type InvoiceSummary,
  type InvoiceUpdate,
  type InvoiceValues,
  type SalespersonInput,
  type Salesperson,
  type SalespersonPage,
  salespersonInputSchema,
} from '../../shared/schemas/invoice';
import { db } from '../entities/table';
import { rethrowBadCursor } from '../lib/dynamo-errors';
import { BadRequestError, ConflictError, checked } from '../lib/errors';
import {
  composites,
  createDocument,
  filed,
  getDocument,
  limitReached,
  linesOf,
  nextNumber,
  readDetail,
  updateDocument,
  type Caller,
  type DocumentKind,
  type DocumentValues,
} from './documents/engine';
import { addComment, deleteDocument, listHistory, setStatus } from './documents/lifecycle';
import { assertMayUnissue } from './roles';
import { companyTotals, invoiceLimit } from './documents/balances';
import { voidRefusal } from '../../shared/invoice-rules';
import { listDocuments } from './documents/lists';
import { discountOf, figuresOf, historyItem, linesAsInput, newId, type Header, type Plan } from './documents/store';
import { documentPreferences } from './documents/preferences';
import { QUOTE } from './quotes';

/*
 * Invoices: the sales-document engine configured with the invoice series
 * (INV-000001), due dates from payment terms, and a balance. The stored status
 * is what the user set (draft, sent, void) or what payments made it
 * (partially_paid, paid); 'overdue' is a sent or partially paid invoice whose
 * due date (Lagos) has passed, kept filed by the deadline sweep. An invoice
 * owes its balance to its customer's receivables while sent or partly paid.
 */

const OPEN = OPEN_INVOICE_STATUSES;

/** The status payments give a non-draft, non-void invoice. */
export function paidStatus(totalKobo: number, settledKobo: number): InvoiceStatus {
  if (settledKobo <= 0) return totalKobo <= 0 ? 'paid' : 'sent';
  return settledKobo >= totalKobo ? 'paid' : 'partially_paid';
}

export const displayStatus = (h: Pick<Header, 'status' | 'dueDate'>, today = lagosToday()): InvoiceDisplayStatus => invoiceDisplayStatus(h.status, h.dueDate, today);

const TABS: Record<InvoiceStatus, string> = { draft: 'draft', sent: 'unpaid', partially_paid: 'unpaid', paid: 'paid', void: 'void' };

function toSummary(h: Header, today = lagosToday()): InvoiceSummary {
  return {
    invoiceId: h.documentId,
    invoiceNumber: h.number,
    ...(h.reference ? { orderNumber: h.reference } : {}),
    invoiceDate: h.issueDate,
    ...(h.dueDate ? { dueDate: h.dueDate } : {}),
    ...(h.paymentTerms ? { paymentTerms: h.paymentTerms } : {}),
    status: h.status as InvoiceStatus,
    displayStatus: displayStatus(h, today),
    customerId: h.customerId,
    customerName: h.customerName,
    ...(h.salespersonId ? { salespersonId: h.salespersonId, salespersonName: h.salespersonName } : {}),
    totalKobo: h.totalKobo,
    amountPaidKobo: h.amountPaidKobo ?? 0,
    whtKobo: h.whtKobo ?? 0,
    balanceDueKobo: h.balanceDueKobo ?? h.totalKobo,
    createdAt: h.createdAt,
  };
}

export const INVOICE: DocumentKind<Invoice> = {
  kind: 'invoice',
  Noun: 'Invoice',
  noun: 'invoice',
  prefix: INVOICE_DEFAULT_PREFIX,
  digits: INVOICE_NUMBER_DIGITS,
  numberField: 'invoiceNumber',
  limited: true,
  bills: true,
  file(h, today) {
    const phase = displayStatus(h, today);
    const timed = OPEN.includes(h.status) && phase !== 'overdue' && h.dueDate;
    return { phase, tab: TABS[h.status as InvoiceStatus] ?? 'draft', ...(timed ? { deadline: h.dueDate } : {}) };
  },
  owed(h, today) {
    const receivablesKobo = OPEN.includes(h.status) ? (h.balanceDueKobo ?? h.totalKobo) : 0;
    return { receivablesKobo, overdueKobo: displayStatus(h, today) === 'overdue' ? receivablesKobo : 0 };
  },
  settle(h) {
    const settled = (h.amountPaidKobo ?? 0) + (h.whtKobo ?? 0);
    const balanceDueKobo = h.totalKobo - settled;
    const status = h.status === 'draft' || h.status === 'void' ? h.status : paidStatus(h.totalKobo, settled);
    return { balanceDueKobo, status };
  },
  post: (h) => (h.status === 'draft' || h.status === 'void' ? null : { amountKobo: h.totalKobo }),
  toApi: (h, { blocks }, attachments) => ({
    ...toSummary(h),
    ...(h.subject ? { subject: h.subject } : {}),
    ...(h.customerEmail ? { customerEmail: h.customerEmail } : {}),
    ...(h.sourceId ? { quoteId: h.sourceId, quoteNumber: h.sourceNumber } : {}),
    recipients: h.recipients ?? [],
    payments: (h.payments ?? []).map((p) => ({ ...p })),
    ...figuresOf(h, blocks, attachments),
  }),
};

async function salespersonName(companyId: string, salespersonId: string | undefined): Promise<string | undefined> {
  if (!salespersonId) return undefined;
  const { data } = await db().entities.salesperson.get({ companyId, salespersonId }).go({ attributes: ['name'] });
  if (!data) throw new BadRequestError('This salesperson no longer exists', { salespersonId: 'Choose a salesperson from the list' });
  return data.name;
}

async function values(companyId: string, v: Omit<InvoiceValues, 'status'>, status: string): Promise<DocumentValues> {
  const dueDate = v.paymentTerms === 'custom' ? v.dueDate : (dueDateFor(v.invoiceDate, v.paymentTerms) ?? undefined);
  return {
    customerId: v.customerId,
    number: v.invoiceNumber,
    status,
    fields: {
      reference: v.orderNumber,
      issueDate: v.invoiceDate,
      dueDate,
      paymentTerms: v.paymentTerms,
      subject: v.subject,
      salespersonId: v.salespersonId,
      salespersonName: await salespersonName(companyId, v.salespersonId),
      recipients: v.recipients,
    },
    lines: v.lines,
    discount: v.discount,
    adjustmentKobo: v.adjustmentKobo,
    customerNotes: v.customerNotes,
    terms: v.terms,
    attachments: v.attachments,
  };
}

export const getInvoice = (companyId: string, invoiceId: string) => getDocument(INVOICE, companyId, invoiceId);

/** The number the form pre-fills, and whether the plan's limit refuses a new invoice already (the form says so as it opens). */
export async function nextInvoiceNumber(companyId: string): Promise<{ invoiceNumber: string; limitReached: string | null }> {
  const [invoiceNumber, limit, totals] = await Promise.all([nextNumber(INVOICE, companyId), invoiceLimit(companyId), companyTotals(companyId)]);
  return { invoiceNumber, limitReached: limit !== undefined && totals.invoiceCount >= limit ? limitReached(limit).message : null };
}

/** `carriedRates`: a clone's source rates, kept even if inactive now. */
export async function createInvoice(companyId: string, caller: Caller, input: InvoiceCreateInput, carriedRates?: Set<number>): Promise<Invoice> {
  const v = checked(invoiceCreateSchema, input, 'invoice');
  return createDocument(INVOICE, companyId, caller, await values(companyId, v, v.status), { history: v.status === 'sent' ? ['Invoice marked as sent'] : [], carriedRates });
}

/** Clone: a new draft with the same customer, lines and terms, today's date and the next number. */
export async function cloneInvoice(companyId: string, caller: Caller, invoiceId: string): Promise<Invoice> {
  const { header, blocks } = await readDetail(companyId, invoiceId, 'invoice', 'Invoice');
  return createInvoice(
    companyId,
    caller,
    { ...fromHeader(header, blocks), invoiceDate: lagosToday(), status: 'draft' },
    ratesUsed(linesOf(blocks).map((l) => l.taxRate)),
  );
}

function fromHeader(h: Header, blocks: Parameters<typeof linesOf>[0]) {
  const terms = h.paymentTerms ?? 'net_15';
  return {
    customerId: h.customerId,
    orderNumber: h.reference,
    paymentTerms: terms === 'custom' ? 'due_on_receipt' : terms,
    subject: h.subject,
    salespersonId: h.salespersonId,
    recipients: h.recipients ?? [],
    lines: linesAsInput(linesOf(blocks)),
    discount: discountOf(h),
    adjustmentKobo: h.adjustmentKobo ?? 0,
    customerNotes: h.customerNotes,
    terms: h.terms,
  } as const;
}

export async function updateInvoice(companyId: string, invoiceId: string, input: InvoiceUpdate): Promise<Invoice> {
  const { version, ...v } = invoiceUpdateSchema.parse(input);
  const { header } = await readDetail(companyId, invoiceId, 'invoice', 'Invoice');
  if (header.status === 'void') throw new ConflictError('A void invoice cannot be edited', 'invalid_transition');
  return updateDocument(INVOICE, companyId, invoiceId, { ...(await values(companyId, v, header.status)), version }, {
    text: 'Invoice details updated',
    check(current, next) {
      if (next.customerId !== current.customerId && (current.payments ?? []).length > 0) {
        throw new BadRequestError('An invoice with payments cannot move to another customer; delete its payments first', { customerId: 'This invoice has payments from its customer' });
      }
      const settled = (current.amountPaidKobo ?? 0) + (current.whtKobo ?? 0);
      if (next.totalKobo < settled) {
        throw new BadRequestError(`The total cannot be less than the ${formatNaira(settled)} already paid on this invoice`, { lines: `The total cannot be less than ${formatNaira(settled)} already paid` });
      }
    },
  });
}

export async function changeInvoiceStatus(companyId: string, invoiceId: string, change: InvoiceStatusChange, role: Role): Promise<Invoice> {
  return setStatus(INVOICE, companyId, invoiceId, (current) => {
    const from = current.status as InvoiceStatus;
    if (from === change.status) return null;
    if (change.status === 'void') assertMayUnissue(role, 'void an invoice');
    if (change.status === 'sent') {
      if (from !== 'draft') throw new ConflictError(`Only a draft invoice can be marked as sent; this one is ${from.replace('_', ' ')}`, 'invalid_transition');
      return { set: { status: INVOICE.settle!({ ...current, status: 'sent' }).status }, text: 'Invoice marked as sent' };
    }
    // Void: kept for the record, out of receivables; payments must be removed first (the page shows the same reason).
    const refused = voidRefusal(current);
    if (refused) throw new ConflictError(refused, 'has_payments');
    return { set: { status: 'void' }, text: 'Invoice voided', releases: true };
  });
}

/**
 * Only drafts are deleted; a sent invoice is voided instead, so its number
 * stays accounted for. Staff, who may not void either, are told so by role.
 */
export const deleteInvoice = (companyId: string, invoiceId: string, role: Role) =>
  deleteDocument(INVOICE, companyId, invoiceId, (h) => {
    if (h.status === 'draft') return;
    assertMayUnissue(role, 'delete an invoice that is no longer a draft');
    throw new ConflictError('Only draft invoices can be deleted; void a sent invoice instead', 'invalid_transition');
  });

/**
 * Convert to Invoice: a draft invoice with the quote's customer, lines,
 * discount, notes and terms, created in the same transaction that marks the
 * quote invoiced (conditional on the quote's version) and links both ways.
 */
export async function convertQuote(companyId: string, caller: Caller, quoteId: string): Promise<Invoice> {
  const { header: quote, blocks } = await readDetail(companyId, quoteId, 'quote', 'Quote');
  if (quote.status === 'invoiced') throw new ConflictError(`This quote was already converted to invoice ${quote.convertedNumber ?? ''}`.trim(), 'invalid_transition');
  if (quote.status === 'declined') throw new ConflictError('A declined quote cannot be converted to an invoice', 'invalid_transition');
  const { data: customer } = await db().entities.customer.get({ companyId, customerId: quote.customerId }).go({ attributes: ['paymentTerms'] });
  const today = lagosToday();
  const v = checked(invoiceCreateSchema, {
    ...fromHeader(quote, blocks),
    orderNumber: quote.reference,
    paymentTerms: customer?.paymentTerms && customer.paymentTerms !== 'custom' ? customer.paymentTerms : (await documentPreferences(companyId)).paymentTerms,
    invoiceDate: today,
    status: 'draft',
  }, 'invoice');
  const version = quote.version ?? 0;
  return createDocument(INVOICE, companyId, caller, await values(companyId, v, 'draft'), {
    history: [`Converted from quote ${quote.number}`],
    carriedRates: ratesUsed(linesOf(blocks).map((l) => l.taxRate)),
    extra(plan: Plan, documentId: string, number: string) {
      const next = { ...quote, status: 'invoiced' };
      plan.add('source', (tx) =>
        tx.salesDocument
          .patch({ companyId, documentId: quoteId })
          .set({ status: 'invoiced', ...filed(QUOTE, next as Header, today), convertedId: documentId, convertedNumber: number, version: version + 1, updatedAt: new Date().toISOString() })
          .composite(composites(quote))
          .where((a, op) => op.eq(a.version, version))
          .commit(),
      );
      plan.add('history', (tx) => tx.documentHistory.create(historyItem(companyId, quoteId, `Converted to invoice ${number}`)).commit());
    },
    sourceOf: { id: quoteId, number: quote.number },
  });
}

export async function listInvoices(companyId: string, q: InvoiceListOptions): Promise<InvoicePage> {
  const tab = q.tab === 'all' ? undefined : q.tab;
  // Issued is no one status: every tab but draft and void, as a condition.
  const issued = q.status === 'issued';
  const page = await listDocuments(INVOICE, companyId, { ...q, tab, phase: issued ? undefined : q.status, ...(issued ? { notTabs: ['draft', 'void'] } : {}) });
  const today = lagosToday();
  return { items: page.items.map((h) => toSummary(h, today)), cursor: page.cursor };
}

export const listInvoiceHistory = (companyId: string, invoiceId: string, opts: { limit: number; cursor?: string }): Promise<HistoryPage> =>
  listHistory(INVOICE, companyId, invoiceId, opts);

export const addInvoiceComment = (companyId: string, invoiceId: string, caller: Caller, input: { text: string }): Promise<HistoryEntry> =>
  addComment(INVOICE, companyId, invoiceId, caller, input.text);

// ---------------------------------------------------------------- salespeople

export async function listSalespeople(companyId: string, opts: { limit: number; cursor?: string }): Promise<SalespersonPage> {
  try {
    const result = await db().entities.salesperson.query.byCompany({ companyId }).go({ limit: opts.limit, cursor: opts.cursor ?? null });
    return { items: result.data.map((s) => ({ salespersonId: s.salespersonId, name: s.name, ...(s.email ? { email: s.email } : {}) })), cursor: result.cursor };
  } catch (error) {
    rethrowBadCursor(error);
  }
}

export async function addSalesperson(companyId: string, input: SalespersonInput): Promise<Salesperson> {
  const v = salespersonInputSchema.parse(input);
  const item = { companyId, salespersonId: newId(), name: v.name, ...(v.email ? { email: v.email } : {}), createdAt: new Date().toISOString() };
  await db().entities.salesperson.create(item).go();
  return { salespersonId: item.salespersonId, name: item.name, ...(v.email ? { email: v.email } : {}) };
}
