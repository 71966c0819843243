import { AddLineItemPage } from '../../../components/documents/add-line-item-page';
import { SALES_RECEIPT_KIND, salesReceiptDrafts } from '../sales-receipt-kind';
import '../../payments/payments.css';

/** The add-line-item screen of the form, for this kind. */
export function SalesReceiptAddLineItemPage() {
  return <AddLineItemPage kind={SALES_RECEIPT_KIND} drafts={salesReceiptDrafts} />;
}
