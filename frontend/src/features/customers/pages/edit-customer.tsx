import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCustomer, updateCustomer } from '../../../api/customers';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import type { CustomerDetailsValues } from '../../../../../shared/schemas/customer';
import { CustomerForm, customerFormValues } from '../components/customer-form';
import { CustomerLoadState } from '../components/customer-load-state';
import { useRevealed } from '../../../components/use-revealed';
import '../customers.css';

/** /dashboard/customers/:id/edit: the New Customer form, pre-filled; saves with PUT (a full replace). */
export function EditCustomerPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['customer', id], queryFn: () => getCustomer(id), enabled: Boolean(id) });
  const mutation = useMutation({ mutationFn: (values: CustomerDetailsValues) => updateCustomer(id, values) });
  const back = `/dashboard/customers/${encodeURIComponent(id)}`;

  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <CustomerLoadState query={query} />;

  return (
    <CustomerForm
      // A fresh form when the customer is reloaded (e.g. after a 409), so it shows what the server has now.
      key={query.data.updatedAt}
      title="Edit Customer"
      defaultValues={customerFormValues(query.data)}
      saving={mutation.isPending}
      onCancel={() => navigate(back)}
      onSave={async (values) => {
        try {
          const customer = await mutation.mutateAsync(values);
          queryClient.setQueryData(['customer', id], customer);
          void queryClient.invalidateQueries({ queryKey: ['customers'] });
          void queryClient.invalidateQueries({ queryKey: ['customer-history', id] });
          notify('success', 'Customer updated successfully');
          navigate(back);
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409) notify('error', errorMessage(error));
          else notify('error', 'Failed to update customer', errorMessage(error));
          throw error;
        }
      }}
    />
  );
}
