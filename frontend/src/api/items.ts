import { noContentSchema } from '../../../shared/schemas/common';
import { itemExportPageSchema, itemPageSchema, itemSchema, type ItemInput, type ItemStatusFilter, type ItemUpdate } from '../../../shared/schemas/item';
import { importResultSchema, type ImportBatch } from '../../../shared/schemas/import';
import { api } from './client';

const itemPath = (id: string) => `/items/${encodeURIComponent(id)}`;

export const listItems = (q: { status?: ItemStatusFilter; search?: string; cursor?: string; limit?: number }) =>
  api('/items', itemPageSchema, { query: q });
export const getItem = (id: string) => api(itemPath(id), itemSchema);
export const createItem = (input: ItemInput) => api('/items', itemSchema, { method: 'POST', body: input });
/** Full replace of the editable fields; with `version`, 409 when someone else changed the item since it was loaded. */
export const updateItem = (id: string, input: ItemUpdate) => api(itemPath(id), itemSchema, { method: 'PUT', body: input });
/** 409 (with the server's message) while quotes or invoices use the item. */
export const deleteItem = (id: string) => api(itemPath(id), noContentSchema, { method: 'DELETE' });
export const deactivateItem = (id: string) => api(`${itemPath(id)}/deactivate`, itemSchema, { method: 'POST' });
export const activateItem = (id: string) => api(`${itemPath(id)}/activate`, itemSchema, { method: 'POST' });

/** One page of the CSV export: items oldest first. */
export const exportItemsPage = (cursor?: string) => api('/items/export', itemExportPageSchema, { query: { cursor } });
/** One batch of a CSV import; rows already written by an earlier try come back as already_imported. */
export const importItemsBatch = (batch: ImportBatch) => api('/items/import', importResultSchema, { method: 'POST', body: batch });
