import type { FormEvent, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import Button from '../../components/ui/button';
import type { CompanyInput, ProfileInput } from '../../../../shared/schemas/account';
import { lazySchema, lazyZodResolver } from '../../components/form-fields/lazy-schema';
import { FREE_TRIAL_DAYS } from '../../../../shared/constants';
import { TextField } from '../../components/form-fields/text-field';
import { ImagePicker } from '../../components/image-picker';
import type { CompanyDraftField } from './onboarding-storage';

/*
 * The four steps of onboarding as the page shows them: Personal Info, Company
 * Details, Review and Complete. The page (onboarding-page.tsx) holds the
 * state, the draft, the uploads and the requests; these draw the step.
 */

export const COMPANY_FIELDS: CompanyDraftField[] = ['name', 'email', 'phone', 'website', 'tin', 'country', 'city', 'state', 'postalCode', 'streetAddress', 'streetAddress2'];

export interface ProfileValues {
  firstName: string;
  lastName: string;
  avatarKey?: string;
}
export type CompanyValues = Record<CompanyDraftField, string> & { logoKey?: string };

/** The API's schemas of the two steps, downloaded when the page is first touched (lazy-schema.ts). */
export const onboardingSchemas = {
  profile: lazySchema(() => import('../../../../shared/schemas/account').then((m) => m.profileInputSchema)),
  /** Onboarding asks for the company's contact details only; the VAT number, the fiscal year and the industry are set later in Settings. */
  companyStep: lazySchema(() => import('../../../../shared/schemas/account').then((m) => m.companyInputSchema.omit({ vatNumber: true, fiscalYearStartMonth: true, industry: true }))),
  company: lazySchema(() => import('../../../../shared/schemas/account').then((m) => m.companyInputSchema)),
};
export const useProfileForm = (values: ProfileValues) => useForm({ resolver: lazyZodResolver(onboardingSchemas.profile), defaultValues: values, mode: 'onTouched' });
export const useCompanyForm = (values: CompanyValues) => useForm({ resolver: lazyZodResolver(onboardingSchemas.companyStep), defaultValues: values, mode: 'onTouched' });
type ProfileForm = ReturnType<typeof useProfileForm>;
type CompanyForm = ReturnType<typeof useCompanyForm>;

/** Picking and removing an image (the avatar, the logo). */
interface ImageActions {
  onPick: (file: File) => void;
  onRemove: () => void;
}

export function ProfileStep({ form, heading, onSubmit, saving, uploading, avatarPreview, onPick, onRemove }: ImageActions & {
  form: ProfileForm;
  heading: ReactNode;
  onSubmit: (event?: FormEvent) => void;
  saving: boolean;
  uploading: 'avatar' | 'logo' | null;
  avatarPreview?: string;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Personal Info">
      {heading}
      <p className="kobo-onb-lead">Tell us who you are. Your last name and picture are optional.</p>
      <div className="kobo-onb-grid">
        <TextField control={form.control} name="firstName" label="First name" controlId="onb-first-name" autoComplete="given-name" required requiredMark={false} disabled={saving} />
        <TextField control={form.control} name="lastName" label="Last name" controlId="onb-last-name" autoComplete="family-name" disabled={saving} />
        <div className="kobo-onb-span">
          <ImagePicker
            controlId="onb-avatar"
            label="Profile picture"
            description="PNG, JPEG, WebP or GIF, up to 2 MB."
            previewUrl={avatarPreview}
            previewAlt="Profile picture preview"
            uploading={uploading === 'avatar'}
            errorText={form.formState.errors.avatarKey?.message}
            disabled={saving}
            onPick={onPick}
            onRemove={onRemove}
          />
        </div>
      </div>
      <div className="kobo-onb-actions">
        <span />
        <Button variant="primary" loading={saving} loadingText="Saving..." disabled={uploading !== null}>
          Next
        </Button>
      </div>
    </form>
  );
}

export function CompanyStep({ form, heading, onSubmit, onPrevious, uploading, logoPreview, logoWarning, onPick, onRemove }: ImageActions & {
  form: CompanyForm;
  heading: ReactNode;
  onSubmit: (event?: FormEvent) => void;
  onPrevious: () => void;
  uploading: 'avatar' | 'logo' | null;
  logoPreview?: string;
  logoWarning?: string;
}) {
  const c = form.control;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Company Details">
      {heading}
      <p className="kobo-onb-lead">Tell us about your business. Everything except the business name is optional.</p>
      <div className="kobo-onb-grid">
        <TextField control={c} name="name" label="Company name" controlId="onb-company-name" autoComplete="organization" required requiredMark={false} className="kobo-onb-span" />
        <TextField control={c} name="email" label="Company email" controlId="onb-company-email" type="email" inputMode="email" autoComplete="email" />
        <TextField control={c} name="phone" label="Phone number" controlId="onb-company-phone" inputMode="tel" autoComplete="tel" />
        <TextField control={c} name="website" label="Website" controlId="onb-company-website" type="url" inputMode="url" autoComplete="url" />
        <TextField control={c} name="tin" label="Tax Identification Number (TIN)" controlId="onb-company-tin" />
        <div className="kobo-onb-span">
          <ImagePicker
            controlId="onb-logo"
            label="Company logo"
            description="PNG, JPEG, WebP or GIF, up to 2 MB."
            previewUrl={logoPreview}
            previewAlt="Company logo preview"
            uploading={uploading === 'logo'}
            errorText={form.formState.errors.logoKey?.message}
            warningText={logoWarning}
            onPick={onPick}
            onRemove={onRemove}
          />
        </div>
      </div>
      <fieldset className="kobo-onb-fieldset">
        <legend className="kobo-onb-legend">Address</legend>
        <p className="kobo-onb-note">This address will appear on your invoices</p>
        <div className="kobo-onb-grid">
          <TextField control={c} name="streetAddress" label="Street address" controlId="onb-street-address" autoComplete="address-line1" className="kobo-onb-span" />
          <TextField control={c} name="streetAddress2" label="Street address 2" controlId="onb-street-address-2" autoComplete="address-line2" className="kobo-onb-span" />
          <TextField control={c} name="city" label="City" controlId="onb-city" autoComplete="address-level2" />
          <TextField control={c} name="state" label="State" controlId="onb-state" autoComplete="address-level1" />
          <TextField control={c} name="postalCode" label="Postal code" controlId="onb-postal-code" autoComplete="postal-code" />
          <TextField control={c} name="country" label="Country" controlId="onb-country" autoComplete="country-name" />
        </div>
      </fieldset>
      <div className="kobo-onb-actions">
        <Button formAction="none" onClick={onPrevious}>
          Previous
        </Button>
        <Button variant="primary" disabled={uploading !== null}>
          Next
        </Button>
      </div>
    </form>
  );
}

export function ReviewStep({ heading, pv, cv, avatarPreview, logoPreview, completing, onSubmit, onPrevious }: {
  heading: ReactNode;
  pv?: ProfileInput;
  cv?: CompanyInput;
  avatarPreview?: string;
  logoPreview?: string;
  completing: boolean;
  onSubmit: (event: FormEvent) => void;
  onPrevious: () => void;
}) {
  const row = (label: string, value: string | undefined) => (
    <div className="kobo-onb-review-row" key={label}>
      <dt>{label}</dt>
      <dd>{value || <span className="kobo-onb-muted">Not provided</span>}</dd>
    </div>
  );
  const address = [cv?.streetAddress, cv?.streetAddress2, cv?.city, cv?.state, cv?.postalCode, cv?.country].filter(Boolean).join(', ');
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Review">
      {heading}
      <p className="kobo-onb-lead">Check your details. You can go back to change anything.</p>
      <section className="kobo-onb-review" aria-labelledby="onb-review-personal">
        <h3 id="onb-review-personal">Personal Info</h3>
        <dl>
          {row('First name', pv?.firstName)}
          {row('Last name', pv?.lastName)}
          <div className="kobo-onb-review-row">
            <dt>Profile picture</dt>
            <dd>
              {pv?.avatarKey && avatarPreview ? (
                <img className="kobo-img-image-preview kobo-img-image-small" src={avatarPreview} alt="Profile picture" />
              ) : (
                <span className="kobo-onb-muted">Not provided</span>
              )}
            </dd>
          </div>
        </dl>
      </section>
      <section className="kobo-onb-review" aria-labelledby="onb-review-company">
        <h3 id="onb-review-company">Company Details</h3>
        <dl>
          {row('Company name', cv?.name)}
          {row('Company email', cv?.email)}
          {row('Phone number', cv?.phone)}
          {row('Website', cv?.website)}
          {row('Tax Identification Number (TIN)', cv?.tin)}
          <div className="kobo-onb-review-row">
            <dt>Company logo</dt>
            <dd>
              {cv?.logoKey && logoPreview ? (
                <img className="kobo-img-image-preview kobo-img-image-small" src={logoPreview} alt="Company logo" />
              ) : (
                <span className="kobo-onb-muted">Not provided</span>
              )}
            </dd>
          </div>
          {row('Address', address)}
        </dl>
      </section>
      <div className="kobo-onb-actions">
        <Button formAction="none" onClick={onPrevious} disabled={completing}>
          Previous
        </Button>
        <Button variant="primary" loading={completing} loadingText="Completing setup...">
          {completing ? 'Completing setup...' : 'Complete Setup'}
        </Button>
      </div>
    </form>
  );
}

export function DoneStep({ heading, companyName, onDashboard }: { heading: ReactNode; companyName?: string; onDashboard: () => void }) {
  return (
    <div className="kobo-onb-done">
      {heading}
      <p className="kobo-onb-done-title">You&apos;re all set!</p>
      <p className="kobo-onb-lead">
        {companyName ? `${companyName} is ready on Kobo. ` : 'Your company is ready on Kobo. '}
        {`Your free ${FREE_TRIAL_DAYS}-day trial has started, so you can add customers and send your first invoice right away.`}
      </p>
      <div className="kobo-onb-actions kobo-onb-actions-end">
        <Button variant="primary" onClick={onDashboard}>
          Go to Dashboard
        </Button>
      </div>
    </div>
  );
}
