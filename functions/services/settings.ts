import type { Organization, OrganizationInput, Profile } from '../../shared/schemas/account';
import { companyInputSchema } from '../../shared/schemas/account';
import {
  formatSeriesNumber,
  imageResolutionInputSchema,
  myProfileInputSchema,
  openingScreenInputSchema,
  preferencesInputSchema,
  SERIES,
  SERIES_DEFAULTS,
  SERIES_LABELS,
  type ImageResolutionInput,
  type MyProfileInput,
  type OpeningScreenInput,
  type Preferences,
  type PreferencesInput,
  type SeriesKind,
} from '../../shared/schemas/settings';
import { db } from '../entities/table';
import { committed, isConditionFailure, TransactionCancelled } from '../lib/dynamo-errors';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors';
import type { User } from '../lib/http';
import { documentPreferences } from './documents/preferences';
import { checkOwnUpload, toCompany, toProfile, type CompanyRecord, type ProfileRecord } from './account';
import { companyEntryOp, userEntryOp } from './admin/directory';

/*
 * Settings: the caller's own profile and choices (any signed-in user), and the
 * company's organization profile and preferences (owners and admins write,
 * the route table says so). Company writes are conditional on the version
 * read, like the PDF template: two managers editing at once never silently
 * overwrite each other.
 */

// ---------------------------------------------------------------- the caller's own

/**
 * Patches the caller's profile; one that does not exist yet (before onboarding's first step) is a 404.
 * `listing`: the new name, for the profile's entry in the super-admin directory, written in the same transaction.
 */
async function patchProfile(user: User, set: Record<string, unknown>, remove: string[] = [], listing?: { firstName: string; lastName?: string }): Promise<Profile> {
  try {
    if (!listing) {
      let patch = db().entities.profile.patch({ userId: user.userId }).set(set as never);
      if (remove.length) patch = patch.remove(remove as never);
      const { data } = await patch.go({ response: 'all_new' });
      return toProfile(data as ProfileRecord);
    }
    await committed(
      db()
        .transaction.write(({ profile: P }) => {
          let patch = P.patch({ userId: user.userId }).set(set as never);
          if (remove.length) patch = patch.remove(remove as never);
          return [patch.commit(), userEntryOp({ userId: user.userId, email: user.email, ...listing }) as never];
        })
        .go(),
    );
    const { data } = await db().entities.profile.get({ userId: user.userId }).go({ consistent: true });
    return toProfile(data as ProfileRecord);
  } catch (error) {
    if (isConditionFailure(error) || (error instanceof TransactionCancelled && error.failed.includes(0))) throw new NotFoundError('Profile');
    throw error;
  }
}

/** PUT /api/settings/profile: first and last name (2 characters at least) and the picture. */
export async function saveMyProfile(user: User, input: MyProfileInput): Promise<Profile> {
  const p = myProfileInputSchema.parse(input);
  checkOwnUpload(user, p.avatarKey, 'avatarKey');
  return patchProfile(user, { firstName: p.firstName, lastName: p.lastName, ...(p.avatarKey ? { avatarKey: p.avatarKey } : {}) }, p.avatarKey ? [] : ['avatarKey'], { firstName: p.firstName, lastName: p.lastName });
}

/** PUT /api/settings/opening-screen */
export function saveOpeningScreen(user: User, input: OpeningScreenInput): Promise<Profile> {
  const { openingScreen } = openingScreenInputSchema.parse(input);
  return patchProfile(user, { openingScreen });
}

/** PUT /api/settings/image-resolution */
export function saveImageResolution(user: User, input: ImageResolutionInput): Promise<Profile> {
  const { maxPx } = imageResolutionInputSchema.parse(input);
  return patchProfile(user, { imageMaxPx: maxPx });
}

/**
 * POST /api/me/sign-out-everywhere: from now on the API refuses every token
 * from a sign-in up to this second (functions/lib/http.ts). The browser then
 * has Cognito revoke the refresh tokens (GlobalSignOut) and signs out itself.
 */
export async function signOutEverywhere(user: User, now = new Date()): Promise<void> {
  await patchProfile(user, { sessionsRevokedAt: Math.floor(now.getTime() / 1000) });
}

// ---------------------------------------------------------------- organization

const ORGANIZATION_CONFLICT = 'The company information was changed by someone else. Reload and try again.';
/** The company fields the organization page edits (every one optional but the name). */
const COMPANY_FIELDS = [
  'email',
  'phone',
  'website',
  'logoKey',
  'country',
  'city',
  'state',
  'postalCode',
  'streetAddress',
  'streetAddress2',
  'tin',
  'vatNumber',
  'fiscalYearStartMonth',
  'industry',
] as const;

async function readCompanyRecord(companyId: string): Promise<CompanyRecord> {
  const { data } = await db().entities.company.get({ companyId }).go({ consistent: true });
  if (!data) throw new NotFoundError('Company');
  return data as CompanyRecord;
}

async function toOrganization(c: CompanyRecord): Promise<Organization> {
  return { ...(await toCompany(c)), logoKey: c.logoKey, version: c.version ?? 0 };
}

/** GET /api/settings/organization */
export async function getOrganization(companyId: string): Promise<Organization> {
  return toOrganization(await readCompanyRecord(companyId));
}

/**
 * PUT /api/settings/organization: a full replace of the company's fields (a
 * field left out is cleared). The logo is the current one or an image the
 * caller has just uploaded; never another user's upload.
 */
export async function saveOrganization(user: User, companyId: string, input: OrganizationInput): Promise<Organization> {
  const { version, ...fields } = input;
  const c = companyInputSchema.parse(fields);
  const current = await readCompanyRecord(companyId);
  const currentVersion = current.version ?? 0;
  if (version !== undefined && version !== currentVersion) throw new ConflictError(ORGANIZATION_CONFLICT);
  if (c.logoKey !== current.logoKey) checkOwnUpload(user, c.logoKey, 'logoKey');
  const set: Record<string, unknown> = { name: c.name, version: currentVersion + 1, updatedAt: new Date().toISOString() };
  const remove: string[] = [];
  for (const f of COMPANY_FIELDS) {
    if (c[f] === undefined) {
      if (current[f as keyof CompanyRecord] !== undefined) remove.push(f);
    } else set[f] = c[f];
  }
  try {
    // The company and its entry in the super-admin directory (found by name and e-mail) in one transaction.
    await committed(
      db()
        .transaction.write(({ company: C }) => {
          let patch = C.patch({ companyId }).set(set as never);
          if (remove.length) patch = patch.remove(remove as never);
          return [
            patch.where((a, op) => (currentVersion === 0 ? op.notExists(a.version) : op.eq(a.version, currentVersion))).commit(),
            companyEntryOp({ companyId, name: c.name, email: c.email }) as never,
          ];
        })
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed.includes(0)) throw new ConflictError(ORGANIZATION_CONFLICT);
    throw error;
  }
  return getOrganization(companyId);
}

// ---------------------------------------------------------------- preferences

const PREFERENCES_CONFLICT = 'The preferences were changed by someone else. Reload and try again.';

type Counters = Record<SeriesKind, { last: number; prefix?: string }>;

async function readCounters(companyId: string): Promise<Counters> {
  const { data } = await db()
    .entities.documentCounter.query.byKind({ companyId })
    .go({ consistent: true, pages: 'all' });
  const out = Object.fromEntries(SERIES.map((k) => [k, { last: 0 }])) as Counters;
  for (const c of data) out[c.kind as SeriesKind] = { last: c.last ?? 0, prefix: c.prefix };
  return out;
}

/** GET /api/settings/preferences: every series with its next number, and the documents' defaults. */
export async function getPreferences(companyId: string): Promise<Preferences> {
  const [counters, prefs] = await Promise.all([readCounters(companyId), documentPreferences(companyId)]);
  const series = Object.fromEntries(
    SERIES.map((k) => {
      const { digits, prefix: fallback } = SERIES_DEFAULTS[k];
      const prefix = counters[k].prefix ?? fallback;
      const nextNumber = counters[k].last + 1;
      return [k, { prefix, digits, nextNumber, lastNumber: counters[k].last, next: formatSeriesNumber(prefix, nextNumber, digits) }];
    }),
  ) as Preferences['series'];
  return { series, ...prefs };
}

const belowUsed = (k: SeriesKind, last: number) =>
  `${SERIES_LABELS[k]} up to number ${last} have been used: the next number must be at least ${last + 1}`;

/**
 * PUT /api/settings/preferences, in ONE transaction: the preferences item
 * (conditional on the version read) and each series' counter (its prefix,
 * and a new next number only on the condition that the counter has not
 * passed it, so a number already given is never given again). A create
 * reserving a number at the same moment either comes first (and the
 * condition sees it) or after (and gets the new number).
 */
export async function savePreferences(companyId: string, input: PreferencesInput): Promise<Preferences> {
  const p = preferencesInputSchema.parse(input);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [counters, current] = await Promise.all([readCounters(companyId), documentPreferences(companyId)]);
    if (p.version !== undefined && p.version !== current.version) throw new ConflictError(PREFERENCES_CONFLICT);
    const tooLow: Record<string, string> = {};
    for (const k of SERIES) {
      const n = p.series[k].nextNumber;
      if (n !== undefined && n <= counters[k].last) tooLow[`series.${k}.nextNumber`] = belowUsed(k, counters[k].last);
    }
    if (Object.keys(tooLow).length) throw new BadRequestError(Object.values(tooLow)[0]!, tooLow);
    const d = p.documents;
    const item = {
      companyId,
      paymentTerms: p.paymentTerms as Preferences['paymentTerms'],
      quoteValidityDays: p.quoteValidityDays,
      expenseMarkupPercent: p.expenseMarkupPercent,
      quoteNotes: d.quote.customerNotes,
      quoteTerms: d.quote.terms,
      invoiceNotes: d.invoice.customerNotes,
      invoiceTerms: d.invoice.terms,
      salesreceiptNotes: d.salesreceipt.customerNotes,
      salesreceiptTerms: d.salesreceipt.terms,
      version: current.version + 1,
      updatedAt: new Date().toISOString(),
    };
    try {
      await committed(
        db()
          .transaction.write(({ preferences: P, documentCounter: C }) => [
            P.put(item)
              .where((a, op) => (current.version === 0 ? op.notExists(a.version) : op.eq(a.version, current.version)))
              .commit(),
            ...SERIES.map((k) => {
              const { prefix, nextNumber } = p.series[k];
              const update = C.update({ companyId, kind: k }).set(nextNumber === undefined ? { prefix } : { prefix, last: nextNumber - 1 });
              return (nextNumber === undefined ? update : update.where((a, op) => `${op.notExists(a.last)} OR ${op.lte(a.last, nextNumber - 1)}`)).commit();
            }),
          ])
          .go(),
      );
      return getPreferences(companyId);
    } catch (error) {
      if (!(error instanceof TransactionCancelled)) throw error;
      if (error.failed.includes(0)) throw new ConflictError(PREFERENCES_CONFLICT);
      // A counter passed the number asked for meanwhile (the next read says so, 400), or a create touched it at the same moment: look again.
    }
  }
  throw new ConflictError(PREFERENCES_CONFLICT);
}
