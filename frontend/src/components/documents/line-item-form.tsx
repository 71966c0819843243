import { useForm, useWatch } from 'react-hook-form';
import Button from '../ui/button';
import Container from '../ui/container';
import Form from '../ui/form';
import FormField from '../ui/form-field';
import Header from '../ui/header';
import Input from '../ui/input';
import Select, { type SelectProps } from '../ui/select';
import SpaceBetween from '../ui/space-between';
import { listItems } from '../../api/items';
import { errorMessage } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { usePickerSearch } from './use-picker-search';
import { LINE_UNITS } from '../../../../shared/constants';
import { TaxRateField } from '../tax-rates/tax-rate-field';
import { lineAmountKobo } from '../../../../shared/documents/totals';
import { formatNaira, koboToDecimal } from '../../../../shared/money';
import { formatMinutes } from '../../../../shared/time-values';
import type { LineInput } from '../../../../shared/schemas/quote';
import { SelectField, type Choice } from '../form-fields/select-field';
import { TextField } from '../form-fields/text-field';
import { TextareaField } from '../form-fields/textarea-field';
import { schemasOnTouch } from '../form-fields/lazy-schema';
import { lineFormResolver, lineSchema, readLine, type LineFormValues, type LineUnit } from './line-item-values';
import './document-form.css';
import { FormActions } from '../form-fields/form-actions';

const UNIT_OPTIONS: Choice[] = LINE_UNITS.map((u) => ({ value: u, label: u }));

/** The picked item's figures, shown under its name in the picker. */
const itemDescription = (price: number, unit: string) => `${formatNaira(price)} per ${unit}`;

function ItemPicker({ itemId, itemLabel, onPick, onClear }: { itemId: string; itemLabel: string; onPick: (item: Awaited<ReturnType<typeof listItems>>['items'][number]) => void; onClear: () => void }) {
  const { query, items, term, statusType, onLoadItems } = usePickerSearch('items', listItems);
  const options: SelectProps.Option[] = items.map((item) => ({
    value: item.itemId,
    label: item.name,
    description: itemDescription(item.price, item.unit),
  }));
  return (
    <FormField
      stretch
      label="Item from the catalogue"
      description="Pick an item to fill in the line, or type a new line below."
      secondaryControl={
        itemId ? (
          <Button formAction="none" onClick={onClear}>
            Type a new line
          </Button>
        ) : undefined
      }
    >
      <Select
        selectedOption={itemId ? { value: itemId, label: itemLabel } : null}
        options={options}
        filteringType="manual"
        filteringPlaceholder="Search items by name or description"
        filteringAriaLabel="Search items"
        filteringClearAriaLabel="Clear search"
        placeholder="Select or search an item"
        statusType={statusType}
        loadingText="Loading items..."
        errorText={query.isError ? `Failed to load items: ${errorMessage(query.error)}` : undefined}
        recoveryText="Retry"
        empty={term ? 'No items match your search' : 'No items found. Add your first item!'}
        onLoadItems={onLoadItems}
        onChange={({ detail }) => {
          const picked = items.find((i) => i.itemId === detail.selectedOption.value);
          if (picked) onPick(picked);
        }}
      />
    </FormField>
  );
}

interface Props {
  title: string;
  initial: LineFormValues;
  saveLabel: string;
  onSave: (line: LineInput) => void;
  onCancel: () => void;
}

/**
 * The add-line-item form ("Add Quote Item"): a line picked from the catalogue (name, description, rate,
 * unit and tax filled in from the item, which it stays linked to) or typed
 * new. The amount is read-only: quantity × rate by the shared totals module.
 */
export function LineItemForm({ title, initial, saveLabel, onSave, onCancel }: Props) {
  const notify = useNotify();
  const { control, handleSubmit, setValue, getValues } = useForm<LineFormValues, unknown, LineInput>({
    resolver: lineFormResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const [itemId, itemLabel, quantity, rate, minutes] = useWatch({ control, name: ['itemId', 'itemLabel', 'quantity', 'rate', 'minutes'] });

  let amount = '—';
  const { line } = readLine({ ...getValues(), quantity, rate });
  if (typeof line.quantity === 'number' && typeof line.rateKobo === 'number') {
    try {
      amount = formatNaira(lineAmountKobo(line.quantity, line.rateKobo, line.minutes));
    } catch {
      // Not a quantity or a rate the line can have yet: its field says why.
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSave)(event)}
      noValidate
      className="kobo-line-form"
      {...schemasOnTouch(lineSchema)}
    >
      <Form
        header={<Header variant="h1">{title}</Header>}
        actions={
          <FormActions onCancel={onCancel} saveLabel={saveLabel} />
        }
      >
        <Container>
          <SpaceBetween size="l">
            <ItemPicker
              itemId={itemId}
              itemLabel={itemLabel}
              onPick={(item) => {
                const opts = { shouldDirty: true, shouldValidate: true };
                setValue('itemId', item.itemId);
                setValue('itemLabel', item.name);
                setValue('name', item.name, opts);
                setValue('description', item.description ?? '', opts);
                setValue('rate', koboToDecimal(item.price), opts);
                setValue('unit', item.unit as LineUnit, opts);
                setValue('taxRate', item.taxRate, opts);
                notify('success', 'Item selected');
              }}
              onClear={() => {
                setValue('itemId', '');
                setValue('itemLabel', '');
              }}
            />
            <div className="kobo-df-grid">
              <TextField control={control} name="name" label="Item Name" required />
              {minutes ? (
                <FormField stretch label="Time" description="From the time entry this line bills">
                  <Input value={formatMinutes(minutes)} readOnly />
                </FormField>
              ) : (
                <TextField control={control} name="quantity" label="Quantity" constraintText="Up to 3 decimals, e.g. 1.5" inputMode="decimal" required />
              )}
              <SelectField control={control} name="unit" label="Unit" options={UNIT_OPTIONS} />
              <TextField control={control} name="rate" label="Rate (₦)" constraintText="In naira, e.g. 1500.50" inputMode="decimal" required />
              <TaxRateField control={control} name="taxRate" label="Tax" />
              <FormField stretch label="Amount" description={minutes ? 'Hourly rate × minutes ÷ 60' : 'Quantity × rate'}>
                <Input value={amount} readOnly />
              </FormField>
            </div>
            <TextareaField control={control} name="description" label="Description" />
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
