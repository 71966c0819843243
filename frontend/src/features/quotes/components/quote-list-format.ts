export const QUOTES_PATH = '/dashboard/quotes';
export const quotePath = (id: string) => `${QUOTES_PATH}/${encodeURIComponent(id)}`;
export const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;
