import { noContentSchema } from '../../../shared/schemas/common';
import { historyEntrySchema, historyPageSchema } from '../../../shared/schemas/customer';
import { nextQuoteNumberSchema, quotePageSchema, quoteSchema, type QuoteCreateInput, type QuoteListQuery, type QuoteUpdate, type StatusChange } from '../../../shared/schemas/quote';
import { invoiceSchema } from '../../../shared/schemas/invoice';
import { api } from './client';

const quotePath = (id: string) => `/quotes/${encodeURIComponent(id)}`;

/** Newest first, a page at a time; `status` is a tab (default draft) or 'all'. */
export const listQuotes = (q: Omit<QuoteListQuery, 'limit' | 'minTotalKobo' | 'maxTotalKobo'> & { limit?: number; minTotalKobo?: number; maxTotalKobo?: number }) =>
  api('/quotes', quotePageSchema, { query: q });
/** The number the series gives next (to pre-fill the form; the server assigns it when the form leaves it as is). */
export const nextQuoteNumber = () => api('/quotes/next-number', nextQuoteNumberSchema);
export const getQuote = (id: string) => api(quotePath(id), quoteSchema);
/** Leave `quoteNumber` out for the next number of the series; 409 with fields.quoteNumber when a typed one is taken. */
export const createQuote = (input: QuoteCreateInput) => api('/quotes', quoteSchema, { method: 'POST', body: input });
/** Full replace of every field and line; with `version`, 409 when someone else saved the quote since it was loaded. */
export const updateQuote = (id: string, input: QuoteUpdate) => api(quotePath(id), quoteSchema, { method: 'PUT', body: input });
export const deleteQuote = (id: string) => api(quotePath(id), noContentSchema, { method: 'DELETE' });
/** 409 with the reason when the state machine does not allow it. */
export const changeQuoteStatus = (id: string, status: StatusChange['status']) =>
  api(`${quotePath(id)}/status`, quoteSchema, { method: 'POST', body: { status } });
/** A new draft with the same customer and lines and the next number. */
export const cloneQuote = (id: string) => api(`${quotePath(id)}/clone`, quoteSchema, { method: 'POST' });
export const listQuoteHistory = (id: string, cursor?: string) => api(`${quotePath(id)}/history`, historyPageSchema, { query: { cursor } });
export const addQuoteComment = (id: string, text: string) => api(`${quotePath(id)}/comments`, historyEntrySchema, { method: 'POST', body: { text } });
/** A draft invoice made from the quote (409 for a declined or already invoiced quote); the quote becomes 'invoiced'. */
export const convertQuote = (id: string) => api(`${quotePath(id)}/convert`, invoiceSchema, { method: 'POST' });
