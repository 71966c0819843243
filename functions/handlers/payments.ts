import { idParam, pageQuery } from '../../shared/schemas/common';
import { commentInputSchema } from '../../shared/schemas/history';
import { applyCreditSchema, paymentInputSchema, paymentListQuerySchema, paymentUpdateSchema } from '../../shared/schemas/payment';
import { domainHandler, route } from '../lib/http';
import * as payments from '../services/payments';

export const listPayments = route('listPayments', { query: paymentListQuerySchema }, ({ caller, query }) => payments.listPayments(caller.companyId, query));
export const nextPaymentNumber = route('nextPaymentNumber', {}, ({ caller }) => payments.nextPaymentNumber(caller.companyId));
export const recordPayment = route('recordPayment', { body: paymentInputSchema, status: 201 }, ({ caller, body }) => payments.recordPayment(caller.companyId, caller, body));
export const getPayment = route('getPayment', { params: idParam }, ({ caller, params }) => payments.getPayment(caller.companyId, params.id));
export const updatePayment = route('updatePayment', { params: idParam, body: paymentUpdateSchema }, ({ caller, params, body }) =>
  payments.updatePayment(caller.companyId, params.id, body),
);
export const deletePayment = route('deletePayment', { params: idParam, status: 204 }, ({ caller, params }) => payments.deletePayment(caller.companyId, params.id));
export const applyCredit = route('applyCredit', { params: idParam, body: applyCreditSchema }, ({ caller, params, body }) => payments.applyCredit(caller.companyId, params.id, body));
export const listPaymentHistory = route('listPaymentHistory', { params: idParam, query: pageQuery.strict() }, ({ caller, params, query }) =>
  payments.listPaymentHistory(caller.companyId, params.id, query),
);
export const addPaymentComment = route('addPaymentComment', { params: idParam, body: commentInputSchema, status: 201 }, ({ caller, params, body }) =>
  payments.addPaymentComment(caller.companyId, params.id, caller, body),
);
export const listOpenInvoices = route('listOpenInvoices', { params: idParam, query: pageQuery.strict() }, ({ caller, params, query }) =>
  payments.listOpenInvoices(caller.companyId, params.id, query),
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
