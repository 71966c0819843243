import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '../../components/not-found-content';
import { ItemListPage } from './pages/item-list';
import { NewItemPage } from './pages/new-item';
import { EditItemPage } from './pages/edit-item';
import { ItemDetailPage } from './pages/item-detail';
import './items.css';

/** /dashboard/items/*: list, new and edit forms, item detail. */
export function ItemRoutes() {
  return (
    <Routes>
      <Route index element={<ItemListPage />} />
      <Route path="new" element={<NewItemPage />} />
      <Route path=":id" element={<ItemDetailPage />} />
      <Route path=":id/edit" element={<EditItemPage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
