import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '../../components/ui/button';
import Container from '../../components/ui/container';
import Header from '../../components/ui/header';
import type { Me } from '../../../../shared/schemas/account';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../../../shared/schema-values';
import { errorMessage } from '../../api/client';
import { leaveCompany } from '../../api/team';
import { useNotify } from '../../app/notifications';
import { useMe } from '../../auth/session';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailList } from '../../components/detail-list';

/**
 * My Profile's "Your company" panel, for every role: the company and the
 * caller's role in it, and Leave company. Once left, the app treats them as a
 * user with no company (onboarding: set one up, or join by an invitation link);
 * the last owner is refused and stays.
 */
export function CompanyMembership() {
  const me = useMe();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const company = me.data?.company;
  const role = me.data?.role;
  const leave = useMutation({
    mutationFn: leaveCompany,
    onSuccess: () => {
      setAsking(false);
      // What the server now answers for /api/me, at once: the onboarding guard lets them in.
      queryClient.setQueryData<Me>(['me'], (old) =>
        old ? { ...old, role: null, company: null, subscription: null, profile: old.profile && { ...old.profile, companyId: undefined } } : old,
      );
      // Nothing read for the old company may show in a company set up or joined next.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
      notify('success', `You left ${company?.name ?? 'the company'}`, 'Set up a company of your own, or open an invitation link to join another.');
      navigate('/onboarding', { replace: true });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    onError: (error) => {
      setAsking(false);
      notify('error', 'You are still a member', errorMessage(error));
    },
  });
  if (!company || !role) return null;
  return (
    <>
      <Container
        header={
          <Header variant="h2" actions={<Button onClick={() => setAsking(true)}>Leave company</Button>}>
            Your company
          </Header>
        }
      >
        <DetailList
          items={[
            { label: 'Company', value: company.name },
            { label: 'Your role', value: `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}` },
          ]}
        />
      </Container>
      <ConfirmDialog
        visible={asking}
        header={`Leave ${company.name}?`}
        text={`You will lose access to ${company.name} at once: its customers, documents and settings. To come back, an owner or an admin must invite you again.`}
        confirmLabel="Yes, Leave"
        irreversible={false}
        loading={leave.isPending}
        onConfirm={() => leave.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
