import { useState } from 'react';
import { Link } from 'react-router-dom';
import { listQuotes } from '../../../api/quotes';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedList } from '../../../components/use-paged-list';
import { formatNaira } from '../../../../../shared/money';
import type { QuoteSummary } from '../../../../../shared/schemas/quote';
import { EMPTY_QUOTE_FILTERS, hasQuoteFilters, QuoteFilters, quoteFilterQuery, type QuoteFilterValues } from '../components/quote-filters';
import { formatQuoteDate, quotePath } from '../components/quote-list-format';
import { QUOTE_STATUS_LABELS, QuoteStatusBadge, type QuoteListStatus } from '../components/quote-status';
import { RecordListPage } from '../../../components/record-list-page';

/** Typed amounts settle before they are asked for. */
const FILTER_DEBOUNCE_MS = 300;

/** The spec's tabs. Declined, Expired and Invoiced are reached through More Filters. */
const TABS: QuoteListStatus[] = ['draft', 'sent', 'accepted', 'all'];
const quoteId = (q: QuoteSummary) => q.quoteId;

function QuoteCard({ quote }: { quote: QuoteSummary }) {
  return (
    <Link to={quotePath(quote.quoteId)} className="kobo-quotes-card">
      <span className="kobo-quotes-card-row">
        <span className="kobo-quotes-card-customer">{quote.customerName || 'Unknown Customer'}</span>
        <span className="kobo-quotes-card-amount">{formatNaira(quote.totalKobo)}</span>
      </span>
      <span className="kobo-quotes-card-row">
        <span className="kobo-quotes-card-meta">
          <span className="kobo-quotes-card-number">{quote.quoteNumber}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={quote.quoteDate}>{formatQuoteDate(quote.quoteDate)}</time>
        </span>
        <QuoteStatusBadge status={quote.displayStatus} />
      </span>
    </Link>
  );
}

/** /dashboard/quotes: newest first, a page at a time, by status tab and More Filters. */
export function QuoteListPage() {
  const [status, setStatus] = useState<QuoteListStatus>('draft');
  const [filters, setFilters] = useState<QuoteFilterValues>(EMPTY_QUOTE_FILTERS);
  const settled = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const { query: filterQuery } = quoteFilterQuery(settled);
  const filtered = hasQuoteFilters(settled) || !TABS.includes(status);

  // While new filters load, the previous results stay on screen instead of a loading flash.
  const list = usePagedList({
    queryKey: ['quotes', 'list', status, filterQuery],
    page: (cursor) => listQuotes({ status, ...filterQuery, cursor }),
    getId: quoteId,
    errorToast: { header: 'Failed to load quotes' },
  });

  // A status chosen in More Filters shows as a tab of its own while it is in force.
  const tabs = TABS.includes(status) ? TABS : [...TABS, status];

  return (
    <RecordListPage
      title="Quotes"
      add={{ label: 'New Quote', href: '/dashboard/quotes/new' }}
      filters={<QuoteFilters status={status} onStatus={setStatus} filters={filters} onChange={setFilters} />}
      tabs={tabs.map((id) => ({ id, label: QUOTE_STATUS_LABELS[id] }))}
      tabsLabel="Quote status"
      status={status}
      onStatus={setStatus}
      list={list}
      getId={quoteId}
      renderRow={(q) => <QuoteCard quote={q} />}
      listClassName="kobo-quotes-list"
      loadingText="Loading quotes..."
      emptyText="No quotes yet"
      noMatchText="No quotes match these filters"
      filtered={filtered}
      loadingMoreText="Loading more quotes"
    />
  );
}
