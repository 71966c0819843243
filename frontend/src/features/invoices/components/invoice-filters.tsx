import { INVOICE_FILTER_STATUSES } from '../../../../../shared/constants';
import { formatDay } from '../../../components/format-date';
import { AmountRangeFields, amountRangeText, CustomerFilterSelect, DateFilterField, MoreFilters, rangeText, readAmountRange, readDateRange, SelectFilter, type FilterCustomer } from '../../../components/documents/document-filters';
import { customerFromUrl, customerToUrl, setParam } from '../../../components/documents/url-filters';
import { useSalespeople } from './salesperson-field';

export type InvoiceFilterStatus = (typeof INVOICE_FILTER_STATUSES)[number];

/** More Filters as typed, so a half-typed amount is not lost. */
export interface InvoiceFilterValues {
  status: InvoiceFilterStatus | '';
  customer: FilterCustomer;
  salespersonId: string;
  dateFrom: string;
  dateTo: string;
  dueFrom: string;
  dueTo: string;
  minAmount: string;
  maxAmount: string;
}
export const EMPTY_INVOICE_FILTERS: InvoiceFilterValues = { status: '', customer: null, salespersonId: '', dateFrom: '', dateTo: '', dueFrom: '', dueTo: '', minAmount: '', maxAmount: '' };

export const INVOICE_FILTER_LABELS: Record<InvoiceFilterStatus, string> = {
  overdue: 'Overdue',
  partially_paid: 'Partially Paid',
  void: 'Void',
  sent: 'Sent',
  paid: 'Paid',
  draft: 'Draft',
  issued: 'Issued (not draft or void)',
};

/** The list query the filters ask for, and what is wrong with them (a value in error is left out). */
export function invoiceFilterQuery(f: InvoiceFilterValues) {
  const amounts = readAmountRange(f.minAmount, f.maxAmount);
  const dates = readDateRange(f.dateFrom, f.dateTo);
  const due = readDateRange(f.dueFrom, f.dueTo);
  return {
    query: {
      status: f.status || undefined,
      customerId: f.customer?.id,
      salespersonId: f.salespersonId || undefined,
      dateFrom: dates.from,
      dateTo: dates.to,
      dueFrom: due.from,
      dueTo: due.to,
      minTotalKobo: amounts.min,
      maxTotalKobo: amounts.max,
    },
    errors: { ...amounts.errors, dateTo: dates.error, dueTo: due.error },
  };
}

/** The filters in the list's URL (the API's query names; amounts as typed in `min` and `max`): a report's drill-down link opens the list filtered. */
export function invoiceFiltersFromUrl(params: URLSearchParams): InvoiceFilterValues {
  const get = (k: string) => params.get(k) ?? '';
  const status = get('status');
  return {
    status: (INVOICE_FILTER_STATUSES as readonly string[]).includes(status) ? (status as InvoiceFilterStatus) : '',
    customer: customerFromUrl(params),
    salespersonId: get('salespersonId'),
    dateFrom: get('dateFrom'),
    dateTo: get('dateTo'),
    dueFrom: get('dueFrom'),
    dueTo: get('dueTo'),
    minAmount: get('min'),
    maxAmount: get('max'),
  };
}

export function invoiceFiltersToUrl(f: InvoiceFilterValues, next: URLSearchParams): void {
  setParam(next, 'status', f.status);
  customerToUrl(f.customer, next);
  setParam(next, 'salespersonId', f.salespersonId);
  setParam(next, 'dateFrom', f.dateFrom);
  setParam(next, 'dateTo', f.dateTo);
  setParam(next, 'dueFrom', f.dueFrom);
  setParam(next, 'dueTo', f.dueTo);
  setParam(next, 'min', f.minAmount);
  setParam(next, 'max', f.maxAmount);
}

export const hasInvoiceFilters = (f: InvoiceFilterValues) =>
  Boolean(f.status || f.customer || f.salespersonId || f.dateFrom || f.dateTo || f.dueFrom || f.dueTo || f.minAmount.trim() || f.maxAmount.trim());

const STATUS_OPTIONS = [{ value: '', label: 'Any status' }, ...INVOICE_FILTER_STATUSES.map((s) => ({ value: s, label: INVOICE_FILTER_LABELS[s] }))];
const ANY_SALESPERSON = { value: '', label: 'Any salesperson' };

function summary(f: InvoiceFilterValues, q: ReturnType<typeof invoiceFilterQuery>['query'], salesperson: string | undefined): string {
  const parts = [
    f.status ? INVOICE_FILTER_LABELS[f.status] : '',
    f.customer?.name ?? '',
    salesperson ?? '',
    rangeText(q.dateFrom ? formatDay(q.dateFrom) : '', q.dateTo ? formatDay(q.dateTo) : ''),
    q.dueFrom || q.dueTo ? `Due ${rangeText(q.dueFrom ? formatDay(q.dueFrom) : '', q.dueTo ? formatDay(q.dueTo) : '')}` : '',
    amountRangeText(q.minTotalKobo, q.maxTotalKobo),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Select filters';
}

/** More Filters of the invoice list: status, customer, salesperson, invoice and due dates, amounts. */
export function InvoiceFilters({ filters, onChange }: { filters: InvoiceFilterValues; onChange: (f: InvoiceFilterValues) => void }) {
  const people = useSalespeople();
  const { query, errors } = invoiceFilterQuery(filters);
  const set = (patch: Partial<InvoiceFilterValues>) => onChange({ ...filters, ...patch });
  const personOptions = [ANY_SALESPERSON, ...(people.data ?? []).map((p) => ({ value: p.salespersonId, label: p.name }))];
  const date = (key: 'dateFrom' | 'dateTo' | 'dueFrom' | 'dueTo', label: string, error?: string) => (
    <DateFilterField label={label} value={filters[key]} onChange={(day) => set({ [key]: day })} errorText={error} />
  );
  const salesperson = people.data?.find((p) => p.salespersonId === filters.salespersonId)?.name;
  return (
    <MoreFilters label="Invoice filters" summary={summary(filters, query, salesperson)} active={hasInvoiceFilters(filters)} onClear={() => onChange(EMPTY_INVOICE_FILTERS)}>
      <SelectFilter label="Status" options={STATUS_OPTIONS} value={filters.status} onChange={(status) => set({ status: status as InvoiceFilterValues['status'] })} />
      <CustomerFilterSelect value={filters.customer} onChange={(customer) => set({ customer })} />
      <SelectFilter
        label="Salesperson"
        options={personOptions}
        value={filters.salespersonId}
        onChange={(salespersonId) => set({ salespersonId })}
        loadingText={people.isPending ? 'Loading salespeople...' : undefined}
      />
      {date('dateFrom', 'Invoice date from')}
      {date('dateTo', 'Invoice date to', errors.dateTo)}
      {date('dueFrom', 'Due date from')}
      {date('dueTo', 'Due date to', errors.dueTo)}
      <AmountRangeFields values={filters} errors={errors} onChange={set} />
    </MoreFilters>
  );
}
