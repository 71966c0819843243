import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Link from '@cloudscape-design/components/link';
import Tabs from '@cloudscape-design/components/tabs';
import { archiveCustomer, deleteCustomer, getCustomer, reactivateCustomer } from '../../../api/customers';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRouterFollow } from '../../../components/use-router-follow';
import { initials, type CustomerDetail } from '../../../../../shared/schemas/customer';
import { CustomerLoadState } from '../components/customer-load-state';
import { DetailsTab } from '../components/details-tab';
import { HistoryTab } from '../components/history-tab';
import { customerPath } from '../components/format';
import '../../../components/kobo-ui.css';
import { TransactionsTab } from '../components/transactions-tab';
import { formatNaira } from '../../../../../shared/money';

function HeaderActions({ customer }: { customer: CustomerDetail }) {
  const id = customer.customerId;
  const follow = useRouterFollow();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const active = customer.status === 'active';

  const status = useMutation({
    mutationFn: () => (active ? archiveCustomer(id) : reactivateCustomer(id)),
    onSuccess: (detail) => {
      queryClient.setQueryData(['customer', id], detail);
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      void queryClient.invalidateQueries({ queryKey: ['customer-history', id] });
      notify('success', detail.status === 'active' ? 'Customer marked as active' : 'Customer marked as inactive');
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteCustomer(id),
    onSuccess: () => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: ['customer', id] });
      queryClient.removeQueries({ queryKey: ['customer-history', id] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      notify('success', 'Customer deleted successfully');
      navigate('/dashboard/customers');
    },
    onError: (error) => {
      setConfirming(false);
      if (error instanceof ApiRequestError && error.status === 409) notify('error', errorMessage(error));
      else notify('error', 'Failed to delete customer', errorMessage(error));
    },
  });

  return (
    <div className="kobo-button-row kobo-customer-actions">
      <Button href={`${customerPath(id)}/edit`} onFollow={follow} iconName="edit">
        Edit
      </Button>
      <Button onClick={() => status.mutate()} loading={status.isPending}>
        {active ? 'Mark as Inactive' : 'Mark as Active'}
      </Button>
      <Button onClick={() => setConfirming(true)}>Delete</Button>
      <ConfirmDialog
        visible={confirming}
        text={`${customer.name} will be deleted with its addresses, contact persons and history.`}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

/** /dashboard/customers/:id */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const [tab, setTab] = useState('details');
  const query = useQuery({ queryKey: ['customer', id], queryFn: () => getCustomer(id), enabled: Boolean(id) });

  if (!query.isSuccess) return <CustomerLoadState query={query} />;

  const customer = query.data;
  return (
    <div className="kobo-ui-page">
      <Container>
        <div className="kobo-customer-head">
          <span className="kobo-ui-avatar kobo-ui-avatar--large" aria-hidden="true">
            {initials(customer.name)}
          </span>
          <div className="kobo-customer-head-text">
            <div className="kobo-customer-title">
              <h1 className="kobo-customer-h1">{customer.name}</h1>
              <Badge color="blue">{customer.currency || 'NGN'}</Badge>
              {customer.status === 'inactive' && <Badge color="grey">Inactive</Badge>}
            </div>
            <ul className="kobo-contact-list" aria-label="Contact details">
              {customer.email && (
                <li>
                  <span className="kobo-contact-label">Email</span>
                  <Link href={`mailto:${customer.email}`} external={false}>
                    {customer.email}
                  </Link>
                </li>
              )}
              {customer.phone && (
                <li>
                  <span className="kobo-contact-label">Phone</span>
                  <Link href={`tel:${customer.phone.replace(/\s+/g, '')}`}>{customer.phone}</Link>
                </li>
              )}
              {customer.workPhone && (
                <li>
                  <span className="kobo-contact-label">Work Phone</span>
                  <Link href={`tel:${customer.workPhone.replace(/\s+/g, '')}`}>{customer.workPhone}</Link>
                </li>
              )}
              {customer.mobile && (
                <li>
                  <span className="kobo-contact-label">Mobile</span>
                  <Link href={`tel:${customer.mobile.replace(/\s+/g, '')}`}>{customer.mobile}</Link>
                </li>
              )}
              {!customer.email && !customer.phone && !customer.mobile && !customer.workPhone && <li>No contact details</li>}
            </ul>
            <dl className="kobo-balances">
              <div>
                <dt>Receivables</dt>
                <dd>{formatNaira(customer.receivablesKobo)}</dd>
              </div>
              <div>
                <dt>Unused Credits</dt>
                <dd>{formatNaira(customer.unusedCreditsKobo)}</dd>
              </div>
            </dl>
            <HeaderActions customer={customer} />
          </div>
        </div>
      </Container>

      <Container>
        <Tabs
          activeTabId={tab}
          onChange={({ detail }) => setTab(detail.activeTabId)}
          ariaLabel="Customer sections"
          i18nStrings={{ scrollLeftAriaLabel: 'Scroll tabs left', scrollRightAriaLabel: 'Scroll tabs right' }}
          tabs={[
            { id: 'details', label: 'DETAILS', content: <DetailsTab customer={customer} /> },
            { id: 'transactions', label: 'TRANSACTIONS', content: <TransactionsTab customerId={customer.customerId} /> },
            { id: 'history', label: 'COMMENTS & HISTORY', content: <HistoryTab customerId={customer.customerId} /> },
          ]}
        />
      </Container>
    </div>
  );
}
