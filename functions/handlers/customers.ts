import { idParam } from '../../shared/schemas/common';
import { customerInputSchema, customerListQuerySchema } from '../../shared/schemas/customer';
import { domainHandler, route } from '../lib/http';
import * as customers from '../services/customers';

export const listCustomers = route({ access: 'member', query: customerListQuerySchema }, ({ caller, query }) =>
  customers.listCustomers(caller.companyId, query),
);

export const createCustomer = route({ access: 'member', body: customerInputSchema, status: 201 }, ({ caller, body }) =>
  customers.createCustomer(caller.companyId, body),
);

export const getCustomer = route({ access: 'member', params: idParam }, ({ caller, params }) =>
  customers.getCustomer(caller.companyId, params.id),
);

export const handler = domainHandler('customers', { listCustomers, createCustomer, getCustomer });
