import { DOCUMENT_MAX_BODY_BYTES } from '../../shared/constants';
import { idParam, pageQuery } from '../../shared/schemas/common';
import { commentInputSchema, historyEntrySchema, historyPageSchema } from '../../shared/schemas/history';
import { nextReceiptNumberSchema, salesReceiptInputSchema, salesReceiptListQuerySchema, salesReceiptPageSchema, salesReceiptSchema } from '../../shared/schemas/sales-receipt';
import { domainHandler, route } from '../lib/http';
import * as receipts from '../services/sales-receipts';

export const listSalesReceipts = route('listSalesReceipts', { query: salesReceiptListQuerySchema, response: salesReceiptPageSchema }, ({ caller, query }) => receipts.listSalesReceipts(caller.companyId, query));
export const nextReceiptNumber = route('nextReceiptNumber', { response: nextReceiptNumberSchema }, ({ caller }) => receipts.nextReceiptNumber(caller.companyId));
export const createSalesReceipt = route('createSalesReceipt', { body: salesReceiptInputSchema, status: 201, maxBodyBytes: DOCUMENT_MAX_BODY_BYTES, response: salesReceiptSchema, replay: (caller, id) => receipts.getSalesReceipt(caller.companyId, id) }, ({ caller, body }) =>
  receipts.createSalesReceipt(caller.companyId, caller, body),
);
export const getSalesReceipt = route('getSalesReceipt', { params: idParam, response: salesReceiptSchema }, ({ caller, params }) => receipts.getSalesReceipt(caller.companyId, params.id));
export const deleteSalesReceipt = route('deleteSalesReceipt', { params: idParam, status: 204 }, ({ caller, params }) => receipts.deleteSalesReceipt(caller.companyId, params.id));
export const listSalesReceiptHistory = route('listSalesReceiptHistory', { params: idParam, query: pageQuery.strict(), response: historyPageSchema }, ({ caller, params, query }) =>
  receipts.listSalesReceiptHistory(caller.companyId, params.id, query),
);
export const addSalesReceiptComment = route('addSalesReceiptComment', { params: idParam, body: commentInputSchema, status: 201, response: historyEntrySchema }, ({ caller, params, body }) =>
  receipts.addSalesReceiptComment(caller.companyId, params.id, caller, body),
);

export const handler = domainHandler('salesreceipts', {
  listSalesReceipts,
  nextReceiptNumber,
  createSalesReceipt,
  getSalesReceipt,
  deleteSalesReceipt,
  listSalesReceiptHistory,
  addSalesReceiptComment,
});
