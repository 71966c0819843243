import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { listCustomers } from '../../../api/customers';
import { useDebouncedValue } from '../../../components/use-debounced-value';
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
  const badDates = Boolean(f.dateFrom && f.dateTo && f.dateFrom > f.dateTo);
  if (badDates) errors.dateTo = 'The end date is before the start date';
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
const ANY_CUSTOMER: SelectProps.Option = { value: '', label: 'Any customer' };
const DATE_STRINGS = {
  todayAriaLabel: 'Today',
  nextMonthAriaLabel: 'Next month',
  previousMonthAriaLabel: 'Previous month',
  openCalendarAriaLabel: (selected: string | null) => (selected ? `Choose date, selected ${selected}` : 'Choose date'),
};
const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

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

/** The customer filter: a searchable select, searched on the server. */
function CustomerSelect({ value, onChange }: { value: QuoteFilterValues['customer']; onChange: (c: QuoteFilterValues['customer']) => void }) {
  const [searchText, setSearchText] = useState('');
  const [opened, setOpened] = useState(false);
  const search = useDebouncedValue(searchText.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const customers = useQuery({
    queryKey: ['customers', 'picker', search],
    queryFn: () => listCustomers({ status: 'all', search: search || undefined, limit: 20 }),
    enabled: opened,
  });
  const options: SelectProps.Option[] = [ANY_CUSTOMER, ...(customers.data?.items ?? []).map((c) => ({ value: c.customerId, label: c.name, description: c.email }))];
  return (
    <Select
      selectedOption={value ? { value: value.id, label: value.name } : ANY_CUSTOMER}
      options={options}
      filteringType="manual"
      filteringPlaceholder="Search by name or email"
      filteringAriaLabel="Search customers"
      filteringClearAriaLabel="Clear search"
      onLoadItems={({ detail }) => {
        setOpened(true);
        setSearchText(detail.filteringText);
      }}
      statusType={customers.isError ? 'error' : customers.isFetching || !opened ? 'loading' : 'finished'}
      loadingText="Loading customers..."
      errorText="Failed to load customers"
      recoveryText="Retry"
      onChange={({ detail }) => {
        const { value: id, label } = detail.selectedOption;
        onChange(id ? { id, name: label ?? id } : null);
      }}
      empty="No customers found"
    />
  );
}

interface Props {
  status: QuoteListStatus;
  onStatus: (s: QuoteListStatus) => void;
  filters: QuoteFilterValues;
  onChange: (f: QuoteFilterValues) => void;
}

/** The spec's 'More Filters: Select filters' bar, opening real filters applied on the server. */
export function QuoteFilters({ status, onStatus, filters, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const { query, errors } = quoteFilterQuery(filters);
  const set = (patch: Partial<QuoteFilterValues>) => onChange({ ...filters, ...patch });
  return (
    <div className="kobo-quotes-filters">
      <button type="button" className="kobo-quotes-filters-bar" aria-expanded={open} aria-controls="quote-filters" onClick={() => setOpen(!open)}>
        <span className="kobo-quotes-filters-label">More Filters:</span> {summary(status, filters, query)}
      </button>
      {open && (
        <div id="quote-filters" className="kobo-quotes-filters-panel" role="group" aria-label="Quote filters">
          <FormField label="Status">
            <Select
              selectedOption={STATUS_OPTIONS.find((o) => o.value === status) ?? null}
              options={STATUS_OPTIONS}
              onChange={({ detail }) => onStatus(detail.selectedOption.value as QuoteListStatus)}
            />
          </FormField>
          <FormField label="Customer">
            <CustomerSelect value={filters.customer} onChange={(customer) => set({ customer })} />
          </FormField>
          <FormField label="Quote date from">
            <DatePicker value={filters.dateFrom} onChange={({ detail }) => set({ dateFrom: detail.value })} placeholder="YYYY/MM/DD" i18nStrings={DATE_STRINGS} />
          </FormField>
          <FormField label="Quote date to" errorText={errors.dateTo}>
            <DatePicker value={filters.dateTo} onChange={({ detail }) => set({ dateTo: detail.value })} placeholder="YYYY/MM/DD" i18nStrings={DATE_STRINGS} />
          </FormField>
          <FormField label="Lowest amount (₦)" errorText={errors.minAmount}>
            <Input value={filters.minAmount} onChange={({ detail }) => set({ minAmount: detail.value })} inputMode="decimal" placeholder="0.00" invalid={Boolean(errors.minAmount)} />
          </FormField>
          <FormField label="Highest amount (₦)" errorText={errors.maxAmount}>
            <Input value={filters.maxAmount} onChange={({ detail }) => set({ maxAmount: detail.value })} inputMode="decimal" placeholder="0.00" invalid={Boolean(errors.maxAmount)} />
          </FormField>
          <div className="kobo-quotes-filters-actions">
            <Button
              disabled={!hasQuoteFilters(filters) && status === 'draft'}
              onClick={() => {
                onChange(EMPTY_QUOTE_FILTERS);
                onStatus('draft');
              }}
            >
              Clear filters
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
