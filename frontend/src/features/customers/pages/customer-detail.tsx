import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Badge from '@cloudscape-design/components/badge';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Tabs from '@cloudscape-design/components/tabs';
import { format, isValid, parseISO } from 'date-fns';
import { getCustomer } from '../../../api/customers';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { DetailList } from '../../../components/detail-list';
import { useRouterFollow } from '../../../components/use-router-follow';
import { initials, type Customer } from '../../../../../shared/schemas/customer';
import '../../../components/kobo-ui.css';

function formatDate(value: string, pattern = 'MMM dd, yyyy'): string {
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : value;
}

function DetailsTab({ customer }: { customer: Customer }) {
  return (
    <DetailList
      items={[
        { label: 'Display Name', value: customer.displayName },
        { label: 'Company Name', value: customer.companyName },
        { label: 'First Name', value: customer.firstName },
        { label: 'Last Name', value: customer.lastName },
        { label: 'Email', value: customer.email },
        { label: 'Phone', value: customer.phone },
        { label: 'Mobile', value: customer.mobile },
        { label: 'Currency', value: customer.currency },
        { label: 'Created', value: formatDate(customer.createdAt) },
      ]}
    />
  );
}

/** The customer's history; today its one recorded event is its creation. */
function HistoryTab({ customer }: { customer: Customer }) {
  return (
    <ol className="kobo-timeline" aria-label="Customer history">
      <li className="kobo-timeline-entry">
        <p className="kobo-timeline-text">Customer created</p>
        <p className="kobo-timeline-meta">
          by System · <time dateTime={customer.createdAt}>{formatDate(customer.createdAt, 'MMM dd, yyyy, h:mm a')}</time>
        </p>
      </li>
    </ol>
  );
}

function BackToCustomers() {
  const follow = useRouterFollow();
  return (
    <Button href="/dashboard/customers" onFollow={follow}>
      Back to Customers
    </Button>
  );
}

/** /dashboard/customers/:id */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const [tab, setTab] = useState('details');
  const query = useQuery({ queryKey: ['customer', id], queryFn: () => getCustomer(id), enabled: Boolean(id) });
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;

  useEffect(() => {
    if (query.isError && !notFound) notify('error', 'Failed to load customer data', errorMessage(query.error));
  }, [query.isError, query.error, notFound, notify]);

  if (query.isPending) return <p className="kobo-ui-empty">Loading customer data...</p>;

  if (notFound) {
    return (
      <div className="kobo-ui-page kobo-customer-missing">
        <Header variant="h1">Customer not found</Header>
        <p>The customer you are looking for does not exist.</p>
        <div>
          <BackToCustomers />
        </div>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="kobo-ui-page kobo-customer-missing">
        <Header variant="h1">Failed to load customer data</Header>
        <p>{errorMessage(query.error)}</p>
        <div className="kobo-button-row">
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
          <BackToCustomers />
        </div>
      </div>
    );
  }

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
              {customer.mobile && (
                <li>
                  <span className="kobo-contact-label">Mobile</span>
                  <Link href={`tel:${customer.mobile.replace(/\s+/g, '')}`}>{customer.mobile}</Link>
                </li>
              )}
              {!customer.email && !customer.phone && !customer.mobile && <li>No contact details</li>}
            </ul>
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
            {
              id: 'transactions',
              label: 'TRANSACTIONS',
              content: <p className="kobo-ui-empty">No transactions found for this customer</p>,
            },
            { id: 'history', label: 'COMMENTS & HISTORY', content: <HistoryTab customer={customer} /> },
          ]}
        />
      </Container>
    </div>
  );
}
