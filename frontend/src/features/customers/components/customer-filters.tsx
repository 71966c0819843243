import { DateFilterField, MoreFilters, readDateRange, SelectFilter } from '../../../components/documents/document-filters';
import type { CustomerEmailFilter, CustomerStatusFilter } from '../../../../../shared/schemas/customer';
import { formatDate } from './format';

/** More Filters beside the status. */
export interface CustomerFilterValues {
  email: CustomerEmailFilter | '';
  /** yyyy-MM-dd, Lagos calendar days, both ends included. */
  createdFrom: string;
  createdTo: string;
}
export const EMPTY_FILTERS: CustomerFilterValues = { email: '', createdFrom: '', createdTo: '' };

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
/** What the bar says about the filters in force. */
function summary(status: CustomerStatusFilter, f: CustomerFilterValues): string {
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
  filters: CustomerFilterValues;
  onChange: (f: CustomerFilterValues) => void;
}

/** More Filters of the customer list: status (beside the tabs), e-mail, when created. */
export function CustomerFilters({ status, onStatus, filters, onChange }: Props) {
  const active = Boolean(filters.email || filters.createdFrom || filters.createdTo) || status !== 'all';
  const set = (patch: Partial<CustomerFilterValues>) => onChange({ ...filters, ...patch });
  const clear = () => {
    onChange(EMPTY_FILTERS);
    onStatus('all');
  };
  return (
    <MoreFilters label="Customer filters" summary={summary(status, filters)} active={active} onClear={clear}>
      <SelectFilter label="Status" options={STATUS_OPTIONS} value={status} onChange={(s) => onStatus(s as CustomerStatusFilter)} />
      <SelectFilter label="Email" options={EMAIL_OPTIONS} value={filters.email} onChange={(email) => set({ email: email as CustomerFilterValues['email'] })} />
      <DateFilterField label="Created from" value={filters.createdFrom} onChange={(createdFrom) => set({ createdFrom })} />
      <DateFilterField label="Created to" value={filters.createdTo} onChange={(createdTo) => set({ createdTo })} errorText={readDateRange(filters.createdFrom, filters.createdTo).error} />
    </MoreFilters>
  );
}
