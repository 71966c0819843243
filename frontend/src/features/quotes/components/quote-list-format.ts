import { formatDocumentDate } from '../../../components/documents/format-date';

/** Dates as the spec shows them: 'MMM dd, yyyy'. */
export const formatQuoteDate = formatDocumentDate;

export const QUOTES_PATH = '/dashboard/quotes';
export const quotePath = (id: string) => `${QUOTES_PATH}/${encodeURIComponent(id)}`;
export const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;
