import * as z from 'zod';
import {
  DOCUMENT_NUMBER_DIGITS,
  INVOICE_DEFAULT_PREFIX,
  INVOICE_NUMBER_DIGITS,
  MAX_EXPENSE_MARKUP_PERCENT,
  PAYMENT_DEFAULT_PREFIX,
  PAYMENT_TERMS,
  QUOTE_DEFAULT_PREFIX,
  SALES_RECEIPT_DEFAULT_PREFIX,
} from '../constants';
import { optionalText } from './common';
import { IMAGE_RESOLUTION_LABELS, IMAGE_RESOLUTIONS } from '../schema-values';
import { DEFAULT_DOCUMENT_PREFERENCES, DEFAULT_TERM_CHOICES, formatSeriesNumber, INDUSTRIES, MONTHS, NOTE_KINDS, SERIES, SERIES_LABELS } from '../schema-values';

export { DEFAULT_DOCUMENT_PREFERENCES, DEFAULT_TERM_CHOICES, formatSeriesNumber, INDUSTRIES, MONTHS, NOTE_KINDS, SERIES, SERIES_LABELS };

/*
 * Settings pages (/dashboard/settings/...): the caller's own profile and
 * personal choices (any signed-in user), and the company's preferences
 * (owners and admins write them, everyone reads them: the document forms take
 * their defaults from here).
 */

// ---------------------------------------------------------------- my profile

/** An S3 key of an image the caller uploaded through a presigned POST (shared/schemas/account.ts has the same rule). */
const avatarKey = z.string().max(300).regex(/^uploads\/[A-Za-z0-9-]+\/avatar-[A-Za-z0-9]+\.(png|jpg|webp|gif)$/, 'Not an uploaded image');

/** PUT /api/settings/profile: the spec's profile form (2-character names; onboarding's own step has no such rule). */
export const myProfileInputSchema = z
  .object({
    firstName: z.string().trim().min(2, 'First name must be at least 2 characters').max(80, 'Must be at most 80 characters'),
    lastName: z.string().trim().min(2, 'Last name must be at least 2 characters').max(80, 'Must be at most 80 characters'),
    /** Left out: no picture. The page sends back the key it was given to keep the current one. */
    avatarKey: avatarKey.optional(),
  })
  .strict();
export type MyProfileInput = z.input<typeof myProfileInputSchema>;

// ---------------------------------------------------------------- opening screen, image resolution

// Kept in a module of its own, without zod: the app's router reads them on every first page.
import { OPENING_SCREENS } from '../opening-screen';
export { DEFAULT_OPENING_SCREEN, OPENING_SCREEN_LABELS, OPENING_SCREEN_PATHS, OPENING_SCREENS, type OpeningScreen } from '../opening-screen';

export const openingScreenInputSchema = z.object({ openingScreen: z.enum(OPENING_SCREENS, { error: 'Choose a page' }) }).strict();
export type OpeningScreenInput = z.infer<typeof openingScreenInputSchema>;

export { IMAGE_RESOLUTION_LABELS, IMAGE_RESOLUTIONS };
// In shared/constants.ts, without zod: the front end's upload call defaults to it.
export { DEFAULT_IMAGE_MAX_PX } from '../constants';

export const imageResolutionInputSchema = z
  .object({
    maxPx: z.literal(IMAGE_RESOLUTIONS, { error: 'Choose one of the sizes offered' }),
  })
  .strict();
export type ImageResolutionInput = z.infer<typeof imageResolutionInputSchema>;

// ---------------------------------------------------------------- organization



/**
 * A Nigerian Tax Identification Number: the FIRS form (8 digits, a hyphen, 4
 * digits: 12345678-0001) or the JTB / Tax ID form (10 to 13 digits).
 */
export const TIN_PATTERN = /^(\d{8}-\d{4}|\d{10,13})$/;
export const TIN_MESSAGE = 'Enter the TIN as 12345678-0001 or as 10 to 13 digits';
/** A VAT registration number as FIRS certificates print it: letters, digits, hyphens and slashes. */
export const VAT_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9/-]{4,18}[A-Z0-9]$/;
export const VAT_NUMBER_MESSAGE = 'Use 6 to 20 letters, digits, hyphens or slashes';

const shaped = (pattern: RegExp, message: string, upper = false) =>
  z
    .string()
    .trim()
    .transform((v) => (upper ? v.toUpperCase() : v))
    .refine((v) => v === '' || pattern.test(v), message)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const tinField = shaped(TIN_PATTERN, TIN_MESSAGE);
export const vatNumberField = shaped(VAT_NUMBER_PATTERN, VAT_NUMBER_MESSAGE, true);

// ---------------------------------------------------------------- preferences

export type SeriesKind = (typeof SERIES)[number];
/** What the series print before the number until a company changes it, and how many digits they pad to. */
export const SERIES_DEFAULTS: Record<SeriesKind, { prefix: string; digits: number }> = {
  quote: { prefix: QUOTE_DEFAULT_PREFIX, digits: DOCUMENT_NUMBER_DIGITS },
  invoice: { prefix: INVOICE_DEFAULT_PREFIX, digits: INVOICE_NUMBER_DIGITS },
  salesreceipt: { prefix: SALES_RECEIPT_DEFAULT_PREFIX, digits: DOCUMENT_NUMBER_DIGITS },
  payment: { prefix: PAYMENT_DEFAULT_PREFIX, digits: DOCUMENT_NUMBER_DIGITS },
};
/** The highest next number a series can be set to (a number stays within a document number's 30 characters). */
export const MAX_SERIES_NUMBER = 999_999_999;

/** The kinds whose forms take default notes and terms (a payment has internal notes only). */
export type NoteKind = (typeof NOTE_KINDS)[number];

/** Payment terms a new invoice can default to (custom needs a date, so it is not a default). */

const seriesInput = z
  .object({
    prefix: z
      .string()
      .trim()
      .min(1, 'Enter a prefix')
      .max(12, 'Must be at most 12 characters')
      .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'Use letters, digits and - / _ . only, starting with a letter or digit'),
    /** Left out: the series carries on where it is. Never at or below a number the series has given. */
    nextNumber: z.number().int('Use a whole number').min(1, 'The next number must be at least 1').max(MAX_SERIES_NUMBER, `The next number must be at most ${MAX_SERIES_NUMBER}`).optional(),
  })
  .strict();

const noteInput = z.object({ customerNotes: optionalText(2000), terms: optionalText(2000) }).strict();

/** PUT /api/settings/preferences */
export const preferencesInputSchema = z
  .object({
    series: z.object({ quote: seriesInput, invoice: seriesInput, salesreceipt: seriesInput, payment: seriesInput }).strict(),
    paymentTerms: z.enum(DEFAULT_TERM_CHOICES as [string, ...string[]], { error: 'Choose the default payment terms' }),
    quoteValidityDays: z.number().int('Use a whole number of days').min(1, 'A quote is valid for at least 1 day').max(365, 'A quote is valid for at most 365 days'),
    /** What an expense billed onto an invoice adds to its cost, in percent (0: at cost). */
    expenseMarkupPercent: z
      .number({ error: 'Enter the markup as a number' })
      .min(0, 'The markup cannot be negative')
      .max(MAX_EXPENSE_MARKUP_PERCENT, `The markup must be at most ${MAX_EXPENSE_MARKUP_PERCENT}%`)
      .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, 'Use at most 2 decimals')
      .default(0),
    documents: z.object({ quote: noteInput, invoice: noteInput, salesreceipt: noteInput }).strict(),
    version: z.number().int().min(0).optional(),
  })
  .strict();
export type PreferencesInput = z.input<typeof preferencesInputSchema>;
export type PreferencesValues = z.output<typeof preferencesInputSchema>;

const seriesView = z.object({
  prefix: z.string(),
  digits: z.number().int(),
  nextNumber: z.number().int(),
  /** The last number the series gave (0: none yet): the next can never be set at or below it. */
  lastNumber: z.number().int(),
  /** The next number as it will print (INV-000052). */
  next: z.string(),
});
const noteView = z.object({ customerNotes: z.string().optional(), terms: z.string().optional() });

export const preferencesSchema = z.object({
  series: z.object({ quote: seriesView, invoice: seriesView, salesreceipt: seriesView, payment: seriesView }),
  paymentTerms: z.enum(PAYMENT_TERMS),
  quoteValidityDays: z.number().int(),
  expenseMarkupPercent: z.number(),
  documents: z.object({ quote: noteView, invoice: noteView, salesreceipt: noteView }),
  version: z.number().int(),
});
export type Preferences = z.infer<typeof preferencesSchema>;


