import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createRecurringExpense } from '../../../api/recurring-expenses';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { isPrerendering } from '../../../prerender/mode';
import { RecurringForm } from './recurring-form';
import { emptyRecurringForm, RECURRING_PATH, RECURRING_TEXT, recurringPath } from './recurring-values';

/** /dashboard/expenses/recurring/new: saves, then opens the profile's page. */
export function NewRecurringPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: createRecurringExpense });
  // Starting today in Lagos; the prerendered page (built once) leaves the day to the app.
  const [initial] = useState(() => emptyRecurringForm(isPrerendering() ? null : undefined));
  return (
    <RecurringForm
      title="New Recurring Expense"
      defaultValues={initial}
      saving={mutation.isPending}
      onCancel={() => navigate(RECURRING_PATH)}
      onSave={async (input) => {
        try {
          const profile = await mutation.mutateAsync(input);
          queryClient.setQueryData(['recurring-expense', profile.profileId], profile);
          void queryClient.invalidateQueries({ queryKey: ['recurring-expenses'] });
          notify('success', RECURRING_TEXT.added);
          navigate(recurringPath(profile.profileId));
        } catch (error) {
          notify('error', 'Failed to save recurring expense', error instanceof ApiRequestError && error.status === 400 ? 'Check the highlighted fields.' : errorMessage(error));
          throw error;
        }
      }}
    />
  );
}
