import { format, isValid, parseISO } from 'date-fns';

/** Dates as the spec shows them: 'MMM dd, yyyy' ('' for none). */
export function formatDay(value: string | undefined, pattern = 'MMM dd, yyyy'): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : value;
}
