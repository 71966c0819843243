import { itemImportValuesSchema, itemInputSchema, itemListQuerySchema, itemParams, itemUpdateSchema } from '../../shared/schemas/item';
import { exportQuerySchema, importBatchFor } from '../../shared/schemas/import';
import { domainHandler, route } from '../lib/http';
import * as items from '../services/items';

export const listItems = route({ access: 'member', query: itemListQuerySchema }, ({ caller, query }) =>
  items.listItems(caller.companyId, query),
);

export const createItem = route({ access: 'member', body: itemInputSchema, status: 201 }, ({ caller, body }) =>
  items.createItem(caller.companyId, body),
);

export const exportItems = route({ access: 'member', query: exportQuerySchema }, ({ caller, query }) => items.exportItems(caller.companyId, query));

export const importItems = route({ access: 'member', body: importBatchFor(itemImportValuesSchema) }, ({ caller, body }) => items.importItems(caller.companyId, body));

export const getItem = route({ access: 'member', params: itemParams }, ({ caller, params }) => items.getItem(caller.companyId, params.id));

export const updateItem = route({ access: 'member', params: itemParams, body: itemUpdateSchema }, ({ caller, params, body }) =>
  items.updateItem(caller.companyId, params.id, body),
);

export const deleteItem = route({ access: 'member', params: itemParams, status: 204 }, ({ caller, params }) =>
  items.deleteItem(caller.companyId, params.id),
);

export const deactivateItem = route({ access: 'member', params: itemParams }, ({ caller, params }) =>
  items.setItemStatus(caller.companyId, params.id, 'inactive'),
);

export const activateItem = route({ access: 'member', params: itemParams }, ({ caller, params }) =>
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
