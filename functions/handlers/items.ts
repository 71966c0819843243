import { itemImportValuesSchema, itemInputSchema, itemListQuerySchema, itemParams, itemUpdateSchema } from '../../shared/schemas/item';
import { exportQuerySchema, importBatchFor } from '../../shared/schemas/import';
import { domainHandler, route } from '../lib/http';
import * as items from '../services/items';

export const listItems = route('listItems', { query: itemListQuerySchema }, ({ caller, query }) =>
  items.listItems(caller.companyId, query),
);

export const createItem = route('createItem', { body: itemInputSchema, status: 201 }, ({ caller, body }) =>
  items.createItem(caller.companyId, body),
);

export const exportItems = route('exportItems', { query: exportQuerySchema }, ({ caller, query }) => items.exportItems(caller.companyId, query));

export const importItems = route('importItems', { body: importBatchFor(itemImportValuesSchema) }, ({ caller, body }) => items.importItems(caller.companyId, body));

export const getItem = route('getItem', { params: itemParams }, ({ caller, params }) => items.getItem(caller.companyId, params.id));

export const updateItem = route('updateItem', { params: itemParams, body: itemUpdateSchema }, ({ caller, params, body }) =>
  items.updateItem(caller.companyId, params.id, body),
);

export const deleteItem = route('deleteItem', { params: itemParams, status: 204 }, ({ caller, params }) =>
  items.deleteItem(caller.companyId, params.id),
);

export const deactivateItem = route('deactivateItem', { params: itemParams }, ({ caller, params }) =>
  items.setItemStatus(caller.companyId, params.id, 'inactive'),
);

export const activateItem = route('activateItem', { params: itemParams }, ({ caller, params }) =>
  items.setItemStatus(caller.companyId, params.id, 'active'),
);

export const handler = domainHandler('items', {
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
