import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { CustomerFilterSelect, DateFilterField, dateRangeError, ListFilters } from '../../../components/list-filters';
import { formatNaira, parseNaira } from '../../../../../shared/money';
import { QUOTE_DISPLAY_STATUSES } from '../../../../../shared/constants';
import { formatQuoteDate } from './quote-list-format';
import { QUOTE_STATUS_LABELS, type QuoteListStatus } from './quote-status';

/** The More Filters beside the status: as typed, so a half-typed amount is not lost. */
export interface QuoteFilterValues {
  customer: { id: string; name: string } | null;
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
  const errors: FilterErrors = {};
  const min = f.minAmount.trim() ? parseNaira(f.minAmount) : undefined;
  const max = f.maxAmount.trim() ? parseNaira(f.maxAmount) : undefined;
  if (min === null) errors.minAmount = 'Enter an amount like 1,500.00';
  if (max === null) errors.maxAmount = 'Enter an amount like 1,500.00';
  const badRange = typeof min === 'number' && typeof max === 'number' && min > max;
  if (badRange) errors.maxAmount = 'The highest amount is below the lowest';
  errors.dateTo = dateRangeError(f.dateFrom, f.dateTo);
  const badDates = Boolean(errors.dateTo);
  return {
    query: {
      customerId: f.customer?.id,
      dateFrom: f.dateFrom || undefined,
      dateTo: (!badDates && f.dateTo) || undefined,
      minTotalKobo: typeof min === 'number' ? min : undefined,
      maxTotalKobo: typeof max === 'number' && !badRange ? max : undefined,
    },
    errors,
  };
}

/** True when anything besides the status narrows the list. */
export const hasQuoteFilters = (f: QuoteFilterValues) => Boolean(f.customer || f.dateFrom || f.dateTo || f.minAmount.trim() || f.maxAmount.trim());

const STATUS_OPTIONS: SelectProps.Option[] = [...QUOTE_DISPLAY_STATUSES, 'all' as const].map((s) => ({ value: s, label: QUOTE_STATUS_LABELS[s] }));
/** What the bar says about the filters in force. */
function summary(status: QuoteListStatus, f: QuoteFilterValues, q: QuoteFilterQuery): string {
  const from = q.dateFrom ? formatQuoteDate(q.dateFrom) : '';
  const to = q.dateTo ? formatQuoteDate(q.dateTo) : '';
  const min = q.minTotalKobo !== undefined ? formatNaira(q.minTotalKobo) : '';
  const max = q.maxTotalKobo !== undefined ? formatNaira(q.maxTotalKobo) : '';
  const parts = [
    QUOTE_STATUS_LABELS[status],
    f.customer?.name ?? '',
    from && to ? `${from} – ${to}` : from ? `From ${from}` : to ? `Until ${to}` : '',
    min && max ? `${min} – ${max}` : min ? `At least ${min}` : max ? `At most ${max}` : '',
  ].filter(Boolean);
  return parts.length > 1 || status !== 'draft' ? parts.join(' · ') : 'Select filters';
}

interface Props {
  status: QuoteListStatus;
  onStatus: (s: QuoteListStatus) => void;
  filters: QuoteFilterValues;
  onChange: (f: QuoteFilterValues) => void;
}

/** The spec's 'More Filters: Select filters' bar, opening real filters applied on the server. */
export function QuoteFilters({ status, onStatus, filters, onChange }: Props) {
  const { query, errors } = quoteFilterQuery(filters);
  const set = (patch: Partial<QuoteFilterValues>) => onChange({ ...filters, ...patch });
  return (
    <ListFilters
      label="Quote filters"
      summary={summary(status, filters, query)}
      active={hasQuoteFilters(filters) || status !== 'draft'}
      onClear={() => {
        onChange(EMPTY_QUOTE_FILTERS);
        onStatus('draft');
      }}
    >
      <FormField label="Status">
        <Select
          selectedOption={STATUS_OPTIONS.find((o) => o.value === status) ?? null}
          options={STATUS_OPTIONS}
          onChange={({ detail }) => onStatus(detail.selectedOption.value as QuoteListStatus)}
        />
      </FormField>
      <FormField label="Customer">
        <CustomerFilterSelect value={filters.customer} onChange={(customer) => set({ customer })} />
      </FormField>
      <DateFilterField label="Quote date from" value={filters.dateFrom} onChange={(dateFrom) => set({ dateFrom })} />
      <DateFilterField label="Quote date to" value={filters.dateTo} onChange={(dateTo) => set({ dateTo })} errorText={errors.dateTo} />
      <FormField label="Lowest amount (₦)" errorText={errors.minAmount}>
        <Input value={filters.minAmount} onChange={({ detail }) => set({ minAmount: detail.value })} inputMode="decimal" placeholder="0.00" invalid={Boolean(errors.minAmount)} />
      </FormField>
      <FormField label="Highest amount (₦)" errorText={errors.maxAmount}>
        <Input value={filters.maxAmount} onChange={({ detail }) => set({ maxAmount: detail.value })} inputMode="decimal" placeholder="0.00" invalid={Boolean(errors.maxAmount)} />
      </FormField>
    </ListFilters>
  );
}
