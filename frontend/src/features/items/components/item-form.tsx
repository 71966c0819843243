import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { ApiRequestError } from '../../../api/client';
import { ITEM_DESCRIPTION_MAX_LENGTH, ITEM_TAX_RATES, ITEM_TYPES, ITEM_UNITS } from '../../../../../shared/constants';
import { formatNairaAmount } from '../../../../../shared/money';
import { ITEM_EDITABLE_FIELDS, itemFormSchema, type Item, type ItemFormInput, type ItemValues } from '../../../../../shared/schemas/item';
import { ITEM_TYPE_LABELS, ITEM_UNIT_LABELS, taxRateLabel } from './format';
import '../../../components/kobo-ui.css';

const UNIT_OPTIONS = ITEM_UNITS.map((u) => ({ value: u, label: ITEM_UNIT_LABELS[u] }));
/** Select values are strings: '' stands for no tax. */
const TAX_OPTIONS = [...ITEM_TAX_RATES.map((r) => ({ value: String(r), label: taxRateLabel(r) })), { value: '', label: taxRateLabel(null) }];

export const EMPTY_ITEM: ItemFormInput = { name: '', itemType: 'goods', unit: 'pcs', price: '', description: '', taxRate: null };

/** The form's starting values for an existing item (every editable field, so a PUT never drops one). */
export function itemFormValues(item: Item): ItemFormInput {
  return {
    name: item.name,
    itemType: item.itemType,
    unit: item.unit,
    price: formatNairaAmount(item.price),
    description: item.description ?? '',
    taxRate: item.taxRate,
  };
}

const isField = (name: string): name is keyof ItemFormInput => (ITEM_EDITABLE_FIELDS as string[]).includes(name);

function RequiredLabel({ children }: { children: string }): ReactNode {
  return (
    <>
      {children}
      <span className="kobo-required" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  );
}

interface ItemFormProps {
  title: string;
  defaultValues: ItemFormInput;
  saving: boolean;
  /** Resolves when saved; a rejection with field errors marks those fields. */
  onSave: (values: ItemValues) => Promise<void>;
  onCancel: () => void;
}

/** New Item and Edit Item: the price is typed in naira and sent in kobo (itemFormSchema). */
export function ItemForm({ title, defaultValues, saving, onSave, onCancel }: ItemFormProps) {
  const { control, handleSubmit, setError } = useForm<ItemFormInput, unknown, ItemValues>({
    resolver: zodResolver(itemFormSchema),
    defaultValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (isField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="kobo-item-form">
      <Form
        header={<Header variant="h1">{title}</Header>}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={onCancel}>
              Cancel
            </Button>
            <Button variant="primary" formAction="submit" loading={saving} loadingText="Saving item">
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </SpaceBetween>
        }
      >
        <Container>
          <SpaceBetween size="l">
            <Controller
              control={control}
              name="itemType"
              render={({ field }) => (
                <FormField label="Type">
                  <RadioGroup
                    ref={field.ref}
                    value={field.value ?? 'goods'}
                    onChange={({ detail }) => field.onChange(detail.value)}
                    ariaLabel="Type"
                    items={ITEM_TYPES.map((t) => ({ value: t, label: ITEM_TYPE_LABELS[t] }))}
                  />
                </FormField>
              )}
            />
            <div className="kobo-form-grid">
              <Controller
                control={control}
                name="name"
                render={({ field, fieldState }) => (
                  <FormField stretch label={<RequiredLabel>Name</RequiredLabel>} errorText={fieldState.error?.message}>
                    <Input
                      ref={field.ref}
                      name={field.name}
                      value={field.value ?? ''}
                      onChange={({ detail }) => field.onChange(detail.value)}
                      onBlur={field.onBlur}
                      autoComplete={false}
                      invalid={Boolean(fieldState.error)}
                      ariaRequired
                    />
                  </FormField>
                )}
              />
              <Controller
                control={control}
                name="price"
                render={({ field, fieldState }) => (
                  <FormField
                    stretch
                    label={<RequiredLabel>Selling Price (₦)</RequiredLabel>}
                    description="In naira, e.g. 1500.50"
                    errorText={fieldState.error?.message}
                  >
                    <Input
                      ref={field.ref}
                      name={field.name}
                      value={field.value ?? ''}
                      onChange={({ detail }) => field.onChange(detail.value)}
                      onBlur={field.onBlur}
                      inputMode="decimal"
                      autoComplete={false}
                      invalid={Boolean(fieldState.error)}
                      ariaRequired
                    />
                  </FormField>
                )}
              />
              <Controller
                control={control}
                name="unit"
                render={({ field, fieldState }) => (
                  <FormField stretch label="Unit" errorText={fieldState.error?.message}>
                    <Select
                      ref={field.ref}
                      selectedOption={UNIT_OPTIONS.find((o) => o.value === field.value) ?? null}
                      onChange={({ detail }) => field.onChange(detail.selectedOption.value)}
                      onBlur={field.onBlur}
                      options={UNIT_OPTIONS}
                      placeholder="Select"
                      invalid={Boolean(fieldState.error)}
                    />
                  </FormField>
                )}
              />
              <Controller
                control={control}
                name="taxRate"
                render={({ field, fieldState }) => (
                  <FormField stretch label="Tax" errorText={fieldState.error?.message}>
                    <Select
                      ref={field.ref}
                      selectedOption={TAX_OPTIONS.find((o) => o.value === (field.value === null || field.value === undefined ? '' : String(field.value))) ?? null}
                      onChange={({ detail }) => {
                        const v = detail.selectedOption.value ?? '';
                        field.onChange(v === '' ? null : Number(v));
                      }}
                      onBlur={field.onBlur}
                      options={TAX_OPTIONS}
                      placeholder="Select"
                      invalid={Boolean(fieldState.error)}
                    />
                  </FormField>
                )}
              />
            </div>
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => (
                <FormField stretch label="Description" errorText={fieldState.error?.message}>
                  <Textarea
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={({ detail }) => field.onChange(detail.value)}
                    onBlur={field.onBlur}
                    rows={4}
                    invalid={Boolean(fieldState.error)}
                    placeholder={`Up to ${ITEM_DESCRIPTION_MAX_LENGTH} characters`}
                  />
                </FormField>
              )}
            />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
