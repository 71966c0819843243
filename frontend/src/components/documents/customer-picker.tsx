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
  /** The plus button: create a customer and come back with it selected. */
  onCreate: () => void;
  /** Opens the customer's address form or details page (the form keeps its draft first). */
  onOpen: (path: string) => void;
  selectRef?: React.Ref<SelectProps.Ref>;
}

const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;

/**
 * A document's customer: a select that searches active customers by name or
 * e-mail on the server as the user types, a plus button for a new customer,
 * and links to the chosen customer's address and details.
 */
export function CustomerPicker({ value, onChange, onBlur, errorText, onCreate, onOpen, selectRef }: Props) {
  const { query, items, term, statusType, onLoadItems } = usePickerSearch('customers', listCustomers);
  const options: SelectProps.Option[] = items.map((c) => ({
    value: c.customerId,
    label: c.name,
    description: c.email,
  }));
  const selected: SelectProps.Option | null = value ? { value: value.customerId, label: value.name, description: value.email } : null;

  return (
    <div className="kobo-df-customer">
      <div className="kobo-df-customer-row">
        <div className="kobo-df-grow">
          <FormField
            stretch
            label={<FieldLabel label="Customer Name" required />}
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
              ariaRequired
              invalid={Boolean(errorText)}
              statusType={statusType}
              loadingText="Loading customers..."
              errorText={query.isError ? `Failed to load customers: ${errorMessage(query.error)}` : undefined}
              recoveryText="Retry"
              empty={term ? 'No customers match your search' : 'No customers found. Create your first customer!'}
              onLoadItems={onLoadItems}
              onChange={({ detail }) => {
                const picked = items.find((c) => c.customerId === detail.selectedOption.value);
                if (picked) onChange({ customerId: picked.customerId, name: picked.name, ...(picked.email ? { email: picked.email } : {}) });
              }}
              onBlur={onBlur}
            />
          </FormField>
        </div>
        <div className="kobo-df-customer-add">
          <Button formAction="none" variant="icon" iconName="add-plus" ariaLabel="New customer" onClick={onCreate} />
        </div>
      </div>
      {value && (
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
