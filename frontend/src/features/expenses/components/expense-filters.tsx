import type { ExpenseFilterQuery } from '../../../api/expenses';
import { formatDay } from '../../../components/format-date';
import { AmountRangeFields, amountRangeText, CustomerFilterSelect, DateFilterField, MoreFilters, rangeText, readAmountRange, readDateRange, SelectFilter, type FilterCustomer } from '../../../components/documents/document-filters';
import { customerFromUrl, customerToUrl } from '../../../components/documents/url-filters';
import FormField from '../../../components/ui/form-field';
import Input from '../../../components/ui/input';
import { expenseCategoryLabel } from '../../../../../shared/expense-values';
import { categoryChoices, useExpenseCategories } from '../use-expense-categories';

/** More Filters as typed (amounts are naira text), kept in the page's URL. */
export interface ExpenseFilterValues {
  category: string;
  customer: FilterCustomer;
  vendor: string;
  dateFrom: string;
  dateTo: string;
  minAmount: string;
  maxAmount: string;
}
export const EMPTY_EXPENSE_FILTERS: ExpenseFilterValues = { category: '', customer: null, vendor: '', dateFrom: '', dateTo: '', minAmount: '', maxAmount: '' };

/** The URL's names for the filters (the customer's name rides along, so a reload shows it without a request). */
const PARAM = { category: 'category', vendor: 'vendor', dateFrom: 'dateFrom', dateTo: 'dateTo', minAmount: 'min', maxAmount: 'max' } as const;
/** The dates' earlier names, still read so links made before keep working. */
const OLD_DATE_PARAM = { dateFrom: 'from', dateTo: 'to' } as const;

export function filtersFromUrl(params: URLSearchParams): ExpenseFilterValues {
  const get = (k: string) => params.get(k) ?? '';
  return {
    category: get(PARAM.category),
    // A link with the id alone (a report's) has the name looked up (useNamedCustomer).
    customer: customerFromUrl(params),
    vendor: get(PARAM.vendor),
    dateFrom: get(PARAM.dateFrom) || get(OLD_DATE_PARAM.dateFrom),
    dateTo: get(PARAM.dateTo) || get(OLD_DATE_PARAM.dateTo),
    minAmount: get(PARAM.minAmount),
    maxAmount: get(PARAM.maxAmount),
  };
}

/** The filters into `params` (the tab and anything else there stay). */
export function filtersToUrl(f: ExpenseFilterValues, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (k: string, v: string) => (v ? next.set(k, v) : next.delete(k));
  set(PARAM.category, f.category);
  customerToUrl(f.customer, next);
  set(PARAM.vendor, f.vendor);
  next.delete(OLD_DATE_PARAM.dateFrom);
  next.delete(OLD_DATE_PARAM.dateTo);
  set(PARAM.dateFrom, f.dateFrom);
  set(PARAM.dateTo, f.dateTo);
  set(PARAM.minAmount, f.minAmount);
  set(PARAM.maxAmount, f.maxAmount);
  return next;
}

/** The list query the filters ask for, and what is wrong with them (a value in error is left out). */
export function expenseFilterQuery(f: ExpenseFilterValues): { query: ExpenseFilterQuery; errors: { minAmount?: string; maxAmount?: string; dateTo?: string } } {
  const amounts = readAmountRange(f.minAmount, f.maxAmount);
  const dates = readDateRange(f.dateFrom, f.dateTo);
  return {
    query: {
      customerId: f.customer?.id,
      category: f.category || undefined,
      vendor: f.vendor.trim() || undefined,
      dateFrom: dates.from,
      dateTo: dates.to,
      minAmountKobo: amounts.min,
      maxAmountKobo: amounts.max,
    },
    errors: { ...amounts.errors, dateTo: dates.error },
  };
}

/** How many filters are in force (a date range or an amount range counts once). */
export const activeExpenseFilters = (f: ExpenseFilterValues) =>
  [f.category, f.customer, f.vendor.trim(), f.dateFrom || f.dateTo, f.minAmount.trim() || f.maxAmount.trim()].filter(Boolean).length;

function summary(f: ExpenseFilterValues, q: ExpenseFilterQuery): string {
  const n = activeExpenseFilters(f);
  if (n === 0) return 'Select filters';
  const parts = [
    f.category ? expenseCategoryLabel(f.category) : '',
    f.customer?.name ?? '',
    q.vendor ? `Vendor “${q.vendor}”` : '',
    rangeText(q.dateFrom ? formatDay(q.dateFrom) : '', q.dateTo ? formatDay(q.dateTo) : ''),
    amountRangeText(q.minAmountKobo, q.maxAmountKobo),
  ].filter(Boolean);
  return `${n === 1 ? '1 filter' : `${n} filters`} · ${parts.join(' · ')}`;
}

/** The category choice: asks for the company's own categories when the panel opens. */
function CategoryFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const categories = useExpenseCategories();
  const options = [{ value: '', label: 'Any category' }, ...categoryChoices(categories.data)];
  // A category in the URL that is not (yet) among the choices still shows as chosen.
  if (value && !options.some((o) => o.value === value)) options.push({ value, label: expenseCategoryLabel(value) });
  return <SelectFilter label="Category" options={options} value={value} onChange={onChange} loadingText={categories.isPending ? 'Loading categories...' : undefined} />;
}

/** More Filters of the expense list: category, customer, vendor, date range, amount range. */
export function ExpenseFilters({ filters, onChange }: { filters: ExpenseFilterValues; onChange: (f: ExpenseFilterValues) => void }) {
  const { query, errors } = expenseFilterQuery(filters);
  const set = (patch: Partial<ExpenseFilterValues>) => onChange({ ...filters, ...patch });
  return (
    <MoreFilters label="Expense filters" summary={summary(filters, query)} active={activeExpenseFilters(filters) > 0} onClear={() => onChange(EMPTY_EXPENSE_FILTERS)}>
      <CategoryFilter value={filters.category} onChange={(category) => set({ category })} />
      <CustomerFilterSelect value={filters.customer} onChange={(customer) => set({ customer })} />
      <FormField label="Vendor">
        <Input value={filters.vendor} onChange={({ detail }) => set({ vendor: detail.value })} placeholder="Part of the vendor's name" />
      </FormField>
      <DateFilterField label="Date from" value={filters.dateFrom} onChange={(dateFrom) => set({ dateFrom })} />
      <DateFilterField label="Date to" value={filters.dateTo} onChange={(dateTo) => set({ dateTo })} errorText={errors.dateTo} />
      <AmountRangeFields values={filters} errors={errors} onChange={set} />
    </MoreFilters>
  );
}
