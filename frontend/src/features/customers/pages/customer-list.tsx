import { useState } from 'react';
import { Link } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Tabs from '@cloudscape-design/components/tabs';
import { listCustomers } from '../../../api/customers';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedList } from '../../../components/use-paged-list';
import { useRouterFollow } from '../../../components/use-router-follow';
import { CsvMenu } from '../../../components/csv/csv-menu';
import { formatNaira } from '../../../../../shared/money';
import { customerStatusFilter, initials, type Customer, type CustomerStatusFilter } from '../../../../../shared/schemas/customer';
import { CustomerFilters, EMPTY_FILTERS, type MoreFilters } from '../components/customer-filters';
import '../../../components/kobo-ui.css';

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
  const follow = useRouterFollow();
  const [status, setStatus] = useState<CustomerStatusFilter>('all');
  const [filters, setFilters] = useState<MoreFilters>(EMPTY_FILTERS);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const filtered = Boolean(search || filters.email || filters.createdFrom || filters.createdTo);

  // While a new search runs, the previous results stay on screen instead of a loading flash.
  const { query, rows: customers } = usePagedList({
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

  let body: React.ReactNode;
  if (query.isPending) body = <p className="kobo-ui-empty">Loading customers...</p>;
  else if (customers.length === 0 && !query.isError)
    body = <p className="kobo-ui-empty">{filtered ? 'No customers match your search' : 'No customers found. Create your first customer!'}</p>;
  else
    body = (
      <ul className="kobo-customer-list" aria-label="Customers" aria-busy={query.isPlaceholderData}>
        {customers.map((c) => (
          <li key={c.customerId}>
            <Link to={`/dashboard/customers/${encodeURIComponent(c.customerId)}`} className="kobo-customer-card">
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
          </li>
        ))}
      </ul>
    );

  return (
    <div className="kobo-ui-page">
      <Header
        variant="h1"
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <CsvMenu
              plural="customers"
              singular="customer"
              importPath="/dashboard/customers/import"
              runExport={async (onProgress) => (await import('../export-customers')).exportCustomers(onProgress)}
            />
            <Button variant="primary" iconName="add-plus" href="/dashboard/customers/new" onFollow={follow}>
              Add Customer
            </Button>
          </SpaceBetween>
        }
      >
        Customers
      </Header>
      <CustomerFilters status={status} onStatus={setStatus} filters={filters} onChange={setFilters} />
      <Tabs
        activeTabId={status}
        onChange={({ detail }) => {
          const parsed = customerStatusFilter.safeParse(detail.activeTabId);
          if (parsed.success) setStatus(parsed.data);
        }}
        ariaLabel="Customer status"
        i18nStrings={{ scrollLeftAriaLabel: 'Scroll tabs left', scrollRightAriaLabel: 'Scroll tabs right' }}
        tabs={STATUS_TABS.map((t) => ({ id: t.id, label: t.label }))}
      />
      <div className="kobo-customer-search">
        <Input
          type="search"
          value={searchText}
          onChange={({ detail }) => setSearchText(detail.value)}
          ariaLabel="Search customers"
          placeholder="Search by name or email"
          clearAriaLabel="Clear search"
          autoComplete={false}
        />
      </div>
      {body}
      {query.hasNextPage && customers.length > 0 && (
        <div className="kobo-load-more">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} loadingText="Loading more customers">
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
