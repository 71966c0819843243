import { idParam, pageQuery } from '../../shared/schemas/common';
import { commentInputSchema, historyEntrySchema, historyPageSchema } from '../../shared/schemas/history';
import {
  applyCreditSchema,
  nextPaymentNumberSchema,
  openInvoicePageSchema,
  paymentInputSchema,
  paymentListQuerySchema,
  paymentPageSchema,
  paymentSchema,
  paymentUpdateSchema,
} from '../../shared/schemas/payment';
import { domainHandler, route } from '../lib/http';
import * as payments from '../services/payments';
import * as reads from '../services/payment-kind';

export const listPayments = route('listPayments', { query: paymentListQuerySchema, response: paymentPageSchema }, ({ caller, query }) => reads.listPayments(caller.companyId, query));
export const nextPaymentNumber = route('nextPaymentNumber', { response: nextPaymentNumberSchema }, ({ caller }) => reads.nextPaymentNumber(caller.companyId));
/** A retried record or credit's answer: the payment as it is now. */
const readPayment = (caller: { companyId: string }, id: string) => reads.getPayment(caller.companyId, id);

export const recordPayment = route('recordPayment', { body: paymentInputSchema, status: 201, response: paymentSchema, replay: readPayment }, ({ caller, body }) => payments.recordPayment(caller.companyId, caller, body));
export const getPayment = route('getPayment', { params: idParam, response: paymentSchema }, ({ caller, params }) => reads.getPayment(caller.companyId, params.id));
export const updatePayment = route('updatePayment', { params: idParam, body: paymentUpdateSchema, response: paymentSchema }, ({ caller, params, body }) =>
  payments.updatePayment(caller.companyId, params.id, body),
);
export const deletePayment = route('deletePayment', { params: idParam, status: 204 }, ({ caller, params }) => payments.deletePayment(caller.companyId, params.id));
export const applyCredit = route('applyCredit', { params: idParam, body: applyCreditSchema, response: paymentSchema, replay: readPayment }, ({ caller, params, body }) => payments.applyCredit(caller.companyId, params.id, body));
export const listPaymentHistory = route('listPaymentHistory', { params: idParam, query: pageQuery.strict(), response: historyPageSchema }, ({ caller, params, query }) =>
  reads.listPaymentHistory(caller.companyId, params.id, query),
);
export const addPaymentComment = route('addPaymentComment', { params: idParam, body: commentInputSchema, status: 201, response: historyEntrySchema }, ({ caller, params, body }) =>
  reads.addPaymentComment(caller.companyId, params.id, caller, body),
);
export const listOpenInvoices = route('listOpenInvoices', { params: idParam, query: pageQuery.strict(), response: openInvoicePageSchema }, ({ caller, params, query }) =>
  reads.listOpenInvoices(caller.companyId, params.id, query),
);

export const handler = domainHandler('payments', {
  listPayments,
  nextPaymentNumber,
  recordPayment,
  getPayment,
  updatePayment,
  deletePayment,
  applyCredit,
  listPaymentHistory,
  addPaymentComment,
  listOpenInvoices,
});
