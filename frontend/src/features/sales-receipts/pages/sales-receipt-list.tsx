import { listSalesReceipts, type SalesReceiptListFilters } from '../../../api/sales-receipts';
import { formatDay } from '../../../components/format-date';
import { CustomerFilterSelect, DateFilterField, MoreFilters, readDateRange, type FilterCustomer } from '../../../components/documents/document-filters';
import { customerFromUrl, customerToUrl, setParam, useNamedCustomer, useUrlFilters } from '../../../components/documents/url-filters';
import { RecordListPage } from '../../../components/record-list-page';
import { usePagedList } from '../../../components/use-paged-list';
import { WALK_IN_CUSTOMER_ID, WALK_IN_CUSTOMER_NAME } from '../../../../../shared/constants';
import type { SalesReceiptSummary } from '../../../../../shared/schemas/sales-receipt';
import { ReceivedCard } from '../../payments/components/received-card';
import { salesReceiptPath } from '../sales-receipt-kind';
import '../../payments/payments.css';

const receiptId = (r: SalesReceiptSummary) => r.receiptId;
const TABS = [{ id: 'all' as const, label: 'All' }];
const WALK_IN_OPTION = { value: WALK_IN_CUSTOMER_ID, label: WALK_IN_CUSTOMER_NAME };

interface Filters {
  customer: FilterCustomer;
  dateFrom: string;
  dateTo: string;
}
const NO_FILTERS: Filters = { customer: null, dateFrom: '', dateTo: '' };

/** The filters in the URL, by the API's query names (?customerId=&dateFrom=&dateTo=; customerId=walk-in for walk-in sales). */
const filtersFromUrl = (params: URLSearchParams): Filters => ({ customer: customerFromUrl(params), dateFrom: params.get('dateFrom') ?? '', dateTo: params.get('dateTo') ?? '' });
function filtersToUrl(f: Filters, next: URLSearchParams): void {
  customerToUrl(f.customer, next);
  setParam(next, 'dateFrom', f.dateFrom);
  setParam(next, 'dateTo', f.dateTo);
}

/**
 * /dashboard/sales-receipts: newest first, with More Filters (customer or walk-in, date range) kept
 * in the URL: a reload, a shared link and a report's drill-down link keep them.
 */
export function SalesReceiptListPage() {
  const [urlFilters, setFilters] = useUrlFilters(filtersFromUrl, filtersToUrl);
  const filters = { ...urlFilters, customer: useNamedCustomer(urlFilters.customer) };
  const dates = readDateRange(filters.dateFrom, filters.dateTo);
  const query: SalesReceiptListFilters = { customerId: filters.customer?.id, dateFrom: dates.from, dateTo: dates.to };
  const active = Boolean(filters.customer || filters.dateFrom || filters.dateTo);
  const list = usePagedList({
    queryKey: ['sales-receipts', 'list', query],
    page: (cursor) => listSalesReceipts({ ...query, cursor }),
    getId: receiptId,
    errorToast: { header: 'Failed to load sales receipts' },
  });
  const set = (patch: Partial<Filters>) => setFilters({ ...filters, ...patch });
  const summary =
    [filters.customer?.name, query.dateFrom && `From ${formatDay(query.dateFrom)}`, query.dateTo && `Until ${formatDay(query.dateTo)}`].filter(Boolean).join(' · ') ||
    'Select filters';
  return (
    <RecordListPage
      title="Sales Receipts"
      add={{ label: 'New Sales Receipt', href: '/dashboard/sales-receipts/new', needs: 'createSalesReceipt' }}
      filters={
        <MoreFilters label="Sales receipt filters" summary={summary} active={active} onClear={() => setFilters(NO_FILTERS)}>
          <CustomerFilterSelect value={filters.customer} onChange={(customer) => set({ customer })} extra={[WALK_IN_OPTION]} />
          <DateFilterField label="Receipt date from" value={filters.dateFrom} onChange={(dateFrom) => set({ dateFrom })} />
          <DateFilterField label="Receipt date to" value={filters.dateTo} onChange={(dateTo) => set({ dateTo })} errorText={dates.error} />
        </MoreFilters>
      }
      tabs={TABS}
      tabsLabel="Sales receipts"
      status="all"
      onStatus={() => {}}
      list={list}
      getId={receiptId}
      renderRow={(r) => (
        <ReceivedCard
          href={salesReceiptPath(r.receiptId)}
          customerName={r.customerName}
          amountKobo={r.totalKobo}
          number={r.receiptNumber}
          date={r.receiptDate}
          mode={r.mode}
          reference={r.reference}
        />
      )}
      listClassName="kobo-pay-list"
      loadingText="Loading sales receipts..."
      emptyText="There are no entries on your list."
      noMatchText="No sales receipts match these filters"
      filtered={active}
      loadingMoreText="Loading more sales receipts"
    />
  );
}
