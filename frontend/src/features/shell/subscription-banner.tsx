import { Link, useLocation } from 'react-router-dom';
import Alert from '../../components/ui/alert';
import { formatDay } from '../../components/format-date';
import { useMe } from '../../auth/session';
import { useCan } from '../../auth/use-can';
import { PLANS } from '../../../../shared/plans';
import { accessOf, SUBSCRIPTION_PAGE } from '../../../../shared/subscription';
import { COMPANY_DATA_PAGE } from '../../../../shared/company-data';

/**
 * Above every dashboard page while the company's trial or paid period has ended: during
 * the grace period, when it will become read-only; after it, that it is (the API answers
 * writes 402 then). Owners get the way to pay; others are told who can. Nothing shows
 * while the plan is in good standing, or on Subscription & Billing itself. While the company
 * waits to be deleted, that instead, on every page but Company data (the API answers writes 409).
 */
export function SubscriptionBanner() {
  const me = useMe();
  const can = useCan();
  const { pathname } = useLocation();
  const sub = me.data?.subscription;
  if (!sub) return null;
  // A company waiting to be deleted says so on every page (but its own settings page, which says more).
  if (sub.deleteOn) {
    if (pathname.startsWith(COMPANY_DATA_PAGE)) return null;
    return (
      <div className="kobo-subscription-banner">
        <Alert type="error" header={`This company will be deleted on ${formatDay(sub.deleteOn)}`}>
          Records can be read and exported but not changed.{' '}
          {can('getDeletion') ? (
            <Link to={COMPANY_DATA_PAGE} className="kobo-banner-link">
              Stop the deletion
            </Link>
          ) : (
            <span>An owner of the company can stop it.</span>
          )}
        </Alert>
      </div>
    );
  }
  if (pathname.startsWith(SUBSCRIPTION_PAGE)) return null;
  const { phase, graceEndsAt } = accessOf(sub);
  if (phase !== 'grace' && phase !== 'read_only') return null;
  const what = sub.planType === 'free' ? 'Your free trial' : `Your ${PLANS[sub.planType].name} plan`;
  const why = sub.status === 'past_due' ? `Paystack could not take the renewal of ${PLANS[sub.planType].name}.` : `${what} ended on ${formatDay(sub.endDate)}.`;
  const action = can('getBilling') ? (
    <Link to={SUBSCRIPTION_PAGE} className="kobo-banner-link">
      {phase === 'grace' ? 'Choose a plan' : 'Upgrade to create and edit again'}
    </Link>
  ) : (
    <span>Ask an owner of the company to upgrade.</span>
  );
  return (
    <div className="kobo-subscription-banner">
      {phase === 'grace' ? (
        <Alert type="warning" header="Your plan needs attention">
          {why} Everything works until {formatDay(graceEndsAt)}; after that, records can be read and exported but not created or changed. {action}
        </Alert>
      ) : (
        <Alert type="error" header="Your company is read-only">
          {why} Records can be read and exported, but not created or changed. {action}
        </Alert>
      )}
    </div>
  );
}
