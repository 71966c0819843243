import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import { activateItem, deactivateItem, deleteItem, getItem } from '../../../api/items';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { useRouterFollow } from '../../../components/use-router-follow';
import { formatNaira } from '../../../../../shared/money';
import type { Item } from '../../../../../shared/schemas/item';
import { ItemLoadState } from '../components/item-load-state';
import { formatDate, ITEM_TYPE_LABELS, ITEM_UNIT_LABELS, itemPath, taxRateLabel } from '../components/format';
import '../../../components/kobo-ui.css';

function ItemActions({ item }: { item: Item }) {
  const id = item.itemId;
  const follow = useRouterFollow();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const active = item.status === 'active';

  const status = useMutation({
    mutationFn: () => (active ? deactivateItem(id) : activateItem(id)),
    onSuccess: (next) => {
      queryClient.setQueryData(['item', id], next);
      void queryClient.invalidateQueries({ queryKey: ['items'] });
      notify('success', next.status === 'active' ? 'Item marked as active' : 'Item marked as inactive');
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteItem(id),
    onSuccess: () => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: ['item', id] });
      void queryClient.invalidateQueries({ queryKey: ['items'] });
      notify('success', 'Item deleted successfully');
      navigate('/dashboard/items');
    },
    onError: (error) => {
      setConfirming(false);
      if (error instanceof ApiRequestError && error.status === 409) notify('error', errorMessage(error));
      else notify('error', 'Failed to delete item', errorMessage(error));
    },
  });

  return (
    <div className="kobo-button-row kobo-item-actions">
      <Button href={`${itemPath(id)}/edit`} onFollow={follow} iconName="edit">
        Edit
      </Button>
      <Button onClick={() => status.mutate()} loading={status.isPending}>
        {active ? 'Mark as Inactive' : 'Mark as Active'}
      </Button>
      <Button onClick={() => setConfirming(true)}>Delete</Button>
      <ConfirmDialog
        visible={confirming}
        text={`${item.name} will be deleted.`}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

/** /dashboard/items/:id */
export function ItemDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['item', id], queryFn: () => getItem(id), enabled: Boolean(id) });

  if (!query.isSuccess) return <ItemLoadState query={query} />;

  const item = query.data;
  return (
    <div className="kobo-ui-page">
      <Container>
        <div className="kobo-item-head">
          <div className="kobo-item-title">
            <h1 className="kobo-item-h1">{item.name}</h1>
            <Badge color={item.status === 'active' ? 'green' : 'grey'}>{item.status === 'active' ? 'Active' : 'Inactive'}</Badge>
          </div>
          <p className="kobo-item-head-price">{formatNaira(item.price)}</p>
          <ItemActions item={item} />
        </div>
      </Container>
      <Container>
        <DetailList
          items={[
            { label: 'Selling Price', value: formatNaira(item.price) },
            { label: 'Type', value: ITEM_TYPE_LABELS[item.itemType] },
            { label: 'Unit', value: ITEM_UNIT_LABELS[item.unit] },
            { label: 'Tax', value: taxRateLabel(item.taxRate) },
            { label: 'Description', value: item.description },
            { label: 'Status', value: item.status === 'active' ? 'Active' : 'Inactive' },
            { label: 'Created', value: formatDate(item.createdAt) },
          ]}
        />
      </Container>
    </div>
  );
}
