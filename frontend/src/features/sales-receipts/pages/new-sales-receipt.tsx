import { useQuery } from '@tanstack/react-query';
import { createSalesReceipt, nextReceiptNumber } from '../../../api/sales-receipts';
import { NEW_DRAFT } from '../../../components/documents/document-draft';
import { useDocumentFormPage } from '../../../components/documents/document-pages';
import { WithDocumentDefaults, type DocumentDefaults } from '../../../components/documents/document-defaults';
import { SALES_RECEIPT_FORM, SalesReceiptForm } from '../components/sales-receipt-form';
import { emptySalesReceiptForm } from '../components/sales-receipt-form-values';
import { SALES_RECEIPTS_PATH } from '../sales-receipt-kind';
import '../../payments/payments.css';

/** /dashboard/sales-receipts/new: a customer made through the plus button comes back as `state.newCustomer` and is selected. */
export function NewSalesReceiptPage() {
  const next = useQuery({ queryKey: ['sales-receipts', 'next-number'], queryFn: nextReceiptNumber, staleTime: 0 });
  return <WithDocumentDefaults>{(defaults, preview) => <NewSalesReceiptForm defaults={defaults} preview={preview} nextNumber={next.data?.receiptNumber} />}</WithDocumentDefaults>;
}

/** The form itself, started from the company's defaults (Settings > Preferences). */
function NewSalesReceiptForm({ defaults, preview, nextNumber }: { defaults: DocumentDefaults; preview: boolean; nextNumber?: string }) {
  const page = useDocumentFormPage({
    config: SALES_RECEIPT_FORM,
    draftKey: NEW_DRAFT,
    preview,
    start: () => emptySalesReceiptForm(undefined, defaults),
    save: (input) => createSalesReceipt(input),
    idOf: (receipt) => receipt.receiptId,
    cacheKey: (receipt) => ['sales-receipt', receipt.receiptId],
    affects: (receipt) => [['sales-receipts'], ['customers'], ['customer', receipt.customerId], ['customer-transactions', receipt.customerId], ['dashboard']],
  });
  return <SalesReceiptForm backTo={SALES_RECEIPTS_PATH} nextNumber={nextNumber} {...page} />;
}
