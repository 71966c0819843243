import { useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Badge from '../../../components/ui/badge';
import Container from '../../../components/ui/container';
import { activateItem, deactivateItem, deleteItem, getItem } from '../../../api/items';
import { useNotify } from '../../../app/notifications';
import { DetailList } from '../../../components/detail-list';
import { useLeaveDeleted, RecordDetailHeader, useActiveToggle, useDeleteRecord } from '../../../components/record-detail-header';
import { formatNaira } from '../../../../../shared/money';
import type { Item } from '../../../../../shared/schemas/item';
import { ItemLoadState } from '../components/item-load-state';
import { formatDate, ITEM_TYPE_LABELS, ITEM_UNIT_LABELS, itemPath } from '../components/format';
import { useRateName } from '../../../components/tax-rates/use-tax-rates';
import '../../../components/kobo-ui.css';
import '../items.css';

function ItemHeader({ item }: { item: Item }) {
  const id = item.itemId;
  const leave = useLeaveDeleted();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const active = item.status === 'active';

  const status = useActiveToggle({
    noun: 'Item',
    active,
    mutationFn: () => (active ? deactivateItem(id) : activateItem(id)),
    onSuccess: (next) => {
      queryClient.setQueryData(['item', id], next);
      void queryClient.invalidateQueries({ queryKey: ['items'] });
    },
  });
  const remove = useDeleteRecord({
    mutationFn: () => deleteItem(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['items'] });
      notify('success', 'Item deleted successfully');
      leave('/dashboard/items', () => queryClient.removeQueries({ queryKey: ['item', id] }));
    },
    failureTitle: 'Failed to delete item',
    conflictSaysWhy: true,
  });

  return (
    <RecordDetailHeader
      title={item.name}
      badges={<Badge color={active ? 'green' : 'grey'}>{active ? 'Active' : 'Inactive'}</Badge>}
      editHref={`${itemPath(id)}/edit`}
      editNeeds="updateItem"
      actions={[{ ...status, needs: 'deactivateItem' }]}
      remove={{ confirmText: `${item.name} will be deleted.`, mutation: remove, needs: 'deleteItem' }}
    >
      <p className="kobo-item-head-price">{formatNaira(item.price)}</p>
    </RecordDetailHeader>
  );
}

/** /dashboard/items/:id */
export function ItemDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['item', id], queryFn: () => getItem(id), enabled: Boolean(id) });
  const taxLabel = useRateName('None');

  if (!query.isSuccess) return <ItemLoadState query={query} />;

  const item = query.data;
  return (
    <div className="kobo-ui-page">
      <ItemHeader item={item} />
      <Container>
        <DetailList
          items={[
            { label: 'Selling Price', value: formatNaira(item.price) },
            { label: 'Type', value: ITEM_TYPE_LABELS[item.itemType] },
            { label: 'Unit', value: ITEM_UNIT_LABELS[item.unit] },
            { label: 'Tax', value: taxLabel(item.taxRate) },
            { label: 'Description', value: item.description },
            { label: 'Status', value: item.status === 'active' ? 'Active' : 'Inactive' },
            { label: 'Created', value: formatDate(item.createdAt) },
          ]}
        />
      </Container>
    </div>
  );
}
