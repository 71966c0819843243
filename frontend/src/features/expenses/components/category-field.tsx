import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import Box from '../../../components/ui/box';
import Button from '../../../components/ui/button';
import FormField from '../../../components/ui/form-field';
import Input from '../../../components/ui/input';
import Modal from '../../../components/ui/modal';
import Select from '../../../components/ui/select';
import SpaceBetween from '../../../components/ui/space-between';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { createExpenseCategory } from '../../../api/expenses';
import { FieldLabel } from '../../../components/form-fields/field-label';
import { useNotify } from '../../../app/notifications';
import { expenseCategoryLabel } from '../../../../../shared/expense-values';
import type { ExpenseInput } from '../../../../../shared/schemas/expense';
import type { ExpenseCategories } from '../../../../../shared/schemas/expense-category';
import { categoryChoices, EXPENSE_CATEGORIES_KEY, useExpenseCategories } from '../use-expense-categories';
import type { ExpenseFormValues } from '../expense-values';

/** The select's last option, which opens the New category dialog instead of choosing. */
const NEW_CATEGORY = '\u0000new';

/** The dialog: a name, saved as the company's own category; the form then has it chosen. */
function NewCategoryDialog({ onAdded, onClose }: { onAdded: (name: string) => void; onClose: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!name.trim()) return setProblem('Enter a name for the category');
    setSaving(true);
    try {
      const added = await createExpenseCategory({ name });
      queryClient.setQueryData<ExpenseCategories>(EXPENSE_CATEGORIES_KEY, (old) => (old ? { ...old, own: [...old.own, added].sort((a, b) => a.name.localeCompare(b.name)) } : old));
      void queryClient.invalidateQueries({ queryKey: EXPENSE_CATEGORIES_KEY });
      notify('success', `Category ${added.name} added`);
      onAdded(added.name);
    } catch (error) {
      setProblem(error instanceof ApiRequestError && error.fields.name ? error.fields.name : errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      visible
      onDismiss={onClose}
      header="New category"
      closeAriaLabel="Close dialog"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" loading={saving} onClick={() => void save()}>
              Save category
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          void save();
        }}
        noValidate
      >
        <FormField label="Category name" errorText={problem} constraintText="Kept in Settings > Expense categories" stretch>
          <Input value={name} onChange={({ detail }) => setName(detail.value)} ariaLabel="Category name" autoFocus />
        </FormField>
      </form>
    </Modal>
  );
}

/** Category: the built-in ones, the company's own, and "New category…" (for those who may add one). */
export function CategoryField({ control, canAdd }: { control: Control<ExpenseFormValues, unknown, ExpenseInput>; canAdd: boolean }) {
  const categories = useExpenseCategories();
  const [adding, setAdding] = useState(false);
  return (
    <Controller
      control={control}
      name="category"
      render={({ field, fieldState }) => {
        const options = categoryChoices(categories.data);
        // An expense keeps a category deleted since: still shown as its choice.
        if (field.value && !options.some((o) => o.value === field.value)) options.push({ value: field.value, label: expenseCategoryLabel(field.value) });
        const selected = options.find((o) => o.value === field.value) ?? null;
        return (
          <>
            <FormField stretch label={<FieldLabel label="Category" required />} errorText={fieldState.error?.message}>
              <Select
                ref={field.ref}
                selectedOption={selected}
                onChange={({ detail }) => {
                  const v = detail.selectedOption.value ?? '';
                  if (v === NEW_CATEGORY) setAdding(true);
                  else field.onChange(v);
                }}
                onBlur={field.onBlur}
                options={[...options, ...(canAdd ? [{ value: NEW_CATEGORY, label: 'New category…' }] : [])]}
                placeholder="Select"
                ariaRequired
                invalid={Boolean(fieldState.error)}
                {...(categories.isPending ? { statusType: 'loading' as const, loadingText: 'Loading categories...' } : {})}
              />
            </FormField>
            {adding && (
              <NewCategoryDialog
                onClose={() => setAdding(false)}
                onAdded={(name) => {
                  setAdding(false);
                  field.onChange(name);
                }}
              />
            )}
          </>
        );
      }}
    />
  );
}
