import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '../../../components/ui/box';
import Button from '../../../components/ui/button';
import Checkbox from '../../../components/ui/checkbox';
import Container from '../../../components/ui/container';
import FormField from '../../../components/ui/form-field';
import Header from '../../../components/ui/header';
import Input from '../../../components/ui/input';
import Modal from '../../../components/ui/modal';
import SpaceBetween from '../../../components/ui/space-between';
import { createTask, deleteTask, updateTask } from '../../../api/time';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldLabel } from '../../../components/form-fields/field-label';
import { readNaira } from '../../../components/documents/document-form-values';
import { formatNaira, koboToDecimal } from '../../../../../shared/money';
import type { ProjectDetail, ProjectTask, TaskInput } from '../../../../../shared/schemas/time';
import { TIME_TEXT } from '../time-values';

interface TaskDraft {
  name: string;
  rate: string;
  billable: boolean;
}

/** Add Task / Edit Task: its name, its hourly rate (when the project bills by task), whether its time is billable by default. */
function TaskModal({ project, task, onClose }: { project: ProjectDetail; task: ProjectTask | null; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const byTask = project.billingMethod === 'task';
  const [draft, setDraft] = useState<TaskDraft>(() => (task ? { name: task.name, rate: task.rateKobo ? koboToDecimal(task.rateKobo) : '', billable: task.billable } : { name: '', rate: '', billable: true }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (input: TaskInput) => (task ? updateTask(project.projectId, task.taskId, input) : createTask(project.projectId, input)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['project', project.projectId] });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      notify('success', task ? 'Task saved' : 'Task added');
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 400) setErrors({ ...error.fields, ...(error.fields.rateKobo ? { rate: error.fields.rateKobo } : {}) });
      notify('error', 'Failed to save task', errorMessage(error));
    },
  });
  const save = () => {
    const next: Record<string, string> = {};
    const rate = byTask ? readNaira(draft.rate) : ({ kobo: task?.rateKobo ?? 0 } as const);
    if (!draft.name.trim()) next.name = TIME_TEXT.taskNameRequired;
    if ('error' in rate) next.rate = rate.error;
    setErrors(next);
    if (Object.keys(next).length === 0) mutation.mutate({ name: draft.name, rateKobo: 'kobo' in rate ? rate.kobo : 0, billable: draft.billable });
  };
  const title = task ? 'Edit Task' : 'Add Task';
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={title}
      closeAriaLabel="Close dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button variant="primary" onClick={save} loading={mutation.isPending}>
              Save Task
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <SpaceBetween size="l">
          <FormField stretch label={<FieldLabel label="Task Name" required />} controlId="kobo-task-name" errorText={errors.name}>
            <Input controlId="kobo-task-name" value={draft.name} onChange={({ detail }) => setDraft({ ...draft, name: detail.value })} ariaRequired invalid={Boolean(errors.name)} autoComplete={false} />
          </FormField>
          {byTask && (
            <FormField stretch label="Hourly rate (₦)" controlId="kobo-task-rate" constraintText="In naira, e.g. 10000" errorText={errors.rate}>
              <Input controlId="kobo-task-rate" value={draft.rate} inputMode="decimal" onChange={({ detail }) => setDraft({ ...draft, rate: detail.value })} invalid={Boolean(errors.rate)} autoComplete={false} />
            </FormField>
          )}
          <Checkbox checked={draft.billable} onChange={({ detail }) => setDraft({ ...draft, billable: detail.checked })} description="Time logged on it is billable unless the entry says otherwise.">
            Billable by default
          </Checkbox>
          {/* Enter in a field saves, as a form does. */}
          <button type="submit" hidden />
        </SpaceBetween>
      </form>
    </Modal>
  );
}

/** A project's tasks: each with its rate (by task) and billable default; added, edited and deleted (not while time is logged on it). */
export function ProjectTasks({ project }: { project: ProjectDetail }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const can = useCan();
  const [editing, setEditing] = useState<ProjectTask | 'new' | null>(null);
  const [removing, setRemoving] = useState<ProjectTask | null>(null);
  const remove = useMutation({
    mutationFn: (task: ProjectTask) => deleteTask(project.projectId, task.taskId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['project', project.projectId] });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
      notify('success', 'Task deleted');
    },
    onError: (error) => notify('error', error instanceof ApiRequestError && error.status === 409 ? errorMessage(error) : 'Failed to delete task', error instanceof ApiRequestError && error.status === 409 ? undefined : errorMessage(error)),
  });
  const archived = project.status === 'archived';
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            can('createTask') && !archived ? (
              <Button iconName="add-plus" onClick={() => setEditing('new')}>
                Add Task
              </Button>
            ) : undefined
          }
        >
          Tasks
        </Header>
      }
    >
      {project.tasks.length === 0 ? (
        <p className="kobo-ui-empty">No tasks yet: add one to log time on this project</p>
      ) : (
        <ul className="kobo-time-tasks" aria-label="Tasks">
          {project.tasks.map((t) => (
            <li key={t.taskId} className="kobo-time-task">
              <span className="kobo-timer-what">
                <span className="kobo-time-title">{t.name}</span>
                <span className="kobo-time-muted">
                  {project.billingMethod === 'task' ? `${formatNaira(t.rateKobo)}/h · ` : ''}
                  {t.billable ? 'Billable' : 'Not billable'}
                </span>
              </span>
              <span className="kobo-time-task-actions">
                {can('updateTask') && (
                  <Button variant="inline-link" onClick={() => setEditing(t)} ariaLabel={`Edit task ${t.name}`}>
                    Edit
                  </Button>
                )}
                {can('deleteTask') && (
                  <Button variant="inline-link" onClick={() => setRemoving(t)} ariaLabel={`Delete task ${t.name}`}>
                    Delete
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing && <TaskModal project={project} task={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        visible={Boolean(removing)}
        text={`The task ${removing?.name ?? ''} will be deleted.`}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing, { onSettled: () => setRemoving(null) })}
      />
    </Container>
  );
}
