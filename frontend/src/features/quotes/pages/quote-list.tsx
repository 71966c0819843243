import { useState } from 'react';
import { Link } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { listQuotes } from '../../../api/quotes';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedList } from '../../../components/use-paged-list';
import { useRouterFollow } from '../../../components/use-router-follow';
import { formatNaira } from '../../../../../shared/money';
import type { QuoteSummary } from '../../../../../shared/schemas/quote';
import { EMPTY_QUOTE_FILTERS, hasQuoteFilters, QuoteFilters, quoteFilterQuery, type QuoteFilterValues } from '../components/quote-filters';
import { formatQuoteDate, quotePath } from '../components/quote-list-format';
import { QUOTE_STATUS_LABELS, QuoteStatusBadge, type QuoteListStatus } from '../components/quote-status';
import '../../../components/kobo-ui.css';

/** Typed amounts settle before they are asked for. */
const FILTER_DEBOUNCE_MS = 300;

/** The spec's tabs. Declined, Expired and Invoiced are reached through More Filters. */
const TABS: QuoteListStatus[] = ['draft', 'sent', 'accepted', 'all'];
const TABS_I18N = { scrollLeftAriaLabel: 'Scroll tabs left', scrollRightAriaLabel: 'Scroll tabs right' };
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
  const follow = useRouterFollow();
  const [status, setStatus] = useState<QuoteListStatus>('draft');
  const [filters, setFilters] = useState<QuoteFilterValues>(EMPTY_QUOTE_FILTERS);
  const settled = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const { query: filterQuery } = quoteFilterQuery(settled);
  const filtered = hasQuoteFilters(settled) || !TABS.includes(status);

  // While new filters load, the previous results stay on screen instead of a loading flash.
  const { query, rows: quotes } = usePagedList({
    queryKey: ['quotes', 'list', status, filterQuery],
    page: (cursor) => listQuotes({ status, ...filterQuery, cursor }),
    getId: quoteId,
    errorToast: { header: 'Failed to load quotes' },
  });

  // A status chosen in More Filters shows as a tab of its own while it is in force.
  const tabs = TABS.includes(status) ? TABS : [...TABS, status];

  let body: React.ReactNode;
  if (query.isPending) body = <p className="kobo-ui-empty">Loading quotes...</p>;
  else if (quotes.length === 0 && !query.isError) body = <p className="kobo-ui-empty">{filtered ? 'No quotes match these filters' : 'No quotes yet'}</p>;
  else
    body = (
      <ul className="kobo-quotes-list" aria-label="Quotes" aria-busy={query.isPlaceholderData}>
        {quotes.map((q) => (
          <li key={q.quoteId}>
            <QuoteCard quote={q} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="kobo-ui-page">
      <Header
        variant="h1"
        actions={
          <Button variant="primary" iconName="add-plus" href="/dashboard/quotes/new" onFollow={follow}>
            New Quote
          </Button>
        }
      >
        Quotes
      </Header>
      <QuoteFilters status={status} onStatus={setStatus} filters={filters} onChange={setFilters} />
      <Tabs
        activeTabId={status}
        onChange={({ detail }) => setStatus(detail.activeTabId as QuoteListStatus)}
        ariaLabel="Quote status"
        i18nStrings={TABS_I18N}
        tabs={tabs.map((id) => ({ id, label: QUOTE_STATUS_LABELS[id] }))}
      />
      {body}
      {query.hasNextPage && quotes.length > 0 && (
        <div className="kobo-quotes-load-more">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} loadingText="Loading more quotes">
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
