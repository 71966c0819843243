import type { ITEM_TYPES, ITEM_UNITS } from '../../../../../shared/constants';

export const ITEM_TYPE_LABELS: Record<(typeof ITEM_TYPES)[number], string> = { goods: 'Goods', service: 'Service' };
export const ITEM_UNIT_LABELS: Record<(typeof ITEM_UNITS)[number], string> = { pcs: 'pcs', box: 'box', kg: 'kg', hour: 'hour' };

/** Dates as the spec shows them: 'MMM dd, yyyy'. */
export { formatDate } from '../../../../../shared/dates';

export const itemPath = (id: string) => `/dashboard/items/${encodeURIComponent(id)}`;
