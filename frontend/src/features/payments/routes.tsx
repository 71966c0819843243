import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '../../components/not-found-content';
import { PaymentListPage } from './pages/payment-list';
import { NewPaymentPage } from './pages/new-payment';
import { EditPaymentPage } from './pages/edit-payment';
import { PaymentDetailPage } from './pages/payment-detail';
import './payments.css';

/** /dashboard/payments/*: Payments Received, Record Payment, the payment and its edit form. */
export function PaymentRoutes() {
  return (
    <Routes>
      <Route index element={<PaymentListPage />} />
      <Route path="new" element={<NewPaymentPage />} />
      <Route path=":id" element={<PaymentDetailPage />} />
      <Route path=":id/edit" element={<EditPaymentPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
