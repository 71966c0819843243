import { lazySchema, lazyZodResolver, schemasOnTouch } from '../../../components/form-fields/lazy-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '../../../components/ui/alert';
import Button from '../../../components/ui/button';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import StatusIndicator from '../../../components/ui/status-indicator';
import { errorMessage } from '../../../api/client';
import { getPaymentGateways, removePaystackKeys, savePaystackKeys, testPaystackConnection } from '../../../api/settings';
import { useMe } from '../../../auth/session';
import { useCan } from '../../../auth/use-can';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { FormActions } from '../../../components/form-fields/form-actions';
import { TextField } from '../../../components/form-fields/text-field';
import { CheckboxField } from '../../../components/form-fields/checkbox-field';
import { PageLoading } from '../../../components/page-loading';
import type { ConnectionTest, PaystackKeysInput, PaystackSettings } from '../../../../../shared/schemas/payment-gateways';
import { useSettingsSave } from '../use-settings';
import '../../../components/kobo-ui.css';
import '../../../components/form-fields/form-fields.css';
import '../settings.css';
import { RoleRefused } from '../../../components/role-refused';

const paystackKeysInputSchemaLazy = lazySchema(() => import('../../../../../shared/schemas/payment-gateways').then((m) => m.paystackKeysInputSchema));

const QUERY_KEY = ['payment-gateways'];

/** The company's webhook address, to paste into Paystack's dashboard, with a button that copies it. */
function WebhookUrl({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <SpaceBetween size="xs">
      <code className="kobo-webhook-url">{url}</code>
      <SpaceBetween direction="horizontal" size="xs">
        <Button onClick={copy} ariaLabel="Copy the webhook URL">
          Copy
        </Button>
        <span aria-live="polite">{copied ? 'Copied' : ''}</span>
      </SpaceBetween>
    </SpaceBetween>
  );
}

/** The saved connection: mode, public key, the secret's last four characters, the webhook address, and Test connection. */
function Saved({ paystack, onRemove }: { paystack: PaystackSettings; onRemove: () => void }) {
  const [result, setResult] = useState<ConnectionTest>();
  const test = useMutation({ mutationFn: testPaystackConnection, onMutate: () => setResult(undefined), onSuccess: setResult });
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={onRemove}>Remove</Button>
              <Button onClick={() => test.mutate()} loading={test.isPending} loadingText="Testing the connection to Paystack">
                Test connection
              </Button>
            </SpaceBetween>
          }
        >
          Saved keys
        </Header>
      }
    >
      <SpaceBetween size="m">
        <DetailList
          items={[
            { label: 'Mode', value: paystack.mode === 'live' ? 'Live: real payments' : 'Test: no real money moves' },
            { label: 'Public key', value: paystack.publicKey },
            { label: 'Secret key', value: paystack.secretKeyHint },
            { label: 'Part payments', value: paystack.partialPayments ? 'Customers may pay part of the balance' : 'Customers pay the whole balance' },
            { label: 'Webhook URL', value: <WebhookUrl url={paystack.webhookUrl} /> },
          ]}
        />
        <p className="kobo-settings-text">
          Paste the webhook URL into the Paystack dashboard (Settings, API Keys &amp; Webhooks, {paystack.mode === 'live' ? 'Live' : 'Test'} Webhook URL): Paystack then tells Kobo of
          every payment, even when the customer closes the page before coming back.
        </p>
        <div aria-live="polite">
          {test.isPending && <StatusIndicator type="loading">Calling Paystack…</StatusIndicator>}
          {result?.ok === true && (
            <Alert type="success" header="Connection works">
              {result.message}
            </Alert>
          )}
          {result?.ok === false && (
            <Alert type="error" header="Connection failed">
              {result.message}
            </Alert>
          )}
          {test.isError && (
            <Alert type="error" header="Connection failed">
              {errorMessage(test.error)}
            </Alert>
          )}
        </div>
      </SpaceBetween>
    </Container>
  );
}

function PaystackForm({ paystack }: { paystack: PaystackSettings | null }) {
  const s = useSettingsSave();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const { control, handleSubmit, setError, reset } = useForm<PaystackKeysInput, unknown, PaystackKeysInput>({
    resolver: lazyZodResolver(paystackKeysInputSchemaLazy),
    defaultValues: { publicKey: paystack?.publicKey ?? '', secretKey: '', partialPayments: paystack?.partialPayments ?? false },
    mode: 'onTouched',
  });
  const save = useMutation({ mutationFn: savePaystackKeys });
  const remove = useMutation({ mutationFn: removePaystackKeys });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ ...input, version: paystack?.version ?? 0 });
      queryClient.setQueryData(QUERY_KEY, { paystack: saved });
      // The secret is never shown again: the field empties, the saved key shows as its last four characters.
      reset({ publicKey: saved.publicKey, secretKey: '', partialPayments: saved.partialPayments });
      s.done('Paystack keys saved');
    } catch (error) {
      s.failed(error, setError, 'Failed to save the Paystack keys');
    }
  });

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      queryClient.setQueryData(QUERY_KEY, { paystack: null });
      reset({ publicKey: '', secretKey: '', partialPayments: false });
      setRemoving(false);
      s.done('Paystack keys removed');
    } catch (error) {
      setRemoving(false);
      s.failed(error, undefined, 'Failed to remove the Paystack keys');
    }
  };

  return (
    <SpaceBetween size="l">
      <form {...schemasOnTouch(paystackKeysInputSchemaLazy)} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Form
          header={
            <Header variant="h1" description="Let customers pay invoices online with Paystack. Your keys are in the Paystack dashboard under Settings, API Keys & Webhooks.">
              Payment Gateways
            </Header>
          }
          actions={<FormActions onCancel={s.back} saving={save.isPending} savingText="Saving the Paystack keys" />}
        >
          <Container header={<Header variant="h2">Paystack</Header>}>
            <SpaceBetween size="m">
              <TextField control={control} name="publicKey" label="Public key" required autoComplete="off" constraintText="Starts with pk_test_ or pk_live_" />
              <TextField
                control={control}
                name="secretKey"
                label={paystack ? 'New secret key' : 'Secret key'}
                required={!paystack}
                type="password"
                autoComplete="off"
                description={
                  paystack
                    ? `Saved: ${paystack.secretKeyHint}. Leave blank to keep it; type a new secret key to replace it.`
                    : 'Stored encrypted. After saving, only its last four characters are shown.'
                }
                constraintText="Starts with sk_test_ or sk_live_, of the same mode as the public key"
              />
              <CheckboxField control={control} name="partialPayments" label="Let customers pay part of an invoice's balance online" />
            </SpaceBetween>
          </Container>
        </Form>
      </form>
      {paystack && <Saved key={paystack.version} paystack={paystack} onRemove={() => setRemoving(true)} />}
      <ConfirmDialog
        visible={removing}
        header="Remove the Paystack keys?"
        text="Kobo forgets both keys; customers cannot pay online until you save keys again."
        confirmLabel="Yes, Remove"
        loading={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(false)}
      />
    </SpaceBetween>
  );
}

/** /dashboard/settings/payment-gateways: the company's Paystack keys (owners and admins). */
export function PaymentGatewaysPage() {
  const can = useCan();
  const me = useMe();
  const allowed = can('getPaymentGateways');
  const gateways = useQuery({ queryKey: QUERY_KEY, queryFn: getPaymentGateways, enabled: allowed });
  if (me.isPending) return <PageLoading title="Payment Gateways" />;
  if (!allowed) return <RoleRefused title={'Payment Gateways'}>Only an owner or an admin of the company can see and change its payment gateways.</RoleRefused>;
  if (gateways.isPending) return <PageLoading title="Payment Gateways" />;
  if (gateways.isError) return <p className="kobo-settings-text">{errorMessage(gateways.error)}</p>;
  return (
    <div className="kobo-ui-page">
      <PaystackForm paystack={gateways.data.paystack} />
    </div>
  );
}
