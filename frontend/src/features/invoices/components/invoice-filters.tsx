import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { INVOICE_FILTER_STATUSES } from '../../../../../shared/schemas/invoice';
import { formatDocumentDate } from '../../../components/documents/format-date';
import { AmountRangeFields, amountRangeText, CustomerFilterSelect, FILTER_DATE_STRINGS, rangeText, readAmountRange, readDateRange, type FilterCustomer } from '../../../components/documents/document-filters';
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

export const hasInvoiceFilters = (f: InvoiceFilterValues) =>
  Boolean(f.status || f.customer || f.salespersonId || f.dateFrom || f.dateTo || f.dueFrom || f.dueTo || f.minAmount.trim() || f.maxAmount.trim());

const ANY_STATUS: SelectProps.Option = { value: '', label: 'Any status' };
const STATUS_OPTIONS: SelectProps.Option[] = [ANY_STATUS, ...INVOICE_FILTER_STATUSES.map((s) => ({ value: s, label: INVOICE_FILTER_LABELS[s] }))];
const ANY_SALESPERSON: SelectProps.Option = { value: '', label: 'Any salesperson' };

function summary(f: InvoiceFilterValues, q: ReturnType<typeof invoiceFilterQuery>['query'], salesperson: string | undefined): string {
  const parts = [
    f.status ? INVOICE_FILTER_LABELS[f.status] : '',
    f.customer?.name ?? '',
    salesperson ?? '',
    rangeText(q.dateFrom ? formatDocumentDate(q.dateFrom) : '', q.dateTo ? formatDocumentDate(q.dateTo) : ''),
    q.dueFrom || q.dueTo ? `Due ${rangeText(q.dueFrom ? formatDocumentDate(q.dueFrom) : '', q.dueTo ? formatDocumentDate(q.dueTo) : '')}` : '',
    amountRangeText(q.minTotalKobo, q.maxTotalKobo),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Select filters';
}

/** The spec's 'More Filters: Select filters' bar, opening real filters applied on the server. */
export function InvoiceFilters({ filters, onChange }: { filters: InvoiceFilterValues; onChange: (f: InvoiceFilterValues) => void }) {
  const [open, setOpen] = useState(false);
  const people = useSalespeople();
  const { query, errors } = invoiceFilterQuery(filters);
  const set = (patch: Partial<InvoiceFilterValues>) => onChange({ ...filters, ...patch });
  const personOptions: SelectProps.Option[] = [ANY_SALESPERSON, ...(people.data ?? []).map((p) => ({ value: p.salespersonId, label: p.name }))];
  const date = (key: 'dateFrom' | 'dateTo' | 'dueFrom' | 'dueTo', label: string, error?: string) => (
    <FormField label={label} errorText={error}>
      <DatePicker value={filters[key]} onChange={({ detail }) => set({ [key]: detail.value })} placeholder="YYYY/MM/DD" i18nStrings={FILTER_DATE_STRINGS} />
    </FormField>
  );
  return (
    <div className="kobo-doc-filters">
      <button type="button" className="kobo-doc-filters-bar" aria-expanded={open} aria-controls="invoice-filters" onClick={() => setOpen(!open)}>
        <span className="kobo-doc-filters-label">More Filters:</span>{' '}
        {summary(filters, query, people.data?.find((p) => p.salespersonId === filters.salespersonId)?.name)}
      </button>
      {open && (
        <div id="invoice-filters" className="kobo-doc-filters-panel" role="group" aria-label="Invoice filters">
          <FormField label="Status">
            <Select
              selectedOption={STATUS_OPTIONS.find((o) => o.value === filters.status) ?? ANY_STATUS}
              options={STATUS_OPTIONS}
              onChange={({ detail }) => set({ status: (detail.selectedOption.value ?? '') as InvoiceFilterValues['status'] })}
            />
          </FormField>
          <FormField label="Customer">
            <CustomerFilterSelect value={filters.customer} onChange={(customer) => set({ customer })} />
          </FormField>
          <FormField label="Salesperson">
            <Select
              selectedOption={personOptions.find((o) => o.value === filters.salespersonId) ?? ANY_SALESPERSON}
              options={personOptions}
              statusType={people.isPending ? 'loading' : 'finished'}
              loadingText="Loading salespeople..."
              onChange={({ detail }) => set({ salespersonId: detail.selectedOption.value ?? '' })}
            />
          </FormField>
          {date('dateFrom', 'Invoice date from')}
          {date('dateTo', 'Invoice date to', errors.dateTo)}
          {date('dueFrom', 'Due date from')}
          {date('dueTo', 'Due date to', errors.dueTo)}
          <AmountRangeFields values={filters} errors={errors} onChange={set} />
          <div className="kobo-doc-filters-actions">
            <Button disabled={!hasInvoiceFilters(filters)} onClick={() => onChange(EMPTY_INVOICE_FILTERS)}>
              Clear filters
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
