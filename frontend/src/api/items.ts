import type { Item, ItemExportPage, ItemInput, ItemPage, ItemStatusFilter, ItemUpdate } from '../../../shared/schemas/item';
import type { ImportBatch, ImportResult } from '../../../shared/schemas/import';
import { api } from './client';

const itemPath = (id: string) => `/items/${encodeURIComponent(id)}`;

export const listItems = (q: { status?: ItemStatusFilter; search?: string; cursor?: string; limit?: number }) =>
  api<ItemPage>('/items', { query: q });
export const getItem = (id: string) => api<Item>(itemPath(id));
export const createItem = (input: ItemInput) => api<Item>('/items', { method: 'POST', body: input });
/** Full replace of the editable fields; with `version`, 409 when someone else changed the item since it was loaded. */
export const updateItem = (id: string, input: ItemUpdate) => api<Item>(itemPath(id), { method: 'PUT', body: input });
/** 409 (with the server's message) while quotes or invoices use the item. */
export const deleteItem = (id: string) => api<undefined>(itemPath(id), { method: 'DELETE' });
export const deactivateItem = (id: string) => api<Item>(`${itemPath(id)}/deactivate`, { method: 'POST' });
export const activateItem = (id: string) => api<Item>(`${itemPath(id)}/activate`, { method: 'POST' });

/** One page of the CSV export: items oldest first. */
export const exportItemsPage = (cursor?: string) => api<ItemExportPage>('/items/export', { query: { cursor } });
/** One batch of a CSV import; rows already written by an earlier try come back as already_imported. */
export const importItemsBatch = (batch: ImportBatch) => api<ImportResult>('/items/import', { method: 'POST', body: batch });
