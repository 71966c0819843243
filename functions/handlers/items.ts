import { itemExportPageSchema, itemImportValuesSchema, itemInputSchema, itemListQuerySchema, itemPageSchema, itemParams, itemSchema, itemUpdateSchema } from '../../shared/schemas/item';
import { exportQuerySchema, importBatchFor, importResultSchema } from '../../shared/schemas/import';
import { domainHandler, route } from '../lib/http';
import * as items from '../services/items';
import * as taxes from '../services/tax-rates';
import { idParam } from '../../shared/schemas/common';
import { taxRateInputSchema, taxRateRenameSchema, taxRateSchema, taxRatesSchema } from '../../shared/schemas/tax-rate';

export const listItems = route('listItems', { query: itemListQuerySchema, response: itemPageSchema }, ({ caller, query }) =>
  items.listItems(caller.companyId, query),
);

export const createItem = route('createItem', { body: itemInputSchema, status: 201, response: itemSchema }, ({ caller, body }) =>
  items.createItem(caller.companyId, body),
);

export const exportItems = route('exportItems', { query: exportQuerySchema, response: itemExportPageSchema }, ({ caller, query }) => items.exportItems(caller.companyId, query));

export const importItems = route('importItems', { body: importBatchFor(itemImportValuesSchema), response: importResultSchema }, ({ caller, body }) => items.importItems(caller.companyId, body));

export const getItem = route('getItem', { params: itemParams, response: itemSchema }, ({ caller, params }) => items.getItem(caller.companyId, params.id));

export const updateItem = route('updateItem', { params: itemParams, body: itemUpdateSchema, response: itemSchema }, ({ caller, params, body }) =>
  items.updateItem(caller.companyId, params.id, body),
);

export const deleteItem = route('deleteItem', { params: itemParams, status: 204 }, ({ caller, params }) =>
  items.deleteItem(caller.companyId, params.id),
);

export const deactivateItem = route('deactivateItem', { params: itemParams, response: itemSchema }, ({ caller, params }) =>
  items.setItemStatus(caller.companyId, params.id, 'inactive'),
);

export const activateItem = route('activateItem', { params: itemParams, response: itemSchema }, ({ caller, params }) =>
  items.setItemStatus(caller.companyId, params.id, 'active'),
);

// Settings > Taxes: the company's tax and WHT rates (here since items, customers and lines use them).
export const listTaxRates = route('listTaxRates', { response: taxRatesSchema }, ({ caller }) => taxes.listTaxRates(caller.companyId));
export const createTaxRate = route('createTaxRate', { body: taxRateInputSchema, status: 201, response: taxRateSchema }, ({ caller, body }) => taxes.createTaxRate(caller.companyId, body));
export const renameTaxRate = route('renameTaxRate', { params: idParam, body: taxRateRenameSchema, response: taxRateSchema }, ({ caller, params, body }) =>
  taxes.renameTaxRate(caller.companyId, params.id, body),
);
export const deleteTaxRate = route('deleteTaxRate', { params: idParam, status: 204 }, ({ caller, params }) => taxes.deleteTaxRate(caller.companyId, params.id));
export const deactivateTaxRate = route('deactivateTaxRate', { params: idParam, response: taxRateSchema }, ({ caller, params }) => taxes.setTaxRateStatus(caller.companyId, params.id, 'inactive'));
export const activateTaxRate = route('activateTaxRate', { params: idParam, response: taxRateSchema }, ({ caller, params }) => taxes.setTaxRateStatus(caller.companyId, params.id, 'active'));

export const handler = domainHandler('items', {
  listTaxRates,
  createTaxRate,
  renameTaxRate,
  deleteTaxRate,
  deactivateTaxRate,
  activateTaxRate,
  exportItems,
  importItems,
  listItems,
  createItem,
  getItem,
  updateItem,
  deleteItem,
  deactivateItem,
  activateItem,
});
