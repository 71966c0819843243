import { useState } from 'react';
import { Link } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { listItems } from '../../../api/items';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedList } from '../../../components/use-paged-list';
import { useRouterFollow } from '../../../components/use-router-follow';
import { CsvMenu } from '../../../components/csv/csv-menu';
import { formatNaira } from '../../../../../shared/money';
import { itemStatusFilter, type Item, type ItemStatusFilter } from '../../../../../shared/schemas/item';
import { ITEM_TYPE_LABELS, ITEM_UNIT_LABELS, itemPath } from '../components/format';
import '../../../components/kobo-ui.css';

const SEARCH_DEBOUNCE_MS = 300;
const itemId = (item: Item) => item.itemId;

const STATUS_TABS: { id: ItemStatusFilter; label: string }[] = [
  { id: 'active', label: 'Active' },
  { id: 'inactive', label: 'Inactive' },
  { id: 'all', label: 'All' },
];

/**
 * /dashboard/items: newest first, one page at a time. The tabs filter by status
 * and the search (name or description) runs on the server, within the tab.
 * Active is the first tab, as in Zoho's item list.
 */
export function ItemListPage() {
  const follow = useRouterFollow();
  const [status, setStatus] = useState<ItemStatusFilter>('active');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  // While a new search runs, the previous results stay on screen instead of a loading flash.
  const { query, rows: items } = usePagedList({
    queryKey: ['items', status, search],
    page: (cursor) => listItems({ status, search: search || undefined, cursor }),
    getId: itemId,
    errorToast: { header: 'Failed to load items', content: 'An error occurred while loading items' },
  });

  let body: React.ReactNode;
  if (query.isPending) body = <p className="kobo-ui-empty">Loading items...</p>;
  else if (items.length === 0 && !query.isError)
    body = <p className="kobo-ui-empty">{search ? 'No items match your search' : 'No items found. Add your first item!'}</p>;
  else
    body = (
      <ul className="kobo-item-list" aria-label="Items" aria-busy={query.isPlaceholderData}>
        {items.map((item) => (
          <li key={item.itemId}>
            <Link to={itemPath(item.itemId)} className="kobo-item-card">
              <span className="kobo-item-card-top">
                <span className="kobo-item-name">{item.name}</span>
                <span className="kobo-item-price">{formatNaira(item.price)}</span>
              </span>
              {item.description && <span className="kobo-item-description">{item.description}</span>}
              <span className="kobo-item-meta">
                {ITEM_TYPE_LABELS[item.itemType]} · {ITEM_UNIT_LABELS[item.unit]}
                {item.status === 'inactive' && status === 'all' ? ' · Inactive' : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="kobo-ui-page">
      <Header
        variant="h1"
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <CsvMenu
              plural="items"
              singular="item"
              importPath="/dashboard/items/import"
              runExport={async (onProgress) => (await import('../export-items')).exportItems(onProgress)}
            />
            <Button variant="primary" iconName="add-plus" href="/dashboard/items/new" onFollow={follow}>
              Add Item
            </Button>
          </SpaceBetween>
        }
      >
        Items
      </Header>
      <Tabs
        activeTabId={status}
        onChange={({ detail }) => {
          const parsed = itemStatusFilter.safeParse(detail.activeTabId);
          if (parsed.success) setStatus(parsed.data);
        }}
        ariaLabel="Item status"
        i18nStrings={{ scrollLeftAriaLabel: 'Scroll tabs left', scrollRightAriaLabel: 'Scroll tabs right' }}
        tabs={STATUS_TABS.map((t) => ({ id: t.id, label: t.label }))}
      />
      <div className="kobo-item-search">
        <Input
          type="search"
          value={searchText}
          onChange={({ detail }) => setSearchText(detail.value)}
          ariaLabel="Search items"
          placeholder="Search by name or description"
          clearAriaLabel="Clear search"
          autoComplete={false}
        />
      </div>
      {body}
      {query.hasNextPage && items.length > 0 && (
        <div className="kobo-load-more">
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} loadingText="Loading more items">
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
