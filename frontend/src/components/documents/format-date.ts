import { format, isValid, parseISO } from 'date-fns';

/** A yyyy-MM-dd day as the spec shows dates: 'MMM dd, yyyy'. */
export function formatDocumentDate(value: string | undefined, pattern = 'MMM dd, yyyy'): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : value;
}
