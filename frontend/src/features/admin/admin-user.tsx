import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assignSuperAdmin, getAdminUser, removeSuperAdmin } from '../../api/admin';
import { errorMessage } from '../../api/client';
import { useNotify } from '../../app/notifications';
import { useSession } from '../../auth/session';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailList } from '../../components/detail-list';
import { RecordLoadState } from '../../components/record-load-state';
import Badge from '../../components/ui/badge';
import Button from '../../components/ui/button';
import Container from '../../components/ui/container';
import Header from '../../components/ui/header';
import { ADMIN_MESSAGES } from '../../../../shared/admin';
import type { AdminUser } from '../../../../shared/schemas/admin';
import { adminCompanyPath, day, roleName } from './format';
import { RequireSuperAdmin } from './require-super-admin';
import './admin.css';

const BACK = { href: '/dashboard/admin-dashboard', label: 'Back to Admin Dashboard' };

function UserPage() {
  const { id = '' } = useParams();
  const { session } = useSession();
  const notify = useNotify();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<'assign' | 'remove' | null>(null);
  const query = useQuery({ queryKey: ['admin', 'user', id], queryFn: () => getAdminUser(id), enabled: Boolean(id) });
  const change = useMutation({
    mutationFn: (what: 'assign' | 'remove') => (what === 'assign' ? assignSuperAdmin(id) : removeSuperAdmin(id)),
    onSuccess: (user: AdminUser, what) => {
      client.setQueryData(['admin', 'user', id], user);
      void client.invalidateQueries({ queryKey: ['admin', 'users'] });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
      notify('success', what === 'assign' ? ADMIN_MESSAGES.assigned : ADMIN_MESSAGES.removed);
      setConfirming(null);
    },
    onError: (error, what) => {
      notify('error', what === 'assign' ? ADMIN_MESSAGES.assignFailed : ADMIN_MESSAGES.removeFailed, errorMessage(error));
      setConfirming(null);
    },
  });
  if (!query.isSuccess)
    return <RecordLoadState query={query} loadingText="Loading user..." notFoundTitle="User not found" notFoundText="No Kobo user has this id." errorTitle={ADMIN_MESSAGES.loadFailed} back={BACK} />;
  const u = query.data;
  const self = session.status === 'signedIn' && session.userId === u.userId;
  return (
    <div className="kobo-ui-page">
      <Header
        variant="h1"
        description={u.email}
        actions={
          u.superAdmin ? (
            <Button onClick={() => setConfirming('remove')}>Remove super admin</Button>
          ) : (
            <Button variant="primary" onClick={() => setConfirming('assign')}>
              Make super admin
            </Button>
          )
        }
      >
        {u.name || u.email}
      </Header>
      <p>
        <Link to={BACK.href}>{BACK.label}</Link>
      </p>
      <Container header={<Header variant="h2" actions={u.superAdmin ? <Badge color="blue">Super admin</Badge> : undefined}>Account</Header>}>
        <DetailList
          items={[
            { label: 'E-mail', value: u.email },
            { label: 'Company', value: u.companyId && u.companyName ? <Link to={adminCompanyPath(u.companyId)}>{u.companyName}</Link> : 'No company' },
            { label: 'Role', value: roleName(u.role) },
            { label: 'Kobo role', value: u.superAdmin ? 'Super admin' : 'User' },
            { label: 'Since', value: day(u.createdAt) },
          ]}
        />
      </Container>
      <ConfirmDialog
        visible={confirming !== null}
        header={confirming === 'assign' ? 'Make super admin?' : 'Remove super admin?'}
        text={
          confirming === 'assign'
            ? `${u.email} will see every company, user and subscription on Kobo, and may give and take this role. They see the Admin Dashboard at their next sign-in.`
            : self
              ? 'You will no longer see the Admin Dashboard.'
              : `${u.email} will no longer see the Admin Dashboard, from their next request on.`
        }
        confirmLabel={confirming === 'assign' ? 'Make super admin' : 'Remove'}
        loading={change.isPending}
        onConfirm={() => confirming && change.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

/** /dashboard/admin-dashboard/users/:id: a user's company and role, and the super_admin role given or taken. */
export function AdminUserPage() {
  return (
    <RequireSuperAdmin>
      <UserPage />
    </RequireSuperAdmin>
  );
}
