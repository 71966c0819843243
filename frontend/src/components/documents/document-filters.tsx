import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { listCustomers } from '../../api/customers';
import { useDebouncedValue } from '../use-debounced-value';
import { formatNaira, parseNaira } from '../../../../shared/money';
import './document-filters.css';

/** The date pickers' words in every document list's More Filters. */
export const FILTER_DATE_STRINGS = {
  todayAriaLabel: 'Today',
  nextMonthAriaLabel: 'Next month',
  previousMonthAriaLabel: 'Previous month',
  openCalendarAriaLabel: (selected: string | null) => (selected ? `Choose date, selected ${selected}` : 'Choose date'),
};

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

/** The customer filter: a searchable select, searched on the server. */
export function CustomerFilterSelect({ value, onChange }: { value: FilterCustomer; onChange: (c: FilterCustomer) => void }) {
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

type AmountRange = { minAmount: string; maxAmount: string };

/** The lowest and highest total boxes of More Filters, naira as typed. */
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
