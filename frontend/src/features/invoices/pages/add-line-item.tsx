import { AddLineItemPage } from '../../../components/documents/add-line-item-page';
import { INVOICE_KIND, invoiceDrafts } from '../invoice-kind';
import '../invoices.css';

/** The add-line-item screen of the form, for this kind. */
export function InvoiceAddLineItemPage() {
  return <AddLineItemPage kind={INVOICE_KIND} drafts={invoiceDrafts} />;
}
