import type { z } from 'zod';
import type { HistoryEntry, HistoryPage } from '../../../shared/schemas/customer';
import type { nextQuoteNumberSchema, Quote, QuoteCreateInput, QuoteListQuery, QuotePage, QuoteUpdate, StatusChange } from '../../../shared/schemas/quote';
import type { Invoice } from '../../../shared/schemas/invoice';
import { api } from './client';

const quotePath = (id: string) => `/quotes/${encodeURIComponent(id)}`;

/** Newest first, a page at a time; `status` is a tab (default draft) or 'all'. */
export const listQuotes = (q: Omit<QuoteListQuery, 'limit' | 'minTotalKobo' | 'maxTotalKobo'> & { limit?: number; minTotalKobo?: number; maxTotalKobo?: number }) =>
  api<QuotePage>('/quotes', { query: q });
/** The number the series gives next (to pre-fill the form; the server assigns it when the form leaves it as is). */
export const nextQuoteNumber = () => api<z.output<typeof nextQuoteNumberSchema>>('/quotes/next-number');
export const getQuote = (id: string) => api<Quote>(quotePath(id));
/** Leave `quoteNumber` out for the next number of the series; 409 with fields.quoteNumber when a typed one is taken. */
export const createQuote = (input: QuoteCreateInput) => api<Quote>('/quotes', { method: 'POST', body: input });
/** Full replace of every field and line; with `version`, 409 when someone else saved the quote since it was loaded. */
export const updateQuote = (id: string, input: QuoteUpdate) => api<Quote>(quotePath(id), { method: 'PUT', body: input });
export const deleteQuote = (id: string) => api<undefined>(quotePath(id), { method: 'DELETE' });
/** 409 with the reason when the state machine does not allow it. */
export const changeQuoteStatus = (id: string, status: StatusChange['status']) =>
  api<Quote>(`${quotePath(id)}/status`, { method: 'POST', body: { status } });
/** A new draft with the same customer and lines and the next number. */
export const cloneQuote = (id: string) => api<Quote>(`${quotePath(id)}/clone`, { method: 'POST' });
export const listQuoteHistory = (id: string, cursor?: string) => api<HistoryPage>(`${quotePath(id)}/history`, { query: { cursor } });
export const addQuoteComment = (id: string, text: string) => api<HistoryEntry>(`${quotePath(id)}/comments`, { method: 'POST', body: { text } });
/** A draft invoice made from the quote (409 for a declined or already invoiced quote); the quote becomes 'invoiced'. */
export const convertQuote = (id: string) => api<Invoice>(`${quotePath(id)}/convert`, { method: 'POST' });
