import type { z } from 'zod';
import type {
  Address,
  AddressInput,
  AddressType,
  CommentInput,
  Contact,
  ContactInput,
  CustomerCreateInput,
  CustomerDetail,
  CustomerDetailsInput,
  CustomerExportPage,
  CustomerListQuery,
  CustomerPage,
  CustomerTransactionPage,
  HistoryEntry,
  HistoryPage,
} from '../../../shared/schemas/customer';
import type { ImportBatch, ImportResult } from '../../../shared/schemas/import';
import type { Statement, StatementEmailInput } from '../../../shared/schemas/statement';
import type { emailSentSchema } from '../../../shared/schemas/email';
import type { PdfLink } from '../../../shared/schemas/pdf-template';
import { api } from './client';

const customerPath = (id: string) => `/customers/${encodeURIComponent(id)}`;

export const listCustomers = (q: Omit<CustomerListQuery, 'limit'> & { limit?: number }) =>
  api<CustomerPage>('/customers', { query: q });
/** The customer with its addresses (billing first) and contact persons (primary first). */
export const getCustomer = (id: string) => api<CustomerDetail>(customerPath(id));
export const createCustomer = (input: CustomerCreateInput) =>
  api<CustomerDetail>('/customers', { method: 'POST', body: input });
/** Full replace of the editable fields; 409 when someone else changed the customer meanwhile. */
export const updateCustomer = (id: string, input: CustomerDetailsInput) =>
  api<CustomerDetail>(customerPath(id), { method: 'PUT', body: input });
/** 409 (with the server's message) while the customer has transactions. */
export const deleteCustomer = (id: string) => api<undefined>(customerPath(id), { method: 'DELETE' });
export const archiveCustomer = (id: string) => api<CustomerDetail>(`${customerPath(id)}/archive`, { method: 'POST' });
export const reactivateCustomer = (id: string) =>
  api<CustomerDetail>(`${customerPath(id)}/reactivate`, { method: 'POST' });

export const saveAddress = (id: string, type: AddressType, input: AddressInput) =>
  api<Address>(`${customerPath(id)}/addresses/${type}`, { method: 'PUT', body: input });
export const deleteAddress = (id: string, type: AddressType) =>
  api<undefined>(`${customerPath(id)}/addresses/${type}`, { method: 'DELETE' });

export const addContact = (id: string, input: ContactInput) =>
  api<Contact>(`${customerPath(id)}/contacts`, { method: 'POST', body: input });
export const deleteContact = (id: string, contactId: string) =>
  api<undefined>(`${customerPath(id)}/contacts/${encodeURIComponent(contactId)}`, { method: 'DELETE' });
export const makePrimaryContact = (id: string, contactId: string) =>
  api<CustomerDetail>(`${customerPath(id)}/contacts/${encodeURIComponent(contactId)}/primary`, { method: 'POST' });

/** The customer's quotes, invoices, sales receipts and payments, newest first. */
export const listTransactions = (id: string, cursor?: string) =>
  api<CustomerTransactionPage>(`${customerPath(id)}/transactions`, { query: { cursor } });

/** The statement of account for a period (both days included). */
export const getStatement = (id: string, period: { from: string; to: string }) => api<Statement>(`${customerPath(id)}/statement`, { query: period });
/** A 5-minute link to the statement's PDF: shown in the browser, or saved when `download`. */
export const statementPdf = (id: string, period: { from: string; to: string }, download = false) =>
  api<PdfLink>(`${customerPath(id)}/statement/pdf`, { query: { ...period, ...(download ? { download: 'true' } : {}) } });
export const emailStatement = (id: string, mail: StatementEmailInput) => api<z.output<typeof emailSentSchema>>(`${customerPath(id)}/statement/email`, { method: 'POST', body: mail });

/** Comments and history, newest first. */
export const listHistory = (id: string, cursor?: string) =>
  api<HistoryPage>(`${customerPath(id)}/history`, { query: { cursor } });
export const addComment = (id: string, input: CommentInput) =>
  api<HistoryEntry>(`${customerPath(id)}/comments`, { method: 'POST', body: input });

/** One page of the CSV export: customers oldest first, with both addresses. */
export const exportCustomersPage = (cursor?: string) => api<CustomerExportPage>('/customers/export', { query: { cursor } });
/** One batch of a CSV import; rows already written by an earlier try come back as already_imported. */
export const importCustomersBatch = (batch: ImportBatch) => api<ImportResult>('/customers/import', { method: 'POST', body: batch });
