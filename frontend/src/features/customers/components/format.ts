import { format, isValid, parseISO } from 'date-fns';

export function formatDate(value: string, pattern = 'MMM dd, yyyy'): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : value;
}

export const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;
