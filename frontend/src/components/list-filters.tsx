import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { listCustomers } from '../api/customers';
import { useDebouncedValue } from './use-debounced-value';
import './list-filters.css';

/** A customer chosen in a filter. */
export type FilterCustomer = { id: string; name: string } | null;

const ANY_CUSTOMER: SelectProps.Option = { value: '', label: 'Any customer' };
const DATE_STRINGS = {
  todayAriaLabel: 'Today',
  nextMonthAriaLabel: 'Next month',
  previousMonthAriaLabel: 'Previous month',
};
const SEARCH_DEBOUNCE_MS = 300;

/** The customer filter: a select that searches every customer on the server as the user types. */
export function CustomerFilterSelect({ value, onChange, extra = [] }: { value: FilterCustomer; onChange: (c: FilterCustomer) => void; extra?: SelectProps.Option[] }) {
  const [searchText, setSearchText] = useState('');
  const [opened, setOpened] = useState(false);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const customers = useQuery({
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

/** A 'yyyy-MM-dd' date of a filter ('' for none). */
export function DateFilterField({ label, value, onChange, errorText }: { label: string; value: string; onChange: (v: string) => void; errorText?: string }) {
  return (
    <FormField label={label} errorText={errorText}>
      <DatePicker
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        placeholder="YYYY/MM/DD"
        openCalendarAriaLabel={(selected) => (selected ? `Choose ${label.toLowerCase()}, selected ${selected}` : `Choose ${label.toLowerCase()}`)}
        i18nStrings={DATE_STRINGS}
      />
    </FormField>
  );
}

/** From–to dates: the end before the start is an error, and left out of the query. */
export function dateRangeError(from: string, to: string): string | undefined {
  return from && to && from > to ? 'The end date is before the start date' : undefined;
}

interface Props {
  /** The panel's accessible name ('Payment filters'). */
  label: string;
  /** What the bar says is in force ('Select filters' when nothing is). */
  summary: string;
  /** Whether anything is in force (enables Clear filters). */
  active: boolean;
  onClear: () => void;
  /** The filter fields. */
  children: ReactNode;
}

/** The spec's 'More Filters: Select filters' bar, opening a panel of real filters applied on the server. */
export function ListFilters({ label, summary, active, onClear, children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = `${label.toLowerCase().replace(/\W+/g, '-')}-panel`;
  return (
    <div className="kobo-lf">
      <button type="button" className="kobo-lf-bar" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <span className="kobo-lf-label">More Filters:</span> {summary}
      </button>
      {open && (
        <div id={panelId} className="kobo-lf-panel" role="group" aria-label={label}>
          {children}
          <div className="kobo-lf-actions">
            <Button disabled={!active} onClick={onClear}>
              Clear filters
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
