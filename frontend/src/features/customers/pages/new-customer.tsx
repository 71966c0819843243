import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { createCustomer } from '../../../api/customers';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { DetailList } from '../../../components/detail-list';
import { customerInputSchema, type CustomerInput } from '../../../../../shared/schemas/customer';

type CustomerOutput = z.output<typeof customerInputSchema>;
type FieldName = keyof CustomerInput;

const DEFAULTS: Required<{ [K in FieldName]: string }> = {
  displayName: '',
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phone: '',
  mobile: '',
};

const isField = (name: string): name is FieldName => Object.hasOwn(DEFAULTS, name);

interface TextFieldProps {
  control: Control<CustomerInput, unknown, CustomerOutput>;
  name: FieldName;
  label: string;
  required?: boolean;
  type?: InputProps.Type;
  inputMode?: InputProps.InputMode;
  autoComplete?: string;
}

function TextField({ control, name, label, required, type = 'text', inputMode, autoComplete }: TextFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          stretch
          errorText={fieldState.error?.message}
          label={
            required ? (
              <>
                {label}
                <span className="kobo-required" aria-hidden="true">
                  {' '}
                  *
                </span>
              </>
            ) : (
              label
            )
          }
        >
          <Input
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            onChange={({ detail }) => field.onChange(detail.value)}
            onBlur={field.onBlur}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete ?? false}
            invalid={Boolean(fieldState.error)}
            ariaRequired={required}
          />
        </FormField>
      )}
    />
  );
}

/**
 * /dashboard/customers/new. A screen that sends the user here may pass
 * `state.returnTo`; the new customer then goes back with `state.newCustomer`.
 */
export function NewCustomerPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const requested = (location.state as { returnTo?: unknown } | null)?.returnTo;
  const returnTo = typeof requested === 'string' && requested.startsWith('/') ? requested : undefined;
  const target = returnTo ?? '/dashboard/customers';

  const { control, handleSubmit, setError } = useForm<CustomerInput, unknown, CustomerOutput>({
    resolver: zodResolver(customerInputSchema),
    defaultValues: DEFAULTS,
  });
  const mutation = useMutation({ mutationFn: createCustomer });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const customer = await mutation.mutateAsync(values);
      queryClient.setQueryData(['customer', customer.customerId], customer);
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      notify('success', 'Customer added successfully');
      navigate(target, returnTo ? { state: { newCustomer: customer } } : undefined);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (isField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      }
      notify('error', 'Failed to create customer', errorMessage(error));
    }
  });

  const saving = mutation.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="kobo-customer-form">
      <Form
        header={<Header variant="h1">New Customer</Header>}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate(target)}>
              Cancel
            </Button>
            <Button variant="primary" formAction="submit" loading={saving} loadingText="Saving customer">
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">Customer Information</Header>}>
            <div className="kobo-form-grid">
              <TextField control={control} name="displayName" label="Display Name" required />
              <TextField control={control} name="companyName" label="Company Name" autoComplete="organization" />
              <TextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
              <TextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
              <TextField control={control} name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
              <TextField control={control} name="phone" label="Phone" inputMode="tel" autoComplete="tel" />
              <TextField control={control} name="mobile" label="Mobile" inputMode="tel" autoComplete="tel" />
            </div>
          </Container>
          <Container header={<Header variant="h2">Other Details</Header>}>
            <DetailList items={[{ label: 'Currency', value: 'NGN (Nigerian Naira)' }]} />
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );
}
