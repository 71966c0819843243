import { ratesUsed } from './tax-rates';
import { DOCUMENT_NUMBER_DIGITS, QUOTE_DEFAULT_EXPIRY_DAYS, QUOTE_DEFAULT_PREFIX } from '../../shared/constants';
import { addDaysIso, lagosToday } from '../../shared/dates';
import type { Role } from '../../shared/roles';
import type { HistoryEntry, HistoryPage } from '../../shared/schemas/history';
import {
  displayStatus,
  quoteCreateSchema,
  quoteUpdateSchema,
  type Quote,
  type QuoteCreateInput,
  type QuotePage,
  type QuoteStatus,
  type QuoteSummary,
  type QuoteUpdate,
  type QuoteValues,
  type StatusChange,
} from '../../shared/schemas/quote';
import { ConflictError, checked } from '../lib/errors';
import {
  createDocument,
  getDocument,
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
import { listDocuments, type ListFilters } from './documents/lists';
import { discountOf, figuresOf, linesAsInput, type Header } from './documents/store';
import { formatNumber as format } from './documents/numbering';
import { documentPreferences } from './documents/preferences';

/*
 * Quotes: the sales-document engine configured with the quote series
 * (QT-00001), the spec's status machine, and expiry: a draft or sent quote
 * whose expiry date has passed shows, and is listed, as expired.
 */

export { lagosToday, displayStatus };

/** A quote's expiry date: the company's validity (Settings > Preferences) after its date. */
export function defaultExpiry(quoteDate: string, validityDays = QUOTE_DEFAULT_EXPIRY_DAYS): string {
  return addDaysIso(quoteDate, validityDays);
}

export const formatNumber = (prefix: string, n: number) => format(prefix, n, DOCUMENT_NUMBER_DIGITS);

function toSummary(h: Header): QuoteSummary {
  const status = h.status as QuoteStatus;
  return {
    quoteId: h.documentId,
    quoteNumber: h.number,
    ...(h.reference ? { reference: h.reference } : {}),
    quoteDate: h.issueDate,
    ...(h.expiryDate ? { expiryDate: h.expiryDate } : {}),
    status,
    displayStatus: displayStatus(status, h.expiryDate),
    customerId: h.customerId,
    customerName: h.customerName,
    totalKobo: h.totalKobo,
    createdAt: h.createdAt,
    ...(h.convertedId ? { invoiceId: h.convertedId, invoiceNumber: h.convertedNumber } : {}),
  };
}

export const QUOTE: DocumentKind<Quote> = {
  kind: 'quote',
  Noun: 'Quote',
  noun: 'quote',
  prefix: QUOTE_DEFAULT_PREFIX,
  digits: DOCUMENT_NUMBER_DIGITS,
  numberField: 'quoteNumber',
  file(h, today) {
    const phase = displayStatus(h.status as QuoteStatus, h.expiryDate, today);
    const timed = phase === 'draft' || phase === 'sent';
    // Expires the day after the expiry date: the sweep moves it once that day is past.
    return { phase, tab: phase, ...(timed && h.expiryDate ? { deadline: h.expiryDate } : {}) };
  },
  owed: () => ({ receivablesKobo: 0, overdueKobo: 0 }),
  toApi: (h, { blocks }, attachments) => ({
    ...toSummary(h),
    ...(h.subject ? { subject: h.subject } : {}),
    ...(h.customerEmail ? { customerEmail: h.customerEmail } : {}),
    ...figuresOf(h, blocks, attachments),
  }),
};

function values(v: QuoteValues, status: string): DocumentValues {
  return {
    customerId: v.customerId,
    number: v.quoteNumber,
    status,
    fields: { reference: v.reference, issueDate: v.quoteDate, expiryDate: v.expiryDate, subject: v.subject },
    lines: v.lines,
    discount: v.discount,
    adjustmentKobo: v.adjustmentKobo,
    customerNotes: v.customerNotes,
    terms: v.terms,
    attachments: v.attachments,
  };
}

export const getQuote = (companyId: string, quoteId: string) => getDocument(QUOTE, companyId, quoteId);

export async function nextQuoteNumber(companyId: string): Promise<{ quoteNumber: string }> {
  return { quoteNumber: await nextNumber(QUOTE, companyId) };
}

/** `carriedRates`: a clone's source rates, kept even if inactive now. */
export async function createQuote(companyId: string, caller: Caller, input: QuoteCreateInput, carriedRates?: Set<number>): Promise<Quote> {
  const v = checked(quoteCreateSchema, input, 'quote');
  return createDocument(QUOTE, companyId, caller, values(v, v.status), { history: v.status === 'sent' ? ['Quote marked as sent'] : [], carriedRates });
}

/** Clone: a new draft with the same customer, lines, discount, notes and terms, today's date and the next number. */
export async function cloneQuote(companyId: string, caller: Caller, quoteId: string): Promise<Quote> {
  const [{ header, blocks }, prefs] = await Promise.all([readDetail(companyId, quoteId, 'quote', 'Quote'), documentPreferences(companyId)]);
  const today = lagosToday();
  return createQuote(
    companyId,
    caller,
    {
      customerId: header.customerId,
      reference: header.reference,
      quoteDate: today,
      expiryDate: defaultExpiry(today, prefs.quoteValidityDays),
      subject: header.subject,
      lines: linesAsInput(linesOf(blocks)),
      discount: discountOf(header),
      adjustmentKobo: header.adjustmentKobo ?? 0,
      customerNotes: header.customerNotes,
      terms: header.terms,
      status: 'draft',
    },
    ratesUsed(linesOf(blocks).map((l) => l.taxRate)),
  );
}

export async function updateQuote(companyId: string, quoteId: string, input: QuoteUpdate): Promise<Quote> {
  const { version, ...v } = quoteUpdateSchema.parse(input);
  const { header } = await readDetail(companyId, quoteId, 'quote', 'Quote');
  return updateDocument(QUOTE, companyId, quoteId, { ...values(v, header.status), version }, { text: 'Quote details updated' });
}

/** The spec's state machine (any -> sent; sent -> accepted or draft; accepted -> draft), plus declined. */
const ALLOWED_FROM: Record<StatusChange['status'], readonly QuoteStatus[]> = {
  sent: ['draft', 'accepted', 'declined'],
  accepted: ['sent'],
  declined: ['sent'],
  draft: ['sent', 'accepted', 'declined'],
};
const STATUS_TEXT: Record<StatusChange['status'], string> = {
  sent: 'Quote marked as sent',
  accepted: 'Quote marked as accepted',
  declined: 'Quote marked as declined',
  draft: 'Quote reverted to draft',
};
const VERB: Record<StatusChange['status'], string> = {
  sent: 'marked as sent',
  accepted: 'marked as accepted',
  declined: 'marked as declined',
  draft: 'reverted to draft',
};

/** `by`: the member's role, or the customer answering through a share link (who never reverts to draft). */
/** A customer's answer that finds the quote answered already (the same answer too): what a repeat is told. */
export const quoteClosed = (status: string) =>
  new ConflictError(status === 'expired' ? 'This quote has expired. Ask for a new one.' : `This quote is already ${status}.`, 'quote_closed');

/**
 * `customer`: the customer's answer on the share link, one decision however many are sent at
 * once: only a quote still open to an answer takes it, judged in the write's condition, and
 * its one history entry is the customer's `said` text.
 */
export async function changeQuoteStatus(companyId: string, quoteId: string, change: StatusChange, by: Role | 'customer', said?: string): Promise<Quote> {
  return setStatus(QUOTE, companyId, quoteId, (current) => {
    const from = current.status as QuoteStatus;
    if (by === 'customer') {
      if (from !== 'draft' && from !== 'sent') throw quoteClosed(from);
    } else if (from === change.status) return null;
    if (change.status === 'draft') assertMayUnissue(by, 'revert a quote to draft');
    if (!ALLOWED_FROM[change.status].includes(from)) {
      throw new ConflictError(`A${from === 'accepted' || from === 'invoiced' ? 'n' : ''} ${from} quote cannot be ${VERB[change.status]}`, 'invalid_transition');
    }
    if (by === 'customer') return { set: { status: change.status }, text: said ?? STATUS_TEXT[change.status], author: 'Customer', decides: true };
    return { set: { status: change.status }, text: STATUS_TEXT[change.status] };
  });
}

export const deleteQuote = (companyId: string, quoteId: string, role: Role) =>
  deleteDocument(QUOTE, companyId, quoteId, (h) => {
    if (h.status !== 'draft') assertMayUnissue(role, 'delete a quote that is no longer a draft');
  });

export interface QuoteListOptions extends ListFilters {
  status: QuoteSummary['displayStatus'] | 'all';
  limit: number;
  cursor?: string;
}

/** Newest first, a page at a time: a status tab is one key range (lists.ts). */
export async function listQuotes(companyId: string, opts: QuoteListOptions): Promise<QuotePage> {
  const page = await listDocuments(QUOTE, companyId, { ...opts, tab: opts.status === 'all' ? undefined : opts.status });
  return { items: page.items.map(toSummary), cursor: page.cursor };
}

export const listQuoteHistory = (companyId: string, quoteId: string, opts: { limit: number; cursor?: string }): Promise<HistoryPage> =>
  listHistory(QUOTE, companyId, quoteId, opts);

export const addQuoteComment = (companyId: string, quoteId: string, caller: Caller, input: { text: string }): Promise<HistoryEntry> =>
  addComment(QUOTE, companyId, quoteId, caller, input.text);
