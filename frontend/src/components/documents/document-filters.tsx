import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '../ui/button';
import DatePicker from '../ui/date-picker';
import FormField from '../ui/form-field';
import Input from '../ui/input';
import Select, { type SelectProps } from '../ui/select';
import { listCustomers } from '../../api/customers';
import { useDebouncedValue } from '../use-debounced-value';
import { formatNaira, parseNaira } from '../../../../shared/money';
import './document-filters.css';

/**
 * More Filters of every record list (customers, quotes, invoices, sales
 * receipts, payments): the spec's 'More Filters: Select filters' bar opening a
 * panel of real filters applied on the server, and the fields that go in it.
 * Each list says which fields it has and what the bar says about them.
 */

export type FilterCustomer = { id: string; name: string } | null;

/** A from–to range of yyyy-MM-dd days: what to ask for, and the message when the end is before the start (then left out). */
export function readDateRange(from: string, to: string): { from?: string; to?: string; error?: string } {
  const bad = Boolean(from && to && from > to);
  return { from: from || undefined, to: (!bad && to) || undefined, ...(bad ? { error: 'The end date is before the start date' } : {}) };
}

/** A lowest–highest range of naira as typed: the kobo to ask for, and what is wrong (a value in error is left out). */
export function readAmountRange(minText: string, maxText: string): { min?: number; max?: number; errors: { minAmount?: string; maxAmount?: string } } {
  const errors: { minAmount?: string; maxAmount?: string } = {};
  const min = minText.trim() ? parseNaira(minText) : undefined;
  const max = maxText.trim() ? parseNaira(maxText) : undefined;
  if (min === null) errors.minAmount = 'Enter an amount like 1,500.00';
  if (max === null) errors.maxAmount = 'Enter an amount like 1,500.00';
  const badRange = typeof min === 'number' && typeof max === 'number' && min > max;
  if (badRange) errors.maxAmount = 'The highest amount is below the lowest';
  return { min: typeof min === 'number' ? min : undefined, max: typeof max === 'number' && !badRange ? max : undefined, errors };
}

/** 'Jan 01, 2026 – Jan 31, 2026', 'From …', 'Until …', or ''. */
export const rangeText = (from: string, to: string) => (from && to ? `${from} – ${to}` : from ? `From ${from}` : to ? `Until ${to}` : '');
/** '₦1.00 – ₦5.00', 'At least …', 'At most …', or ''. */
export function amountRangeText(min: number | undefined, max: number | undefined): string {
  const a = min !== undefined ? formatNaira(min) : '';
  const b = max !== undefined ? formatNaira(max) : '';
  return a && b ? `${a} – ${b}` : a ? `At least ${a}` : b ? `At most ${b}` : '';
}

const ANY_CUSTOMER: SelectProps.Option = { value: '', label: 'Any customer' };
const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;

/**
 * The customer filter: a select that searches every customer (active or not) on
 * the server as the user types. `extra`: options offered before any search (the
 * walk-in customer of sales receipts).
 */
export function CustomerFilterSelect({ value, onChange, extra = [] }: { value: FilterCustomer; onChange: (c: FilterCustomer) => void; extra?: SelectProps.Option[] }) {
  const [searchText, setSearchText] = useState('');
  const [opened, setOpened] = useState(false);
  const search = useDebouncedValue(searchText.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const customers = useQuery({
    // 'all': not the document forms' picker, which asks for active customers only.
    queryKey: ['customers', 'picker', 'all', search],
    queryFn: () => listCustomers({ status: 'all', search: search || undefined, limit: 20 }),
    enabled: opened,
  });
  const options: SelectProps.Option[] = [
    ANY_CUSTOMER,
    ...(search ? [] : extra),
    ...(customers.data?.items ?? []).map((c) => ({ value: c.customerId, label: c.name, description: c.email })),
  ];
  return (
    <FormField label="Customer">
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
    </FormField>
  );
}

interface SelectFilterProps {
  label: string;
  /** The choices; the first is shown when the value is none of them (the 'Any …' option, where there is one). */
  options: readonly SelectProps.Option[];
  value: string;
  onChange: (value: string) => void;
  /** While the options load ('Loading salespeople...'). */
  loadingText?: string;
}

/** A choice among fixed options (status, payment mode, salesperson...). */
export function SelectFilter({ label, options, value, onChange, loadingText }: SelectFilterProps) {
  return (
    <FormField label={label}>
      <Select
        selectedOption={options.find((o) => o.value === value) ?? options[0] ?? null}
        options={options}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
        {...(loadingText ? { statusType: 'loading' as const, loadingText } : {})}
      />
    </FormField>
  );
}

const DATE_STRINGS = {
  todayAriaLabel: 'Today',
  nextMonthAriaLabel: 'Next month',
  previousMonthAriaLabel: 'Previous month',
  // Not named after the field: the field's label would then name the button too ('Created to' would find both).
  openCalendarAriaLabel: (selected: string | null) => (selected ? `Choose date, selected ${selected}` : 'Choose date'),
};

/** A yyyy-MM-dd day of a range ('' for none). */
export function DateFilterField({ label, value, onChange, errorText }: { label: string; value: string; onChange: (value: string) => void; errorText?: string }) {
  return (
    <FormField label={label} errorText={errorText}>
      <DatePicker value={value} onChange={({ detail }) => onChange(detail.value)} placeholder="YYYY/MM/DD" i18nStrings={DATE_STRINGS} />
    </FormField>
  );
}

type AmountRange = { minAmount: string; maxAmount: string };

/** The lowest and highest total boxes, naira as typed. */
export function AmountRangeFields({ values, errors, onChange }: { values: AmountRange; errors: { minAmount?: string; maxAmount?: string }; onChange: (patch: Partial<AmountRange>) => void }) {
  return (
    <>
      <FormField label="Lowest amount (₦)" errorText={errors.minAmount}>
        <Input value={values.minAmount} onChange={({ detail }) => onChange({ minAmount: detail.value })} inputMode="decimal" placeholder="0.00" invalid={Boolean(errors.minAmount)} />
      </FormField>
      <FormField label="Highest amount (₦)" errorText={errors.maxAmount}>
        <Input value={values.maxAmount} onChange={({ detail }) => onChange({ maxAmount: detail.value })} inputMode="decimal" placeholder="0.00" invalid={Boolean(errors.maxAmount)} />
      </FormField>
    </>
  );
}

interface MoreFiltersProps {
  /** The panel's accessible name ('Quote filters'); its id is made from it ('quote-filters'). */
  label: string;
  /** What the bar says is in force ('Select filters' when nothing is). */
  summary: string;
  /** Whether anything is in force (enables Clear filters). */
  active: boolean;
  onClear: () => void;
  /** The filter fields. */
  children: ReactNode;
}

/** The 'More Filters: …' bar, opening the panel of filter fields with Clear filters. */
export function MoreFilters({ label, summary, active, onClear, children }: MoreFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = label.toLowerCase().replace(/\W+/g, '-');
  return (
    <div className="kobo-doc-filters">
      <button type="button" className="kobo-doc-filters-bar" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span className="kobo-doc-filters-label">More Filters:</span> {summary}
      </button>
      {open && (
        <div id={panelId} className="kobo-doc-filters-panel" role="group" aria-label={label}>
          {children}
          <div className="kobo-doc-filters-actions">
            <Button disabled={!active} onClick={onClear}>
              Clear filters
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
