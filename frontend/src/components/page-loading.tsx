import Header from './ui/header';
import { PageSpinner } from './page-spinner';
import './kobo-ui.css';

/**
 * A page's loading state while the data it starts from loads: its own heading, where the
 * page will show it, and the spinner under it. A prerendered page paints this from its HTML,
 * so a user sees which page opened (and the browser has something to paint) at once.
 */
export function PageLoading({ title, label = 'Loading...' }: { title: string; label?: string }) {
  return (
    <div className="kobo-ui-page">
      <Header variant="h1">{title}</Header>
      <PageSpinner label={label} />
    </div>
  );
}
