export { formatDate } from '../../../../../shared/dates';

export const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;
