import { Controller, useForm, type Resolver } from 'react-hook-form';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import FormField from '../../../components/ui/form-field';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { ApiRequestError } from '../../../api/client';
import { CustomerPicker } from '../../../components/documents/customer-picker';
import { FormActions } from '../../../components/form-fields/form-actions';
import { schemasOnTouch } from '../../../components/form-fields/lazy-schema';
import { RadioField } from '../../../components/form-fields/radio-field';
import { TextField } from '../../../components/form-fields/text-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import type { ProjectInput } from '../../../../../shared/schemas/time';
import { BILLING_METHOD_OPTIONS, projectErrorsOfApi, timeSchemas, type ProjectFormValues } from '../time-values';
import '../../../components/kobo-ui.css';
import '../time.css';

interface ProjectFormProps {
  title: string;
  defaultValues: ProjectFormValues;
  resolver: Resolver<ProjectFormValues, unknown, ProjectInput>;
  /** A new project chooses its customer; a saved one keeps it (its time is filed under it). */
  customerFixed?: boolean;
  saving: boolean;
  onSave: (input: ProjectInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * New Project and Edit Project: its name and customer, how it is billed (one hourly rate for the
 * project, typed in naira and sent in kobo, or each task's own rate), an optional budget in hours
 * and a description.
 */
export function ProjectForm({ title, defaultValues, resolver, customerFixed, saving, onSave, onCancel }: ProjectFormProps) {
  const { control, handleSubmit, setError, watch } = useForm<ProjectFormValues, unknown, ProjectInput>({ resolver, defaultValues, mode: 'onTouched' });
  const billingMethod = watch('billingMethod');

  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(projectErrorsOfApi(error.fields))) setError(field as keyof ProjectFormValues, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title} {...schemasOnTouch(timeSchemas)}>
      <Form header={<Header variant="h1">{title}</Header>} actions={<FormActions onCancel={onCancel} saving={saving} savingText="Saving project" />}>
        <Container header={<Header variant="h2">Project Details</Header>}>
          <SpaceBetween size="l">
            <div className="kobo-form-grid">
              <TextField control={control} name="name" label="Project Name" required />
              {customerFixed ? (
                <FormField label="Customer" description="A project keeps its customer: its time is billed to them.">
                  <span>{defaultValues.customer?.name}</span>
                </FormField>
              ) : (
                <Controller
                  control={control}
                  name="customer"
                  render={({ field, fieldState }) => (
                    <CustomerPicker selectRef={field.ref} label="Customer" value={field.value} onChange={(customer) => field.onChange(customer)} onBlur={field.onBlur} errorText={fieldState.error?.message} />
                  )}
                />
              )}
            </div>
            <RadioField control={control} name="billingMethod" label="Billing Method" items={BILLING_METHOD_OPTIONS} fallback="project" />
            <div className="kobo-form-grid">
              {billingMethod === 'project' && <TextField control={control} name="rate" label="Hourly rate (₦)" constraintText="In naira, e.g. 15000" inputMode="decimal" />}
              <TextField control={control} name="budgetHours" label="Budget (hours)" constraintText="Optional, whole hours" inputMode="numeric" />
            </div>
            <TextareaField control={control} name="description" label="Description" rows={3} />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
