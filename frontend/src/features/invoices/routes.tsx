import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '../../components/not-found-content';
import { AddLineItemPage } from '../../components/documents/add-line-item-page';
import { InvoiceListPage } from './pages/invoice-list';
import { InvoiceDetailPage } from './pages/invoice-detail';
import { NewInvoicePage } from './pages/new-invoice';
import { EditInvoicePage } from './pages/edit-invoice';
import { INVOICE_KIND, invoiceDrafts } from './invoice-kind';
import './invoices.css';

/** /dashboard/invoices/*: list, new and edit forms with the add-line-item screen, invoice detail. */
export function InvoiceRoutes() {
  return (
    <Routes>
      <Route index element={<InvoiceListPage />} />
      <Route path="new" element={<NewInvoicePage />} />
      <Route path="add-line-item" element={<AddLineItemPage kind={INVOICE_KIND} drafts={invoiceDrafts} />} />
      <Route path=":id" element={<InvoiceDetailPage />} />
      <Route path=":id/edit" element={<EditInvoicePage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
