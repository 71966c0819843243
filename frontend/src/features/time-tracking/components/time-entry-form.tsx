import { Controller, useForm } from 'react-hook-form';
import Checkbox from '../../../components/ui/checkbox';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { ApiRequestError } from '../../../api/client';
import { DateField } from '../../../components/form-fields/date-field';
import { FormActions } from '../../../components/form-fields/form-actions';
import { schemasOnTouch } from '../../../components/form-fields/lazy-schema';
import { TextField } from '../../../components/form-fields/text-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import type { TimeEntryInput } from '../../../../../shared/schemas/time';
import { ProjectTaskFields, type KnownChoice } from './project-task-fields';
import { timeEntryErrorsOfApi, timeEntryResolver, timeSchemas, type TimeEntryFormValues } from '../time-values';
import '../../../components/kobo-ui.css';
import '../time.css';

interface TimeEntryFormProps {
  title: string;
  defaultValues: TimeEntryFormValues;
  /** The project and task the entry already names (Edit), shown before the pickers load. */
  known?: KnownChoice;
  saving: boolean;
  /** Resolves when saved; a rejection with the API's field errors marks those fields. */
  onSave: (input: TimeEntryInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * New Time Entry and Edit Time Entry: the project, one of its tasks, the time spent (hours at
 * least 0, minutes 0 to 59), the date, notes, and whether it is billable (the task's default
 * when the task is chosen).
 */
export function TimeEntryForm({ title, defaultValues, known, saving, onSave, onCancel }: TimeEntryFormProps) {
  const { control, handleSubmit, setError, setValue, watch } = useForm<TimeEntryFormValues, unknown, TimeEntryInput>({ resolver: timeEntryResolver, defaultValues, mode: 'onTouched' });
  const projectId = watch('projectId');
  const taskId = watch('taskId');

  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(timeEntryErrorsOfApi(error.fields))) setError(field as keyof TimeEntryFormValues, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title} {...schemasOnTouch(timeSchemas)}>
      <Form header={<Header variant="h1">{title}</Header>} actions={<FormActions onCancel={onCancel} saving={saving} savingText="Saving time entry" />}>
        <Container header={<Header variant="h2">Time Entry</Header>}>
          <SpaceBetween size="l">
            <div className="kobo-form-grid">
              <Controller
                control={control}
                name="projectId"
                render={({ field, fieldState }) => (
                  <Controller
                    control={control}
                    name="taskId"
                    render={({ field: task, fieldState: taskState }) => (
                      <ProjectTaskFields
                        projectId={field.value}
                        taskId={task.value}
                        known={known}
                        projectRef={field.ref}
                        taskRef={task.ref}
                        onProject={(next) => {
                          if (next === projectId) return;
                          field.onChange(next);
                          setValue('taskId', '');
                        }}
                        onTask={(t) => {
                          task.onChange(t.taskId);
                          // A task says whether its time is billable; the box can still say otherwise.
                          if (t.taskId !== taskId) setValue('billable', t.billable);
                        }}
                        onBlur={field.onBlur}
                        projectError={fieldState.error?.message}
                        taskError={taskState.error?.message}
                      />
                    )}
                  />
                )}
              />
              <div className="kobo-time-duration-fields">
                <TextField control={control} name="hours" label="Hours" inputMode="numeric" constraintText="0 or more" />
                <TextField control={control} name="minutes" label="Minutes" inputMode="numeric" constraintText="0 to 59" />
              </div>
              <DateField control={control} name="entryDate" label="Date" required />
            </div>
            <TextareaField control={control} name="notes" label="Notes" rows={3} />
            <Controller
              control={control}
              name="billable"
              render={({ field }) => (
                <Checkbox ref={field.ref} checked={field.value} onChange={({ detail }) => field.onChange(detail.checked)} description="To put on one of the project's customer's invoices.">
                  Billable
                </Checkbox>
              )}
            />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
