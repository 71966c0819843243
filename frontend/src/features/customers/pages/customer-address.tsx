import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type Control } from 'react-hook-form';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import Header from '../../../components/ui/header';
import Link from '../../../components/ui/link';
import SpaceBetween from '../../../components/ui/space-between';
import { getCustomer, saveAddress } from '../../../api/customers';
import { errorMessage } from '../../../api/client';
import { useNotify } from '../../../app/notifications';
import { DEFAULT_ADDRESS_COUNTRY } from '../../../../../shared/constants';
import type { Address, AddressInput, AddressType, CustomerDetail } from '../../../../../shared/schemas/customer';
import { CustomerLoadState } from '../components/customer-load-state';
import { TextField } from '../../../components/form-fields/text-field';
import { customerPath } from '../components/format';
import { useNewCustomerDraft } from '../components/new-customer-draft';
import { FormActions } from '../../../components/form-fields/form-actions';
import { useRevealed } from '../../../components/use-revealed';
import '../customers.css';
import { lazySchema, schemasOnTouch } from '../../../components/form-fields/lazy-schema';

const addressSchema = lazySchema(() => import('../../../../../shared/schemas/customer').then((m) => m.addressInputSchema));

const FIELDS = ['attention', 'street1', 'street2', 'city', 'state', 'zipCode', 'country', 'phone', 'fax'] as const;
type FieldKey = (typeof FIELDS)[number];
type Block = Record<FieldKey, string>;
interface Values {
  billing: Block;
  shipping: Block;
}

const LABELS: Record<FieldKey, string> = {
  attention: 'Attention',
  street1: 'Street 1',
  street2: 'Street 2',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  country: 'Country',
  phone: 'Phone',
  fax: 'Fax',
};
const AUTOCOMPLETE: Partial<Record<FieldKey, string>> = {
  street1: 'address-line1',
  street2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  country: 'country-name',
  phone: 'tel',
};
const TITLES: Record<AddressType, string> = { billing: 'Billing Address', shipping: 'Shipping Address' };

function toBlock(a: AddressInput | Address | undefined): Block {
  const block = Object.fromEntries(FIELDS.map((f) => [f, a?.[f] ?? ''])) as Block;
  if (!block.country) block.country = DEFAULT_ADDRESS_COUNTRY;
  return block;
}

function AddressBlock({ control, type }: { control: Control<Values>; type: AddressType }) {
  return (
    <section aria-labelledby={`kobo-address-${type}`}>
      <Container
        header={
          <Header variant="h2" headingTagOverride="h2">
            <span id={`kobo-address-${type}`}>{TITLES[type]}</span>
          </Header>
        }
      >
        <div className="kobo-form-grid">
          {FIELDS.map((f) => (
            <TextField
              key={f}
              control={control}
              name={`${type}.${f}`}
              label={LABELS[f]}
              inputMode={f === 'phone' || f === 'fax' ? 'tel' : undefined}
              autoComplete={AUTOCOMPLETE[f] ? `${type} ${AUTOCOMPLETE[f]}` : undefined}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}

interface AddressFormProps {
  /** The customer's name under the title. */
  subtitle: string;
  initial: Partial<Record<AddressType, AddressInput | Address>>;
  /** Where Cancel and a successful save go. */
  target: string;
  saving: boolean;
  /** Stores the filled blocks; resolves false when it failed (and said so). */
  save: (blocks: { type: AddressType; input: AddressInput }[]) => Promise<boolean>;
}

function AddressForm({ subtitle, initial, target, saving, save }: AddressFormProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { control, handleSubmit, setError, getValues, setValue } = useForm<Values>({
    defaultValues: { billing: toBlock(initial.billing), shipping: toBlock(initial.shipping) },
  });

  const copyBilling = () => {
    const billing = getValues('billing');
    for (const f of FIELDS) setValue(`shipping.${f}`, billing[f], { shouldDirty: true });
    notify('success', 'Billing address copied to shipping address');
  };

  const onSubmit = handleSubmit(async (values) => {
    // Each block is stored only when its Street 1 is filled.
    const toSave: { type: AddressType; input: AddressInput }[] = [];
    let invalid = false;
    const schema = await addressSchema.get();
    for (const type of ['billing', 'shipping'] as const) {
      if (!values[type].street1.trim()) continue;
      const parsed = schema.safeParse(values[type]);
      if (parsed.success) toSave.push({ type, input: values[type] });
      else {
        invalid = true;
        for (const issue of parsed.error.issues) {
          const key = issue.path[0];
          if (typeof key === 'string' && (FIELDS as readonly string[]).includes(key))
            setError(`${type}.${key as FieldKey}`, { type: 'validate', message: issue.message }, { shouldFocus: true });
        }
      }
    }
    if (invalid) return;
    if (toSave.length === 0) {
      setError('billing.street1', { type: 'required', message: 'Street 1 is required' }, { shouldFocus: true });
      return;
    }
    if (!(await save(toSave))) return;
    notify('success', 'Address saved successfully');
    navigate(target);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="kobo-customer-form" {...schemasOnTouch(addressSchema)}>
      <Form
        header={
          <Header variant="h1" description={subtitle}>
            Customer Address
          </Header>
        }
        actions={
          <FormActions onCancel={() => navigate(target)} saving={saving} savingText="Saving address" />
        }
      >
        <SpaceBetween size="l">
          <AddressBlock control={control} type="billing" />
          <div>
            <Link
              href="#shipping"
              onFollow={(event) => {
                event.preventDefault();
                copyBilling();
              }}
            >
              Copy Billing Address
            </Link>
          </div>
          <AddressBlock control={control} type="shipping" />
        </SpaceBetween>
      </Form>
    </form>
  );
}

function SavedCustomerAddress({ customer }: { customer: CustomerDetail }) {
  const id = customer.customerId;
  const location = useLocation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const requested = (location.state as { returnTo?: unknown } | null)?.returnTo;
  const target = typeof requested === 'string' && requested.startsWith('/') ? requested : customerPath(id);
  const mutation = useMutation({
    mutationFn: ({ type, input }: { type: AddressType; input: AddressInput }) => saveAddress(id, type, input),
  });
  const save = async (blocks: { type: AddressType; input: AddressInput }[]) => {
    let current: AddressType = 'billing';
    try {
      for (const block of blocks) {
        current = block.type;
        await mutation.mutateAsync(block);
      }
      return true;
    } catch (error) {
      notify('error', `Failed to save/update ${current} address`, errorMessage(error));
      return false;
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['customer', id] });
      void queryClient.invalidateQueries({ queryKey: ['customer-history', id] });
    }
  };
  return (
    <AddressForm
      subtitle={customer.name}
      initial={Object.fromEntries(customer.addresses.map((a) => [a.addressType, a]))}
      target={target}
      saving={mutation.isPending}
      save={save}
    />
  );
}

/** /dashboard/customers/:id/address: the billing and shipping blocks; returns to state.returnTo or the customer. */
export function CustomerAddressPage() {
  const { id = '' } = useParams();
  const query = useQuery({ queryKey: ['customer', id], queryFn: () => getCustomer(id), enabled: Boolean(id) });
  const revealed = useRevealed(query.isSuccess);
  if (!revealed || !query.isSuccess) return <CustomerLoadState query={query} />;
  return <SavedCustomerAddress key={query.data.customerId} customer={query.data} />;
}

/** /dashboard/customers/new/address: the same form for a customer not saved yet; the addresses go into the draft. */
export function NewCustomerAddressPage() {
  const [draft, updateDraft] = useNewCustomerDraft();
  return (
    <AddressForm
      subtitle={draft.details?.displayName || 'New customer'}
      initial={draft.addresses}
      target="/dashboard/customers/new"
      saving={false}
      save={async (blocks) => {
        updateDraft((d) => ({ ...d, addresses: Object.fromEntries(blocks.map((b) => [b.type, b.input])) }));
        return true;
      }}
    />
  );
}
