import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
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
import { accessOf, PHASE_LABELS, SUBSCRIPTION_PAGE } from '../../../../../shared/subscription';
import { COMPANY_DATA_PAGE } from '../../../../../shared/company-data';
import SpaceBetween from '../../../components/ui/space-between';
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
            { label: subscription.planType === 'free' ? 'Trial ends' : 'Current period ends', value: endKnown ? formatDate(subscription.endDate) : undefined },
            { label: 'Time left', value: endKnown ? daysLeftText(end) : undefined },
          ]}
        />
        {canUpgrade && (
          <div>
            <Link to={SUBSCRIPTION_PAGE} className="kobo-settings-link-inline">
              {subscription.planType === 'free' || !good ? 'Upgrade Plan' : 'Manage plan'}
            </Link>
          </div>
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
  // Super admins get 'Admin Dashboard' first (spec: Settings).
  const menu = session.status === 'signedIn' && session.isSuperAdmin ? [ADMIN_ENTRY, ...MENU] : MENU;
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
            <li key={entry.to}>
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
