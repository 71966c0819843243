import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { getAdminCompany } from '../../api/admin';
import { DetailList } from '../../components/detail-list';
import { RecordLoadState } from '../../components/record-load-state';
import Container from '../../components/ui/container';
import Header from '../../components/ui/header';
import { formatNaira } from '../../../../shared/money';
import { ADMIN_MESSAGES } from '../../../../shared/admin';
import { adminUserPath, day, PHASE_LABELS, planName, renewal, roleName } from './format';
import { RequireSuperAdmin } from './require-super-admin';
import './admin.css';

const BACK = { href: '/dashboard/admin-dashboard', label: 'Back to Admin Dashboard' };

function CompanyPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['admin', 'company', id], queryFn: () => getAdminCompany(id), enabled: Boolean(id) });
  if (!query.isSuccess)
    return (
      <RecordLoadState
        query={query}
        loadingText="Loading company..."
        notFoundTitle="Company not found"
        notFoundText="No company on Kobo has this id."
        errorTitle={ADMIN_MESSAGES.loadFailed}
        back={BACK}
      />
    );
  const c = query.data;
  const b = c.billing;
  return (
    <div className="kobo-ui-page">
      <Header variant="h1" description={[c.email, [c.city, c.state, c.country].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}>
        {c.name}
      </Header>
      <p>
        <Link to={BACK.href}>{BACK.label}</Link>
      </p>
      <Container header={<Header variant="h2">Plan</Header>}>
        <DetailList
          items={[
            { label: 'Plan', value: planName(b.planType) },
            { label: 'Status', value: PHASE_LABELS[b.phase] },
            ...(renewal(b) ? [{ label: 'Renewal', value: renewal(b) }] : []),
            { label: 'Started', value: day(b.startDate) },
            { label: b.planType === 'free' ? 'Trial ends' : 'Period ends', value: day(b.endDate) },
            { label: 'Joined Kobo', value: day(c.createdAt) },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2">Usage</Header>}>
        <DetailList
          items={[
            { label: 'Invoices this month', value: String(c.usage.invoicesThisMonth) },
            { label: 'Invoices in all', value: b.invoiceLimit === null ? String(c.usage.invoicesTotal) : `${c.usage.invoicesTotal} of ${b.invoiceLimit}` },
            { label: 'Customers', value: String(c.usage.customers) },
            { label: 'Team seats', value: `${c.usage.seats} of ${c.usage.seatLimit}` },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2" counter={`(${c.members.length})`}>Members</Header>}>
        <ul className="kobo-admin-rows" aria-label="Members">
          {c.members.map((m) => (
            <li key={m.userId}>
              <Link to={adminUserPath(m.userId)}>{m.name}</Link>
              <span className="kobo-admin-meta">
                {m.email} · {roleName(m.role)} · joined {day(m.joinedAt)}
              </span>
            </li>
          ))}
        </ul>
      </Container>
      <Container header={<Header variant="h2">Billing history</Header>}>
        {b.charges.length === 0 ? (
          <p className="kobo-admin-meta">No payments to Kobo yet.</p>
        ) : (
          <ul className="kobo-admin-rows" aria-label="Billing history">
            {b.charges.map((ch) => (
              <li key={ch.reference}>
                <span>
                  {day(ch.paidAt)}: {formatNaira(ch.amountKobo)} for {planName(ch.planType)}
                </span>
                <span className="kobo-admin-meta">
                  {day(ch.periodStart)} to {day(ch.periodEnd)} · {ch.reference}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </div>
  );
}

/** /dashboard/admin-dashboard/companies/:id: a company's members and roles, plan and status, usage and billing history. */
export function AdminCompanyPage() {
  return (
    <RequireSuperAdmin>
      <CompanyPage />
    </RequireSuperAdmin>
  );
}
