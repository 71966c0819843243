import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SelectProps } from '../ui/select';
import { useDebouncedValue } from '../use-debounced-value';

/** What a picker asks its list endpoint: active records matching the typed text, first page. */
export interface PickerQuery {
  search?: string;
  status: 'active';
  limit: number;
}

/**
 * The server-side search behind a document form's picker (customer, item): loads
 * when the select first opens, searches as the user types (debounced), and gives
 * the select's status and onLoadItems.
 */
export function usePickerSearch<T>(resource: string, list: (query: PickerQuery) => Promise<{ items: T[] }>) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const query = useQuery({
    queryKey: [resource, 'picker', term],
    queryFn: () => list({ search: term || undefined, status: 'active', limit: 25 }),
    enabled: open,
    staleTime: 30_000,
  });
  const waiting = query.isFetching || search.trim() !== term;
  const statusType: SelectProps['statusType'] = query.isError ? 'error' : waiting ? 'loading' : 'finished';
  const onLoadItems: NonNullable<SelectProps['onLoadItems']> = ({ detail }) => {
    setOpen(true);
    setSearch(detail.filteringText);
    if (!detail.firstPage && detail.samePage) void query.refetch();
  };
  return { query, items: query.data?.items ?? [], term, statusType, onLoadItems };
}
