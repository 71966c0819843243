import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Button from './ui/button';
import Header from './ui/header';
import { ApiRequestError, errorMessage } from '../api/client';
import { useNotify } from '../app/notifications';
import { useRouterFollow } from './use-router-follow';
import './kobo-ui.css';
import './record-load-state.css';

const NOT_FOUND = [404] as const;
/** A deleted record (404) or an id that cannot name one (400). */
const DELETED_OR_MALFORMED = [404, 400] as const;

export interface RecordLoadStateProps {
  /** The query that loads the record. */
  query: UseQueryResult<unknown>;
  /** While it loads, e.g. 'Loading customer data...'. */
  loadingText: string;
  /** The heading when there is no such record, e.g. 'Customer not found'. */
  notFoundTitle: string;
  /** The sentence under it, e.g. 'The customer you are looking for does not exist.' */
  notFoundText: string;
  /** The toast and the heading when loading fails for another reason, e.g. 'Failed to load customer data'. */
  errorTitle: string;
  /** The button back to the list, e.g. { href: '/dashboard/customers', label: 'Back to Customers' }. */
  back: { href: string; label: string };
  /** The answers that mean there is no such record (404 unless told). */
  notFoundStatuses?: readonly number[];
  /** Added to the page's class when not found or failed. */
  className?: string;
  /** The class of the sentence under the heading. */
  textClassName?: string;
}

function BackButton({ href, label }: RecordLoadStateProps['back']) {
  const follow = useRouterFollow();
  return (
    <Button href={href} onFollow={follow}>
      {label}
    </Button>
  );
}

/** What a record's screen shows until the record has loaded: loading, not found, or the error with a retry. */
export function RecordLoadState({
  query,
  loadingText,
  notFoundTitle,
  notFoundText,
  errorTitle,
  back,
  notFoundStatuses = NOT_FOUND,
  className,
  textClassName,
}: RecordLoadStateProps) {
  const notify = useNotify();
  const notFound = query.error instanceof ApiRequestError && notFoundStatuses.includes(query.error.status);

  useEffect(() => {
    if (query.isError && !notFound) notify('error', errorTitle, errorMessage(query.error));
  }, [query.isError, query.error, notFound, notify, errorTitle]);

  const pageClass = className ? `kobo-ui-page ${className}` : 'kobo-ui-page';
  if (notFound) {
    return (
      <div className={pageClass}>
        <Header variant="h1">{notFoundTitle}</Header>
        <p className={textClassName}>{notFoundText}</p>
        <div>
          <BackButton {...back} />
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={pageClass}>
        <Header variant="h1">{errorTitle}</Header>
        <p className={textClassName}>{errorMessage(query.error)}</p>
        <div className="kobo-record-button-row">
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
          <BackButton {...back} />
        </div>
      </div>
    );
  }
  return (
    <p className="kobo-ui-empty" role="status">
      {loadingText}
    </p>
  );
}

/** A kind of record as its screens name it (a DocumentKind is one). */
export interface RecordKindNames {
  /** 'sales receipt'. */
  lowerNoun: string;
  /** Its list: 'Sales Receipts' at '/dashboard/sales-receipts'. */
  listTitle: string;
  basePath: string;
  /** 'Failed to load {lowerNoun}' unless told. */
  loadErrorTitle?: string;
}

interface KindLoadStateProps extends Pick<RecordLoadStateProps, 'query' | 'textClassName'> {
  kind: RecordKindNames;
  /**
   * In place of a document form: says only that the record does not exist (a
   * malformed id is an error), on a padded page. Otherwise a detail page's: a
   * deleted or malformed id is not found.
   */
  form?: boolean;
}

/** RecordLoadState in a kind's words: 'Loading quote...', 'Quote not found', 'Failed to load quote', Back to Quotes. */
export function KindLoadState({ kind, query, form = false, textClassName }: KindLoadStateProps) {
  const noun = kind.lowerNoun;
  return (
    <RecordLoadState
      query={query}
      loadingText={`Loading ${noun}...`}
      notFoundTitle={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`}
      notFoundText={form ? `The ${noun} you are looking for does not exist.` : `The ${noun} you are looking for does not exist or has been deleted.`}
      notFoundStatuses={form ? NOT_FOUND : DELETED_OR_MALFORMED}
      errorTitle={kind.loadErrorTitle ?? `Failed to load ${noun}`}
      back={{ href: kind.basePath, label: `Back to ${kind.listTitle}` }}
      className={form ? 'kobo-record-form-missing' : undefined}
      textClassName={textClassName}
    />
  );
}
