import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import { companyInputSchema, profileInputSchema, uploadRequestSchema, type Me } from '../../../../shared/schemas/account';
import { FREE_TRIAL_DAYS } from '../../../../shared/constants';
import { completeOnboarding, saveProfile, uploadImage } from '../../api/account';
import { ApiRequestError } from '../../api/client';
import { useMe, useSession } from '../../auth/session';
import { useNotify } from '../../app/notifications';
import { KoboLogo } from '../landing/kobo-logo';
import { ImagePicker } from './image-picker';
import {
  clearOnboardingDraft,
  readOnboardingDraft,
  writeOnboardingDraft,
  type CompanyDraftField,
  type OnboardingDraft,
  type OnboardingStep,
} from './onboarding-storage';
import { TextField } from '../../components/form-fields/text-field';
import './onboarding.css';

const STEP_TITLES = ['Personal Info', 'Company Details', 'Review', 'Complete'] as const;
const TOTAL_STEPS = 4;

export const MESSAGES = {
  profileFailed: 'Failed to update profile',
  avatarFailed: 'Error uploading avatar',
  logoWarning: 'Could not upload logo, but will continue with company setup',
  setupFailed: 'Failed to complete setup. Please try again.',
  setupDone: 'Setup complete! Your account is ready.',
  permissionDenied: 'Permission denied. Please try logging out and back in.',
  duplicate: 'A company with this information already exists.',
} as const;

const COMPANY_FIELDS: CompanyDraftField[] = ['name', 'email', 'phone', 'website', 'tin', 'country', 'city', 'state', 'postalCode', 'streetAddress', 'streetAddress2'];

interface ProfileValues {
  firstName: string;
  lastName: string;
  avatarKey?: string;
}
type CompanyValues = Record<CompanyDraftField, string> & { logoKey?: string };

interface Initial {
  step: OnboardingStep;
  profile: ProfileValues;
  company: CompanyValues;
  avatarPreview?: string;
  logoPreview?: string;
}

/** The saved draft (if it is this user's), else what the server already knows, else blanks. */
function initialState(userId: string | undefined, me: Me | undefined): Initial {
  const stored = readOnboardingDraft();
  const draft = stored && (!stored.userId || stored.userId === userId) ? stored : null;
  const company = Object.fromEntries(COMPANY_FIELDS.map((f) => [f, draft?.company[f] ?? ''])) as CompanyValues;
  if (!draft?.company.country) company.country = 'Nigeria';
  if (draft?.company.logoKey) company.logoKey = draft.company.logoKey;
  const step = draft?.step ?? 1;
  return {
    step: step === 4 ? 3 : step,
    profile: {
      firstName: draft?.profile.firstName ?? me?.profile?.firstName ?? '',
      lastName: draft?.profile.lastName ?? me?.profile?.lastName ?? '',
      ...(draft?.profile.avatarKey ? { avatarKey: draft.profile.avatarKey } : {}),
    },
    company,
    avatarPreview: draft?.profile.avatarKey ? draft.profile.avatarPreview : undefined,
    logoPreview: draft?.company.logoKey ? draft.company.logoPreview : undefined,
  };
}

type Notice = { type: 'error' | 'warning'; header?: string; text: string };

/** /onboarding: Personal Info → Company Details → Review → Complete. */
export default function OnboardingPage() {
  const me = useMe();
  const { session, signOut } = useSession();
  const userId = session.status === 'signedIn' ? session.userId : undefined;
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();

  const [initial] = useState(() => initialState(userId, me.data));
  const [step, setStep] = useState<OnboardingStep>(initial.step);
  const [avatarPreview, setAvatarPreview] = useState(initial.avatarPreview);
  const [logoPreview, setLogoPreview] = useState(initial.logoPreview);
  const [uploading, setUploading] = useState<'avatar' | 'logo' | null>(null);
  const [logoWarning, setLogoWarning] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [savingProfile, setSavingProfile] = useState(false);
  const [completing, setCompleting] = useState(false);
  const completingRef = useRef(false);
  const [finished, setFinished] = useState<Me | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);

  const profileForm = useForm({ resolver: zodResolver(profileInputSchema), defaultValues: initial.profile, mode: 'onTouched' });
  const companyForm = useForm({ resolver: zodResolver(companyInputSchema), defaultValues: initial.company, mode: 'onTouched' });
  const profileValues = useWatch({ control: profileForm.control });
  const companyValues = useWatch({ control: companyForm.control });

  // Keep the draft in sessionStorage so a reload returns to the same step with the same values.
  useEffect(() => {
    if (step === 4) return;
    const draft: OnboardingDraft = {
      userId,
      step,
      profile: {
        firstName: profileValues.firstName ?? '',
        lastName: profileValues.lastName ?? '',
        ...(profileValues.avatarKey ? { avatarKey: profileValues.avatarKey, avatarPreview } : {}),
      },
      company: {
        ...Object.fromEntries(COMPANY_FIELDS.map((f) => [f, (companyValues as Partial<CompanyValues>)[f] ?? ''])),
        ...(companyValues.logoKey ? { logoKey: companyValues.logoKey, logoPreview } : {}),
      },
    };
    writeOnboardingDraft(draft);
  }, [step, userId, profileValues, companyValues, avatarPreview, logoPreview]);

  // Move focus to the new step's heading so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!movedRef.current) return;
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  function goTo(next: OnboardingStep) {
    movedRef.current = true;
    setStep(next);
  }

  async function pickImage(kind: 'avatar' | 'logo', file: File) {
    const setFieldError = (message: string) =>
      kind === 'avatar' ? profileForm.setError('avatarKey', { message }) : companyForm.setError('logoKey', { message });
    if (kind === 'avatar') profileForm.clearErrors('avatarKey');
    else {
      companyForm.clearErrors('logoKey');
      setLogoWarning(undefined);
    }
    // The same limits the API and the S3 policy enforce, checked before any upload starts.
    const check = uploadRequestSchema.safeParse({ kind, contentType: file.type, size: file.size });
    if (!check.success) {
      setFieldError(check.error.issues[0]?.message ?? 'This file cannot be uploaded');
      return;
    }
    setUploading(kind);
    try {
      const { key, previewUrl } = await uploadImage(kind, file);
      if (kind === 'avatar') {
        profileForm.setValue('avatarKey', key, { shouldDirty: true });
        setAvatarPreview(previewUrl);
      } else {
        companyForm.setValue('logoKey', key, { shouldDirty: true });
        setLogoPreview(previewUrl);
      }
    } catch {
      if (kind === 'avatar') profileForm.setError('avatarKey', { message: MESSAGES.avatarFailed });
      else setLogoWarning(MESSAGES.logoWarning);
    } finally {
      setUploading(null);
    }
  }

  function removeImage(kind: 'avatar' | 'logo') {
    if (kind === 'avatar') {
      profileForm.setValue('avatarKey', undefined, { shouldDirty: true });
      profileForm.clearErrors('avatarKey');
      setAvatarPreview(undefined);
    } else {
      companyForm.setValue('logoKey', undefined, { shouldDirty: true });
      companyForm.clearErrors('logoKey');
      setLogoPreview(undefined);
      setLogoWarning(undefined);
    }
  }

  /**
   * Puts the server's field errors (`firstName`, `profile.firstName`, `company.name`, ...)
   * on the matching fields. Returns which forms got one.
   */
  function applyFieldErrors(error: unknown, prefixed: boolean): { profile: boolean; company: boolean } {
    const hit = { profile: false, company: false };
    if (!(error instanceof ApiRequestError)) return hit;
    for (const [path, message] of Object.entries(error.fields)) {
      const [head, ...rest] = path.split('.');
      const scope = prefixed ? head : 'profile';
      const name = prefixed ? rest.join('.') : path;
      if (scope === 'profile' && (name === 'firstName' || name === 'lastName' || name === 'avatarKey')) {
        profileForm.setError(name, { message });
        hit.profile = true;
      } else if (scope === 'company' && (COMPANY_FIELDS.includes(name as CompanyDraftField) || name === 'logoKey')) {
        companyForm.setError(name as CompanyDraftField | 'logoKey', { message });
        hit.company = true;
      }
    }
    return hit;
  }

  const submitProfile = profileForm.handleSubmit(async (values) => {
    setNotice(null);
    setSavingProfile(true);
    try {
      const profile = await saveProfile(values);
      queryClient.setQueryData<Me>(['me'], (old) => (old ? { ...old, profile } : old));
      goTo(2);
    } catch (error) {
      applyFieldErrors(error, false);
      setNotice({ type: 'error', text: MESSAGES.profileFailed });
    } finally {
      setSavingProfile(false);
    }
  });

  const submitCompany = companyForm.handleSubmit(() => {
    setNotice(null);
    goTo(3);
  });

  async function complete(event: FormEvent) {
    event.preventDefault();
    if (completingRef.current) return;
    setNotice(null);
    const profile = profileInputSchema.safeParse(profileForm.getValues());
    if (!profile.success) {
      goTo(1);
      void profileForm.trigger();
      return;
    }
    const company = companyInputSchema.safeParse(companyForm.getValues());
    if (!company.success) {
      goTo(2);
      void companyForm.trigger();
      return;
    }
    completingRef.current = true;
    setCompleting(true);
    try {
      const result = await completeOnboarding({ profile: profile.data, company: company.data });
      // Show step 4 first. The cached `me` is only updated on "Go to Dashboard": as soon as it
      // has a company, the onboarding guard leaves this page.
      clearOnboardingDraft();
      setFinished(result);
      goTo(4);
      notify('success', MESSAGES.setupDone);
    } catch (error) {
      completingRef.current = false;
      setCompleting(false);
      if (error instanceof ApiRequestError && error.status === 409 && error.code === 'company_exists') {
        clearOnboardingDraft();
        await queryClient.invalidateQueries({ queryKey: ['me'] });
        navigate('/dashboard', { replace: true });
        return;
      }
      const hit = applyFieldErrors(error, true);
      if (hit.profile) goTo(1);
      else if (hit.company) goTo(2);
      let text: string = MESSAGES.setupFailed;
      if (error instanceof ApiRequestError && error.code === 'duplicate') text = MESSAGES.duplicate;
      else if (error instanceof ApiRequestError && error.status === 403) text = MESSAGES.permissionDenied;
      setNotice({ type: 'error', text });
    }
  }

  function goToDashboard() {
    clearOnboardingDraft();
    if (finished) queryClient.setQueryData(['me'], finished);
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    navigate('/dashboard', { replace: true });
  }

  async function handleSignOut() {
    try {
      await signOut();
      clearOnboardingDraft();
      navigate('/auth', { replace: true });
    } catch {
      notify('error', 'Sign Out Failed', 'Failed to sign out. Please try again.');
    }
  }

  const busy = savingProfile || completing || uploading !== null;
  const heading = (
    <h2 className="kobo-onb-step-title" ref={headingRef} tabIndex={-1}>
      {STEP_TITLES[step - 1]}
    </h2>
  );

  let content;
  if (step === 1) {
    content = (
      <form noValidate onSubmit={submitProfile} aria-label="Personal Info">
        {heading}
        <p className="kobo-onb-lead">Tell us who you are. Your last name and picture are optional.</p>
        <div className="kobo-onb-grid">
          <TextField control={profileForm.control} name="firstName" label="First name" controlId="onb-first-name" autoComplete="given-name" required requiredMark={false} disabled={savingProfile} />
          <TextField control={profileForm.control} name="lastName" label="Last name" controlId="onb-last-name" autoComplete="family-name" disabled={savingProfile} />
          <div className="kobo-onb-span">
            <ImagePicker
              controlId="onb-avatar"
              label="Profile picture"
              description="PNG, JPEG, WebP or GIF, up to 2 MB."
              previewUrl={profileValues.avatarKey ? avatarPreview : undefined}
              previewAlt="Profile picture preview"
              uploading={uploading === 'avatar'}
              errorText={profileForm.formState.errors.avatarKey?.message}
              disabled={savingProfile}
              onPick={(file) => void pickImage('avatar', file)}
              onRemove={() => removeImage('avatar')}
            />
          </div>
        </div>
        <div className="kobo-onb-actions">
          <span />
          <Button variant="primary" loading={savingProfile} loadingText="Saving..." disabled={uploading !== null}>
            Next
          </Button>
        </div>
      </form>
    );
  } else if (step === 2) {
    const c = companyForm.control;
    content = (
      <form noValidate onSubmit={submitCompany} aria-label="Company Details">
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
              previewUrl={companyValues.logoKey ? logoPreview : undefined}
              previewAlt="Company logo preview"
              uploading={uploading === 'logo'}
              errorText={companyForm.formState.errors.logoKey?.message}
              warningText={logoWarning}
              onPick={(file) => void pickImage('logo', file)}
              onRemove={() => removeImage('logo')}
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
          <Button formAction="none" onClick={() => goTo(1)}>
            Previous
          </Button>
          <Button variant="primary" disabled={uploading !== null}>
            Next
          </Button>
        </div>
      </form>
    );
  } else if (step === 3) {
    const p = profileInputSchema.safeParse(profileForm.getValues());
    const co = companyInputSchema.safeParse(companyForm.getValues());
    const pv = p.success ? p.data : undefined;
    const cv = co.success ? co.data : undefined;
    const row = (label: string, value: string | undefined) => (
      <div className="kobo-onb-review-row" key={label}>
        <dt>{label}</dt>
        <dd>{value || <span className="kobo-onb-muted">Not provided</span>}</dd>
      </div>
    );
    const address = [cv?.streetAddress, cv?.streetAddress2, cv?.city, cv?.state, cv?.postalCode, cv?.country].filter(Boolean).join(', ');
    content = (
      <form noValidate onSubmit={complete} aria-label="Review">
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
                  <img className="kobo-onb-image-preview kobo-onb-image-small" src={avatarPreview} alt="Profile picture" />
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
                  <img className="kobo-onb-image-preview kobo-onb-image-small" src={logoPreview} alt="Company logo" />
                ) : (
                  <span className="kobo-onb-muted">Not provided</span>
                )}
              </dd>
            </div>
            {row('Address', address)}
          </dl>
        </section>
        <div className="kobo-onb-actions">
          <Button formAction="none" onClick={() => goTo(2)} disabled={completing}>
            Previous
          </Button>
          <Button variant="primary" loading={completing} loadingText="Completing setup...">
            {completing ? 'Completing setup...' : 'Complete Setup'}
          </Button>
        </div>
      </form>
    );
  } else {
    const companyName = finished?.company?.name;
    content = (
      <div className="kobo-onb-done">
        {heading}
        <p className="kobo-onb-done-title">You&apos;re all set!</p>
        <p className="kobo-onb-lead">
          {companyName ? `${companyName} is ready on Kobo. ` : 'Your company is ready on Kobo. '}
          {`Your free ${FREE_TRIAL_DAYS}-day trial has started, so you can add customers and send your first invoice right away.`}
        </p>
        <div className="kobo-onb-actions kobo-onb-actions-end">
          <Button variant="primary" onClick={goToDashboard}>
            Go to Dashboard
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="kobo-onb">
      <header className="kobo-onb-header">
        <KoboLogo />
        {step !== 4 && (
          <Button variant="link" onClick={() => void handleSignOut()} disabled={busy}>
            Sign out
          </Button>
        )}
      </header>
      <main className="kobo-onb-main">
        <h1 className="kobo-onb-title">Set up your account</h1>
        <div className="kobo-onb-progress">
          <ProgressBar value={(step / TOTAL_STEPS) * 100} label={`Step ${step} of ${TOTAL_STEPS}`} ariaLabel={`Step ${step} of ${TOTAL_STEPS}: ${STEP_TITLES[step - 1]}`} />
        </div>
        <div className="kobo-onb-card">
          {notice && (
            <div className="kobo-onb-notice">
              <Alert type={notice.type} header={notice.header}>
                {notice.text}
              </Alert>
            </div>
          )}
          {content}
        </div>
      </main>
    </div>
  );
}
