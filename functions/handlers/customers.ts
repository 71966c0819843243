import { idParam, pageQuery } from '../../shared/schemas/common';
import {
  addressInputSchema,
  addressParams,
  addressSchema,
  commentInputSchema,
  contactInputSchema,
  contactParams,
  contactSchema,
  customerCreateInputSchema,
  customerDetailSchema,
  customerDetailsInputSchema,
  customerExportPageSchema,
  customerImportValuesSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerTransactionPageSchema,
  historyEntrySchema,
  historyPageSchema,
} from '../../shared/schemas/customer';
import { exportQuerySchema, importBatchFor, importResultSchema } from '../../shared/schemas/import';
import { domainHandler, route } from '../lib/http';
import * as customers from '../services/customers';
import { customerStatement } from '../services/statements';
import { statementQuerySchema, statementSchema } from '../../shared/schemas/statement';

export const listCustomers = route('listCustomers', { query: customerListQuerySchema, response: customerPageSchema }, ({ caller, query }) =>
  customers.listCustomers(caller.companyId, query),
);

export const createCustomer = route('createCustomer', { body: customerCreateInputSchema, status: 201, response: customerDetailSchema }, ({ caller, body }) =>
  customers.createCustomer(caller.companyId, body),
);

export const exportCustomers = route('exportCustomers', { query: exportQuerySchema, response: customerExportPageSchema }, ({ caller, query }) =>
  customers.exportCustomers(caller.companyId, query),
);

export const importCustomers = route('importCustomers', { body: importBatchFor(customerImportValuesSchema), response: importResultSchema }, ({ caller, body }) =>
  customers.importCustomers(caller.companyId, body),
);

export const getCustomer = route('getCustomer', { params: idParam, response: customerDetailSchema }, ({ caller, params }) =>
  customers.getCustomer(caller.companyId, params.id),
);

export const updateCustomer = route('updateCustomer', { params: idParam, body: customerDetailsInputSchema, response: customerDetailSchema }, ({ caller, params, body }) =>
  customers.updateCustomer(caller.companyId, params.id, body),
);

export const archiveCustomer = route('archiveCustomer', { params: idParam, response: customerDetailSchema }, ({ caller, params }) =>
  customers.setCustomerStatus(caller.companyId, params.id, 'inactive'),
);

export const reactivateCustomer = route('reactivateCustomer', { params: idParam, response: customerDetailSchema }, ({ caller, params }) =>
  customers.setCustomerStatus(caller.companyId, params.id, 'active'),
);

export const deleteCustomer = route('deleteCustomer', { params: idParam, status: 204 }, ({ caller, params }) =>
  customers.deleteCustomer(caller.companyId, params.id),
);

export const saveAddress = route('saveAddress', { params: addressParams, body: addressInputSchema, response: addressSchema }, ({ caller, params, body }) =>
  customers.saveAddress(caller.companyId, params.id, params.type, body),
);

export const deleteAddress = route('deleteAddress', { params: addressParams, status: 204 }, ({ caller, params }) =>
  customers.deleteAddress(caller.companyId, params.id, params.type),
);

export const addContact = route('addContact', { params: idParam, body: contactInputSchema, status: 201, response: contactSchema }, ({ caller, params, body }) =>
  customers.addContact(caller.companyId, params.id, body),
);

export const deleteContact = route('deleteContact', { params: contactParams, status: 204 }, ({ caller, params }) =>
  customers.deleteContact(caller.companyId, params.id, params.contactId),
);

export const makePrimaryContact = route('makePrimaryContact', { params: contactParams, response: customerDetailSchema }, ({ caller, params }) =>
  customers.makePrimaryContact(caller.companyId, params.id, params.contactId),
);

export const listHistory = route('listHistory', { params: idParam, query: pageQuery.strict(), response: historyPageSchema }, ({ caller, params, query }) =>
  customers.listHistory(caller.companyId, params.id, query),
);

export const listTransactions = route('listTransactions', { params: idParam, query: pageQuery.strict(), response: customerTransactionPageSchema }, ({ caller, params, query }) =>
  customers.listTransactions(caller.companyId, params.id, query),
);

export const getStatement = route('getStatement', { params: idParam, query: statementQuerySchema, response: statementSchema }, ({ caller, params, query }) =>
  customerStatement(caller.companyId, params.id, query),
);

export const addComment = route('addComment', { params: idParam, body: commentInputSchema, status: 201, response: historyEntrySchema }, ({ caller, params, body }) =>
  customers.addComment(caller.companyId, params.id, caller, body),
);

export const handler = domainHandler('customers', {
  listCustomers,
  createCustomer,
  exportCustomers,
  importCustomers,
  getCustomer,
  updateCustomer,
  archiveCustomer,
  reactivateCustomer,
  deleteCustomer,
  saveAddress,
  deleteAddress,
  addContact,
  deleteContact,
  makePrimaryContact,
  listHistory,
  listTransactions,
  getStatement,
  addComment,
});
