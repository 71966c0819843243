import { format, isValid, parseISO } from 'date-fns';

/** Dates as the spec shows them: 'MMM dd, yyyy'. */
export function formatQuoteDate(value: string | undefined, pattern = 'MMM dd, yyyy'): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : value;
}

export const QUOTES_PATH = '/dashboard/quotes';
export const quotePath = (id: string) => `${QUOTES_PATH}/${encodeURIComponent(id)}`;
export const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;

const quantityFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 3 });

/** A line's quantity with its unit, e.g. '0.5 hrs'. */
export const formatQuantity = (quantity: number, unit: string) => `${quantityFormat.format(quantity)} ${unit}`;
