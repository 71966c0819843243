import * as z from 'zod';
import { IMAGE_CONTENT_TYPES, IMAGE_UPLOAD_MAX_BYTES } from '../constants';
import { UPLOAD_PURPOSES, UPLOAD_RULES } from '../upload-purposes';
import { PLAN_CODES } from '../plans';
import { SUBSCRIPTION_STATUSES } from '../subscription';
import { ROLES } from '../roles';
import { optionalText } from './common';
import { INDUSTRIES, OPENING_SCREENS, tinField, vatNumberField } from './settings';
import { IMAGE_TYPE_MESSAGE } from '../schema-values';

/** An S3 key of an image the caller uploaded earlier through a presigned POST. */
const uploadKey = z.string().max(300).regex(/^uploads\/[A-Za-z0-9-]+\/(avatar|logo)-[A-Za-z0-9]+\.(png|jpg|webp|gif)$/, 'Not an uploaded image');

export const profileInputSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(80),
    lastName: optionalText(80),
    avatarKey: uploadKey.optional(),
  })
  .strict();
export type ProfileInput = z.input<typeof profileInputSchema>;

export const companyInputSchema = z
  .object({
    name: z.string().trim().min(2, 'Company name must be at least 2 characters').max(120),
    email: z
      .union([z.literal(''), z.string().trim().email('Invalid email').max(254)])
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    phone: optionalText(40),
    website: optionalText(200),
    logoKey: uploadKey.optional(),
    country: optionalText(80),
    city: optionalText(80),
    state: optionalText(80),
    postalCode: optionalText(20),
    streetAddress: optionalText(200),
    streetAddress2: optionalText(200),
    /** Tax Identification Number, printed on every document. */
    tin: tinField,
    /** VAT registration number, printed on every document. */
    vatNumber: vatNumberField,
    /** 1 = January. */
    fiscalYearStartMonth: z.number().int().min(1, 'Choose a month').max(12, 'Choose a month').optional(),
    industry: z.enum(INDUSTRIES, { error: 'Choose an industry from the list' }).optional(),
  })
  .strict();
export type CompanyInput = z.input<typeof companyInputSchema>;

export const onboardingInputSchema = z
  .object({ profile: profileInputSchema, company: companyInputSchema })
  .strict();
export type OnboardingInput = z.input<typeof onboardingInputSchema>;

export const roleSchema = z.enum(ROLES);

export const profileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().optional(),
  avatarUrl: z.string().optional(),
  /** The uploaded picture's key: My Profile sends it back to keep the picture. */
  avatarKey: z.string().optional(),
  companyId: z.string().optional(),
  /** The page the app opens on after sign-in (the server answers the default for a user who chose none). */
  openingScreen: z.enum(OPENING_SCREENS),
  /** The longest side images are scaled to before upload (the server answers the default for a user who chose none). */
  imageMaxPx: z.number().int(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const companySchema = z.object({
  companyId: z.string(),
  name: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  website: z.string().optional(),
  logoUrl: z.string().optional(),
  country: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  postalCode: z.string().optional(),
  streetAddress: z.string().optional(),
  streetAddress2: z.string().optional(),
  tin: z.string().optional(),
  vatNumber: z.string().optional(),
  fiscalYearStartMonth: z.number().int().optional(),
  industry: z.string().optional(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** PUT /api/settings/organization: every company field (a full replace), conditional on the version read. */
export const organizationInputSchema = companyInputSchema.extend({ version: z.number().int().min(0).optional() }).strict();
export type OrganizationInput = z.input<typeof organizationInputSchema>;

/** GET /api/settings/organization: the company as the settings page edits it. */
export const organizationSchema = companySchema.extend({
  /** The logo's key: the page sends it back to keep the logo. */
  logoKey: z.string().optional(),
  version: z.number().int(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const subscriptionSchema = z.object({
  /** shared/subscription.ts: what the company may do follows from it, the plan and endDate (`accessOf`). */
  status: z.enum(SUBSCRIPTION_STATUSES),
  planType: z.enum(PLAN_CODES),
  amount: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** yyyy-mm-dd (Lagos): the day the company is deleted on, while an owner has scheduled that. */
  deleteOn: z.string().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A member removed from a company (not one who left): told so until they set up or join a company. */
export const removalNoticeSchema = z.object({
  companyName: z.string(),
  removedAt: z.string(),
  /** removed: an owner or admin took them out; deleted: the company was deleted, as its owner asked. */
  reason: z.enum(['removed', 'deleted']),
});
export type RemovalNotice = z.infer<typeof removalNoticeSchema>;

/** GET /api/me: who the caller is and where they stand in setup. */
export const meSchema = z.object({
  userId: z.string(),
  email: z.string(),
  isSuperAdmin: z.boolean(),
  /** The caller's role in their company; null before onboarding. */
  role: roleSchema.nullable(),
  profile: profileSchema.nullable(),
  company: companySchema.nullable(),
  subscription: subscriptionSchema.nullable(),
  /** Set while the caller has no company because one removed them. */
  removedFrom: removalNoticeSchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const uploadRequestSchema = z
  .object({
    kind: z.enum(['avatar', 'logo']),
    contentType: z.enum(IMAGE_CONTENT_TYPES, { message: IMAGE_TYPE_MESSAGE }),
    size: z
      .number()
      .int()
      .positive()
      .max(IMAGE_UPLOAD_MAX_BYTES, `Images must be at most ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`),
  })
  .strict();
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const uploadTicketSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  previewUrl: z.string(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/**
 * POST /api/attachments: a presigned POST for one file of a purpose (shared/upload-purposes.ts):
 * a sales document's attachment (the default) or an expense's receipt, each with its own types and size.
 */
export const attachmentUploadRequestSchema = z
  .object({
    purpose: z.enum(UPLOAD_PURPOSES, { error: `Use one of ${UPLOAD_PURPOSES.join(', ')}` }).default('document'),
    fileName: z.string().trim().min(1, 'The file needs a name').max(200),
    contentType: z.string().max(200),
    size: z.number().int().min(1, 'The file is empty'),
  })
  .strict()
  .superRefine((v, ctx) => {
    const rules = UPLOAD_RULES[v.purpose];
    if (!rules.contentTypes.includes(v.contentType)) ctx.addIssue({ code: 'custom', path: ['contentType'], message: rules.typeMessage });
    if (v.size > rules.maxBytes) ctx.addIssue({ code: 'custom', path: ['size'], message: rules.sizeMessage });
  });
/** As sent: without a purpose, a document's attachment. */
export type AttachmentUploadRequest = z.input<typeof attachmentUploadRequestSchema>;

export const attachmentUploadTicketSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()), key: z.string() });
export type AttachmentUploadTicket = z.infer<typeof attachmentUploadTicketSchema>;
