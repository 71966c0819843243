/**
 * The plain values the API's schemas (shared/schemas/*) are built from and the screens
 * show: lists, labels, defaults, messages. No zod here, so a page imports them without
 * zod (the schemas reach a page's script only when a form first checks what was typed:
 * frontend/src/components/form-fields/lazy-schema.ts). The schema modules re-export them.
 */
import {
  IMAGE_CONTENT_TYPES,
  PAYMENT_TERMS,
  QUOTE_DEFAULT_EXPIRY_DAYS,
  QUOTE_DEFAULT_NOTES,
  QUOTE_DEFAULT_TERMS,
} from './constants';
import { addDaysIso } from './dates';
import type { Role } from './roles';
import type { Preferences } from './schemas/settings';
import type { ItemValues } from './schemas/item';
import type { CustomerDetailsValues } from './schemas/customer';

/** true when A and B are the same union (a schema module checks a list here names its fields). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Industries offered on the organization page. */
export const INDUSTRIES = [
  'Agriculture',
  'Construction',
  'Consulting and professional services',
  'Education',
  'Fashion and textiles',
  'Food and beverages',
  'Health care',
  'Hospitality',
  'Information technology',
  'Logistics and transport',
  'Manufacturing',
  'Media and creative',
  'Oil and gas',
  'Real estate',
  'Retail and trading',
  'Other',
] as const;

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The number series a company has, one per kind of document. */
export const SERIES = ['quote', 'invoice', 'salesreceipt', 'payment'] as const;

export const SERIES_LABELS: Record<(typeof SERIES)[number], string> = { quote: 'Quotes', invoice: 'Invoices', salesreceipt: 'Sales receipts', payment: 'Payments received' };
export const NOTE_KINDS = ['quote', 'invoice', 'salesreceipt'] as const;
export const DEFAULT_TERM_CHOICES = PAYMENT_TERMS.filter((t) => t !== 'custom') as Exclude<(typeof PAYMENT_TERMS)[number], 'custom'>[];
/** A number as its series prints it: the prefix and the number padded to the series' digits. */
export const formatSeriesNumber = (prefix: string, n: number, digits: number) => `${prefix}${String(n).padStart(digits, '0')}`;

/** A company that has never saved its preferences gets these (what the forms used before settings existed). */
export const DEFAULT_DOCUMENT_PREFERENCES: Pick<Preferences, 'paymentTerms' | 'quoteValidityDays' | 'expenseMarkupPercent' | 'documents'> = {
  paymentTerms: 'net_15',
  expenseMarkupPercent: 0,
  quoteValidityDays: QUOTE_DEFAULT_EXPIRY_DAYS,
  documents: {
    quote: { customerNotes: QUOTE_DEFAULT_NOTES, terms: QUOTE_DEFAULT_TERMS },
    invoice: {},
    salesreceipt: { customerNotes: 'Thank you for your business' },
  },
};

/** Days after the invoice date each payment term gives; custom: the date the user picks. */
export const TERM_DAYS: Record<(typeof PAYMENT_TERMS)[number], number | null> = {
  due_on_receipt: 0,
  net_15: 15,
  net_30: 30,
  net_45: 45,
  net_60: 60,
  custom: null,
};

/** The due date a term gives for an invoice date (custom: none, the user's date stands). */
export function dueDateFor(invoiceDate: string, terms: (typeof PAYMENT_TERMS)[number]): string | null {
  const days = TERM_DAYS[terms];
  return days === null ? null : addDaysIso(invoiceDate, days);
}

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', admin: 'Admin', staff: 'Staff', viewer: 'Viewer' };
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, billing and the team included',
  admin: 'Everything but billing and owners',
  staff: 'Creates and edits records; no settings; cannot delete sent or paid documents',
  viewer: 'Reads only',
};

/** The document layouts a company can choose (settings/pdf-template). */
export const PDF_LAYOUTS = ['classic', 'modern'] as const;
export const PDF_LAYOUT_LABELS: Record<(typeof PDF_LAYOUTS)[number], string> = {
  classic: 'Classic: title and company side by side, ruled table',
  modern: 'Modern: coloured band across the top, shaded table header',
};

export const PRICE_TOO_MANY_DECIMALS = 'Enter an amount with at most 2 decimals';
export const PRICE_NOT_AN_AMOUNT = 'Enter an amount such as 1500 or 1,500.50';

/** An item's editable field names, in form order (the item schema's fields: shared/schemas/item.ts checks they match). */
export const ITEM_EDITABLE_FIELDS = ['name', 'itemType', 'unit', 'description', 'price', 'taxRate'] as const satisfies readonly (keyof ItemValues)[];

export const IMAGE_TYPE_MESSAGE = 'Only PNG, JPEG, WebP or GIF images can be uploaded';
/** Whether a file of this type may be uploaded as a logo or an avatar (the upload's schema checks the same list). */
export const isImageContentType = (type: string): boolean => (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);

/** A customer's editable field names, in form order (the customer schema's fields: shared/schemas/customer.ts checks they match). */
export const CUSTOMER_EDITABLE_FIELDS = [
  'customerType',
  'salutation',
  'firstName',
  'lastName',
  'companyName',
  'displayName',
  'email',
  'phone',
  'mobile',
  'workPhone',
  'tin',
  'taxRate',
  'currency',
  'paymentTerms',
  'portalEnabled',
  'portalLanguage',
] as const satisfies readonly (keyof CustomerDetailsValues)[];

/** The longest side, in pixels, an image is scaled down to in the browser before it is uploaded. */
export const IMAGE_RESOLUTIONS = [640, 1024, 1600, 2048] as const;
export const IMAGE_RESOLUTION_LABELS: Record<(typeof IMAGE_RESOLUTIONS)[number], string> = {
  640: 'Small: 640 pixels (quickest on a slow connection)',
  1024: 'Medium: 1024 pixels',
  1600: 'Large: 1600 pixels',
  2048: 'Extra large: 2048 pixels (sharpest, biggest files)',
};
