import { Route, Routes } from 'react-router-dom';
import { NotFoundContent } from '../../components/not-found-content';
import { QuoteListPage } from './pages/quote-list';
import { QuoteDetailPage } from './pages/quote-detail';
import { NewQuotePage } from './pages/new-quote';
import { EditQuotePage } from './pages/edit-quote';
import { AddLineItemPage } from '../../components/documents/add-line-item-page';
import { QUOTE_KIND, quoteDrafts } from './quote-kind';
import './quotes.css';

/** /dashboard/quotes/*: list, create and edit forms with the add-line-item screen, quote detail. */
export function QuoteRoutes() {
  return (
    <Routes>
      <Route index element={<QuoteListPage />} />
      <Route path="new" element={<NewQuotePage />} />
      <Route path="add-line-item" element={<AddLineItemPage kind={QUOTE_KIND} drafts={quoteDrafts} />} />
      <Route path=":id" element={<QuoteDetailPage />} />
      <Route path=":id/edit" element={<EditQuotePage />} />
      <Route path="*" element={<NotFoundContent />} />
    </Routes>
  );
}
