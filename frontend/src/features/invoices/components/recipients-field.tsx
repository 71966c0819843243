import { Controller, type Control } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import Checkbox from '../../../components/ui/checkbox';
import FormField from '../../../components/ui/form-field';
import type { CustomerDetail } from '../../../../../shared/schemas/customer';
import type { InvoiceUpdate, Recipient } from '../../../../../shared/schemas/invoice';
import type { InvoiceFormValues } from './invoice-form-values';

/** The customer's contact persons who have an e-mail, as recipients. */
function contactsOf(customer: CustomerDetail | undefined): Recipient[] {
  return (customer?.contacts ?? []).flatMap((c) => (c.email ? [{ name: `${c.firstName} ${c.lastName}`.trim(), email: c.email }] : []));
}

interface Props {
  control: Control<InvoiceFormValues, unknown, InvoiceUpdate>;
  customer: UseQueryResult<CustomerDetail>;
  hasCustomer: boolean;
}

/** Email Communications: a checkbox per contact person with an e-mail, and 'Select All'. */
export function RecipientsField({ control, customer, hasCustomer }: Props) {
  const contacts = contactsOf(customer.data);
  return (
    <Controller
      control={control}
      name="recipients"
      render={({ field, fieldState }) => {
        const chosen = field.value;
        const isChosen = (r: Recipient) => chosen.some((c) => c.email.toLowerCase() === r.email.toLowerCase());
        const all = contacts.length > 0 && contacts.every(isChosen);
        const some = contacts.some(isChosen);
        let body;
        if (!hasCustomer) body = <p className="kobo-inv-muted">Select a customer to choose who receives the invoice.</p>;
        else if (customer.isPending) body = <p className="kobo-inv-muted">Loading contact persons...</p>;
        else if (contacts.length === 0) body = <p className="kobo-inv-muted">This customer has no contact persons with an email.</p>;
        else
          body = (
            <div className="kobo-inv-recipients" role="group" aria-label="Email recipients">
              <Checkbox checked={all} indeterminate={some && !all} onChange={({ detail }) => field.onChange(detail.checked ? contacts : [])}>
                Select All
              </Checkbox>
              {contacts.map((r) => (
                <Checkbox
                  key={r.email}
                  checked={isChosen(r)}
                  onChange={({ detail }) =>
                    field.onChange(detail.checked ? [...chosen, r] : chosen.filter((c) => c.email.toLowerCase() !== r.email.toLowerCase()))
                  }
                >
                  {r.name} &lt;{r.email}&gt;
                </Checkbox>
              ))}
            </div>
          );
        return (
          <FormField stretch errorText={fieldState.error?.message}>
            {body}
          </FormField>
        );
      }}
    />
  );
}
