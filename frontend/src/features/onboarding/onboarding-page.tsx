import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '../../components/ui/alert';
import Button from '../../components/ui/button';
import ProgressBar from '../../components/ui/progress-bar';
import type { Me } from '../../../../shared/schemas/account';
import { IMAGE_TYPE_MESSAGE, isImageContentType } from '../../../../shared/schema-values';
import { schemasOnTouch, useLazySchema } from '../../components/form-fields/lazy-schema';
import { completeOnboarding, saveProfile, uploadImage } from '../../api/account';
import { ApiRequestError } from '../../api/client';
import { useMe, useSession } from '../../auth/session';
import { useNotify } from '../../app/notifications';
import { formatDay } from '../../components/format-date';
import { KoboLogo } from '../landing/kobo-logo';
import { COMPANY_FIELDS, CompanyStep, DoneStep, ProfileStep, ReviewStep, onboardingSchemas, useCompanyForm, useProfileForm, type CompanyValues, type ProfileValues } from './onboarding-steps';
import {
  clearOnboardingDraft,
  readOnboardingDraft,
  writeOnboardingDraft,
  type CompanyDraftField,
  type OnboardingDraft,
  type OnboardingStep,
} from './onboarding-storage';
import { PLANS } from '../../../../shared/plans';
import { BILLING_MESSAGES, TRIAL_DAYS } from '../../../../shared/subscription';
import './onboarding.css';

const STEP_TITLES = ['Personal Info', 'Company Details', 'Review', 'Complete'] as const;
const TOTAL_STEPS = 4;

export const MESSAGES = {
  profileFailed: 'Failed to update profile',
  avatarFailed: 'Error uploading avatar',
  logoWarning: 'Could not upload logo, but will continue with company setup',
  setupFailed: 'Failed to complete setup. Please try again.',
  setupDone: 'Setup complete! Your account is ready.',
  trialActivated: BILLING_MESSAGES.trialActivated,
  permissionDenied: 'Permission denied. Please try logging out and back in.',
  duplicate: 'A company with this information already exists.',
} as const;


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

  const profileForm = useProfileForm(initial.profile);
  const companyForm = useCompanyForm(initial.company);
  // The API's schemas arrive when the page is first touched; the review step reads the answers through them.
  const touch = useMemo(() => schemasOnTouch(onboardingSchemas.profile, onboardingSchemas.companyStep, onboardingSchemas.company), []);
  const profileSchema = useLazySchema(onboardingSchemas.profile, step === 3);
  const companySchema = useLazySchema(onboardingSchemas.company, step === 3);
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
    // The types the API and the S3 policy take, checked before any upload starts (the size once the image is scaled).
    if (!isImageContentType(file.type)) {
      setFieldError(IMAGE_TYPE_MESSAGE);
      return;
    }
    setUploading(kind);
    try {
      const { key, previewUrl } = await uploadImage(kind, file, me.data?.profile?.imageMaxPx);
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
    const [profileCheck, companyCheck] = await Promise.all([onboardingSchemas.profile.get(), onboardingSchemas.company.get()]);
    const profile = profileCheck.safeParse(profileForm.getValues());
    if (!profile.success) {
      goTo(1);
      void profileForm.trigger();
      return;
    }
    const company = companyCheck.safeParse(companyForm.getValues());
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
      // The company starts on the free trial (made in the same transaction as the company).
      notify('success', MESSAGES.trialActivated, `${TRIAL_DAYS} days with up to ${PLANS.free.invoiceLimit} invoices. Upgrade any time in Settings > Subscription & Billing.`);
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
  // A member a company removed (or whose company was deleted) is told so (by name) until they set up or join a company; one who left knows.
  const removed = step !== 4 ? me.data?.removedFrom : null;
  const heading = (
    <h2 className="kobo-onb-step-title" ref={headingRef} tabIndex={-1}>
      {STEP_TITLES[step - 1]}
    </h2>
  );

  let content;
  if (step === 1) {
    content = (
      <ProfileStep
        form={profileForm}
        heading={heading}
        onSubmit={submitProfile}
        saving={savingProfile}
        uploading={uploading}
        avatarPreview={profileValues.avatarKey ? avatarPreview : undefined}
        onPick={(file) => void pickImage('avatar', file)}
        onRemove={() => removeImage('avatar')}
      />
    );
  } else if (step === 2) {
    content = (
      <CompanyStep
        form={companyForm}
        heading={heading}
        onSubmit={submitCompany}
        onPrevious={() => goTo(1)}
        uploading={uploading}
        logoPreview={companyValues.logoKey ? logoPreview : undefined}
        logoWarning={logoWarning}
        onPick={(file) => void pickImage('logo', file)}
        onRemove={() => removeImage('logo')}
      />
    );
  } else if (step === 3) {
    const p = profileSchema?.safeParse(profileForm.getValues());
    const co = companySchema?.safeParse(companyForm.getValues());
    content = (
      <ReviewStep
        heading={heading}
        pv={p?.success ? p.data : undefined}
        cv={co?.success ? co.data : undefined}
        avatarPreview={avatarPreview}
        logoPreview={logoPreview}
        completing={completing}
        onSubmit={(event) => void complete(event)}
        onPrevious={() => goTo(2)}
      />
    );
  } else {
    content = <DoneStep heading={heading} companyName={finished?.company?.name} onDashboard={goToDashboard} />;
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
      <main className="kobo-onb-main" {...touch}>
        <h1 className="kobo-onb-title">Set up your account</h1>
        {removed && (
          <div className="kobo-onb-notice">
            {removed.reason === 'deleted' ? (
              <Alert type="info" header={`${removed.companyName} was deleted`}>
                {`${removed.companyName} and its records were deleted on ${formatDay(removed.removedAt)}, as its owner asked. Set up a company of your own below, or ask to be invited to another.`}
              </Alert>
            ) : (
              <Alert type="info" header={`You were removed from ${removed.companyName}`}>
                {`An owner or admin of ${removed.companyName} removed you from the company on ${formatDay(removed.removedAt)}. Set up a company of your own below, or ask them to invite you again.`}
              </Alert>
            )}
          </div>
        )}
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
