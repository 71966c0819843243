import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '../../components/not-found-content';
import { CustomerListPage } from './pages/customer-list';
import { NewCustomerPage } from './pages/new-customer';
import { CustomerDetailPage } from './pages/customer-detail';
import './customers.css';

/** /dashboard/customers/*: list, new-customer form and customer detail. */
export function CustomerRoutes() {
  return (
    <Routes>
      <Route index element={<CustomerListPage />} />
      <Route path="new" element={<NewCustomerPage />} />
      <Route path=":id" element={<CustomerDetailPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
