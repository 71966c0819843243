import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { getCustomer } from '../../api/customers';
import { WALK_IN_CUSTOMER_ID, WALK_IN_CUSTOMER_NAME } from '../../../../shared/constants';
import type { FilterCustomer } from './document-filters';

/**
 * More Filters kept in the list page's URL (the expense, invoice, sales receipt and payment
 * lists), so a reload, a shared link, Back and a report's drill-down link
 * (/dashboard/invoices?tab=all&customerId=…&dateFrom=…) all open the list filtered. The names
 * are the list API's own query names; the customer's name rides along as `customer` so a
 * reload shows it without a request (a link without it has the name looked up).
 */

/** A list's filters in its URL: read them, and write them back (typing replaces the URL's entry rather than adding one a keystroke). */
export function useUrlFilters<F>(read: (params: URLSearchParams) => F, write: (filters: F, next: URLSearchParams) => void): [F, (filters: F) => void, URLSearchParams, ReturnType<typeof useSearchParams>[1]] {
  const [params, setParams] = useSearchParams();
  const set = (filters: F) => {
    const next = new URLSearchParams(params);
    write(filters, next);
    setParams(next, { replace: true });
  };
  return [read(params), set, params, setParams];
}

/** Sets `key` to `value`, or takes it out when empty. */
export function setParam(next: URLSearchParams, key: string, value: string | undefined): void {
  if (value) next.set(key, value);
  else next.delete(key);
}

/** The customer filter from `customerId` and `customer` (its name; '' when the link did not carry it). */
export function customerFromUrl(params: URLSearchParams): FilterCustomer {
  const id = params.get('customerId') ?? '';
  if (!id) return null;
  return { id, name: params.get('customer') ?? (id === WALK_IN_CUSTOMER_ID ? WALK_IN_CUSTOMER_NAME : '') };
}

const LOOKING_UP = 'Loading customer...';
const NOT_FOUND = 'Unknown customer';

export function customerToUrl(customer: FilterCustomer, next: URLSearchParams): void {
  setParam(next, 'customerId', customer?.id);
  // A name still being looked up (or not found) is not written: the next reload looks it up again.
  setParam(next, 'customer', customer && customer.name !== LOOKING_UP && customer.name !== NOT_FOUND ? customer.name : undefined);
}

/** The customer filter with its name: looked up when the URL had only the id. */
export function useNamedCustomer(customer: FilterCustomer): FilterCustomer {
  const missing = customer !== null && customer.name === '';
  const named = useQuery({ queryKey: ['customer', customer?.id], queryFn: () => getCustomer(customer!.id), enabled: missing });
  if (!customer || !missing) return customer;
  return { id: customer.id, name: named.data?.name ?? (named.isError ? NOT_FOUND : LOOKING_UP) };
}
