import { useState } from 'react';
import { Link } from 'react-router-dom';
import { listCustomers } from '../../../api/customers';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedList } from '../../../components/use-paged-list';
import { formatNaira } from '../../../../../shared/money';
import { initials } from '../../../../../shared/customer-names';
import type { Customer, CustomerStatusFilter } from '../../../../../shared/schemas/customer';
import { CustomerFilters, EMPTY_FILTERS, type CustomerFilterValues } from '../components/customer-filters';
import { RecordListPage } from '../../../components/record-list-page';
import '../customers.css';

const SEARCH_DEBOUNCE_MS = 300;
const customerId = (c: Customer) => c.customerId;

/** The spec's Active / Unpaid / All, plus Inactive (archived customers). Unpaid: an open balance. */
const STATUS_TABS: { id: CustomerStatusFilter; label: string }[] = [
  { id: 'active', label: 'Active' },
  { id: 'unpaid', label: 'Unpaid' },
  { id: 'inactive', label: 'Inactive' },
  { id: 'all', label: 'All' },
];

/** /dashboard/customers: newest first, searched on the server, one page at a time. */
export function CustomerListPage() {
  const [status, setStatus] = useState<CustomerStatusFilter>('all');
  const [filters, setFilters] = useState<CustomerFilterValues>(EMPTY_FILTERS);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const filtered = Boolean(search || filters.email || filters.createdFrom || filters.createdTo);

  // While a new search runs, the previous results stay on screen instead of a loading flash.
  const list = usePagedList({
    queryKey: ['customers', status, search, filters],
    page: (cursor) =>
      listCustomers({
        status,
        search: search || undefined,
        email: filters.email || undefined,
        createdFrom: filters.createdFrom || undefined,
        createdTo: filters.createdTo || undefined,
        cursor,
      }),
    getId: customerId,
    errorToast: { header: 'Error', content: 'Failed to load customers' },
  });

  return (
    <RecordListPage
      title="Customers"
      add={{ label: 'Add Customer', href: '/dashboard/customers/new', needs: 'createCustomer' }}
      csv={{
        plural: 'customers',
        singular: 'customer',
        importPath: '/dashboard/customers/import',
        importNeeds: 'importCustomers',
        runExport: async (onProgress) => (await import('../export-customers')).exportCustomers(onProgress),
      }}
      filters={<CustomerFilters status={status} onStatus={setStatus} filters={filters} onChange={setFilters} />}
      tabs={STATUS_TABS}
      tabsLabel="Customer status"
      status={status}
      onStatus={setStatus}
      search={{ value: searchText, onChange: setSearchText, label: 'Search customers', placeholder: 'Search by name or email' }}
      list={list}
      getId={customerId}
      renderRow={(c) => (
        <Link to={`/dashboard/customers/${encodeURIComponent(c.customerId)}`} className="kobo-ui-card kobo-customer-card">
          <span className="kobo-ui-avatar" aria-hidden="true">
            {initials(c.name)}
          </span>
          <span className="kobo-customer-text">
            <span className="kobo-customer-name">{c.name}</span>
            <span className="kobo-customer-email">{c.email || 'No email'}</span>
            <span className="kobo-customer-balances">
              <span>Receivables {formatNaira(c.receivablesKobo)}</span>
              <span>Unused Credits {formatNaira(c.unusedCreditsKobo)}</span>
            </span>
          </span>
        </Link>
      )}
      loadingText="Loading customers..."
      emptyText="No customers found. Create your first customer!"
      noMatchText="No customers match your search"
      filtered={filtered}
      loadingMoreText="Loading more customers"
    />
  );
}
