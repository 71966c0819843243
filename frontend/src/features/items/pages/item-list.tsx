import { useState } from 'react';
import { Link } from 'react-router-dom';
import { listItems } from '../../../api/items';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedList } from '../../../components/use-paged-list';
import { formatNaira } from '../../../../../shared/money';
import { type Item, type ItemStatusFilter } from '../../../../../shared/schemas/item';
import { ITEM_TYPE_LABELS, ITEM_UNIT_LABELS, itemPath } from '../components/format';
import { RecordListPage } from '../../../components/record-list-page';
import '../items.css';

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
  const [status, setStatus] = useState<ItemStatusFilter>('active');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  // While a new search runs, the previous results stay on screen instead of a loading flash.
  const list = usePagedList({
    queryKey: ['items', status, search],
    page: (cursor) => listItems({ status, search: search || undefined, cursor }),
    getId: itemId,
    errorToast: { header: 'Failed to load items', content: 'An error occurred while loading items' },
  });

  return (
    <RecordListPage
      title="Items"
      add={{ label: 'Add Item', href: '/dashboard/items/new', needs: 'createItem' }}
      csv={{
        plural: 'items',
        singular: 'item',
        importPath: '/dashboard/items/import',
        importNeeds: 'importItems',
        runExport: async (onProgress) => (await import('../export-items')).exportItems(onProgress),
      }}
      tabs={STATUS_TABS}
      tabsLabel="Item status"
      status={status}
      onStatus={setStatus}
      search={{ value: searchText, onChange: setSearchText, label: 'Search items', placeholder: 'Search by name or description' }}
      list={list}
      getId={itemId}
      renderRow={(item) => (
        <Link to={itemPath(item.itemId)} className="kobo-ui-card kobo-item-card">
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
      )}
      loadingText="Loading items..."
      emptyText="No items found. Add your first item!"
      noMatchText="No items match your search"
      filtered={Boolean(search)}
      loadingMoreText="Loading more items"
    />
  );
}
