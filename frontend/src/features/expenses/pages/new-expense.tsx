import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createExpense } from '../../../api/expenses';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { isPrerendering } from '../../../prerender/mode';
import { ExpenseForm } from '../components/expense-form';
import { emptyExpenseForm, EXPENSE_TEXT, EXPENSES_PATH, expensePath } from '../expense-values';

/** /dashboard/expenses/new, "New Expense": saves, then opens the new expense's page. */
export function NewExpensePage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: createExpense });
  // Dated today in Lagos; the prerendered page (built once) leaves the date to the app.
  const [initial] = useState(() => emptyExpenseForm(isPrerendering() ? null : undefined));

  return (
    <ExpenseForm
      title="New Expense"
      defaultValues={initial}
      saving={mutation.isPending}
      onCancel={() => navigate(EXPENSES_PATH)}
      onSave={async (input) => {
        try {
          const expense = await mutation.mutateAsync(input);
          queryClient.setQueryData(['expense', expense.expenseId], expense);
          void queryClient.invalidateQueries({ queryKey: ['expenses'] });
          notify('success', EXPENSE_TEXT.added);
          navigate(expensePath(expense.expenseId));
        } catch (error) {
          // Field errors are shown on the fields; the toast names the failure.
          notify('error', EXPENSE_TEXT.createFailed, error instanceof ApiRequestError && error.status === 400 ? 'Check the highlighted fields.' : errorMessage(error));
          throw error;
        }
      }}
    />
  );
}
