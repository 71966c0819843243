import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Badge from '../../../components/ui/badge';
import Container from '../../../components/ui/container';
import Link from '../../../components/ui/link';
import Tabs from '../../../components/ui/tabs';
import { archiveCustomer, deleteCustomer, getCustomer, reactivateCustomer } from '../../../api/customers';
import { useNotify } from '../../../app/notifications';
import { useLeaveDeleted, RecordDetailHeader, useActiveToggle, useDeleteRecord } from '../../../components/record-detail-header';
import { initials } from '../../../../../shared/customer-names';
import type { CustomerDetail } from '../../../../../shared/schemas/customer';
import { CustomerLoadState } from '../components/customer-load-state';
import { DetailsTab } from '../components/details-tab';
import { HistoryTab } from '../components/history-tab';
import { customerPath } from '../components/format';
import { useRevealed } from '../../../components/use-revealed';
import '../../../components/kobo-ui.css';
import { TransactionsTab } from '../components/transactions-tab';
import { StatementTab } from '../components/statement-tab';
import { formatNaira } from '../../../../../shared/money';
import '../customers.css';

/** The phone numbers the header lists, in this order. */
const PHONES = [
  ['phone', 'Phone'],
  ['workPhone', 'Work Phone'],
  ['mobile', 'Mobile'],
] as const;

function CustomerHeader({ customer }: { customer: CustomerDetail }) {
  const id = customer.customerId;
  const navigate = useNavigate();
  const leave = useLeaveDeleted();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const active = customer.status === 'active';

  const status = useActiveToggle({
    noun: 'Customer',
    active,
    mutationFn: () => (active ? archiveCustomer(id) : reactivateCustomer(id)),
    onSuccess: (detail) => {
      queryClient.setQueryData(['customer', id], detail);
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      void queryClient.invalidateQueries({ queryKey: ['customer-history', id] });
    },
  });
  const remove = useDeleteRecord({
    mutationFn: () => deleteCustomer(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      notify('success', 'Customer deleted successfully');
      leave('/dashboard/customers', () => {
        queryClient.removeQueries({ queryKey: ['customer', id] });
        queryClient.removeQueries({ queryKey: ['customer-history', id] });
      });
    },
    failureTitle: 'Failed to delete customer',
    conflictSaysWhy: true,
  });

  return (
    <RecordDetailHeader
      title={customer.name}
      badges={
        <>
          <Badge color="blue">{customer.currency || 'NGN'}</Badge>
          {customer.status === 'inactive' && <Badge color="grey">Inactive</Badge>}
        </>
      }
      avatar={
        <span className="kobo-ui-avatar kobo-ui-avatar--large" aria-hidden="true">
          {initials(customer.name)}
        </span>
      }
      editHref={`${customerPath(id)}/edit`}
      editNeeds="updateCustomer"
      actions={[
        { id: 'record-payment', text: 'Record Payment', onClick: () => navigate(`/dashboard/payments/new?customerId=${encodeURIComponent(id)}`), needs: 'recordPayment' },
        { ...status, needs: 'archiveCustomer' },
      ]}
      remove={{ confirmText: `${customer.name} will be deleted with its addresses, contact persons and history.`, mutation: remove, needs: 'deleteCustomer' }}
    >
      <ul className="kobo-contact-list" aria-label="Contact details">
        {customer.email && (
          <li>
            <span className="kobo-contact-label">Email</span>
            <Link href={`mailto:${customer.email}`} external={false}>
              {customer.email}
            </Link>
          </li>
        )}
        {PHONES.map(([key, label]) => {
          const number = customer[key];
          return (
            number && (
              <li key={key}>
                <span className="kobo-contact-label">{label}</span>
                <Link href={`tel:${number.replace(/\s+/g, '')}`}>{number}</Link>
              </li>
            )
          );
        })}
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
    </RecordDetailHeader>
  );
}

/** /dashboard/customers/:id */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const [tab, setTab] = useState('details');
  const query = useQuery({ queryKey: ['customer', id], queryFn: () => getCustomer(id), enabled: Boolean(id) });

  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <CustomerLoadState query={query} />;

  const customer = query.data;
  return (
    <div className="kobo-ui-page">
      <CustomerHeader customer={customer} />

      <Container>
        <Tabs
          activeTabId={tab}
          onChange={({ detail }) => setTab(detail.activeTabId)}
          ariaLabel="Customer sections"
          i18nStrings={{ scrollLeftAriaLabel: 'Scroll tabs left', scrollRightAriaLabel: 'Scroll tabs right' }}
          tabs={[
            { id: 'details', label: 'DETAILS', content: <DetailsTab customer={customer} /> },
            { id: 'transactions', label: 'TRANSACTIONS', content: <TransactionsTab customerId={customer.customerId} /> },
            { id: 'statement', label: 'STATEMENT', content: <StatementTab customer={customer} /> },
            { id: 'history', label: 'COMMENTS & HISTORY', content: <HistoryTab customerId={customer.customerId} /> },
          ]}
        />
      </Container>
    </div>
  );
}
