import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { NotFoundContent } from '../../components/not-found-content';
import { ItemListPage } from './pages/item-list';
import { NewItemPage } from './pages/new-item';
import { EditItemPage } from './pages/edit-item';
import { ItemDetailPage } from './pages/item-detail';
import './items.css';

const ImportItemsPage = lazy(() => import('./pages/import-items'));

/** /dashboard/items/*: list, new and edit forms, item detail. */
export function ItemRoutes() {
  return (
    <Routes>
      <Route index element={<ItemListPage />} />
      <Route path="new" element={<NewItemPage />} />
      <Route
        path="import"
        element={
          <Suspense fallback={<PageSpinner label="Loading import..." />}>
            <ImportItemsPage />
          </Suspense>
        }
      />
      <Route path=":id" element={<ItemDetailPage />} />
      <Route path=":id/edit" element={<EditItemPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
