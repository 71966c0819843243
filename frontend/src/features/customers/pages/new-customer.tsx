import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { createCustomer } from '../../../api/customers';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { ADDRESS_TYPES } from '../../../../../shared/constants';
import { contactName } from '../../../../../shared/customer-names';
import type { AddressInput, CustomerDetailsInput } from '../../../../../shared/schemas/customer';
import { CustomerForm, EMPTY_CUSTOMER } from '../components/customer-form';
import { clearDraft, readDraft, useNewCustomerDraft } from '../components/new-customer-draft';
import '../customers.css';

const ADDRESS_TITLE = { billing: 'Billing Address', shipping: 'Shipping Address' } as const;
const addressLine = (a: AddressInput) => [a.street1, a.street2, a.city, a.state, a.country].filter(Boolean).join(', ');

/**
 * /dashboard/customers/new. A screen that sends the user here may pass
 * `state.returnTo`; the new customer then goes back with `state.newCustomer`.
 * Addresses and contact persons are collected on /new/address and /new/contact
 * and saved together with the customer.
 */
export function NewCustomerPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [draft, updateDraft] = useNewCustomerDraft();
  const requested = (location.state as { returnTo?: unknown } | null)?.returnTo ?? draft.returnTo;
  const returnTo = typeof requested === 'string' && requested.startsWith('/') ? requested : undefined;
  const target = returnTo ?? '/dashboard/customers';
  const mutation = useMutation({ mutationFn: createCustomer });
  const keepDetails = useCallback((details: CustomerDetailsInput) => updateDraft((d) => ({ ...d, details, returnTo })), [updateDraft, returnTo]);
  const addresses = ADDRESS_TYPES.flatMap((t) => (draft.addresses[t] ? [[t, draft.addresses[t]] as const] : []));

  return (
    <CustomerForm
      title="New Customer"
      defaultValues={readDraft().details ?? EMPTY_CUSTOMER}
      saving={mutation.isPending}
      onValuesChange={keepDetails}
      onCancel={() => {
        clearDraft();
        navigate(target);
      }}
      onSave={async (values) => {
        try {
          const { addresses: saved, contacts } = readDraft();
          const customer = await mutation.mutateAsync({ ...values, addresses: saved, contacts });
          clearDraft();
          queryClient.setQueryData(['customer', customer.customerId], customer);
          void queryClient.invalidateQueries({ queryKey: ['customers'] });
          notify('success', 'Customer added successfully');
          navigate(target, returnTo ? { state: { newCustomer: customer } } : undefined);
        } catch (error) {
          notify('error', 'Failed to create customer', errorMessage(error));
          throw error;
        }
      }}
    >
      <Container
        header={
          <Header
            variant="h2"
            actions={
              <Button formAction="none" onClick={() => navigate('/dashboard/customers/new/address')}>
                {addresses.length ? 'Edit Address' : 'Add Address'}
              </Button>
            }
          >
            Address
          </Header>
        }
      >
        {addresses.length === 0 ? (
          <p className="kobo-ui-empty">No address added</p>
        ) : (
          <SpaceBetween size="s">
            {addresses.map(([type, a]) => (
              <div key={type}>
                <strong>{ADDRESS_TITLE[type]}</strong>
                <div>{addressLine(a)}</div>
              </div>
            ))}
          </SpaceBetween>
        )}
      </Container>
      <Container
        header={
          <Header
            variant="h2"
            counter={`(${draft.contacts.length})`}
            actions={
              <Button formAction="none" onClick={() => navigate('/dashboard/customers/new/contact')}>
                Add Contact Person
              </Button>
            }
          >
            Contact Persons
          </Header>
        }
      >
        {draft.contacts.length === 0 ? (
          <p className="kobo-ui-empty">No contact persons added</p>
        ) : (
          <ul className="kobo-draft-contacts" aria-label="Contact persons to add">
            {draft.contacts.map((c, i) => {
              const name = contactName({ firstName: c.firstName, lastName: c.lastName });
              return (
                <li key={`${name}-${i}`}>
                  <span>
                    {name}
                    {c.isPrimary ? ' (Primary)' : ''}
                    {c.email ? ` · ${c.email}` : ''}
                  </span>
                  <Button
                    formAction="none"
                    variant="inline-link"
                    ariaLabel={`Remove ${name}`}
                    onClick={() => updateDraft((d) => ({ ...d, contacts: d.contacts.filter((_, j) => j !== i) }))}
                  >
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Container>
    </CustomerForm>
  );
}
