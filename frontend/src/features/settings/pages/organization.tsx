import { lazySchema, lazyZodResolver, schemasOnTouch } from '../../../components/form-fields/lazy-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '../../../components/ui/alert';
import Container from '../../../components/ui/container';
import Form from '../../../components/ui/form';
import Header from '../../../components/ui/header';
import SpaceBetween from '../../../components/ui/space-between';
import { uploadImage } from '../../../api/account';
import { errorMessage } from '../../../api/client';
import { getOrganization, saveOrganization } from '../../../api/settings';
import { useMe } from '../../../auth/session';
import { DetailList } from '../../../components/detail-list';
import { FormActions } from '../../../components/form-fields/form-actions';
import { SelectField } from '../../../components/form-fields/select-field';
import { TextField } from '../../../components/form-fields/text-field';
import { ImagePicker } from '../../../components/image-picker';
import { PageLoading } from '../../../components/page-loading';
import type { CompanyInput, Organization, companyInputSchema } from '../../../../../shared/schemas/account';
import { IMAGE_TYPE_MESSAGE, isImageContentType } from '../../../../../shared/schema-values';
import { INDUSTRIES, MONTHS } from '../../../../../shared/schema-values';
import { useCanManage, useSettingsSave } from '../use-settings';
import '../../../components/kobo-ui.css';
import '../../../components/form-fields/form-fields.css';
import '../settings.css';

const companyInputSchemaLazy = lazySchema(() => import('../../../../../shared/schemas/account').then((m) => m.companyInputSchema));

type Values = CompanyInput;
const TEXT_FIELDS = ['email', 'phone', 'website', 'streetAddress', 'streetAddress2', 'city', 'state', 'postalCode', 'country', 'tin', 'vatNumber'] as const;

const formValues = (o: Organization): Values => ({
  name: o.name,
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, o[f] ?? ''])),
  fiscalYearStartMonth: o.fiscalYearStartMonth,
  industry: o.industry as Values['industry'],
  logoKey: o.logoKey,
});

const MONTH_OPTIONS = MONTHS.map((m, i) => ({ value: String(i + 1), label: m }));
const INDUSTRY_OPTIONS = INDUSTRIES.map((i) => ({ value: i, label: i }));
const MONTH_FIELD = {
  toOption: (v: unknown) => (typeof v === 'number' ? String(v) : ''),
  fromOption: (v: string) => (v ? Number(v) : undefined),
};

/** Street lines, then "City, State Postal code", then country; blank parts left out. */
function addressText(c: Organization): string {
  const cityLine = [[c.city, c.state].filter(Boolean).join(', '), c.postalCode].filter(Boolean).join(' ');
  return [c.streetAddress, c.streetAddress2, cityLine, c.country].filter(Boolean).join('\n');
}

/** What staff and viewers see: the company as it prints, and who may change it. */
function ReadOnly({ org }: { org: Organization }) {
  return (
    <SpaceBetween size="l">
      <Header variant="h1">Organization Profile</Header>
      <Alert type="info">Only an owner or an admin can change the company information.</Alert>
      <Container>
        <div className="kobo-settings-card">
          {org.logoUrl && <img className="kobo-settings-image" src={org.logoUrl} alt={`${org.name} logo`} />}
          <DetailList
            items={[
              { label: 'Name', value: org.name },
              { label: 'Email', value: org.email },
              { label: 'Phone', value: org.phone },
              { label: 'Website', value: org.website },
              { label: 'Address', value: addressText(org) },
              { label: 'TIN', value: org.tin },
              { label: 'VAT registration number', value: org.vatNumber },
              { label: 'Fiscal year starts', value: org.fiscalYearStartMonth ? MONTHS[org.fiscalYearStartMonth - 1] : undefined },
              { label: 'Industry', value: org.industry },
            ]}
          />
        </div>
      </Container>
    </SpaceBetween>
  );
}

function OrganizationForm({ org }: { org: Organization }) {
  const s = useSettingsSave();
  const queryClient = useQueryClient();
  const imageMaxPx = useMe().data?.profile?.imageMaxPx;
  const [preview, setPreview] = useState(org.logoUrl);
  const [uploading, setUploading] = useState(false);
  const [logoError, setLogoError] = useState<string>();
  const { control, handleSubmit, setError, setValue } = useForm<Values, unknown, ReturnType<typeof companyInputSchema.parse>>({
    resolver: lazyZodResolver(companyInputSchemaLazy),
    defaultValues: formValues(org),
    mode: 'onTouched',
  });
  const save = useMutation({ mutationFn: saveOrganization });

  const pick = async (file: File) => {
    setLogoError(undefined);
    if (!isImageContentType(file.type)) return setLogoError(IMAGE_TYPE_MESSAGE);
    setUploading(true);
    try {
      const { key, previewUrl } = await uploadImage('logo', file, imageMaxPx);
      setValue('logoKey', key, { shouldDirty: true });
      setPreview(previewUrl);
    } catch (error) {
      setLogoError(`Failed to upload company logo: ${errorMessage(error)}`);
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ ...input, version: org.version });
      queryClient.setQueryData(['organization'], saved);
      void s.refreshMe();
      s.done('Company information saved');
    } catch (error) {
      s.failed(error, setError, 'Failed to save company information');
    }
  });

  return (
    <form {...schemasOnTouch(companyInputSchemaLazy)} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form header={<Header variant="h1">Organization Profile</Header>} actions={<FormActions onCancel={s.back} saving={save.isPending} savingText="Saving the company information" />}>
        <SpaceBetween size="l">
          <Container header={<Header variant="h2" description="Printed at the top of every quote, invoice and receipt.">Company</Header>}>
            <SpaceBetween size="m">
              <ImagePicker
                controlId="organization-logo"
                label="Logo"
                description="PNG or JPEG prints on PDFs; scaled to your image upload resolution before it is sent."
                previewUrl={preview}
                previewAlt={`${org.name} logo`}
                uploading={uploading}
                errorText={logoError}
                disabled={save.isPending}
                onPick={(file) => void pick(file)}
                onRemove={() => {
                  setValue('logoKey', undefined, { shouldDirty: true });
                  setPreview(undefined);
                }}
              />
              <div className="kobo-form-grid">
                <TextField control={control} name="name" label="Company name" required autoComplete="organization" />
                <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
                <TextField control={control} name="phone" label="Phone" inputMode="tel" autoComplete="tel" />
                <TextField control={control} name="website" label="Website" autoComplete="url" />
                <SelectField control={control} name="industry" label="Industry" options={INDUSTRY_OPTIONS} />
                <SelectField control={control} name="fiscalYearStartMonth" label="Fiscal year starts in" options={MONTH_OPTIONS} {...MONTH_FIELD} />
              </div>
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h2" description="Printed on every document with your company's name.">Tax registration</Header>}>
            <div className="kobo-form-grid">
              <TextField control={control} name="tin" label="TIN" description="12345678-0001, or 10 to 13 digits" inputMode="numeric" />
              <TextField control={control} name="vatNumber" label="VAT registration number" />
            </div>
          </Container>
          <Container header={<Header variant="h2" description="This address will appear on your invoices.">Address</Header>}>
            <div className="kobo-form-grid">
              <TextField control={control} name="streetAddress" label="Street address" autoComplete="address-line1" />
              <TextField control={control} name="streetAddress2" label="Street address 2" autoComplete="address-line2" />
              <TextField control={control} name="city" label="City" autoComplete="address-level2" />
              <TextField control={control} name="state" label="State" autoComplete="address-level1" />
              <TextField control={control} name="postalCode" label="Postal code" autoComplete="postal-code" />
              <TextField control={control} name="country" label="Country" autoComplete="country-name" />
            </div>
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );
}

/** /dashboard/settings/organization: every company field; owners and admins edit, others read. */
export function OrganizationPage() {
  const canManage = useCanManage();
  const org = useQuery({ queryKey: ['organization'], queryFn: getOrganization });
  if (org.isPending) return <PageLoading title="Organization Profile" />;
  if (org.isError) return <p className="kobo-settings-text">{errorMessage(org.error)}</p>;
  return <div className="kobo-ui-page">{canManage ? <OrganizationForm key={org.data.version} org={org.data} /> : <ReadOnly org={org.data} />}</div>;
}
