import { AmountRangeFields, amountRangeText, CustomerFilterSelect, DateFilterField, MoreFilters, rangeText, readAmountRange, readDateRange, SelectFilter, type FilterCustomer } from '../../../components/documents/document-filters';
import { QUOTE_DISPLAY_STATUSES } from '../../../../../shared/constants';
import { formatDay } from '../../../components/format-date';
import { QUOTE_STATUS_LABELS, type QuoteListStatus } from './quote-status';

/** The More Filters beside the status: as typed, so a half-typed amount is not lost. */
export interface QuoteFilterValues {
  customer: FilterCustomer;
  /** yyyy-MM-dd quote dates, both ends included. */
  dateFrom: string;
  dateTo: string;
  /** Naira as typed ('1,500.50'); read with parseNaira. */
  minAmount: string;
  maxAmount: string;
}
export const EMPTY_QUOTE_FILTERS: QuoteFilterValues = { customer: null, dateFrom: '', dateTo: '', minAmount: '', maxAmount: '' };

export interface QuoteFilterQuery {
  customerId?: string;
  dateFrom?: string;
  dateTo?: string;
  minTotalKobo?: number;
  maxTotalKobo?: number;
}
type FilterErrors = Partial<Record<'dateTo' | 'minAmount' | 'maxAmount', string>>;

/**
 * The list query the filters ask for, and what is wrong with them. A value in
 * error is left out of the query (the server would refuse the whole request).
 */
export function quoteFilterQuery(f: QuoteFilterValues): { query: QuoteFilterQuery; errors: FilterErrors } {
  const amounts = readAmountRange(f.minAmount, f.maxAmount);
  const dates = readDateRange(f.dateFrom, f.dateTo);
  return {
    query: { customerId: f.customer?.id, dateFrom: dates.from, dateTo: dates.to, minTotalKobo: amounts.min, maxTotalKobo: amounts.max },
    errors: { ...amounts.errors, ...(dates.error ? { dateTo: dates.error } : {}) },
  };
}

/** True when anything besides the status narrows the list. */
export const hasQuoteFilters = (f: QuoteFilterValues) => Boolean(f.customer || f.dateFrom || f.dateTo || f.minAmount.trim() || f.maxAmount.trim());

const STATUS_OPTIONS = [...QUOTE_DISPLAY_STATUSES, 'all' as const].map((s) => ({ value: s, label: QUOTE_STATUS_LABELS[s] }));
/** What the bar says about the filters in force. */
function summary(status: QuoteListStatus, f: QuoteFilterValues, q: QuoteFilterQuery): string {
  const from = q.dateFrom ? formatDay(q.dateFrom) : '';
  const to = q.dateTo ? formatDay(q.dateTo) : '';
  const parts = [
    QUOTE_STATUS_LABELS[status],
    f.customer?.name ?? '',
    rangeText(from, to),
    amountRangeText(q.minTotalKobo, q.maxTotalKobo),
  ].filter(Boolean);
  return parts.length > 1 || status !== 'draft' ? parts.join(' · ') : 'Select filters';
}

interface Props {
  status: QuoteListStatus;
  onStatus: (s: QuoteListStatus) => void;
  filters: QuoteFilterValues;
  onChange: (f: QuoteFilterValues) => void;
}

/** More Filters of the quote list: status (beside the tabs), customer, quote dates, amounts. */
export function QuoteFilters({ status, onStatus, filters, onChange }: Props) {
  const { query, errors } = quoteFilterQuery(filters);
  const set = (patch: Partial<QuoteFilterValues>) => onChange({ ...filters, ...patch });
  const clear = () => {
    onChange(EMPTY_QUOTE_FILTERS);
    onStatus('draft');
  };
  return (
    <MoreFilters label="Quote filters" summary={summary(status, filters, query)} active={hasQuoteFilters(filters) || status !== 'draft'} onClear={clear}>
      <SelectFilter label="Status" options={STATUS_OPTIONS} value={status} onChange={(s) => onStatus(s as QuoteListStatus)} />
      <CustomerFilterSelect value={filters.customer} onChange={(customer) => set({ customer })} />
      <DateFilterField label="Quote date from" value={filters.dateFrom} onChange={(dateFrom) => set({ dateFrom })} />
      <DateFilterField label="Quote date to" value={filters.dateTo} onChange={(dateTo) => set({ dateTo })} errorText={errors.dateTo} />
      <AmountRangeFields values={filters} errors={errors} onChange={set} />
    </MoreFilters>
  );
}
