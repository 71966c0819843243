import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRecurringExpense, updateRecurringExpense } from '../../../api/recurring-expenses';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { useRevealed } from '../../../components/use-revealed';
import type { RecurringExpenseInput } from '../../../../../shared/schemas/recurring-expense';
import { RecurringForm } from './recurring-form';
import { RecurringLoadState } from './recurring-load-state';
import { RECURRING_TEXT, recurringFormOf, recurringPath } from './recurring-values';

/** /dashboard/expenses/recurring/:id/edit: the New form, pre-filled; saves with PUT (a full replace) and the version it loaded. */
export function EditRecurringPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['recurring-expense', id], queryFn: () => getRecurringExpense(id), enabled: Boolean(id) });
  const mutation = useMutation({ mutationFn: (input: RecurringExpenseInput) => updateRecurringExpense(id, { ...input, version: query.data?.version }) });
  const back = recurringPath(id);

  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <RecurringLoadState query={query} />;

  return (
    <RecurringForm
      key={`${query.data.version ?? 0}-${query.data.updatedAt}`}
      title="Edit Recurring Expense"
      defaultValues={recurringFormOf(query.data)}
      saving={mutation.isPending}
      onCancel={() => navigate(back)}
      onSave={async (input) => {
        try {
          const profile = await mutation.mutateAsync(input);
          queryClient.setQueryData(['recurring-expense', id], profile);
          void queryClient.invalidateQueries({ queryKey: ['recurring-expenses'] });
          notify('success', RECURRING_TEXT.saved);
          navigate(back);
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409) {
            notify('error', errorMessage(error));
            void query.refetch();
          } else notify('error', 'Failed to save recurring expense', error instanceof ApiRequestError && error.status === 400 ? 'Check the highlighted fields.' : errorMessage(error));
          throw error;
        }
      }}
    />
  );
}
