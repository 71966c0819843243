import { useForm } from 'react-hook-form';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { ApiRequestError } from '../../../api/client';
import { ITEM_DESCRIPTION_MAX_LENGTH, ITEM_TYPES, ITEM_UNITS } from '../../../../../shared/constants';
import { formatNairaAmount } from '../../../../../shared/money';
import { ITEM_EDITABLE_FIELDS } from '../../../../../shared/schema-values';
import type { Item, ItemFormInput, ItemValues } from '../../../../../shared/schemas/item';
import { lazySchema, lazyZodResolver, schemasOnTouch } from '../../../components/form-fields/lazy-schema';
import { SelectField, type Choice } from '../../../components/form-fields/select-field';
import { RadioField } from '../../../components/form-fields/radio-field';
import { TextField } from '../../../components/form-fields/text-field';
import { TextareaField } from '../../../components/form-fields/textarea-field';
import { ITEM_TYPE_LABELS, ITEM_UNIT_LABELS } from './format';
import { TaxRateField } from '../../../components/tax-rates/tax-rate-field';
import '../../../components/kobo-ui.css';
import { FormActions } from '../../../components/form-fields/form-actions';

const TYPE_OPTIONS: Choice[] = ITEM_TYPES.map((t) => ({ value: t, label: ITEM_TYPE_LABELS[t] }));
const UNIT_OPTIONS: Choice[] = ITEM_UNITS.map((u) => ({ value: u, label: ITEM_UNIT_LABELS[u] }));

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

const isField = (name: string): name is keyof ItemFormInput => (ITEM_EDITABLE_FIELDS as readonly string[]).includes(name);
const itemSchema = lazySchema(() => import('../../../../../shared/schemas/item').then((m) => m.itemFormSchema));

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
    resolver: lazyZodResolver(itemSchema),
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
    <form onSubmit={onSubmit} noValidate className="kobo-item-form" {...schemasOnTouch(itemSchema)}>
      <Form
        header={<Header variant="h1">{title}</Header>}
        actions={
          <FormActions onCancel={onCancel} saving={saving} savingText="Saving item" />
        }
      >
        <Container>
          <SpaceBetween size="l">
            <RadioField control={control} name="itemType" label="Type" items={TYPE_OPTIONS} fallback="goods" />
            <div className="kobo-form-grid">
              <TextField control={control} name="name" label="Name" required />
              <TextField control={control} name="price" label="Selling Price (₦)" description="In naira, e.g. 1500.50" inputMode="decimal" required />
              <SelectField control={control} name="unit" label="Unit" options={UNIT_OPTIONS} />
              <TaxRateField control={control} name="taxRate" label="Tax" none="None" />
            </div>
            <TextareaField control={control} name="description" label="Description" rows={4} placeholder={`Up to ${ITEM_DESCRIPTION_MAX_LENGTH} characters`} />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
