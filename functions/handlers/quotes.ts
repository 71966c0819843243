import { DOCUMENT_MAX_BODY_BYTES } from '../../shared/constants';
import { pageQuery } from '../../shared/schemas/common';
import { historyEntrySchema, historyPageSchema } from '../../shared/schemas/history';
import {
  nextQuoteNumberSchema,
  quoteCommentSchema,
  quoteCreateSchema,
  quoteListQuerySchema,
  quotePageSchema,
  quoteParams,
  quoteSchema,
  quoteUpdateSchema,
  statusChangeSchema,
} from '../../shared/schemas/quote';
import { domainHandler, route } from '../lib/http';
import * as quotes from '../services/quotes';

export const listQuotes = route('listQuotes', { query: quoteListQuerySchema, response: quotePageSchema }, ({ caller, query }) => quotes.listQuotes(caller.companyId, query));

export const nextQuoteNumber = route('nextQuoteNumber', { response: nextQuoteNumberSchema }, ({ caller }) => quotes.nextQuoteNumber(caller.companyId));

/** A retried create's answer: the quote its first try made. */
const readQuote = (caller: { companyId: string }, id: string) => quotes.getQuote(caller.companyId, id);

export const createQuote = route('createQuote', { body: quoteCreateSchema, status: 201, maxBodyBytes: DOCUMENT_MAX_BODY_BYTES, response: quoteSchema, replay: readQuote }, ({ caller, body }) =>
  quotes.createQuote(caller.companyId, caller, body),
);

export const getQuote = route('getQuote', { params: quoteParams, response: quoteSchema }, ({ caller, params }) => quotes.getQuote(caller.companyId, params.id));

export const updateQuote = route('updateQuote', { params: quoteParams, body: quoteUpdateSchema, maxBodyBytes: DOCUMENT_MAX_BODY_BYTES, response: quoteSchema }, ({ caller, params, body }) =>
  quotes.updateQuote(caller.companyId, params.id, body),
);

export const deleteQuote = route('deleteQuote', { params: quoteParams, status: 204 }, ({ caller, params }) =>
  quotes.deleteQuote(caller.companyId, params.id, caller.role),
);

export const changeQuoteStatus = route('changeQuoteStatus', { params: quoteParams, body: statusChangeSchema, response: quoteSchema }, ({ caller, params, body }) =>
  quotes.changeQuoteStatus(caller.companyId, params.id, body, caller.role),
);

export const cloneQuote = route('cloneQuote', { params: quoteParams, status: 201, response: quoteSchema, replay: readQuote }, ({ caller, params }) =>
  quotes.cloneQuote(caller.companyId, caller, params.id),
);

export const listQuoteHistory = route('listQuoteHistory', { params: quoteParams, query: pageQuery.strict(), response: historyPageSchema }, ({ caller, params, query }) =>
  quotes.listQuoteHistory(caller.companyId, params.id, query),
);

export const addQuoteComment = route('addQuoteComment', { params: quoteParams, body: quoteCommentSchema, status: 201, response: historyEntrySchema }, ({ caller, params, body }) =>
  quotes.addQuoteComment(caller.companyId, params.id, caller, body),
);

export const handler = domainHandler('quotes', {
  listQuotes,
  nextQuoteNumber,
  createQuote,
  getQuote,
  updateQuote,
  deleteQuote,
  changeQuoteStatus,
  cloneQuote,
  listQuoteHistory,
  addQuoteComment,
});
