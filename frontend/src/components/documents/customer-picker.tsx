import Button from '../ui/button';
import FormField from '../ui/form-field';
import Link from '../ui/link';
import Select, { type SelectProps } from '../ui/select';
import { listCustomers } from '../../api/customers';
import { errorMessage } from '../../api/client';
import { usePickerSearch } from './use-picker-search';
import { FieldLabel } from '../form-fields/field-label';
import type { DocumentCustomer } from './document-form-values';

interface Props {
  value: DocumentCustomer | null;
  onChange: (customer: DocumentCustomer) => void;
  onBlur: () => void;
  errorText?: string;
  /** The field's label ('Customer Name' unless told). */
  label?: string;
  /**
   * A customer that may be left out (an expense's): no required mark, and this option first
   * ('No customer'), which calls `onNone`. Without it a customer is required (a document's).
   */
  none?: { label: string; onNone: () => void };
  /** The plus button: create a customer and come back with it selected (none: no button). */
  onCreate?: () => void;
  /** Opens the customer's address form or details page (the form keeps its draft first); none: no links. */
  onOpen?: (path: string) => void;
  selectRef?: React.Ref<SelectProps.Ref>;
}

/** The value of the `none` option: no customer has an empty id. */
const NONE = '';

const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;

/**
 * A document's customer (or an expense's): a select that searches active customers by name or
 * e-mail on the server as the user types, a plus button for a new customer,
 * and links to the chosen customer's address and details.
 */
export function CustomerPicker({ value, onChange, onBlur, errorText, label = 'Customer Name', none, onCreate, onOpen, selectRef }: Props) {
  const { query, items, term, statusType, onLoadItems } = usePickerSearch('customers', listCustomers);
  const options: SelectProps.Option[] = [
    ...(none && !term ? [{ value: NONE, label: none.label }] : []),
    ...items.map((c) => ({
      value: c.customerId,
      label: c.name,
      description: c.email,
    })),
  ];
  const selected: SelectProps.Option | null = value ? { value: value.customerId, label: value.name, description: value.email } : null;

  return (
    <div className="kobo-df-customer">
      <div className="kobo-df-customer-row">
        <div className="kobo-df-grow">
          <FormField
            stretch
            label={<FieldLabel label={label} required={!none} />}
            errorText={errorText}
          >
            <Select
              ref={selectRef}
              selectedOption={selected}
              options={options}
              filteringType="manual"
              filteringPlaceholder="Search by name or email"
              filteringAriaLabel="Search customers"
              filteringClearAriaLabel="Clear search"
              placeholder="Select or search a customer"
              ariaRequired={!none}
              invalid={Boolean(errorText)}
              statusType={statusType}
              loadingText="Loading customers..."
              errorText={query.isError ? `Failed to load customers: ${errorMessage(query.error)}` : undefined}
              recoveryText="Retry"
              empty={term ? 'No customers match your search' : 'No customers found. Create your first customer!'}
              onLoadItems={onLoadItems}
              onChange={({ detail }) => {
                if (none && detail.selectedOption.value === NONE) return none.onNone();
                const picked = items.find((c) => c.customerId === detail.selectedOption.value);
                if (picked) onChange({ customerId: picked.customerId, name: picked.name, ...(picked.email ? { email: picked.email } : {}) });
              }}
              onBlur={onBlur}
            />
          </FormField>
        </div>
        {onCreate && (
          <div className="kobo-df-customer-add">
            <Button formAction="none" variant="icon" iconName="add-plus" ariaLabel="New customer" onClick={onCreate} />
          </div>
        )}
      </div>
      {value && onOpen && (
        <div className="kobo-df-customer-links">
          <Link
            href={`${customerPath(value.customerId)}/address`}
            onFollow={(event) => {
              event.preventDefault();
              onOpen(`${customerPath(value.customerId)}/address`);
            }}
          >
            Address
          </Link>
          <Link
            href={customerPath(value.customerId)}
            onFollow={(event) => {
              event.preventDefault();
              onOpen(customerPath(value.customerId));
            }}
          >
            Customer Details
          </Link>
        </div>
      )}
    </div>
  );
}
