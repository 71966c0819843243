import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Badge from '../../../components/ui/badge';
import Button from '../../../components/ui/button';
import ExpandableSection from '../../../components/ui/expandable-section';
import SpaceBetween from '../../../components/ui/space-between';
import { deleteAddress, deleteContact, makePrimaryContact } from '../../../api/customers';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { ADDRESS_TYPES, PAYMENT_TERM_LABELS } from '../../../../../shared/constants';
import { contactName } from '../../../../../shared/customer-names';
import type { Address, AddressType, Contact, CustomerDetail } from '../../../../../shared/schemas/customer';
import { CURRENCY_LABELS } from './currency-labels';
import { useRateName } from '../../../components/tax-rates/use-tax-rates';
import { customerPath, formatDate } from './format';

const TYPE_LABEL: Record<AddressType, string> = { billing: 'Billing', shipping: 'Shipping' };

function addressLines(a: Address): string {
  return [
    a.attention,
    a.street1,
    a.street2,
    [a.city, a.state, a.zipCode].filter(Boolean).join(', '),
    a.country,
    a.phone && `Phone: ${a.phone}`,
    a.fax && `Fax: ${a.fax}`,
  ]
    .filter(Boolean)
    .join('\n');
}

type Pending = { kind: 'address'; type: AddressType } | { kind: 'contact'; contact: Contact } | null;

/** DETAILS: every field, then the Address Information and Contact Persons sections. */
export function DetailsTab({ customer }: { customer: CustomerDetail }) {
  const id = customer.customerId;
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const taxLabel = useRateName();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['customer', id] });
    void queryClient.invalidateQueries({ queryKey: ['customer-history', id] });
    void queryClient.invalidateQueries({ queryKey: ['customers'] });
  };

  const removeAddress = useMutation({
    mutationFn: (type: AddressType) => deleteAddress(id, type),
    onSuccess: (_data, type) => {
      notify('success', `${TYPE_LABEL[type]} address deleted successfully`);
      refresh();
    },
    onError: (error) => notify('error', 'Failed to delete address', errorMessage(error)),
    onSettled: () => setPending(null),
  });
  const removeContact = useMutation({
    mutationFn: (contactId: string) => deleteContact(id, contactId),
    onSuccess: () => {
      notify('success', 'Contact person deleted successfully');
      refresh();
    },
    onError: (error) => notify('error', 'Failed to delete contact person', errorMessage(error)),
    onSettled: () => setPending(null),
  });
  const makePrimary = useMutation({
    mutationFn: (contactId: string) => makePrimaryContact(id, contactId),
    onSuccess: (detail) => {
      queryClient.setQueryData(['customer', id], detail);
      notify('success', 'Primary contact updated');
      refresh();
    },
    onError: (error) => notify('error', 'Failed to update primary contact', errorMessage(error)),
  });

  const addressTo = `${customerPath(id)}/address`;
  const goToAddress = () => navigate(addressTo, { state: { returnTo: location.pathname } });

  return (
    <SpaceBetween size="l">
      <DetailList
        items={[
          { label: 'Customer Type', value: customer.customerType === 'business' ? 'Business' : 'Individual' },
          { label: 'Salutation', value: customer.salutation },
          { label: 'First Name', value: customer.firstName },
          { label: 'Last Name', value: customer.lastName },
          { label: 'Company Name', value: customer.companyName },
          { label: 'Display Name', value: customer.displayName },
          { label: 'Email', value: customer.email },
          { label: 'Phone', value: customer.phone },
          { label: 'Mobile', value: customer.mobile },
          { label: 'Work Phone', value: customer.workPhone },
          { label: 'TIN', value: customer.tin },
          { label: 'Tax Rate', value: taxLabel(customer.taxRate) },
          { label: 'Currency', value: CURRENCY_LABELS[customer.currency] },
          { label: 'Payment Terms', value: PAYMENT_TERM_LABELS[customer.paymentTerms] },
          { label: 'Customer Portal', value: customer.portalEnabled ? 'Enabled' : 'Disabled' },
          { label: 'Portal Language', value: customer.portalLanguage },
          { label: 'Status', value: customer.status === 'active' ? 'Active' : 'Inactive' },
          { label: 'Created', value: formatDate(customer.createdAt) },
        ]}
      />

      <ExpandableSection variant="container" defaultExpanded headerText="Address Information">
        <div className="kobo-address-grid">
          {ADDRESS_TYPES.map((type) => {
            const address = customer.addresses.find((a) => a.addressType === type);
            const label = TYPE_LABEL[type];
            return (
              <section key={type} className="kobo-address-card" aria-label={`${label} Address`}>
                <h3 className="kobo-card-title">{label} Address</h3>
                {address ? <p className="kobo-address-text">{addressLines(address)}</p> : <p className="kobo-muted">No {type} address</p>}
                <div className="kobo-button-row">
                  <Button onClick={goToAddress} ariaLabel={`${address ? 'Edit' : 'Add'} ${type} address`}>
                    {address ? 'Edit' : 'Add'}
                  </Button>
                  {address && (
                    <Button onClick={() => setPending({ kind: 'address', type })} ariaLabel={`Delete ${type} address`}>
                      Delete
                    </Button>
                  )}
                </div>
              </section>
            );
          })}
        </div>
      </ExpandableSection>

      <ExpandableSection
        variant="container"
        defaultExpanded
        headerText="Contact Persons"
        headerCounter={`(${customer.contacts.length})`}
        headerActions={
          <Button
            iconName="add-plus"
            onClick={() => navigate(`${customerPath(id)}/contact-person/new`)}
          >
            Add Contact Person
          </Button>
        }
      >
        {customer.contacts.length === 0 ? (
          <p className="kobo-muted">No contact persons yet</p>
        ) : (
          <ul className="kobo-contact-cards" aria-label="Contact persons">
            {customer.contacts.map((c) => {
              const name = contactName(c);
              return (
                <li key={c.contactId} className="kobo-address-card">
                  <div className="kobo-customer-title">
                    <span className="kobo-card-title">{[c.salutation, name].filter(Boolean).join(' ')}</span>
                    {c.isPrimary && <Badge color="green">Primary</Badge>}
                  </div>
                  <p className="kobo-address-text">
                    {[
                      [c.designation, c.department].filter(Boolean).join(', '),
                      c.email,
                      c.workPhone && `Work phone: ${c.workPhone}`,
                      c.mobile && `Mobile: ${c.mobile}`,
                    ]
                      .filter(Boolean)
                      .join('\n')}
                  </p>
                  <div className="kobo-button-row">
                    {!c.isPrimary && (
                      <Button
                        onClick={() => makePrimary.mutate(c.contactId)}
                        loading={makePrimary.isPending && makePrimary.variables === c.contactId}
                        disabled={makePrimary.isPending}
                        ariaLabel={`Mark as primary: ${name}`}
                      >
                        Mark as primary
                      </Button>
                    )}
                    <Button onClick={() => setPending({ kind: 'contact', contact: c })} ariaLabel={`Delete contact person: ${name}`}>
                      Delete
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ExpandableSection>

      <ConfirmDialog
        visible={pending !== null}
        text={
          pending?.kind === 'address'
            ? `The ${pending.type} address will be deleted.`
            : pending?.kind === 'contact'
              ? `${contactName(pending.contact)} will be deleted.`
              : ''
        }
        loading={removeAddress.isPending || removeContact.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending?.kind === 'address') removeAddress.mutate(pending.type);
          else if (pending?.kind === 'contact') removeContact.mutate(pending.contact.contactId);
        }}
      />
    </SpaceBetween>
  );
}
