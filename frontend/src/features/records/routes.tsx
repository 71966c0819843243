import type { ComponentType } from 'react';
import Container from '../../components/ui/container';
import Header from '../../components/ui/header';
import { NotFoundContent } from '../../components/not-found-content';
import '../../components/kobo-ui.css';

interface RecordList {
  path: string;
  title: string;
  empty: string;
}

/**
 * The record lists whose screens are not built yet show their title and their
 * empty state, with no add buttons (their forms do not exist). Each list moves
 * to its own feature module when it is built.
 */
const RECORD_LISTS: readonly RecordList[] = [
  { path: 'reports', title: 'Reports', empty: 'Reports appear here once you have invoices and expenses' },
];

function RecordListPage({ title, empty }: RecordList) {
  return (
    <div className="kobo-ui-page">
      <Header variant="h1">{title}</Header>
      <Container>
        <p className="kobo-ui-empty">{empty}</p>
      </Container>
    </div>
  );
}

const pages = new Map<string, ComponentType>();

/** The page of the record list at /dashboard/{path} (features.ts): one component per list, made once. */
export function recordListPage(path: string): ComponentType {
  let page = pages.get(path);
  if (!page) {
    const list = RECORD_LISTS.find((l) => l.path === path);
    if (!list) throw new Error(`No record list at ${path}`);
    page = function RecordList() {
      return <RecordListPage {...list} />;
    };
    pages.set(path, page);
  }
  return page;
}

/** Any /dashboard path no feature owns. */
export function DashboardNotFound() {
  return <NotFoundContent />;
}
