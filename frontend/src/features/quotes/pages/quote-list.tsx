import { useState } from 'react';
import { listQuotes } from '../../../api/quotes';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedList } from '../../../components/use-paged-list';
import { DocumentCard, DOCUMENT_LIST_CLASS } from '../../../components/documents/document-card';
import type { QuoteSummary } from '../../../../../shared/schemas/quote';
import { EMPTY_QUOTE_FILTERS, hasQuoteFilters, QuoteFilters, quoteFilterQuery, type QuoteFilterValues } from '../components/quote-filters';
import { quotePath } from '../components/quote-list-format';
import { QUOTE_STATUS_LABELS, QuoteStatusBadge, type QuoteListStatus } from '../components/quote-status';
import { RecordListPage } from '../../../components/record-list-page';
import '../quotes.css';

/** Typed amounts settle before they are asked for. */
const FILTER_DEBOUNCE_MS = 300;

/** The spec's tabs. Declined, Expired and Invoiced are reached through More Filters. */
const TABS: QuoteListStatus[] = ['draft', 'sent', 'accepted', 'all'];
const quoteId = (q: QuoteSummary) => q.quoteId;

function QuoteCard({ quote }: { quote: QuoteSummary }) {
  return (
    <DocumentCard
      href={quotePath(quote.quoteId)}
      customerName={quote.customerName}
      totalKobo={quote.totalKobo}
      number={quote.quoteNumber}
      date={quote.quoteDate}
      badge={<QuoteStatusBadge status={quote.displayStatus} />}
    />
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
      add={{ label: 'New Quote', href: '/dashboard/quotes/new', needs: 'createQuote' }}
      filters={<QuoteFilters status={status} onStatus={setStatus} filters={filters} onChange={setFilters} />}
      tabs={tabs.map((id) => ({ id, label: QUOTE_STATUS_LABELS[id] }))}
      tabsLabel="Quote status"
      status={status}
      onStatus={setStatus}
      list={list}
      getId={quoteId}
      renderRow={(q) => <QuoteCard quote={q} />}
      listClassName={DOCUMENT_LIST_CLASS}
      loadingText="Loading quotes..."
      emptyText="No quotes yet"
      noMatchText="No quotes match these filters"
      filtered={filtered}
      loadingMoreText="Loading more quotes"
    />
  );
}
