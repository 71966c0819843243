import { Controller, useForm } from 'react-hook-form';
import Checkbox from '../../../components/ui/checkbox';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { ApiRequestError } from '../../../api/client';
import { CustomerPicker } from '../../../components/documents/customer-picker';
import { DateField } from '../../../components/form-fields/date-field';
import { FormActions } from '../../../components/form-fields/form-actions';
import { schemasOnTouch } from '../../../components/form-fields/lazy-schema';
import { SelectField } from '../../../components/form-fields/select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import type { RecurringExpenseInput } from '../../../../../shared/schemas/recurring-expense';
import { categoryChoices, useExpenseCategories } from '../use-expense-categories';
import { FREQUENCY_OPTIONS, recurringErrorsOfApi, recurringResolver, recurringSchemas, type RecurringFormValues } from './recurring-values';
import '../../../components/kobo-ui.css';
import '../expenses.css';

interface RecurringFormProps {
  title: string;
  defaultValues: RecurringFormValues;
  saving: boolean;
  /** Resolves when saved; a rejection with the API's field errors marks those fields. */
  onSave: (input: RecurringExpenseInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * New and Edit Recurring Expense: its name, the expense it makes (the New Expense form's fields
 * but the date and the receipt) and its schedule: how often, from which day, until which (optional).
 */
export function RecurringForm({ title, defaultValues, saving, onSave, onCancel }: RecurringFormProps) {
  const categories = useExpenseCategories();
  const { control, handleSubmit, setError } = useForm<RecurringFormValues, unknown, RecurringExpenseInput>({ resolver: recurringResolver, defaultValues, mode: 'onTouched' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(recurringErrorsOfApi(error.fields))) setError(field as keyof RecurringFormValues, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title} {...schemasOnTouch(recurringSchemas)}>
      <Form header={<Header variant="h1">{title}</Header>} actions={<FormActions onCancel={onCancel} saving={saving} savingText="Saving recurring expense" />}>
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">Schedule</Header>}>
            <div className="kobo-form-grid">
              <TextField control={control} name="name" label="Name" constraintText="e.g. Office rent, Internet, Salaries" required />
              <SelectField control={control} name="frequency" label="Repeats" options={FREQUENCY_OPTIONS} required />
              <DateField control={control} name="startDate" label="Start date" description="The first expense is dated this day" required />
              <DateField control={control} name="endDate" label="End date" description="Optional: no expense after this day" />
            </div>
          </Container>
          <Container header={<Header variant="h2">Expense Details</Header>}>
            <SpaceBetween size="l">
              <div className="kobo-form-grid">
                <TextField control={control} name="amount" label="Amount (₦)" constraintText="VAT included, in naira, e.g. 15000.50" inputMode="decimal" required />
                <TextField control={control} name="vat" label="VAT included (₦)" constraintText="The VAT inside the amount; blank for none" inputMode="decimal" />
                <SelectField control={control} name="category" label="Category" options={categoryChoices(categories.data)} required />
                <TextField control={control} name="vendor" label="Vendor" />
              </div>
              <TextareaField control={control} name="description" label="Description" rows={3} />
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h2">Customer and Reimbursement</Header>}>
            <SpaceBetween size="l">
              <Controller
                control={control}
                name="customer"
                render={({ field, fieldState }) => (
                  <div className="kobo-expense-customer">
                    <CustomerPicker
                      selectRef={field.ref}
                      label="Customer"
                      value={field.value}
                      onChange={(customer) => field.onChange(customer)}
                      none={{ label: 'No customer', onNone: () => field.onChange(null) }}
                      onBlur={field.onBlur}
                      errorText={fieldState.error?.message}
                    />
                  </div>
                )}
              />
              <div className="kobo-expense-choices">
                <Controller
                  control={control}
                  name="billable"
                  render={({ field }) => (
                    <Checkbox ref={field.ref} checked={field.value} onChange={({ detail }) => field.onChange(detail.checked)} description="Each expense goes on one of the customer's invoices (choose the customer above).">
                      Billable to the customer
                    </Checkbox>
                  )}
                />
                <Controller
                  control={control}
                  name="reimbursable"
                  render={({ field }) => (
                    <Checkbox ref={field.ref} checked={field.value} onChange={({ detail }) => field.onChange(detail.checked)} description="Paid by a member out of pocket, to be paid back.">
                      Reimbursable
                    </Checkbox>
                  )}
                />
              </div>
            </SpaceBetween>
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );
}
