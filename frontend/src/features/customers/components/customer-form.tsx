import { lazySchema, lazyZodResolver, schemasOnTouch } from '../../../components/form-fields/lazy-schema';
import { useEffect, type ReactNode } from 'react';
import { TaxRateField } from '../../../components/tax-rates/tax-rate-field';
import { useForm } from 'react-hook-form';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { ApiRequestError } from '../../../api/client';
import {
  CUSTOMER_CURRENCIES,
  PAYMENT_TERM_LABELS,
  PAYMENT_TERMS,
  PORTAL_LANGUAGES,
  SALUTATIONS,
} from '../../../../../shared/constants';
import { CUSTOMER_EDITABLE_FIELDS } from '../../../../../shared/schema-values';
import type { Customer, CustomerDetailsInput, CustomerDetailsValues } from '../../../../../shared/schemas/customer';
import { SelectField, type Choice } from '../../../components/form-fields/select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { RadioField } from '../../../components/form-fields/radio-field';
import { CheckboxField } from '../../../components/form-fields/checkbox-field';
import { FormActions } from '../../../components/form-fields/form-actions';
import { CURRENCY_LABELS } from './currency-labels';

const customerDetailsInputSchemaLazy = lazySchema(() => import('../../../../../shared/schemas/customer').then((m) => m.customerDetailsInputSchema));

const CUSTOMER_TYPE_OPTIONS: Choice[] = [
  { value: 'business', label: 'Business' },
  { value: 'individual', label: 'Individual' },
];

const SALUTATION_OPTIONS: Choice[] = [{ value: '', label: 'None' }, ...SALUTATIONS.map((s) => ({ value: s, label: s }))];
const CURRENCY_OPTIONS: Choice[] = CUSTOMER_CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] }));
const TERMS_OPTIONS: Choice[] = PAYMENT_TERMS.map((t) => ({ value: t, label: PAYMENT_TERM_LABELS[t] }));
const LANGUAGE_OPTIONS: Choice[] = PORTAL_LANGUAGES.map((l) => ({ value: l, label: l }));

export const EMPTY_CUSTOMER: CustomerDetailsInput = {
  customerType: 'business',
  salutation: '',
  firstName: '',
  lastName: '',
  companyName: '',
  displayName: '',
  email: '',
  phone: '',
  mobile: '',
  workPhone: '',
  tin: '',
  taxRate: null,
  currency: 'NGN',
  paymentTerms: 'net_15',
  portalEnabled: false,
  portalLanguage: 'English',
};

/** The form's starting values for an existing customer (every editable field, so a PUT never drops one). */
export function customerFormValues(c: Customer): CustomerDetailsInput {
  return {
    customerType: c.customerType,
    salutation: c.salutation ?? '',
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    companyName: c.companyName ?? '',
    displayName: c.displayName ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    mobile: c.mobile ?? '',
    workPhone: c.workPhone ?? '',
    tin: c.tin ?? '',
    taxRate: c.taxRate,
    currency: c.currency,
    paymentTerms: c.paymentTerms,
    portalEnabled: c.portalEnabled,
    portalLanguage: c.portalLanguage,
  };
}

const isField = (name: string): name is keyof CustomerDetailsInput => (CUSTOMER_EDITABLE_FIELDS as readonly string[]).includes(name);

interface CustomerFormProps {
  title: string;
  defaultValues: CustomerDetailsInput;
  saving: boolean;
  /** Resolves when saved; a rejection with field errors marks those fields. */
  onSave: (values: CustomerDetailsValues) => Promise<void>;
  onCancel: () => void;
  /** Called with the values as they are typed (the New Customer flow keeps a draft). */
  onValuesChange?: (values: CustomerDetailsInput) => void;
  /** Shown after the Other Details section. */
  children?: ReactNode;
}

/** New Customer and Edit Customer: every editable field, in the spec's two sections. */
export function CustomerForm({ title, defaultValues, saving, onSave, onCancel, onValuesChange, children }: CustomerFormProps) {
  const { control, handleSubmit, setError, watch } = useForm<CustomerDetailsInput, unknown, CustomerDetailsValues>({
    resolver: lazyZodResolver(customerDetailsInputSchemaLazy),
    defaultValues,
  });
  useEffect(() => {
    if (!onValuesChange) return;
    const subscription = watch((values) => onValuesChange(values as CustomerDetailsInput));
    return () => subscription.unsubscribe();
  }, [watch, onValuesChange]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (isField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      }
    }
  });

  return (
    <form {...schemasOnTouch(customerDetailsInputSchemaLazy)} onSubmit={onSubmit} noValidate className="kobo-customer-form">
      <Form
        header={<Header variant="h1">{title}</Header>}
        actions={
          <FormActions onCancel={onCancel} saving={saving} savingText="Saving customer" />
        }
      >
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">Customer Information</Header>}>
            <SpaceBetween size="l">
              <RadioField control={control} name="customerType" label="Customer Type" items={CUSTOMER_TYPE_OPTIONS} fallback="business" />
              <div className="kobo-form-grid">
                <SelectField control={control} name="salutation" label="Salutation" options={SALUTATION_OPTIONS} />
                <TextField control={control} name="firstName" label="First Name" autoComplete="given-name" />
                <TextField control={control} name="lastName" label="Last Name" autoComplete="family-name" />
                <TextField control={control} name="companyName" label="Company Name" autoComplete="organization" />
                <TextField control={control} name="displayName" label="Display Name" required />
                <TextField control={control} name="email" label="Email" type="email" inputMode="email" autoComplete="email" />
                <TextField control={control} name="phone" label="Phone" inputMode="tel" autoComplete="tel" />
                <TextField control={control} name="workPhone" label="Work Phone" inputMode="tel" autoComplete="work tel" />
                <TextField control={control} name="mobile" label="Mobile" inputMode="tel" autoComplete="mobile tel" />
              </div>
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h2">Other Details</Header>}>
            <div className="kobo-form-grid">
              <TextField control={control} name="tin" label="TIN" description="Tax Identification Number" inputMode="numeric" />
              <TaxRateField control={control} name="taxRate" label="Tax Rate" />
              <SelectField control={control} name="currency" label="Currency" options={CURRENCY_OPTIONS} />
              <SelectField control={control} name="paymentTerms" label="Payment Terms" options={TERMS_OPTIONS} />
              <SelectField control={control} name="portalLanguage" label="Portal Language" options={LANGUAGE_OPTIONS} />
              <CheckboxField control={control} name="portalEnabled" label="Enable Portal" />
            </div>
          </Container>
          {children}
        </SpaceBetween>
      </Form>
    </form>
  );
}
