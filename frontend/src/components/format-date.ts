import { formatDate } from '../../../shared/dates';

/** Dates as the spec shows them, 'MMM dd, yyyy' ('' for none), by the product's one formatter (shared/dates.ts). */
export const formatDay = (value: string | undefined): string => formatDate(value);
