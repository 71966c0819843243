import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { listAdminAudit, listAdminCompanies, listAdminSubscriptions, listAdminUsers } from '../../api/admin';
import { RecordListPage } from '../../components/record-list-page';
import Badge from '../../components/ui/badge';
import Button from '../../components/ui/button';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { usePagedList } from '../../components/use-paged-list';
import { formatNaira } from '../../../../shared/money';
import { ADMIN_ACTION_LABELS, ADMIN_MESSAGES } from '../../../../shared/admin';
import type { AdminCompanyRow, AdminSubscriptionRow, AdminUserRow, AuditEntry } from '../../../../shared/schemas/admin';
import { adminCompanyPath, adminUserPath, day, moment, PHASE_LABELS, planName, renewal, roleName } from './format';
import { RequireSuperAdmin } from './require-super-admin';
import './admin.css';

type Tab = 'companies' | 'users' | 'subscriptions' | 'audit';
const TABS: { id: Tab; label: string }[] = [
  { id: 'companies', label: 'Companies' },
  { id: 'users', label: 'Users' },
  { id: 'subscriptions', label: 'Subscriptions' },
  { id: 'audit', label: 'Audit log' },
];

const SEARCH_DEBOUNCE_MS = 300;
const companyId = (r: { companyId: string }) => r.companyId;
const userId = (r: AdminUserRow) => r.userId;
const entryId = (r: AuditEntry) => r.entryId;
const errorToast = { header: ADMIN_MESSAGES.loadFailed };

interface TabProps {
  tab: Tab;
  onTab: (tab: Tab) => void;
  searchText: string;
  onSearch: (text: string) => void;
  search: string;
}

/** The header's Refresh: reloads the tab from its first page. */
function Refresh({ tab }: { tab: Tab }) {
  const client = useQueryClient();
  return (
    <Button iconName="refresh" onClick={() => void client.resetQueries({ queryKey: ['admin', tab] })}>
      Refresh
    </Button>
  );
}

const common = (p: TabProps, noun: string, placeholder: string) => ({
  title: 'Admin Dashboard',
  actions: <Refresh tab={p.tab} />,
  tabs: TABS,
  tabsLabel: 'Admin lists',
  status: p.tab,
  onStatus: p.onTab,
  search: { value: p.searchText, onChange: p.onSearch, label: `Search ${noun}`, placeholder },
  filtered: Boolean(p.search),
  loadingText: `Loading ${noun}...`,
  emptyText: `No ${noun} yet`,
  noMatchText: `No ${noun} match your search`,
  loadingMoreText: `Loading more ${noun}`,
});

function CompaniesTab(p: TabProps) {
  const list = usePagedList({ queryKey: ['admin', 'companies', p.search], page: (cursor) => listAdminCompanies(p.search || undefined, cursor), getId: companyId, errorToast });
  return (
    <RecordListPage<AdminCompanyRow, Tab>
      {...common(p, 'companies', 'Search by company name, or e-mail with @')}
      list={list}
      getId={companyId}
      renderRow={(c) => (
        <Link to={adminCompanyPath(c.companyId)} className="kobo-ui-card kobo-admin-card">
          <span className="kobo-admin-card-top">
            <span className="kobo-admin-name">{c.name}</span>
            <Badge color={c.phase === 'read_only' || c.phase === 'grace' ? 'red' : c.planType === 'free' ? 'grey' : 'green'}>{planName(c.planType)}</Badge>
          </span>
          <span className="kobo-admin-meta">
            {[c.email, `${c.seats} ${c.seats === 1 ? 'seat' : 'seats'}`, PHASE_LABELS[c.phase], `Joined ${day(c.createdAt)}`].filter(Boolean).join(' · ')}
          </span>
        </Link>
      )}
    />
  );
}

function UsersTab(p: TabProps) {
  const list = usePagedList({ queryKey: ['admin', 'users', p.search], page: (cursor) => listAdminUsers(p.search || undefined, cursor), getId: userId, errorToast });
  return (
    <RecordListPage<AdminUserRow, Tab>
      {...common(p, 'users', 'Search by name, or e-mail with @')}
      list={list}
      getId={userId}
      renderRow={(u) => (
        <Link to={adminUserPath(u.userId)} className="kobo-ui-card kobo-admin-card">
          <span className="kobo-admin-card-top">
            <span className="kobo-admin-name">{u.name || u.email}</span>
            {u.superAdmin && <Badge color="blue">Super admin</Badge>}
          </span>
          <span className="kobo-admin-meta">{[u.email, u.companyName ? `${u.companyName} (${roleName(u.role)})` : 'No company', `Since ${day(u.createdAt)}`].filter(Boolean).join(' · ')}</span>
        </Link>
      )}
    />
  );
}

function SubscriptionsTab(p: TabProps) {
  const list = usePagedList({ queryKey: ['admin', 'subscriptions', p.search], page: (cursor) => listAdminSubscriptions(p.search || undefined, cursor), getId: companyId, errorToast });
  return (
    <RecordListPage<AdminSubscriptionRow, Tab>
      {...common(p, 'subscriptions', 'Search by company name, or e-mail with @')}
      list={list}
      getId={companyId}
      renderRow={(s) => (
        <Link to={adminCompanyPath(s.companyId)} className="kobo-ui-card kobo-admin-card">
          <span className="kobo-admin-card-top">
            <span className="kobo-admin-name">{s.companyName}</span>
            <span className="kobo-admin-amount">{formatNaira(s.amountKobo)} / month</span>
          </span>
          <span className="kobo-admin-meta">{[planName(s.planType), PHASE_LABELS[s.phase], renewal(s), `${s.planType === 'free' ? 'Trial ends' : 'Period ends'} ${day(s.endDate)}`].filter(Boolean).join(' · ')}</span>
        </Link>
      )}
    />
  );
}

function AuditTab(p: TabProps) {
  const list = usePagedList({ queryKey: ['admin', 'audit'], page: (cursor) => listAdminAudit(cursor), getId: entryId, errorToast });
  const { search: _search, ...rest } = common(p, 'audit entries', '');
  return (
    <RecordListPage<AuditEntry, Tab>
      {...rest}
      filtered={false}
      emptyText="No admin actions yet"
      list={list}
      getId={entryId}
      renderRow={(e) => (
        <div className="kobo-ui-card kobo-admin-card">
          <span className="kobo-admin-card-top">
            <span className="kobo-admin-name">
              {ADMIN_ACTION_LABELS[e.action]}: {e.targetEmail}
            </span>
          </span>
          <span className="kobo-admin-meta">
            By {e.actorEmail} · {moment(e.at)}
          </span>
        </div>
      )}
    />
  );
}

const TAB_PAGES: Record<Tab, (p: TabProps) => React.JSX.Element> = { companies: CompaniesTab, users: UsersTab, subscriptions: SubscriptionsTab, audit: AuditTab };

/** /dashboard/admin-dashboard (and /admin-dashboard): every company, user and subscription on Kobo, and the admins' audit log. */
export function AdminDashboardPage() {
  const [tab, setTab] = useState<Tab>('companies');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const Page = TAB_PAGES[tab];
  return (
    <RequireSuperAdmin>
      <Page tab={tab} onTab={setTab} searchText={searchText} onSearch={setSearchText} search={search} />
    </RequireSuperAdmin>
  );
}
