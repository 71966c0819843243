import { idParam, pageQuery } from '../../shared/schemas/common';
import {
  addressInputSchema,
  addressParams,
  commentInputSchema,
  contactInputSchema,
  contactParams,
  customerCreateInputSchema,
  customerDetailsInputSchema,
  customerImportValuesSchema,
  customerListQuerySchema,
} from '../../shared/schemas/customer';
import { exportQuerySchema, importBatchFor } from '../../shared/schemas/import';
import { domainHandler, route } from '../lib/http';
import * as customers from '../services/customers';

export const listCustomers = route({ access: 'member', query: customerListQuerySchema }, ({ caller, query }) =>
  customers.listCustomers(caller.companyId, query),
);

export const createCustomer = route({ access: 'member', body: customerCreateInputSchema, status: 201 }, ({ caller, body }) =>
  customers.createCustomer(caller.companyId, body),
);

export const exportCustomers = route({ access: 'member', query: exportQuerySchema }, ({ caller, query }) =>
  customers.exportCustomers(caller.companyId, query),
);

export const importCustomers = route({ access: 'member', body: importBatchFor(customerImportValuesSchema) }, ({ caller, body }) =>
  customers.importCustomers(caller.companyId, body),
);

export const getCustomer = route({ access: 'member', params: idParam }, ({ caller, params }) =>
  customers.getCustomer(caller.companyId, params.id),
);

export const updateCustomer = route({ access: 'member', params: idParam, body: customerDetailsInputSchema }, ({ caller, params, body }) =>
  customers.updateCustomer(caller.companyId, params.id, body),
);

export const archiveCustomer = route({ access: 'member', params: idParam }, ({ caller, params }) =>
  customers.setCustomerStatus(caller.companyId, params.id, 'inactive'),
);

export const reactivateCustomer = route({ access: 'member', params: idParam }, ({ caller, params }) =>
  customers.setCustomerStatus(caller.companyId, params.id, 'active'),
);

export const deleteCustomer = route({ access: 'member', params: idParam, status: 204 }, ({ caller, params }) =>
  customers.deleteCustomer(caller.companyId, params.id),
);

export const saveAddress = route({ access: 'member', params: addressParams, body: addressInputSchema }, ({ caller, params, body }) =>
  customers.saveAddress(caller.companyId, params.id, params.type, body),
);

export const deleteAddress = route({ access: 'member', params: addressParams, status: 204 }, ({ caller, params }) =>
  customers.deleteAddress(caller.companyId, params.id, params.type),
);

export const addContact = route({ access: 'member', params: idParam, body: contactInputSchema, status: 201 }, ({ caller, params, body }) =>
  customers.addContact(caller.companyId, params.id, body),
);

export const deleteContact = route({ access: 'member', params: contactParams, status: 204 }, ({ caller, params }) =>
  customers.deleteContact(caller.companyId, params.id, params.contactId),
);

export const makePrimaryContact = route({ access: 'member', params: contactParams }, ({ caller, params }) =>
  customers.makePrimaryContact(caller.companyId, params.id, params.contactId),
);

export const listHistory = route({ access: 'member', params: idParam, query: pageQuery.strict() }, ({ caller, params, query }) =>
  customers.listHistory(caller.companyId, params.id, query),
);

export const listTransactions = route({ access: 'member', params: idParam, query: pageQuery.strict() }, ({ caller, params, query }) =>
  customers.listTransactions(caller.companyId, params.id, query),
);

export const addComment = route({ access: 'member', params: idParam, body: commentInputSchema, status: 201 }, ({ caller, params, body }) =>
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
  addComment,
});
