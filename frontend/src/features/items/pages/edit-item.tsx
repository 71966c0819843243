import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getItem, updateItem } from '../../../api/items';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import type { ItemValues } from '../../../../../shared/schemas/item';
import { ItemForm, itemFormValues } from '../components/item-form';
import { ItemLoadState } from '../components/item-load-state';
import { itemPath } from '../components/format';
import { useRevealed } from '../../../components/use-revealed';
import '../items.css';

/** /dashboard/items/:id/edit: the New Item form, pre-filled; saves with PUT (a full replace) and the version it loaded. */
export function EditItemPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['item', id], queryFn: () => getItem(id), enabled: Boolean(id) });
  const mutation = useMutation({ mutationFn: (values: ItemValues) => updateItem(id, { ...values, version: query.data?.version }) });
  const back = itemPath(id);

  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <ItemLoadState query={query} />;

  return (
    <ItemForm
      // A fresh form when the item is reloaded (after a 409), so it shows what the server has now.
      key={`${query.data.version ?? 0}-${query.data.updatedAt}`}
      title="Edit Item"
      defaultValues={itemFormValues(query.data)}
      saving={mutation.isPending}
      onCancel={() => navigate(back)}
      onSave={async (values) => {
        try {
          const item = await mutation.mutateAsync(values);
          queryClient.setQueryData(['item', id], item);
          void queryClient.invalidateQueries({ queryKey: ['items'] });
          notify('success', 'Item updated successfully');
          navigate(back);
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409) {
            notify('error', errorMessage(error));
            // Reload: the form then shows the other person's change, to edit again on top of it.
            void query.refetch();
          } else notify('error', 'Failed to update item', error instanceof ApiRequestError && error.status === 400 ? 'Check the highlighted fields.' : errorMessage(error));
          throw error;
        }
      }}
    />
  );
}
