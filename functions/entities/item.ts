import { ModelEntity } from './model';
import { ITEM_STATUSES, ITEM_TYPES, ITEM_UNITS } from '../../shared/constants';

/*
 * Key design for items (see the README's access-pattern table).
 *
 * One partition per item, pk = company#item:
 *   sk $item_1                 the item
 *   sk $itemsearch_1#token_<t> its search entries
 * Lists go through the indexes:
 *   gsi1 (gsi1pk = company):         all items newest first ($item_1#itemid_<ulid>); search entries by token
 *   gsi2 (gsi2pk = company#status):  items of one status newest first; search entries of one status by token
 */

/** The fields a list shows: the item carries them, and so does each of its search entries. */
const itemListAttributes = {
  companyId: { type: 'string', required: true, readOnly: true },
  /** A ULID: sorting by it is sorting by creation time. */
  itemId: { type: 'string', required: true, readOnly: true },
  name: { type: 'string', required: true },
  itemType: { type: ITEM_TYPES, required: true, default: 'goods' },
  unit: { type: ITEM_UNITS, required: true, default: 'pcs' },
  description: { type: 'string' },
  /** Selling price in kobo (an integer). */
  price: { type: 'number', required: true },
  /** VAT percent (5, 7.5 or 0); absent means no tax. */
  taxRate: { type: 'number' },
  status: { type: ITEM_STATUSES, required: true, default: 'active' },
  createdAt: { type: 'string', required: true, readOnly: true },
  updatedAt: { type: 'string', required: true },
} as const;

export const Item = () => new ModelEntity({
  model: { entity: 'item', version: '1', service: 'kobo' },
  attributes: {
    ...itemListAttributes,
    /**
     * Bumped by every write that changes what the search entries carry (edit,
     * activate, deactivate); those writes, and delete, are conditional on the value they read.
     */
    version: { type: 'number', required: true, default: 0 },
    /**
     * Quote and invoice lines that use this item. Issuing a quote or invoice
     * increments it in the same transaction (without touching version); delete is conditional on 0.
     */
    usageCount: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byItem: {
      pk: { field: 'pk', composite: ['companyId', 'itemId'] },
      sk: { field: 'sk', composite: [] },
    },
    // Newest first = these key ranges read in descending order.
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['itemId'] },
    },
    byStatus: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'status'] },
      sk: { field: 'gsi2sk', composite: ['itemId'] },
    },
  },
});

/**
 * Search entries: one per search token of an item (see itemSearchTokens), written
 * in the same transaction as the item. A search is one begins_with Query on the
 * token, and each entry carries the item's list fields (status included), so no
 * second read is needed: gsi1 finds any status, gsi2 one status.
 */
export const ItemSearch = () => new ModelEntity({
  model: { entity: 'itemsearch', version: '1', service: 'kobo' },
  attributes: {
    ...itemListAttributes,
    token: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    // The base-table key groups an item's entries in its partition so they can be found and replaced on edit.
    byItem: {
      pk: { field: 'pk', composite: ['companyId', 'itemId'] },
      sk: { field: 'sk', composite: ['token'] },
    },
    byToken: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['token', 'itemId'] },
    },
    byStatusToken: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['companyId', 'status'] },
      sk: { field: 'gsi2sk', composite: ['token', 'itemId'] },
    },
  },
});
