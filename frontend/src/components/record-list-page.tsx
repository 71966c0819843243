import type { ReactNode } from 'react';
import Button from './ui/button';
import Header from './ui/header';
import Input from './ui/input';
import SpaceBetween from './ui/space-between';
import Tabs from './ui/tabs';
import type { usePagedList } from './use-paged-list';
import { useRouterFollow } from './use-router-follow';
import { useCan } from '../auth/use-can';
import type { Action } from '../../../shared/permissions';
import { CsvMenu, type CsvMenuProps } from './csv/csv-menu';
import { TABS_I18N } from './record-tabs';
import './kobo-ui.css';

export interface RecordListPageProps<T, S extends string> {
  /** The page heading and the list's accessible name ("Customers"). */
  title: string;
  /** The header's primary button: the new-record form ("Add Customer"), shown to roles allowed its create route (`needs`). */
  add?: { label: string; href: string; needs: Action };
  /** More buttons in the header (the admin lists' Refresh). */
  actions?: ReactNode;
  /** A link to a related page beside the add button (the expense list's Recurring). */
  link?: { label: string; href: string };
  /** Import and export as CSV, for lists that have them. */
  csv?: CsvMenuProps;
  /** More Filters, above the tabs. */
  filters?: ReactNode;
  tabs: readonly { id: S; label: string }[];
  tabsLabel: string;
  status: S;
  onStatus: (status: S) => void;
  /** A server-side search box under the tabs. */
  search?: { value: string; onChange: (value: string) => void; label: string; placeholder: string };
  /** The paged list (usePagedList) and how to show one row. */
  list: ReturnType<typeof usePagedList<T>>;
  getId: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  /** A class of the list besides kobo-ui-cards (a grid of kobo-ui-card links): one that sets its narrowest column, --kobo-cards-min. */
  listClassName?: string;
  loadingText: string;
  /** What an empty list says, and what it says when a search or filter found nothing. */
  emptyText: string;
  noMatchText: string;
  /** A button under the empty text (not when a filter found nothing): the add button again ("New Invoice"). */
  emptyAction?: boolean;
  /** Whether a search or filter is in force (chooses noMatchText). */
  filtered: boolean;
  /** "Loading more customers". */
  loadingMoreText: string;
}

/**
 * The one record list page: heading with actions, More Filters, status tabs, an
 * optional search, the rows newest first, and Load more. The customer, item and
 * quote lists (and each list to come) are configurations of it.
 */
export function RecordListPage<T, S extends string>(props: RecordListPageProps<T, S>) {
  const follow = useRouterFollow();
  const can = useCan();
  const canAdd = props.add ? can(props.add.needs) : false;
  const { query, rows } = props.list;
  let body: ReactNode;
  if (query.isPending) body = <p className="kobo-ui-empty">{props.loadingText}</p>;
  else if (rows.length === 0 && !query.isError)
    body = (
      <div className="kobo-ui-empty">
        <p>{props.filtered ? props.noMatchText : props.emptyText}</p>
        {props.emptyAction && props.add && canAdd && !props.filtered && !query.hasNextPage && (
          <Button href={props.add.href} onFollow={follow}>
            {props.add.label}
          </Button>
        )}
      </div>
    );
  else
    body = (
      <ul className={props.listClassName ? `kobo-ui-cards ${props.listClassName}` : 'kobo-ui-cards'} aria-label={props.title} aria-busy={query.isPlaceholderData}>
        {rows.map((row) => (
          <li key={props.getId(row)}>{props.renderRow(row)}</li>
        ))}
      </ul>
    );
  return (
    <div className="kobo-ui-page">
      <Header
        variant="h1"
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {props.link && (
              <Button href={props.link.href} onFollow={follow}>
                {props.link.label}
              </Button>
            )}
            {props.csv && <CsvMenu {...props.csv} />}
            {props.actions}
            {props.add && canAdd && (
              <Button variant="primary" iconName="add-plus" href={props.add.href} onFollow={follow}>
                {props.add.label}
              </Button>
            )}
          </SpaceBetween>
        }
      >
        {props.title}
      </Header>
      {props.filters}
      <Tabs
        activeTabId={props.status}
        onChange={({ detail }) => {
          const tab = props.tabs.find((t) => t.id === detail.activeTabId);
          if (tab) props.onStatus(tab.id);
        }}
        ariaLabel={props.tabsLabel}
        i18nStrings={TABS_I18N}
        tabs={props.tabs.map((t) => ({ id: t.id, label: t.label }))}
      />
      {props.search && (
        <div className="kobo-list-search">
          <Input
            type="search"
            value={props.search.value}
            onChange={({ detail }) => props.search!.onChange(detail.value)}
            ariaLabel={props.search.label}
            placeholder={props.search.placeholder}
            clearAriaLabel="Clear search"
            autoComplete={false}
          />
        </div>
      )}
      {body}
      {/* A filtered page can come back short, even empty, with more to read: Load more stays while there is a cursor. */}
      {query.hasNextPage && (
        <div className="kobo-load-more">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} loadingText={props.loadingMoreText}>
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
