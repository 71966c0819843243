/**
 * The onboarding draft kept in sessionStorage under `kobo.onboarding`, so the
 * wizard survives a reload. The auth page writes only profile.firstName and
 * profile.lastName (from the Name typed at sign-up); the wizard owns the rest.
 */
export const ONBOARDING_STORAGE_KEY = 'kobo.onboarding';

export type OnboardingStep = 1 | 2 | 3 | 4;

export interface OnboardingDraft {
  /** Whose draft this is; a draft written for another user is ignored. */
  userId?: string;
  step: OnboardingStep;
  profile: { firstName?: string; lastName?: string; avatarKey?: string; avatarPreview?: string };
  company: Partial<Record<CompanyDraftField, string>> & { logoKey?: string; logoPreview?: string };
}

export type CompanyDraftField =
  | 'name'
  | 'email'
  | 'phone'
  | 'website'
  | 'tin'
  | 'country'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'streetAddress'
  | 'streetAddress2';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function strings(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(v)) return out;
  for (const [k, val] of Object.entries(v)) if (typeof val === 'string') out[k] = val;
  return out;
}

export function readOnboardingDraft(): OnboardingDraft | null {
  try {
    const raw = sessionStorage.getItem(ONBOARDING_STORAGE_KEY);
    if (!raw) return null;
    const data: unknown = JSON.parse(raw);
    if (!isRecord(data)) return null;
    const step = [1, 2, 3, 4].includes(data.step as number) ? (data.step as OnboardingStep) : 1;
    return {
      userId: typeof data.userId === 'string' ? data.userId : undefined,
      step,
      profile: strings(data.profile),
      company: strings(data.company),
    };
  } catch {
    return null;
  }
}

export function writeOnboardingDraft(draft: OnboardingDraft): void {
  try {
    sessionStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, it just won't survive a reload.
  }
}

export function clearOnboardingDraft(): void {
  try {
    sessionStorage.removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    // ignore
  }
}

/** Called by sign-up: a fresh draft holding only the name the user typed. */
export function saveSignUpName(firstName: string, lastName: string | undefined): void {
  writeOnboardingDraft({ step: 1, profile: { firstName, ...(lastName ? { lastName } : {}) }, company: {} });
}
