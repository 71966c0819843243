import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import { addQuoteComment, getQuote, listQuoteHistory } from '../../../api/quotes';
import { DetailList } from '../../../components/detail-list';
import { DocumentDetailBody } from '../../../components/documents/document-detail-body';
import { RecordTabs } from '../../../components/record-tabs';
import { KindLoadState } from '../../../components/record-load-state';
import { formatNaira } from '../../../../../shared/money';
import type { Quote } from '../../../../../shared/schemas/quote';
import { QuoteDetailHeader } from '../components/quote-detail-header';
import { formatDay } from '../../../components/format-date';
import { QuoteStatusCard, useQuoteStatusChange } from '../components/quote-status-card';
import { QUOTE_KIND } from '../quote-kind';
import { useRevealed } from '../../../components/use-revealed';
import '../../../components/kobo-ui.css';
import '../quotes.css';

function TotalCard({ quote }: { quote: Quote }) {
  return (
    <Container header={<Header variant="h2">Total Amount</Header>}>
      <p className="kobo-quotes-total">{formatNaira(quote.totalKobo)}</p>
      <DetailList
        items={[
          { label: 'Reference', value: quote.reference },
          { label: 'Quote Date', value: formatDay(quote.quoteDate) },
          { label: 'Expiry Date', value: formatDay(quote.expiryDate) },
        ]}
      />
    </Container>
  );
}

function QuoteDetail({ quote }: { quote: Quote }) {
  const status = useQuoteStatusChange(quote);
  return (
    <div className="kobo-ui-page">
      <QuoteDetailHeader quote={quote} onMarkSent={() => status.request('sent')} />
      <div className="kobo-quotes-cards">
        <TotalCard quote={quote} />
        <QuoteStatusCard quote={quote} onRequest={status.request} />
      </div>
      <RecordTabs
        label="Quote sections"
        tabs={[{ id: 'details', label: 'DETAILS', content: <DocumentDetailBody kind={QUOTE_KIND} doc={quote} /> }]}
        // Under ['quote', id]: whatever refreshes the quote (a status change, a save in the edit form) refreshes its history too.
        history={{
          queryKey: ['quote', quote.quoteId, 'history'],
          listPage: (cursor) => listQuoteHistory(quote.quoteId, cursor),
          addComment: (text) => addQuoteComment(quote.quoteId, text),
          label: 'Quote history',
        }}
      />
      {status.dialog}
    </div>
  );
}

/** /dashboard/quotes/:id */
export function QuoteDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['quote', id], queryFn: () => getQuote(id), enabled: Boolean(id) });
  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <KindLoadState kind={QUOTE_KIND} query={query} textClassName="kobo-quotes-muted" />;
  // Keyed by id: a clone opens with fresh tab and dialog state.
  return <QuoteDetail key={query.data.quoteId} quote={query.data} />;
}
