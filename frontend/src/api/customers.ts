import {
  addressSchema,
  contactSchema,
  customerDetailSchema,
  customerExportPageSchema,
  customerPageSchema,
  customerTransactionPageSchema,
  historyEntrySchema,
  historyPageSchema,
  type AddressInput,
  type AddressType,
  type CommentInput,
  type ContactInput,
  type CustomerCreateInput,
  type CustomerDetailsInput,
  type CustomerListQuery,
} from '../../../shared/schemas/customer';
import { importResultSchema, type ImportBatch } from '../../../shared/schemas/import';
import { statementSchema, type StatementEmailInput } from '../../../shared/schemas/statement';
import { emailSentSchema } from '../../../shared/schemas/email';
import { noContentSchema } from '../../../shared/schemas/common';
import { pdfLinkSchema } from '../../../shared/schemas/pdf-template';
import { api } from './client';

const customerPath = (id: string) => `/customers/${encodeURIComponent(id)}`;

export const listCustomers = (q: Omit<CustomerListQuery, 'limit'> & { limit?: number }) =>
  api('/customers', customerPageSchema, { query: q });
/** The customer with its addresses (billing first) and contact persons (primary first). */
export const getCustomer = (id: string) => api(customerPath(id), customerDetailSchema);
export const createCustomer = (input: CustomerCreateInput) =>
  api('/customers', customerDetailSchema, { method: 'POST', body: input });
/** Full replace of the editable fields; 409 when someone else changed the customer meanwhile. */
export const updateCustomer = (id: string, input: CustomerDetailsInput) =>
  api(customerPath(id), customerDetailSchema, { method: 'PUT', body: input });
/** 409 (with the server's message) while the customer has transactions. */
export const deleteCustomer = (id: string) => api(customerPath(id), noContentSchema, { method: 'DELETE' });
export const archiveCustomer = (id: string) => api(`${customerPath(id)}/archive`, customerDetailSchema, { method: 'POST' });
export const reactivateCustomer = (id: string) =>
  api(`${customerPath(id)}/reactivate`, customerDetailSchema, { method: 'POST' });

export const saveAddress = (id: string, type: AddressType, input: AddressInput) =>
  api(`${customerPath(id)}/addresses/${type}`, addressSchema, { method: 'PUT', body: input });
export const deleteAddress = (id: string, type: AddressType) =>
  api(`${customerPath(id)}/addresses/${type}`, noContentSchema, { method: 'DELETE' });

export const addContact = (id: string, input: ContactInput) =>
  api(`${customerPath(id)}/contacts`, contactSchema, { method: 'POST', body: input });
export const deleteContact = (id: string, contactId: string) =>
  api(`${customerPath(id)}/contacts/${encodeURIComponent(contactId)}`, noContentSchema, { method: 'DELETE' });
export const makePrimaryContact = (id: string, contactId: string) =>
  api(`${customerPath(id)}/contacts/${encodeURIComponent(contactId)}/primary`, customerDetailSchema, { method: 'POST' });

/** The customer's quotes, invoices, sales receipts and payments, newest first. */
export const listTransactions = (id: string, cursor?: string) =>
  api(`${customerPath(id)}/transactions`, customerTransactionPageSchema, { query: { cursor } });

/** The statement of account for a period (both days included). */
export const getStatement = (id: string, period: { from: string; to: string }) => api(`${customerPath(id)}/statement`, statementSchema, { query: period });
/** A 5-minute link to the statement's PDF: shown in the browser, or saved when `download`. */
export const statementPdf = (id: string, period: { from: string; to: string }, download = false) =>
  api(`${customerPath(id)}/statement/pdf`, pdfLinkSchema, { query: { ...period, ...(download ? { download: 'true' } : {}) } });
export const emailStatement = (id: string, mail: StatementEmailInput) => api(`${customerPath(id)}/statement/email`, emailSentSchema, { method: 'POST', body: mail });

/** Comments and history, newest first. */
export const listHistory = (id: string, cursor?: string) =>
  api(`${customerPath(id)}/history`, historyPageSchema, { query: { cursor } });
export const addComment = (id: string, input: CommentInput) =>
  api(`${customerPath(id)}/comments`, historyEntrySchema, { method: 'POST', body: input });

/** One page of the CSV export: customers oldest first, with both addresses. */
export const exportCustomersPage = (cursor?: string) => api('/customers/export', customerExportPageSchema, { query: { cursor } });
/** One batch of a CSV import; rows already written by an earlier try come back as already_imported. */
export const importCustomersBatch = (batch: ImportBatch) => api('/customers/import', importResultSchema, { method: 'POST', body: batch });
