import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '../../../components/ui/box';
import Button from '../../../components/ui/button';
import FormField from '../../../components/ui/form-field';
import Input from '../../../components/ui/input';
import SpaceBetween from '../../../components/ui/space-between';
import Modal from '../../../components/ui/modal';
import Select, { type SelectProps } from '../../../components/ui/select';
import { addSalesperson, listSalespeople } from '../../../api/invoices';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import type { InvoiceUpdate } from '../../../../../shared/schemas/invoice';
import type { InvoiceFormValues } from './invoice-form-values';

const NONE: SelectProps.Option = { value: '', label: 'No salesperson' };

/** The company's salespeople, all pages (a company has a handful). */
async function allSalespeople() {
  const items = [];
  let cursor: string | undefined;
  do {
    const page = await listSalespeople(cursor);
    items.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return items;
}
export const salespeopleKey = ['salespeople'] as const;
export const useSalespeople = () => useQuery({ queryKey: salespeopleKey, queryFn: allSalespeople, staleTime: 60_000 });

/** The add-new panel: name and optional e-mail; the new salesperson is selected. */
function NewSalesperson({ visible, onClose, onAdded }: { visible: boolean; onClose: () => void; onAdded: (id: string) => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const notify = useNotify();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => addSalesperson({ name, email }),
    onSuccess: (person) => {
      void queryClient.invalidateQueries({ queryKey: salespeopleKey });
      queryClient.setQueryData<{ salespersonId: string; name: string }[]>(salespeopleKey, (list) => [...(list ?? []), person]);
      notify('success', 'Salesperson added successfully');
      setName('');
      setEmail('');
      setErrors({});
      onAdded(person.salespersonId);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.fields.name || error.fields.email)) setErrors({ name: error.fields.name, email: error.fields.email });
      else notify('error', 'Failed to add salesperson', errorMessage(error));
    },
  });
  const save = () => {
    // Blank names are ignored (the spec): say so on the field instead of sending.
    if (!name.trim()) return setErrors({ name: 'Name is required' });
    mutation.mutate();
  };
  return (
    <Modal
      visible={visible}
      onDismiss={() => !mutation.isPending && onClose()}
      header="New Salesperson"
      closeAriaLabel="Close"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button variant="primary" onClick={save} loading={mutation.isPending}>
              Save
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField label="Name" errorText={errors.name}>
          <Input value={name} onChange={({ detail }) => setName(detail.value)} invalid={Boolean(errors.name)} ariaRequired onKeyDown={({ detail }) => detail.key === 'Enter' && save()} />
        </FormField>
        <FormField label="Email" errorText={errors.email}>
          <Input type="email" value={email} onChange={({ detail }) => setEmail(detail.value)} invalid={Boolean(errors.email)} />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}

/** The invoice's salesperson: a select of the company's salespeople and an add-new button. */
export function SalespersonField({ control }: { control: Control<InvoiceFormValues, unknown, InvoiceUpdate> }) {
  const people = useSalespeople();
  const [adding, setAdding] = useState(false);
  const options: SelectProps.Option[] = [NONE, ...(people.data ?? []).map((p) => ({ value: p.salespersonId, label: p.name, description: p.email }))];
  return (
    <Controller
      control={control}
      name="salespersonId"
      render={({ field, fieldState }) => (
        <div className="kobo-df-customer-row">
          <div className="kobo-df-grow">
            <FormField stretch label="Salesperson" errorText={fieldState.error?.message}>
              <Select
                ref={field.ref}
                selectedOption={options.find((o) => o.value === field.value) ?? (field.value ? { value: field.value, label: 'Loading...' } : NONE)}
                options={options}
                statusType={people.isError ? 'error' : people.isPending ? 'loading' : 'finished'}
                loadingText="Loading salespeople..."
                errorText="Failed to load salespeople"
                onChange={({ detail }) => field.onChange(detail.selectedOption.value ?? '')}
                onBlur={field.onBlur}
              />
            </FormField>
          </div>
          <div className="kobo-df-customer-add">
            <Button formAction="none" variant="icon" iconName="add-plus" ariaLabel="New salesperson" onClick={() => setAdding(true)} />
          </div>
          <NewSalesperson
            visible={adding}
            onClose={() => setAdding(false)}
            onAdded={(id) => {
              field.onChange(id);
              setAdding(false);
            }}
          />
        </div>
      )}
    />
  );
}
