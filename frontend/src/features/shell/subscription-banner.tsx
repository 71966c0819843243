import { Link, useLocation } from 'react-router-dom';
import Alert from '../../components/ui/alert';
import { formatDay } from '../../components/format-date';
import { useMe } from '../../auth/session';
import { useCan } from '../../auth/use-can';
import { PLANS } from '../../../../shared/plans';
import { accessOf, SUBSCRIPTION_PAGE } from '../../../../shared/subscription';

/**
 * Above every dashboard page while the company's trial or paid period has ended: during
 * the grace period, when it will become read-only; after it, that it is (the API answers
 * writes 402 then). Owners get the way to pay; others are told who can. Nothing shows
 * while the plan is in good standing, or on Subscription & Billing itself.
 */
export function SubscriptionBanner() {
  const me = useMe();
  const can = useCan();
  const { pathname } = useLocation();
  const sub = me.data?.subscription;
  if (!sub || pathname.startsWith(SUBSCRIPTION_PAGE)) return null;
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
