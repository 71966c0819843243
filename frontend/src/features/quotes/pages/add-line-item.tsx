import { AddLineItemPage } from '../../../components/documents/add-line-item-page';
import { QUOTE_KIND, quoteDrafts } from '../quote-kind';
import '../quotes.css';

/** The add-line-item screen of the form, for this kind. */
export function QuoteAddLineItemPage() {
  return <AddLineItemPage kind={QUOTE_KIND} drafts={quoteDrafts} />;
}
