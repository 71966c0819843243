import { ulid } from 'ulid';
import { FREE_TRIAL_MS } from '../../shared/constants';
import type { Company, CompanyInput, Me, OnboardingInput, Profile, ProfileInput } from '../../shared/schemas/account';
import { companyInputSchema, profileInputSchema } from '../../shared/schemas/account';
import { db } from '../entities/table';
import { BadRequestError, ConflictError } from '../lib/errors';
import { committed, TransactionCancelled } from '../lib/dynamo-errors';
import type { User } from '../lib/http';
import { isRole } from '../../shared/roles';
import { uploadPrefix } from '../../shared/s3-prefixes';
import { imageUrl } from './uploads';
import { companyEntryOp, userEntryOp } from './admin/directory';
import { DEFAULT_IMAGE_MAX_PX, DEFAULT_OPENING_SCREEN, type OpeningScreen } from '../../shared/schemas/settings';

export type ProfileRecord = {
  userId: string;
  email: string;
  firstName: string;
  lastName?: string;
  avatarKey?: string;
  companyId?: string;
  openingScreen?: OpeningScreen;
  imageMaxPx?: number;
  updatedAt: string;
};
export type CompanyRecord = Omit<Company, 'logoUrl'> & { logoKey?: string; version?: number };

export async function toProfile(p: ProfileRecord): Promise<Profile> {
  return {
    userId: p.userId,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    avatarUrl: p.avatarKey ? await imageUrl(p.avatarKey) : undefined,
    avatarKey: p.avatarKey,
    companyId: p.companyId,
    openingScreen: p.openingScreen ?? DEFAULT_OPENING_SCREEN,
    imageMaxPx: p.imageMaxPx ?? DEFAULT_IMAGE_MAX_PX,
    updatedAt: p.updatedAt,
  };
}

export async function toCompany(c: CompanyRecord): Promise<Company> {
  const { logoKey, ...rest } = c;
  const out: Company = {
    companyId: rest.companyId,
    name: rest.name,
    email: rest.email,
    phone: rest.phone,
    website: rest.website,
    country: rest.country,
    city: rest.city,
    state: rest.state,
    postalCode: rest.postalCode,
    streetAddress: rest.streetAddress,
    streetAddress2: rest.streetAddress2,
    tin: rest.tin,
    vatNumber: rest.vatNumber,
    fiscalYearStartMonth: rest.fiscalYearStartMonth,
    industry: rest.industry,
    createdAt: rest.createdAt,
  };
  if (logoKey) out.logoUrl = await imageUrl(logoKey);
  return out;
}

/**
 * Who the caller is: profile, company and subscription, read in at most two
 * rounds; without a company, the notice of a removal instead of the company.
 */
export async function getMe(user: User): Promise<Me> {
  const { data: profile } = await db().entities.profile.get({ userId: user.userId }).go();
  let company: Company | null = null;
  let subscription: Me['subscription'] = null;
  let removedFrom: Me['removedFrom'] = null;
  if (!profile?.companyId) {
    const { data: notice } = await db().entities.removalNotice.get({ userId: user.userId }).go({ attributes: ['companyName', 'removedAt', 'reason'] });
    removedFrom = notice ? { companyName: notice.companyName, removedAt: notice.removedAt, reason: notice.reason ?? 'removed' } : null;
  } else {
    const [{ data }, sub] = await Promise.all([
      db().entities.company.get({ companyId: profile.companyId }).go(),
      db().entities.subscription.get({ companyId: profile.companyId }).go(),
    ]);
    company = data ? await toCompany(data) : null;
    subscription = sub.data
      ? {
          status: sub.data.status,
          planType: sub.data.planType,
          amount: sub.data.amount,
          startDate: sub.data.startDate,
          endDate: sub.data.endDate,
          ...(sub.data.deleteOn ? { deleteOn: sub.data.deleteOn } : {}),
        }
      : null;
  }
  return {
    userId: user.userId,
    email: user.email,
    isSuperAdmin: user.isSuperAdmin,
    role: profile?.companyId && isRole(profile.role) ? profile.role : null,
    profile: profile ? await toProfile(profile) : null,
    company,
    subscription,
    removedFrom,
  };
}

export function checkOwnUpload(user: User, key: string | undefined, field: string) {
  if (key && !key.startsWith(uploadPrefix(user.userId))) {
    throw new BadRequestError('That image was not uploaded by you', { [field]: 'Not an uploaded image' });
  }
}

/** Onboarding step 1: create or update the caller's profile (never their company link). */
export async function saveProfile(user: User, input: ProfileInput): Promise<Profile> {
  const p = profileInputSchema.parse(input);
  checkOwnUpload(user, p.avatarKey, 'avatarKey');
  const now = new Date();
  // The profile and its listing in the super-admin directory, together; a profile saved again keeps its creation time.
  await committed(
    db()
      .transaction.write(({ profile: P }) => [
        P.upsert({ userId: user.userId, email: user.email, firstName: p.firstName, lastName: p.lastName, avatarKey: p.avatarKey })
          .ifNotExists({ createdAt: now.toISOString() })
          .commit(),
        userEntryOp({ userId: user.userId, email: user.email, firstName: p.firstName, lastName: p.lastName }, now) as never,
      ])
      .go(),
  );
  const { data } = await db().entities.profile.get({ userId: user.userId }).go({ consistent: true });
  return toProfile(data as ProfileRecord);
}

/**
 * Onboarding finish: profile, company, owner membership and the free trial in ONE
 * transaction. Either all of them exist afterwards or none do; a user who already
 * has a company is refused by the profile's condition, not by an earlier read.
 */
export async function completeOnboarding(user: User, input: OnboardingInput, now = new Date()): Promise<Me> {
  const profile = profileInputSchema.parse(input.profile);
  const company: ReturnType<typeof companyInputSchema.parse> = companyInputSchema.parse(input.company);
  checkOwnUpload(user, profile.avatarKey, 'profile.avatarKey');
  checkOwnUpload(user, company.logoKey, 'company.logoKey');
  const companyId = ulid();
  const start = now.toISOString();
  const end = new Date(now.getTime() + FREE_TRIAL_MS).toISOString();
  try {
    await committed(db()
      .transaction.write(({ profile: P, company: C, member: M, subscription: S, teamCounts: T, removalNotice: N }) => [
        P.upsert({
          userId: user.userId,
          email: user.email,
          firstName: profile.firstName,
          lastName: profile.lastName,
          avatarKey: profile.avatarKey,
          companyId,
          role: 'owner',
        })
          .ifNotExists({ createdAt: start })
          .where(({ companyId: cid }, { notExists }) => notExists(cid))
          .commit(),
        C.create({ companyId, ownerId: user.userId, createdAt: start, ...company } as CompanyInput & { companyId: string; ownerId: string; name: string; createdAt: string }).commit(),
        M.create({ companyId, userId: user.userId, email: user.email, role: 'owner', joinedAt: start }).commit(),
        S.create({ companyId, status: 'active', planType: 'free', amount: 0, startDate: start, endDate: end, createdAt: start }).commit(),
        T.create({ companyId, seats: 1, owners: 1 }).commit(),
        // A removal's notice has said its piece once the user has a company again.
        N.delete({ userId: user.userId }).commit(),
        // Listed in the super-admin directory in the same write.
        userEntryOp({ userId: user.userId, email: user.email, firstName: profile.firstName, lastName: profile.lastName }, now) as never,
        companyEntryOp({ companyId, name: company.name, email: company.email }, now) as never,
      ])
      .go());
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed.length) {
      if (error.failed.includes(0)) throw new ConflictError('Your company is already set up', 'company_exists');
      throw new ConflictError('A company with this information already exists.', 'duplicate');
    }
    throw error;
  }
  return getMe(user);
}
