import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { AmountRangeFields, amountRangeText, CustomerFilterSelect, FILTER_DATE_STRINGS, rangeText, readAmountRange, readDateRange, type FilterCustomer } from '../../../components/documents/document-filters';
import { QUOTE_DISPLAY_STATUSES } from '../../../../../shared/constants';
import { formatQuoteDate } from './quote-list-format';
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

const STATUS_OPTIONS: SelectProps.Option[] = [...QUOTE_DISPLAY_STATUSES, 'all' as const].map((s) => ({ value: s, label: QUOTE_STATUS_LABELS[s] }));
/** What the bar says about the filters in force. */
function summary(status: QuoteListStatus, f: QuoteFilterValues, q: QuoteFilterQuery): string {
  const from = q.dateFrom ? formatQuoteDate(q.dateFrom) : '';
  const to = q.dateTo ? formatQuoteDate(q.dateTo) : '';
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

/** The spec's 'More Filters: Select filters' bar, opening real filters applied on the server. */
export function QuoteFilters({ status, onStatus, filters, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const { query, errors } = quoteFilterQuery(filters);
  const set = (patch: Partial<QuoteFilterValues>) => onChange({ ...filters, ...patch });
  return (
    <div className="kobo-doc-filters">
      <button type="button" className="kobo-doc-filters-bar" aria-expanded={open} aria-controls="quote-filters" onClick={() => setOpen(!open)}>
        <span className="kobo-doc-filters-label">More Filters:</span> {summary(status, filters, query)}
      </button>
      {open && (
        <div id="quote-filters" className="kobo-doc-filters-panel" role="group" aria-label="Quote filters">
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
          <FormField label="Quote date from">
            <DatePicker value={filters.dateFrom} onChange={({ detail }) => set({ dateFrom: detail.value })} placeholder="YYYY/MM/DD" i18nStrings={FILTER_DATE_STRINGS} />
          </FormField>
          <FormField label="Quote date to" errorText={errors.dateTo}>
            <DatePicker value={filters.dateTo} onChange={({ detail }) => set({ dateTo: detail.value })} placeholder="YYYY/MM/DD" i18nStrings={FILTER_DATE_STRINGS} />
          </FormField>
          <AmountRangeFields values={filters} errors={errors} onChange={set} />
          <div className="kobo-doc-filters-actions">
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
