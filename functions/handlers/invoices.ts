import { DOCUMENT_MAX_BODY_BYTES } from '../../shared/constants';
import { idParam, pageQuery } from '../../shared/schemas/common';
import { commentInputSchema, historyEntrySchema, historyPageSchema } from '../../shared/schemas/history';
import {
  invoiceCreateSchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSchema,
  invoiceStatusChangeSchema,
  invoiceUpdateSchema,
  nextInvoiceNumberSchema,
  salespersonInputSchema,
  salespersonPageSchema,
  salespersonSchema,
} from '../../shared/schemas/invoice';
import { domainHandler, route } from '../lib/http';
import * as invoices from '../services/invoices';

const big = { maxBodyBytes: DOCUMENT_MAX_BODY_BYTES };

export const listInvoices = route('listInvoices', { query: invoiceListQuerySchema, response: invoicePageSchema }, ({ caller, query }) => invoices.listInvoices(caller.companyId, query));
export const nextInvoiceNumber = route('nextInvoiceNumber', { response: nextInvoiceNumberSchema }, ({ caller }) => invoices.nextInvoiceNumber(caller.companyId));
/** A retried create's answer: the invoice its first try made. */
const readInvoice = (caller: { companyId: string }, id: string) => invoices.getInvoice(caller.companyId, id);

export const createInvoice = route('createInvoice', { body: invoiceCreateSchema, status: 201, ...big, response: invoiceSchema, replay: readInvoice }, ({ caller, body }) => invoices.createInvoice(caller.companyId, caller, body));
export const getInvoice = route('getInvoice', { params: idParam, response: invoiceSchema }, ({ caller, params }) => invoices.getInvoice(caller.companyId, params.id));
export const updateInvoice = route('updateInvoice', { params: idParam, body: invoiceUpdateSchema, ...big, response: invoiceSchema }, ({ caller, params, body }) =>
  invoices.updateInvoice(caller.companyId, params.id, body),
);
export const deleteInvoice = route('deleteInvoice', { params: idParam, status: 204 }, ({ caller, params }) => invoices.deleteInvoice(caller.companyId, params.id, caller.role));
export const changeInvoiceStatus = route('changeInvoiceStatus', { params: idParam, body: invoiceStatusChangeSchema, response: invoiceSchema }, ({ caller, params, body }) =>
  invoices.changeInvoiceStatus(caller.companyId, params.id, body, caller.role),
);
export const cloneInvoice = route('cloneInvoice', { params: idParam, status: 201, response: invoiceSchema, replay: readInvoice }, ({ caller, params }) => invoices.cloneInvoice(caller.companyId, caller, params.id));
export const convertQuote = route('convertQuote', { params: idParam, status: 201, response: invoiceSchema, replay: readInvoice }, ({ caller, params }) => invoices.convertQuote(caller.companyId, caller, params.id));
export const listInvoiceHistory = route('listInvoiceHistory', { params: idParam, query: pageQuery.strict(), response: historyPageSchema }, ({ caller, params, query }) =>
  invoices.listInvoiceHistory(caller.companyId, params.id, query),
);
export const addInvoiceComment = route('addInvoiceComment', { params: idParam, body: commentInputSchema, status: 201, response: historyEntrySchema }, ({ caller, params, body }) =>
  invoices.addInvoiceComment(caller.companyId, params.id, caller, body),
);
export const listSalespeople = route('listSalespeople', { query: pageQuery.strict(), response: salespersonPageSchema }, ({ caller, query }) => invoices.listSalespeople(caller.companyId, query));
export const addSalesperson = route('addSalesperson', { body: salespersonInputSchema, status: 201, response: salespersonSchema }, ({ caller, body }) => invoices.addSalesperson(caller.companyId, body));

export const handler = domainHandler('invoices', {
  listInvoices,
  nextInvoiceNumber,
  createInvoice,
  getInvoice,
  updateInvoice,
  deleteInvoice,
  changeInvoiceStatus,
  cloneInvoice,
  convertQuote,
  listInvoiceHistory,
  addInvoiceComment,
  listSalespeople,
  addSalesperson,
});
