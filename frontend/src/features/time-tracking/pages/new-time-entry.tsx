import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTimeEntry } from '../../../api/time';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { isPrerendering } from '../../../prerender/mode';
import { TimeEntryForm } from '../components/time-entry-form';
import { emptyTimeEntryForm, TIME_PATH, TIME_TEXT, weekUrl } from '../time-values';

/** /dashboard/time-tracking/new, "Log Time": saves ('Time entry saved'), then opens the week of the entry. */
export function NewTimeEntryPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: createTimeEntry });
  // Dated today in Lagos; the prerendered page (built once) leaves the date to the app.
  const [initial] = useState(() => emptyTimeEntryForm(isPrerendering() ? null : undefined));

  return (
    <TimeEntryForm
      title="Log Time"
      defaultValues={initial}
      saving={mutation.isPending}
      onCancel={() => navigate(TIME_PATH)}
      onSave={async (input) => {
        try {
          const entry = await mutation.mutateAsync(input);
          void queryClient.invalidateQueries({ queryKey: ['time-week'] });
          notify('success', TIME_TEXT.saved);
          navigate(weekUrl(entry.entryDate));
        } catch (error) {
          notify('error', 'Failed to save time entry', error instanceof ApiRequestError && error.status === 400 ? 'Check the highlighted fields.' : errorMessage(error));
          throw error;
        }
      }}
    />
  );
}
