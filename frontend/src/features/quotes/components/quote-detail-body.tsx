import type { Quote } from '../../../../../shared/schemas/quote';
import { DocumentDetailBody } from '../../../components/documents/document-detail-body';
import { QUOTE_KIND } from '../quote-kind';

/** DETAILS: subject, lines, figures, notes and terms, attachments. */
export function QuoteDetailBody({ quote }: { quote: Quote }) {
  return <DocumentDetailBody kind={QUOTE_KIND} doc={quote} />;
}
