import { listPayments, type PaymentListFilters } from '../../../api/payments';
import { formatDay } from '../../../components/format-date';
import { CustomerFilterSelect, DateFilterField, MoreFilters, readDateRange, SelectFilter, type FilterCustomer } from '../../../components/documents/document-filters';
import { customerFromUrl, customerToUrl, setParam, useNamedCustomer, useUrlFilters } from '../../../components/documents/url-filters';
import { RecordListPage } from '../../../components/record-list-page';
import { usePagedList } from '../../../components/use-paged-list';
import { PAYMENT_MODE_LABELS, PAYMENT_MODES } from '../../../../../shared/constants';
import { formatNaira } from '../../../../../shared/money';
import type { PaymentSummary } from '../../../../../shared/schemas/payment';
import type { PaymentMode } from '../components/payment-form-values';
import { ReceivedCard } from '../components/received-card';
import { paymentPath } from '../payment-paths';
import '../payments.css';

const paymentId = (p: PaymentSummary) => p.paymentId;
const TABS = [{ id: 'all' as const, label: 'All' }];
const MODE_FILTER_OPTIONS = [{ value: '', label: 'Any mode' }, ...PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_LABELS[m] }))];

interface Filters {
  customer: FilterCustomer;
  mode: PaymentMode | '';
  dateFrom: string;
  dateTo: string;
}
const NO_FILTERS: Filters = { customer: null, mode: '', dateFrom: '', dateTo: '' };

/** The filters in the URL, by the API's query names (?customerId=&mode=&dateFrom=&dateTo=). */
function filtersFromUrl(params: URLSearchParams): Filters {
  const mode = params.get('mode') ?? '';
  return {
    customer: customerFromUrl(params),
    mode: (PAYMENT_MODES as readonly string[]).includes(mode) ? (mode as PaymentMode) : '',
    dateFrom: params.get('dateFrom') ?? '',
    dateTo: params.get('dateTo') ?? '',
  };
}
function filtersToUrl(f: Filters, next: URLSearchParams): void {
  customerToUrl(f.customer, next);
  setParam(next, 'mode', f.mode);
  setParam(next, 'dateFrom', f.dateFrom);
  setParam(next, 'dateTo', f.dateTo);
}

/**
 * /dashboard/payments: Payments Received, newest first, with More Filters (customer, mode, date
 * range) kept in the URL: a reload, a shared link and a report's drill-down link keep them.
 */
export function PaymentListPage() {
  const [urlFilters, setFilters] = useUrlFilters(filtersFromUrl, filtersToUrl);
  const filters = { ...urlFilters, customer: useNamedCustomer(urlFilters.customer) };
  const dates = readDateRange(filters.dateFrom, filters.dateTo);
  const query: PaymentListFilters = { customerId: filters.customer?.id, mode: filters.mode || undefined, dateFrom: dates.from, dateTo: dates.to };
  const active = Boolean(filters.customer || filters.mode || filters.dateFrom || filters.dateTo);
  const list = usePagedList({
    queryKey: ['payments', 'list', query],
    page: (cursor) => listPayments({ ...query, cursor }),
    getId: paymentId,
    errorToast: { header: 'Failed to load payments' },
  });
  const set = (patch: Partial<Filters>) => setFilters({ ...filters, ...patch });
  const summary =
    [
      filters.customer?.name,
      filters.mode && PAYMENT_MODE_LABELS[filters.mode],
      query.dateFrom && `From ${formatDay(query.dateFrom)}`,
      query.dateTo && `Until ${formatDay(query.dateTo)}`,
    ]
      .filter(Boolean)
      .join(' · ') || 'Select filters';

  return (
    <RecordListPage
      title="Payments Received"
      add={{ label: 'Record Payment', href: '/dashboard/payments/new', needs: 'recordPayment' }}
      filters={
        <MoreFilters label="Payment filters" summary={summary} active={active} onClear={() => setFilters(NO_FILTERS)}>
          <CustomerFilterSelect value={filters.customer} onChange={(customer) => set({ customer })} />
          <SelectFilter label="Payment mode" options={MODE_FILTER_OPTIONS} value={filters.mode} onChange={(mode) => set({ mode: mode as Filters['mode'] })} />
          <DateFilterField label="Payment date from" value={filters.dateFrom} onChange={(dateFrom) => set({ dateFrom })} />
          <DateFilterField label="Payment date to" value={filters.dateTo} onChange={(dateTo) => set({ dateTo })} errorText={dates.error} />
        </MoreFilters>
      }
      tabs={TABS}
      tabsLabel="Payments"
      status="all"
      onStatus={() => {}}
      list={list}
      getId={paymentId}
      renderRow={(p) => (
        <ReceivedCard
          href={paymentPath(p.paymentId)}
          customerName={p.customerName}
          amountKobo={p.amountKobo}
          number={p.paymentNumber}
          date={p.paymentDate}
          mode={p.mode}
          reference={p.reference}
          footer={
            <>
              <span>WHT {formatNaira(p.whtKobo)}</span>
              <span>Unused credit {formatNaira(p.creditKobo)}</span>
            </>
          }
        />
      )}
      listClassName="kobo-pay-list"
      loadingText="Loading payments..."
      emptyText="No Payments have been received"
      noMatchText="No payments match these filters"
      filtered={active}
      loadingMoreText="Loading more payments"
    />
  );
}
