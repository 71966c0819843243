import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Badge from '../../../components/ui/badge';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';
import { formatDate } from '../../../../../shared/dates';
import { useMe, useSession } from '../../../auth/session';
import { useCan } from '../../../auth/use-can';
import type { Action } from '../../../../../shared/permissions';
import { useNotify } from '../../../app/notifications';
import { KoboIcon, type KoboIconName } from '../../../components/kobo-icon';
import { reportError } from '../../../components/report-error';
import { DetailList } from '../../../components/detail-list';
import type { Subscription } from '../../../../../shared/schemas/account';
import { PLANS } from '../../../../../shared/plans';
import { accessOf, BILLING_MESSAGES, PHASE_LABELS, SUBSCRIPTION_PAGE } from '../../../../../shared/subscription';
import { COMPANY_DATA_PAGE } from '../../../../../shared/company-data';
import SpaceBetween from '../../../components/ui/space-between';
import { isPrerendering } from '../../../prerender/mode';
import { SUPER_ADMIN_GROUP } from '../../../../../shared/admin';
import '../../../components/kobo-ui.css';
import '../settings.css';

interface MenuEntry {
  label: string;
  to: string;
  icon: KoboIconName;
  /** Shown only to roles that may do this (shared/permissions.ts); without it, to everyone. */
  action?: Action;
}

/** The settings pages that exist, in the spec's order; a page gets its entry here when it is built. */
const MENU: readonly MenuEntry[] = [
  { label: 'My Profile', to: '/dashboard/settings/profile', icon: 'user' },
  { label: 'Organization Profile', to: '/dashboard/settings/organization', icon: 'building' },
  { label: 'Team Members', to: '/dashboard/settings/team', icon: 'customers', action: 'getTeam' },
  { label: 'Subscription & Billing', to: SUBSCRIPTION_PAGE, icon: 'payments', action: 'getBilling' },
  { label: 'Preferences', to: '/dashboard/settings/preferences', icon: 'settings' },
  { label: 'Taxes', to: '/dashboard/settings/taxes', icon: 'percent' },
  { label: 'Expense categories', to: '/dashboard/settings/expense-categories', icon: 'expenses' },
  { label: 'PDF Template Customization', to: '/dashboard/settings/pdf-template', icon: 'quotes', action: 'savePdfTemplate' },
  { label: 'Payment Gateways', to: '/dashboard/settings/payment-gateways', icon: 'payments', action: 'getPaymentGateways' },
  { label: 'Opening Screen - Default', to: '/dashboard/settings/opening-screen', icon: 'home' },
  { label: 'Image upload resolution', to: '/dashboard/settings/image-resolution', icon: 'image' },
  { label: 'Privacy & Security', to: '/dashboard/settings/security', icon: 'lock' },
  { label: 'Company data', to: COMPANY_DATA_PAGE, icon: 'reports', action: 'listExports' },
];

const ADMIN_ENTRY: MenuEntry = { label: 'Admin Dashboard', to: '/admin-dashboard', icon: 'lock' };

function daysLeftText(endDate: Date): string {
  const days = differenceInCalendarDays(endDate, new Date());
  if (days < 0) return 'Ended';
  if (days === 1) return '1 day left';
  return `${days} days left`;
}


/** Resume on the settings card: the plan renews again at the end of its period (POST /api/settings/subscription/resume). */
function ResumeButton() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const resume = useMutation({
    mutationFn: () => import('../../../api/settings').then((m) => m.resumeSubscription()),
    onSuccess: async (billing) => {
      queryClient.setQueryData(['billing'], billing);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      notify('success', BILLING_MESSAGES.resumed);
    },
    onError: (error) => notify('error', 'Failed to resume the plan', error instanceof Error ? error.message : undefined),
  });
  return (
    <Button variant="primary" onClick={() => resume.mutate()} loading={resume.isPending} loadingText="Resuming the plan">
      Resume plan
    </Button>
  );
}

/** `subscription` undefined: still loading (the prerendered page shows that, not a missing plan). */
function PlanCard({ subscription, canUpgrade }: { subscription: Subscription | null | undefined; canUpgrade: boolean }) {
  if (!subscription) {
    return (
      <Container header={<Header variant="h2">Subscription</Header>}>
        <p className="kobo-settings-text">{subscription === undefined ? 'Loading your plan...' : 'No subscription found for this organization.'}</p>
      </Container>
    );
  }
  const end = parseISO(subscription.endDate);
  const endKnown = isValid(end);
  const { phase } = accessOf(subscription);
  const good = phase === 'trial' || phase === 'active';
  const plan = PLANS[subscription.planType].name;
  // A paid plan cancelled before its end: it says when it ends, and can renew again until then.
  const ending = phase === 'ending' && subscription.planType !== 'free';
  const resumable = ending && subscription.status === 'non_renewing';
  return (
    <Container
      header={
        <Header variant="h2" actions={<Badge color={good ? 'green' : phase === 'ending' ? 'grey' : 'red'}>{PHASE_LABELS[phase]}</Badge>}>
          {PLANS[subscription.planType].name}
        </Header>
      }
    >
      <SpaceBetween size="s">
        <DetailList
          items={[
            { label: subscription.planType === 'free' ? 'Trial ends' : ending ? 'Ends on' : 'Current period ends', value: endKnown ? formatDate(subscription.endDate) : undefined },
            { label: 'Time left', value: endKnown ? daysLeftText(end) : undefined },
          ]}
        />
        {ending && endKnown && <p className="kobo-settings-text">{`${plan} is cancelled: it ends on ${formatDate(subscription.endDate)} and will not renew${resumable ? ' unless you resume it' : ''}.`}</p>}
        {canUpgrade && (
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            {resumable && <ResumeButton />}
            <Link to={SUBSCRIPTION_PAGE} className="kobo-settings-link-inline">
              {ending ? 'Manage plan' : subscription.planType === 'free' || !good ? 'Upgrade Plan' : 'Manage plan'}
            </Link>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
  );
}

/** /dashboard/settings */
export function SettingsMenuPage() {
  const me = useMe();
  const can = useCan();
  const { session, signOut } = useSession();
  // Super admins get 'Admin Dashboard' first (spec: Settings). The prerendered page holds it
  // hidden for the early script to show at first paint to a super admin (prerender/early.ts).
  const menu = isPrerendering() || (session.status === 'signedIn' && session.isSuperAdmin) ? [ADMIN_ENTRY, ...MENU] : MENU;
  const navigate = useNavigate();
  const notify = useNotify();
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      navigate('/auth', { replace: true });
      notify('success', 'Signed Out', 'You have been successfully logged out.');
    } catch (error) {
      reportError('sign out', error);
      notify('error', 'Sign Out Failed', 'Failed to sign out. Please try again.');
      setSigningOut(false);
    }
  };

  return (
    <div className="kobo-ui-page">
      <Header variant="h1">Settings</Header>
      <PlanCard subscription={me.data ? me.data.subscription : undefined} canUpgrade={can('getBilling')} />
      <nav aria-label="Settings menu">
        <ul className="kobo-settings-menu">
          {menu.filter((entry) => !entry.action || can(entry.action)).map((entry) => (
            <li key={entry.to} {...(entry === ADMIN_ENTRY && isPrerendering() ? { hidden: true, 'data-kobo-group': SUPER_ADMIN_GROUP } : {})}>
              <Link to={entry.to} className="kobo-settings-link">
                <KoboIcon name={entry.icon} />
                <span className="kobo-settings-label">{entry.label}</span>
                <KoboIcon name="chevron-right" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <Button onClick={() => void onSignOut()} loading={signingOut} loadingText="Signing out">
          Sign Out
        </Button>
      </div>
    </div>
  );
}
