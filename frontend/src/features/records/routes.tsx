import { NotFoundContent } from '../../components/not-found-content';
import '../../components/kobo-ui.css';

/** Any /dashboard path no feature owns. */
export function DashboardNotFound() {
  return <NotFoundContent />;
}
