import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '../../../components/ui/button';
import Header from '../../../components/ui/header';
import { getExpense, updateExpense } from '../../../api/expenses';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { useRevealed } from '../../../components/use-revealed';
import { useRouterFollow } from '../../../components/use-router-follow';
import type { ExpenseInput } from '../../../../../shared/schemas/expense';
import { ExpenseForm } from '../components/expense-form';
import { ExpenseLoadState } from '../components/expense-load-state';
import { EXPENSE_TEXT, expenseFormOf, expensePath } from '../expense-values';
import '../../../components/kobo-ui.css';

/** An expense on an invoice is not edited (the API refuses it): the page says why instead of a form. */
function Locked({ back }: { back: string }) {
  const follow = useRouterFollow();
  return (
    <div className="kobo-ui-page">
      <Header variant="h1">Edit Expense</Header>
      <p>{EXPENSE_TEXT.invoicedLocked}</p>
      <div>
        <Button href={back} onFollow={follow}>
          Back to the expense
        </Button>
      </div>
    </div>
  );
}

/** /dashboard/expenses/:id/edit: the New Expense form, pre-filled; saves with PUT (a full replace) and the version it loaded. */
export function EditExpensePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['expense', id], queryFn: () => getExpense(id), enabled: Boolean(id) });
  const mutation = useMutation({ mutationFn: (input: ExpenseInput) => updateExpense(id, { ...input, version: query.data?.version }) });
  const back = expensePath(id);

  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <ExpenseLoadState query={query} />;
  if (query.data.billing === 'invoiced') return <Locked back={back} />;

  return (
    <ExpenseForm
      // A fresh form when the expense is reloaded (after a 409), so it shows what the server has now.
      key={`${query.data.version ?? 0}-${query.data.updatedAt}`}
      title="Edit Expense"
      defaultValues={expenseFormOf(query.data)}
      saving={mutation.isPending}
      onCancel={() => navigate(back)}
      onSave={async (input) => {
        try {
          const expense = await mutation.mutateAsync(input);
          queryClient.setQueryData(['expense', id], expense);
          void queryClient.invalidateQueries({ queryKey: ['expenses'] });
          void queryClient.invalidateQueries({ queryKey: ['expense', id, 'history'] });
          notify('success', EXPENSE_TEXT.saved);
          navigate(back);
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409) {
            notify('error', errorMessage(error));
            // Reload: the form then shows the other person's change (or that it is now on an invoice).
            void query.refetch();
          } else notify('error', 'Failed to save expense', error instanceof ApiRequestError && error.status === 400 ? 'Check the highlighted fields.' : errorMessage(error));
          throw error;
        }
      }}
    />
  );
}
