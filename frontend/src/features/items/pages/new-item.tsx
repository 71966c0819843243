import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createItem } from '../../../api/items';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { EMPTY_ITEM, ItemForm } from '../components/item-form';
import { itemPath } from '../components/format';
import '../items.css';

/** /dashboard/items/new: saves, then opens the new item's page. */
export function NewItemPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: createItem });

  return (
    <ItemForm
      title="New Item"
      defaultValues={EMPTY_ITEM}
      saving={mutation.isPending}
      onCancel={() => navigate('/dashboard/items')}
      onSave={async (values) => {
        try {
          const item = await mutation.mutateAsync(values);
          queryClient.setQueryData(['item', item.itemId], item);
          void queryClient.invalidateQueries({ queryKey: ['items'] });
          notify('success', 'Item added successfully');
          navigate(itemPath(item.itemId));
        } catch (error) {
          // Field errors are shown on the fields; the toast names the failure.
          notify('error', 'Failed to create item', error instanceof ApiRequestError && error.status === 400 ? 'Check the highlighted fields.' : errorMessage(error));
          throw error;
        }
      }}
    />
  );
}
