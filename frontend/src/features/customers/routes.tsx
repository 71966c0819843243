import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { NotFoundContent } from '../../components/not-found-content';
import { CustomerListPage } from './pages/customer-list';
import { NewCustomerPage } from './pages/new-customer';
import { EditCustomerPage } from './pages/edit-customer';
import { CustomerDetailPage } from './pages/customer-detail';
import { CustomerAddressPage, NewCustomerAddressPage } from './pages/customer-address';
import { NewContactPersonPage, NewCustomerContactPage } from './pages/new-contact-person';
import './customers.css';

const ImportCustomersPage = lazy(() => import('./pages/import-customers'));

/** /dashboard/customers/*: list, new and edit forms, customer detail, addresses and contact persons. */
export function CustomerRoutes() {
  return (
    <Routes>
      <Route index element={<CustomerListPage />} />
      <Route path="new" element={<NewCustomerPage />} />
      <Route path="new/address" element={<NewCustomerAddressPage />} />
      <Route path="new/contact" element={<NewCustomerContactPage />} />
      <Route
        path="import"
        element={
          <Suspense fallback={<PageSpinner label="Loading import..." />}>
            <ImportCustomersPage />
          </Suspense>
        }
      />
      <Route path=":id" element={<CustomerDetailPage />} />
      <Route path=":id/edit" element={<EditCustomerPage />} />
      <Route path=":id/address" element={<CustomerAddressPage />} />
      <Route path=":id/contact-person/new" element={<NewContactPersonPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
