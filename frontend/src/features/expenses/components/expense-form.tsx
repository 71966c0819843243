import { useState } from 'react';
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
import { TextField } from '../../../components/form-fields/text-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import type { ExpenseInput } from '../../../../../shared/schemas/expense';
import { ReceiptField } from './receipt-field';
import { CategoryField } from './category-field';
import { useCan } from '../../../auth/use-can';
import { expenseErrorsOfApi, expenseResolver, expenseSchemas, type ExpenseFormValues } from '../expense-values';
import '../../../components/kobo-ui.css';
import '../expenses.css';

interface ExpenseFormProps {
  title: string;
  defaultValues: ExpenseFormValues;
  saving: boolean;
  /** Resolves when saved; a rejection with the API's field errors marks those fields. */
  onSave: (input: ExpenseInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * New Expense and Edit Expense: the amount (VAT included) and the VAT in it typed in naira and
 * sent in kobo, the date, category, vendor and description, optionally the customer it is
 * for (billable to them, and/or reimbursable to whoever paid), and the receipt.
 */
export function ExpenseForm({ title, defaultValues, saving, onSave, onCancel }: ExpenseFormProps) {
  const { control, handleSubmit, setError } = useForm<ExpenseFormValues, unknown, ExpenseInput>({ resolver: expenseResolver, defaultValues, mode: 'onTouched' });
  const [uploading, setUploading] = useState(false);
  const canAddCategory = useCan()('createExpenseCategory');

  const onSubmit = handleSubmit(async (input) => {
    // The receipt being uploaded would be left off: the save waits for it (the button says so).
    if (uploading) return;
    try {
      await onSave(input);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(expenseErrorsOfApi(error.fields))) setError(field as keyof ExpenseFormValues, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title} {...schemasOnTouch(expenseSchemas)}>
      <Form header={<Header variant="h1">{title}</Header>} actions={<FormActions onCancel={onCancel} saving={saving || uploading} savingText={uploading ? 'Uploading the receipt' : 'Saving expense'} />}>
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">Expense Details</Header>}>
            <SpaceBetween size="l">
              <div className="kobo-form-grid">
                <TextField control={control} name="amount" label="Amount (₦)" constraintText="VAT included, in naira, e.g. 15000.50" inputMode="decimal" required />
                <TextField control={control} name="vat" label="VAT included (₦)" constraintText="The VAT inside the amount; blank for none" inputMode="decimal" />
                <DateField control={control} name="expenseDate" label="Date" required />
                <CategoryField control={control} canAdd={canAddCategory} />
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
                    <Checkbox ref={field.ref} checked={field.value} onChange={({ detail }) => field.onChange(detail.checked)} description="To put on one of the customer's invoices (choose the customer above).">
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
          <Container>
            <Controller
              control={control}
              name="receipt"
              render={({ field, fieldState }) => <ReceiptField value={field.value} onChange={(next) => field.onChange(next)} errorText={fieldState.error?.message} onUploadingChange={setUploading} />}
            />
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );
}
