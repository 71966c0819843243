import { listInvoices } from '../../../api/invoices';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedList } from '../../../components/use-paged-list';
import { RecordListPage } from '../../../components/record-list-page';
import { formatDay } from '../../../components/format-date';
import { DocumentCard, DOCUMENT_LIST_CLASS } from '../../../components/documents/document-card';
import { formatNaira } from '../../../../../shared/money';
import type { InvoiceSummary } from '../../../../../shared/schemas/invoice';
import { useNamedCustomer, useUrlFilters } from '../../../components/documents/url-filters';
import { hasInvoiceFilters, InvoiceFilters, invoiceFilterQuery, invoiceFiltersFromUrl, invoiceFiltersToUrl } from '../components/invoice-filters';
import { InvoiceStatusBadge } from '../components/invoice-status';
import { invoicePath } from '../invoice-kind';
import '../invoices.css';

/** Typed amounts settle before they are asked for. */
const FILTER_DEBOUNCE_MS = 300;

type Tab = 'unpaid' | 'paid' | 'draft' | 'all';
const TABS: { id: Tab; label: string }[] = [
  { id: 'unpaid', label: 'Unpaid' },
  { id: 'paid', label: 'Paid' },
  { id: 'draft', label: 'Draft' },
  { id: 'all', label: 'All' },
];
const EMPTY: Record<Tab, string> = {
  unpaid: 'There are no unpaid invoices',
  paid: 'There are no paid invoices',
  draft: 'There are no draft invoices',
  all: 'There are no invoices',
};
const invoiceId = (i: InvoiceSummary) => i.invoiceId;

function InvoiceCard({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <DocumentCard
      href={invoicePath(invoice.invoiceId)}
      customerName={invoice.customerName}
      totalKobo={invoice.totalKobo}
      number={invoice.invoiceNumber}
      date={invoice.invoiceDate}
      dateExtra={
        invoice.dueDate && (
          <>
            <span aria-hidden="true"> · </span>
            Due <time dateTime={invoice.dueDate}>{formatDay(invoice.dueDate)}</time>
          </>
        )
      }
      badge={<InvoiceStatusBadge status={invoice.displayStatus} />}
      footer={
        <>
          <span>Balance due</span>
          <span className="kobo-doc-card-balance">{formatNaira(invoice.balanceDueKobo)}</span>
        </>
      }
    />
  );
}

/**
 * /dashboard/invoices: newest first, a page at a time, by tab (Unpaid by default) and More Filters,
 * both kept in the URL (?tab=all&customerId=…&dateFrom=…): a reload, a shared link, Back and a
 * report's drill-down link keep them.
 */
export function InvoiceListPage() {
  const [urlFilters, setFilters, params, setParams] = useUrlFilters(invoiceFiltersFromUrl, invoiceFiltersToUrl);
  const filters = { ...urlFilters, customer: useNamedCustomer(urlFilters.customer) };
  const tabParam = params.get('tab');
  const tab: Tab = TABS.some((t) => t.id === tabParam) ? (tabParam as Tab) : 'unpaid';
  const setTab = (next: Tab) => {
    const p = new URLSearchParams(params);
    if (next === 'unpaid') p.delete('tab');
    else p.set('tab', next);
    setParams(p);
  };
  const settled = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const { query: filterQuery } = invoiceFilterQuery(settled);

  // A filtered page may come back short with a cursor: Load more stays while there is one.
  const list = usePagedList({
    queryKey: ['invoices', 'list', tab, filterQuery],
    page: (cursor) => listInvoices({ tab, ...filterQuery, cursor }),
    getId: invoiceId,
    errorToast: { header: 'Failed to load invoices' },
  });

  return (
    <RecordListPage
      title="Invoices"
      add={{ label: 'New Invoice', href: '/dashboard/invoices/new', needs: 'createInvoice' }}
      filters={<InvoiceFilters filters={filters} onChange={setFilters} />}
      tabs={TABS}
      tabsLabel="Invoice status"
      status={tab}
      onStatus={setTab}
      list={list}
      getId={invoiceId}
      renderRow={(i) => <InvoiceCard invoice={i} />}
      listClassName={DOCUMENT_LIST_CLASS}
      loadingText="Loading invoices..."
      emptyText={EMPTY[tab]}
      emptyAction
      noMatchText="No invoices match these filters"
      filtered={hasInvoiceFilters(settled)}
      loadingMoreText="Loading more invoices"
    />
  );
}
