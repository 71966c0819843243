import { useLocation, useNavigate } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCustomer } from '../../../api/customers';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { CustomerForm, EMPTY_CUSTOMER } from '../components/customer-form';

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
  const mutation = useMutation({ mutationFn: createCustomer });

  return (
    <CustomerForm
      title="New Customer"
      defaultValues={EMPTY_CUSTOMER}
      saving={mutation.isPending}
      onCancel={() => navigate(target)}
      onSave={async (values) => {
        try {
          const customer = await mutation.mutateAsync(values);
          queryClient.setQueryData(['customer', customer.customerId], customer);
          void queryClient.invalidateQueries({ queryKey: ['customers'] });
          notify('success', 'Customer added successfully');
          navigate(target, returnTo ? { state: { newCustomer: customer } } : undefined);
        } catch (error) {
          notify('error', 'Failed to create customer', errorMessage(error));
          throw error;
        }
      }}
    />
  );
}
