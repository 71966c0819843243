import { lazySchema, lazyZodResolver, schemasOnTouch } from '../../../components/form-fields/lazy-schema';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import Header from '../../../components/ui/header';
import { addContact, getCustomer } from '../../../api/customers';
import { ApiRequestError, errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { SALUTATIONS } from '../../../../../shared/constants';
import type { ContactInput, contactInputSchema } from '../../../../../shared/schemas/customer';
import { CustomerLoadState } from '../components/customer-load-state';
import { SelectField, type Choice } from '../../../components/form-fields/select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { CheckboxField } from '../../../components/form-fields/checkbox-field';
import { customerPath } from '../components/format';
import { useNewCustomerDraft } from '../components/new-customer-draft';
import { FormActions } from '../../../components/form-fields/form-actions';
import { useRevealed } from '../../../components/use-revealed';
import '../customers.css';

const contactInputSchemaLazy = lazySchema(() => import('../../../../../shared/schemas/customer').then((m) => m.contactInputSchema));

type ContactValues = z.output<typeof contactInputSchema>;

const SALUTATION_OPTIONS: Choice[] = [{ value: '', label: 'None' }, ...SALUTATIONS.map((s) => ({ value: s, label: s }))];
const DEFAULTS: ContactInput = {
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  workPhone: '',
  mobile: '',
  designation: '',
  department: '',
  isPrimary: false,
};
const FIELD_NAMES = Object.keys(DEFAULTS);
const isField = (name: string): name is keyof ContactInput => FIELD_NAMES.includes(name);

interface ContactFormProps {
  subtitle: string;
  back: string;
  saving: boolean;
  /** Stores the contact; a rejection with field errors marks those fields. */
  save: (values: ContactValues) => Promise<void>;
}

function ContactForm({ subtitle, back, saving, save }: ContactFormProps) {
  const navigate = useNavigate();
  const { control, handleSubmit, setError } = useForm<ContactInput, unknown, ContactValues>({
    resolver: lazyZodResolver(contactInputSchemaLazy),
    defaultValues: DEFAULTS,
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (isField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      }
    }
  });

  return (
    <form {...schemasOnTouch(contactInputSchemaLazy)} onSubmit={onSubmit} noValidate className="kobo-customer-form">
      <Form
        header={
          <Header variant="h1" description={subtitle}>
            Add Contact Person
          </Header>
        }
        actions={
          <FormActions onCancel={() => navigate(back)} saving={saving} savingText="Saving contact person" />
        }
      >
        <Container header={<Header variant="h2">Contact Person</Header>}>
          <div className="kobo-form-grid">
            <SelectField control={control} name="salutation" label="Salutation" options={SALUTATION_OPTIONS} />
            <TextField control={control} name="firstName" label="First Name" required autoComplete="given-name" />
            <TextField control={control} name="lastName" label="Last Name" required autoComplete="family-name" />
            <TextField control={control} name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
            <TextField control={control} name="workPhone" label="Work Phone" inputMode="tel" autoComplete="tel" />
            <TextField control={control} name="mobile" label="Mobile" inputMode="tel" autoComplete="tel" />
            <TextField control={control} name="designation" label="Designation" autoComplete="organization-title" />
            <TextField control={control} name="department" label="Department" />
            <CheckboxField control={control} name="isPrimary" label="Primary contact" />
          </div>
        </Container>
      </Form>
    </form>
  );
}

/** /dashboard/customers/:id/contact-person/new */
export function NewContactPersonPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const customer = useQuery({ queryKey: ['customer', id], queryFn: () => getCustomer(id), enabled: Boolean(id) });
  const mutation = useMutation({ mutationFn: (values: ContactValues) => addContact(id, values) });
  const back = customerPath(id);
  const revealed = useRevealed(customer.isSuccess);
  if (!revealed || !customer.isSuccess) return <CustomerLoadState query={customer} />;
  return (
    <ContactForm
      subtitle={customer.data.name}
      back={back}
      saving={mutation.isPending}
      save={async (values) => {
        try {
          await mutation.mutateAsync(values);
        } catch (error) {
          notify('error', 'Failed to save contact person', errorMessage(error));
          throw error;
        }
        void queryClient.invalidateQueries({ queryKey: ['customer', id] });
        void queryClient.invalidateQueries({ queryKey: ['customer-history', id] });
        notify('success', 'Contact person added successfully');
        navigate(back);
      }}
    />
  );
}

/** /dashboard/customers/new/contact: a contact person for the customer being created, kept in the draft until Save. */
export function NewCustomerContactPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [draft, updateDraft] = useNewCustomerDraft();
  const back = '/dashboard/customers/new';
  return (
    <ContactForm
      subtitle={draft.details?.displayName || 'New customer'}
      back={back}
      saving={false}
      save={async (values) => {
        // One primary: a new primary takes over from the one before.
        updateDraft((d) => ({ ...d, contacts: [...d.contacts.map((c) => (values.isPrimary ? { ...c, isPrimary: false } : c)), values] }));
        notify('success', 'Contact person added successfully');
        navigate(back);
      }}
    />
  );
}
