import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { deleteTimeEntry, getTimeEntry, updateTimeEntry } from '../../../api/time';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDay } from '../../../components/format-date';
import { useRevealed } from '../../../components/use-revealed';
import { useRouterFollow } from '../../../components/use-router-follow';
import { useCan } from '../../../auth/use-can';
import type { TimeEntry, TimeEntryInput } from '../../../../../shared/schemas/time';
import { TimeEntryForm } from '../components/time-entry-form';
import { usePickerProjects } from '../components/project-task-fields';
import { TimeEntryLoadState } from '../components/time-load-state';
import { formatMinutes, TIME_TEXT, timeEntryFormOf, weekUrl } from '../time-values';
import '../../../components/kobo-ui.css';
import '../time.css';

/** An entry on an invoice is neither edited nor deleted (the API refuses both): the page says why instead of a form. */
function Locked({ entry }: { entry: TimeEntry }) {
  const follow = useRouterFollow();
  return (
    <div className="kobo-ui-page">
      <Header variant="h1">Edit Time Entry</Header>
      <Container>
        <p>
          {entry.projectName} · {entry.taskName} · {formatDay(entry.entryDate)} · {formatMinutes(entry.durationMinutes)}
        </p>
        <p>{TIME_TEXT.invoicedLocked}</p>
      </Container>
      <div>
        <SpaceBetween direction="horizontal" size="xs">
          <Button href={weekUrl(entry.entryDate)} onFollow={follow}>
            Back to the week
          </Button>
          {entry.invoiceId && (
            <Button variant="primary" href={`/dashboard/invoices/${encodeURIComponent(entry.invoiceId)}`} onFollow={follow}>
              {`View invoice ${entry.invoiceNumber ?? ''}`.trim()}
            </Button>
          )}
        </SpaceBetween>
      </div>
    </div>
  );
}

/** Delete, behind the spec's confirmation. */
function DeleteEntry({ entry }: { entry: TimeEntry }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const can = useCan();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteTimeEntry(entry.timeEntryId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['time-week'] });
      notify('success', TIME_TEXT.deleted);
      navigate(weekUrl(entry.entryDate));
      queryClient.removeQueries({ queryKey: ['time-entry', entry.timeEntryId] });
    },
    onError: (error) => notify('error', error instanceof ApiRequestError && error.status === 409 ? errorMessage(error) : 'Failed to delete time entry', error instanceof ApiRequestError && error.status === 409 ? undefined : errorMessage(error)),
  });
  if (!can('deleteTimeEntry')) return null;
  return (
    <div>
      <Button onClick={() => setConfirming(true)}>Delete</Button>
      <ConfirmDialog
        visible={confirming}
        text={`This time entry of ${formatMinutes(entry.durationMinutes)} on ${entry.projectName} (${formatDay(entry.entryDate)}) will be deleted.`}
        loading={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => mutation.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}

/** /dashboard/time-tracking/:id/edit: the Log Time form, pre-filled; saves with PUT (a full replace) and the version it loaded; deletes. */
export function EditTimeEntryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['time-entry', id], queryFn: () => getTimeEntry(id), enabled: Boolean(id) });
  const mutation = useMutation({ mutationFn: (input: TimeEntryInput) => updateTimeEntry(id, { ...input, version: query.data?.version }) });
  // The form's project picker, asked for with the entry (the prerendered page asks for both early).
  usePickerProjects();

  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <TimeEntryLoadState query={query} />;
  const entry = query.data;
  if (entry.billing === 'invoiced') return <Locked entry={entry} />;
  const back = weekUrl(entry.entryDate);

  return (
    <div className="kobo-ui-page">
      <TimeEntryForm
        // A fresh form when the entry is reloaded (after a 409), so it shows what the server has now.
        key={`${entry.version ?? 0}-${entry.updatedAt}`}
        title="Edit Time Entry"
        defaultValues={timeEntryFormOf(entry)}
        known={entry}
        saving={mutation.isPending}
        onCancel={() => navigate(back)}
        onSave={async (input) => {
          try {
            const saved = await mutation.mutateAsync(input);
            queryClient.setQueryData(['time-entry', id], saved);
            void queryClient.invalidateQueries({ queryKey: ['time-week'] });
            notify('success', TIME_TEXT.saved);
            navigate(weekUrl(saved.entryDate));
          } catch (error) {
            if (error instanceof ApiRequestError && error.status === 409) {
              notify('error', errorMessage(error));
              // Reload: the form then shows the other person's change (or that it is now on an invoice).
              void query.refetch();
            } else notify('error', 'Failed to save time entry', error instanceof ApiRequestError && error.status === 400 ? 'Check the highlighted fields.' : errorMessage(error));
            throw error;
          }
        }}
      />
      <DeleteEntry entry={entry} />
    </div>
  );
}
