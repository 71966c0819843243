import { useEffect, useMemo } from 'react';
import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useNotify } from '../app/notifications';

/** A page as the list endpoints return it: its rows and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  cursor: string | null;
}

export interface PagedListOptions<T> {
  /** The list's cache key; code elsewhere refreshes a list by its first part (['customers'], ['items'], ...). */
  queryKey: QueryKey;
  /** One page, from `cursor` (undefined for the first). */
  page: (cursor: string | undefined) => Promise<Page<T>>;
  /** A row's id: pages can overlap (a row matching two search tokens), so a row is shown once. Define it outside the component, so the rows are not rebuilt on every render. */
  getId: (row: T) => string;
  /** The toast when loading fails (header, then the optional text); without it the caller shows the error. */
  errorToast?: { header: string; content?: string };
  /** While a new key (search, filters) loads, the previous rows stay on screen instead of a loading flash. Default true. */
  keepPrevious?: boolean;
}

/** A list loaded a page at a time ("Load more"): the query, and its pages merged into rows without repeats. */
export function usePagedList<T>({ queryKey, page, getId, errorToast, keepPrevious = true }: PagedListOptions<T>) {
  const notify = useNotify();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => page(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });

  const header = errorToast?.header;
  const content = errorToast?.content;
  useEffect(() => {
    if (query.isError && header) notify('error', header, content);
  }, [query.isError, query.errorUpdatedAt, notify, header, content]);

  const rows = useMemo(() => {
    const seen = new Set<string>();
    const merged: T[] = [];
    for (const p of query.data?.pages ?? []) {
      for (const row of p.items) {
        const id = getId(row);
        if (seen.has(id)) continue;
        seen.add(id);
        merged.push(row);
      }
    }
    return merged;
  }, [query.data, getId]);

  return { query, rows };
}
