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
