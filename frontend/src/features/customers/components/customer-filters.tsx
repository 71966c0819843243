import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import type { CustomerEmailFilter, CustomerStatusFilter } from '../../../../../shared/schemas/customer';
import { formatDate } from './format';

export interface MoreFilters {
  email: CustomerEmailFilter | '';
  /** yyyy-MM-dd, Lagos calendar days, both ends included. */
  createdFrom: string;
  createdTo: string;
}
export const EMPTY_FILTERS: MoreFilters = { email: '', createdFrom: '', createdTo: '' };

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];
const EMAIL_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'with', label: 'Has an email' },
  { value: 'without', label: 'No email' },
];
const DATE_STRINGS = {
  todayAriaLabel: 'Today',
  nextMonthAriaLabel: 'Next month',
  previousMonthAriaLabel: 'Previous month',
  openCalendarAriaLabel: (selected: string | null) => (selected ? `Choose date, selected ${selected}` : 'Choose date'),
};

/** What the bar says about the filters in force. */
function summary(status: CustomerStatusFilter, f: MoreFilters): string {
  const parts = [
    status !== 'all' ? (STATUS_OPTIONS.find((o) => o.value === status)?.label ?? '') : '',
    f.email === 'with' ? 'Has an email' : f.email === 'without' ? 'No email' : '',
    f.createdFrom && f.createdTo
      ? `Created ${formatDate(f.createdFrom)} – ${formatDate(f.createdTo)}`
      : f.createdFrom
        ? `Created from ${formatDate(f.createdFrom)}`
        : f.createdTo
          ? `Created until ${formatDate(f.createdTo)}`
          : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Select filters';
}

interface Props {
  status: CustomerStatusFilter;
  onStatus: (s: CustomerStatusFilter) => void;
  filters: MoreFilters;
  onChange: (f: MoreFilters) => void;
}

/** The spec's 'More Filters: Select filters' bar, opening real filters applied on the server. */
export function CustomerFilters({ status, onStatus, filters, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const active = filters.email || filters.createdFrom || filters.createdTo;
  const rangeError = filters.createdFrom && filters.createdTo && filters.createdFrom > filters.createdTo ? 'The end date is before the start date' : undefined;
  return (
    <div className="kobo-filters">
      <button type="button" className="kobo-filters-bar" aria-expanded={open} aria-controls="customer-filters" onClick={() => setOpen(!open)}>
        <span className="kobo-filters-label">More Filters:</span> {summary(status, filters)}
      </button>
      {open && (
        <div id="customer-filters" className="kobo-filters-panel" role="group" aria-label="Customer filters">
          <FormField label="Status">
            <Select
              selectedOption={STATUS_OPTIONS.find((o) => o.value === status) ?? null}
              options={STATUS_OPTIONS}
              onChange={({ detail }) => onStatus(detail.selectedOption.value as CustomerStatusFilter)}
            />
          </FormField>
          <FormField label="Email">
            <Select
              selectedOption={EMAIL_OPTIONS.find((o) => o.value === filters.email) ?? null}
              options={EMAIL_OPTIONS}
              onChange={({ detail }) => onChange({ ...filters, email: (detail.selectedOption.value ?? '') as MoreFilters['email'] })}
            />
          </FormField>
          <FormField label="Created from">
            <DatePicker value={filters.createdFrom} onChange={({ detail }) => onChange({ ...filters, createdFrom: detail.value })} placeholder="YYYY/MM/DD" i18nStrings={DATE_STRINGS} />
          </FormField>
          <FormField label="Created to" errorText={rangeError}>
            <DatePicker value={filters.createdTo} onChange={({ detail }) => onChange({ ...filters, createdTo: detail.value })} placeholder="YYYY/MM/DD" i18nStrings={DATE_STRINGS} />
          </FormField>
          <div className="kobo-filters-actions">
            <Button
              disabled={!active && status === 'all'}
              onClick={() => {
                onChange(EMPTY_FILTERS);
                onStatus('all');
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
