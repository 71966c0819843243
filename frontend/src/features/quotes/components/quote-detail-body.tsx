import { DocumentDetailBody, DocumentSection } from '../../../components/documents/document-view';
import type { Quote } from '../../../../../shared/schemas/quote';

/** DETAILS: subject, then the document's lines, figures, notes and terms, attachments. */
export function QuoteDetailBody({ quote }: { quote: Quote }) {
  return (
    <DocumentDetailBody
      noun="Quote"
      doc={quote}
      before={
        quote.subject && (
          <DocumentSection title="Subject">
            <p className="kobo-dv-text">{quote.subject}</p>
          </DocumentSection>
        )
      }
    />
  );
}
