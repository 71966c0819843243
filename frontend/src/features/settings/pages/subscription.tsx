import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '../../../components/ui/alert';
import Badge from '../../../components/ui/badge';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { errorMessage } from '../../../api/client';
import { billingReceiptPdf, cancelSubscription, getBilling, planCheckoutResult, resumeSubscription, startPlanCheckout } from '../../../api/settings';
import { openWhenReady } from '../../../components/document-actions/print-pdf';
import { useMe } from '../../../auth/session';
import { useCan } from '../../../auth/use-can';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { formatDay } from '../../../components/format-date';
import { PageLoading } from '../../../components/page-loading';
import { reportError } from '../../../components/report-error';
import { StackedTable } from '../../../components/stacked-table';
import { formatNaira } from '../../../../../shared/money';
import { ENTERPRISE_CONTACT, PLANS, planLimits, planPrice, planPriceText, type PlanCode } from '../../../../../shared/plans';
import { BILLING_MESSAGES, PAID_PLANS, type Phase } from '../../../../../shared/subscription';
import type { Billing, BillingCharge, PlanCheckoutResult } from '../../../../../shared/schemas/billing';
import '../../../components/kobo-ui.css';
import '../settings.css';
import { RoleRefused } from '../../../components/role-refused';

const TITLE = 'Subscription & Billing';
export const BILLING_QUERY_KEY = ['billing'];

const PHASE_BADGE: Record<Phase, { text: string; color: 'green' | 'blue' | 'grey' | 'red' | 'severity-medium' }> = {
  trial: { text: 'Trial', color: 'blue' },
  active: { text: 'Active', color: 'green' },
  ending: { text: 'Cancels at period end', color: 'grey' },
  grace: { text: 'Grace period', color: 'severity-medium' },
  read_only: { text: 'Read-only', color: 'red' },
};

/** What the plan's status means, in a sentence. */
function statusText(b: Billing): string {
  const end = formatDay(b.endDate);
  const graceEnd = formatDay(b.graceEndsAt);
  const plan = PLANS[b.planType].name;
  switch (b.phase) {
    case 'trial':
      return `Your free trial runs until ${end}.`;
    case 'active':
      return b.status === 'past_due' ? `Paystack could not take the renewal of ${plan}; it tries again. Paid until ${end}.` : `${plan} renews on ${end}.`;
    case 'ending':
      return b.resumable
        ? `${plan} is cancelled and stays active until ${end}. It will not renew unless you resume it before then.`
        : `${plan} is cancelled and stays active until ${end}. It will not renew.`;
    case 'grace':
      return b.planType === 'free'
        ? `Your free trial ended on ${end}. Upgrade by ${graceEnd} to keep creating and editing records.`
        : b.status === 'past_due'
          ? `Paystack could not take the renewal of ${plan}. Pay by ${graceEnd} to keep creating and editing records.`
          : `${plan} ended on ${end}. Pay by ${graceEnd} to keep creating and editing records.`;
    case 'read_only':
      return `${b.planType === 'free' ? 'Your free trial' : plan} ended on ${end}. Records can be read and exported; upgrade to create and edit them again.`;
  }
}

function CurrentPlan({ billing, onCancel, onResume, resuming }: { billing: Billing; onCancel: () => void; onResume: () => void; resuming: boolean }) {
  const badge = PHASE_BADGE[billing.phase];
  const endLabel = billing.planType === 'free' ? 'Trial ends' : billing.phase === 'active' ? 'Renews on' : 'Paid until';
  return (
    <Container
      header={
        <Header variant="h2" actions={<Badge color={badge.color}>{badge.text}</Badge>}>
          {`Current plan: ${PLANS[billing.planType].name}`}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <p className="kobo-settings-text">{statusText(billing)}</p>
        <DetailList
          items={[
            { label: 'Price', value: planPriceText(PLANS[billing.planType]) },
            { label: endLabel, value: formatDay(billing.endDate) },
            { label: 'Invoices', value: billing.invoiceLimit === null ? `${billing.invoicesUsed} created (no limit)` : `${billing.invoicesUsed} of ${billing.invoiceLimit} used` },
            { label: 'Team members', value: `Up to ${PLANS[billing.planType].teamMemberLimit}` },
          ]}
        />
        {billing.cancellable && (
          <div>
            <Button onClick={onCancel}>Cancel plan</Button>
          </div>
        )}
        {billing.resumable && (
          <div>
            <Button variant="primary" onClick={onResume} loading={resuming} loadingText="Resuming the plan">
              Resume plan
            </Button>
          </div>
        )}
      </SpaceBetween>
    </Container>
  );
}

/** Whether a plan can be bought now: not the one the company has running. */
const buyable = (b: Billing, code: PlanCode) => !(b.planType === code && (b.phase === 'active' || b.phase === 'ending'));

function Plans({ billing }: { billing: Billing }) {
  const notify = useNotify();
  const [going, setGoing] = useState<PlanCode | null>(null);
  const upgrade = async (code: 'starter' | 'professional') => {
    setGoing(code);
    try {
      const { authorizationUrl } = await startPlanCheckout({ plan: code });
      if (!authorizationUrl) throw new Error(BILLING_MESSAGES.noAuthorizationUrl);
      // To Paystack's checkout; it sends the owner back here with the reference.
      window.location.assign(authorizationUrl);
    } catch (error) {
      reportError('start plan checkout', error);
      notify('error', BILLING_MESSAGES.initFailed, errorMessage(error, BILLING_MESSAGES.noAuthorizationUrl));
      setGoing(null);
    }
  };
  return (
    <Container header={<Header variant="h2" description="Prices are per month in naira. Paystack takes the payment by card, bank transfer or USSD, and renews it each month until you cancel.">Plans</Header>}>
      <ul className="kobo-plan-list">
        {PAID_PLANS.map((plan) => {
          const code = plan.code as 'starter' | 'professional';
          const current = !buyable(billing, code);
          return (
            <li key={plan.code} className="kobo-plan">
              <h3 className="kobo-plan-name">
                {plan.name} {plan.recommended && <Badge color="blue">Recommended</Badge>}
              </h3>
              <p className="kobo-plan-price">
                <strong>{planPrice(plan).amount}</strong> {planPrice(plan).per}
              </p>
              <ul className="kobo-plan-features">
                {planLimits(plan).map((words) => (
                  <li key={words}>{words}</li>
                ))}
                <li>Online payments with Paystack, PDFs, e-mail and share links</li>
              </ul>
              {current ? (
                <Badge color="green">Current plan</Badge>
              ) : (
                <Button variant="primary" onClick={() => void upgrade(code)} loading={going === code} disabled={going !== null && going !== code} loadingText={`Opening Paystack for ${plan.name}`}>
                  {`${billing.planType === 'free' || billing.planType === code ? 'Upgrade' : 'Switch'} to ${plan.name}`}
                </Button>
              )}
            </li>
          );
        })}
        <li className="kobo-plan">
          <h3 className="kobo-plan-name">Enterprise</h3>
          <p className="kobo-plan-price">
            <strong>Contact sales</strong>
          </p>
          <ul className="kobo-plan-features">
            <li>More team members, onboarding and support for larger businesses</li>
          </ul>
          <a className="kobo-settings-link-inline" href={`mailto:${ENTERPRISE_CONTACT}?subject=Kobo%20Enterprise`}>
            {`E-mail ${ENTERPRISE_CONTACT}`}
          </a>
        </li>
      </ul>
    </Container>
  );
}

function History({ charges }: { charges: BillingCharge[] }) {
  const notify = useNotify();
  // A tab opened on the tap (no pop-up blocker), sent to the receipt's short-lived link when it is ready.
  const open = (reference: string) =>
    void openWhenReady(async () => (await billingReceiptPdf(reference)).url).catch((error: unknown) => notify('error', 'Failed to open the receipt', errorMessage(error)));
  return (
    <Container header={<Header variant="h2">Billing history</Header>}>
      {charges.length === 0 ? (
        <p className="kobo-settings-text">No payments yet. Each monthly charge shows here with its Paystack reference.</p>
      ) : (
        <StackedTable
          label="Billing history"
          rows={charges}
          rowKey={(c) => c.reference}
          columns={[
            { header: 'Date', cell: (c) => formatDay(c.paidAt), card: 'title' },
            { header: 'Amount', cell: (c) => formatNaira(c.amountKobo), numeric: true, card: 'aside' },
            { header: 'Plan', cell: (c) => PLANS[c.planType].name },
            { header: 'Period', cell: (c) => `${formatDay(c.periodStart)} to ${formatDay(c.periodEnd)}` },
            { header: 'Paystack reference', cell: (c) => <code>{c.reference}</code> },
            {
              header: 'Receipt',
              cell: (c) => (
                <Button variant="inline-link" onClick={() => open(c.reference)}>
                  Receipt for {formatDay(c.paidAt)} (PDF)
                </Button>
              ),
            },
          ]}
        />
      )}
    </Container>
  );
}

/** The outcome of a checkout Paystack sent the owner back from (`?reference=`). */
function CheckoutOutcome({ reference, onDone }: { reference: string; onDone: (billing: Billing) => void }) {
  const result = useQuery({ queryKey: ['plan-checkout', reference], queryFn: () => planCheckoutResult(reference), retry: false, staleTime: Infinity });
  const data: PlanCheckoutResult | undefined = result.data;
  useEffect(() => {
    if (data) onDone(data.billing);
  }, [data, onDone]);
  return (
    <div aria-live="polite">
      {result.isPending && <Alert type="info">Confirming your payment with Paystack…</Alert>}
      {result.isError && (
        <Alert type="error" header="The payment could not be confirmed">
          {errorMessage(result.error)}
        </Alert>
      )}
      {data?.status === 'paid' && (
        <Alert type="success" header={BILLING_MESSAGES.paid}>
          {`You are on ${PLANS[data.planType].name}. Thank you!`}
        </Alert>
      )}
      {data?.status === 'failed' && (
        <Alert type="error" header={BILLING_MESSAGES.subscribeFailed}>
          The payment did not go through: nothing was charged and your plan is unchanged. You can try again below.
        </Alert>
      )}
      {data?.status === 'pending' && (
        <Alert type="info" header="Payment not confirmed yet" action={<Button onClick={() => void result.refetch()} loading={result.isFetching}>Check again</Button>}>
          Paystack has not confirmed this payment yet (a bank transfer can take a few minutes). Your plan changes as soon as it does.
        </Alert>
      )}
    </div>
  );
}

/** /dashboard/settings/subscription: the plan, its status, upgrade and cancel, billing history (owners). */
export function SubscriptionPage() {
  const can = useCan();
  const me = useMe();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const allowed = can('getBilling');
  const billing = useQuery({ queryKey: BILLING_QUERY_KEY, queryFn: getBilling, enabled: allowed });
  const [cancelling, setCancelling] = useState(false);
  const cancel = useMutation({ mutationFn: cancelSubscription });
  const resume = useMutation({ mutationFn: resumeSubscription });

  const settled = useCallback(
    (fresh: Billing) => {
      queryClient.setQueryData(BILLING_QUERY_KEY, fresh);
      // The shell's banner and the settings card read the plan from /api/me.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    [queryClient],
  );
  const onCancel = async () => {
    try {
      settled(await cancel.mutateAsync());
      notify('success', BILLING_MESSAGES.cancelled);
    } catch (error) {
      notify('error', 'Failed to cancel the plan', errorMessage(error));
    }
    setCancelling(false);
  };
  const onResume = async () => {
    try {
      settled(await resume.mutateAsync());
      notify('success', BILLING_MESSAGES.resumed);
    } catch (error) {
      notify('error', 'Failed to resume the plan', errorMessage(error));
    }
  };

  if (me.isPending) return <PageLoading title={TITLE} />;
  if (!allowed) return <RoleRefused title={TITLE}>Only an owner of the company can see and change its plan.</RoleRefused>;
  if (billing.isPending) return <PageLoading title={TITLE} />;
  if (billing.isError) return <p className="kobo-settings-text">{errorMessage(billing.error)}</p>;
  return (
    <div className="kobo-ui-page">
      <Header variant="h1" description="Your Kobo plan, what it allows and what you have paid.">
        {TITLE}
      </Header>
      {reference && <CheckoutOutcome reference={reference} onDone={settled} />}
      <CurrentPlan billing={billing.data} onCancel={() => setCancelling(true)} onResume={() => void onResume()} resuming={resume.isPending} />
      <Plans billing={billing.data} />
      <History charges={billing.data.charges} />
      <ConfirmDialog
        visible={cancelling}
        header="Cancel your plan?"
        text={`Your plan stays active until ${formatDay(billing.data.endDate)} and does not renew after that; you can resume it until then. Records stay readable; creating and editing need a plan again.`}
        confirmLabel="Cancel plan"
        cancelLabel="Keep plan"
        irreversible={false}
        loading={cancel.isPending}
        onConfirm={() => void onCancel()}
        onCancel={() => setCancelling(false)}
      />
    </div>
  );
}
