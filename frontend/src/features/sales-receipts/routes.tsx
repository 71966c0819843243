import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '../../components/not-found-content';
import { AddLineItemPage } from '../../components/documents/add-line-item-page';
import { SalesReceiptListPage } from './pages/sales-receipt-list';
import { NewSalesReceiptPage } from './pages/new-sales-receipt';
import { SalesReceiptDetailPage } from './pages/sales-receipt-detail';
import { SALES_RECEIPT_KIND, salesReceiptDrafts } from './sales-receipt-kind';
import '../payments/payments.css';

/** /dashboard/sales-receipts/*: list, New Sales Receipt with its add-line-item screen, the receipt. */
export function SalesReceiptRoutes() {
  return (
    <Routes>
      <Route index element={<SalesReceiptListPage />} />
      <Route path="new" element={<NewSalesReceiptPage />} />
      <Route path="add-line-item" element={<AddLineItemPage kind={SALES_RECEIPT_KIND} drafts={salesReceiptDrafts} />} />
      <Route path=":id" element={<SalesReceiptDetailPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
