/** Product constants used by the web app, the API and the infrastructure alike. */

export const FREE_TRIAL_DAYS = 14;
export const FREE_TRIAL_MS = FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000;

/** Images (avatar, logo) go straight to S3 with a presigned POST; this caps them. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** JSON request bodies larger than this are refused with 413 before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** A sales document's create and edit take up to this (DOCUMENT_MAX_LINES lines with long descriptions). */
export const DOCUMENT_MAX_BODY_BYTES = 640 * 1024;

/** A page cursor (the "Load more" link a list hands out) is valid this long after it was issued. */
export const CURSOR_TTL_MS = 60 * 60 * 1000;

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const RECENT_TRANSACTIONS = 5;
export const MOBILE_BREAKPOINT_PX = 768;

/** Text of the Cognito verification and reset e-mails: the user pool and the local mail bridge share it. */
export const VERIFICATION_EMAIL = {
  subject: 'Your Kobo verification code',
  body: (code: string) => `Welcome to Kobo! Your verification code is ${code}. It expires in 24 hours.`,
};
export const RESET_PASSWORD_EMAIL = {
  subject: 'Reset your Kobo password',
  body: (code: string) => `Your Kobo password reset code is ${code}. If you did not ask for it, ignore this e-mail.`,
};

/** Customer form options (business-records spec, Customers and section 9). */
export const CUSTOMER_TYPES = ['business', 'individual'] as const;
export const SALUTATIONS = ['Mr.', 'Mrs.', 'Ms.', 'Miss', 'Dr.'] as const;
export const CUSTOMER_CURRENCIES = ['NGN', 'USD', 'EUR'] as const;
export const PAYMENT_TERMS = ['due_on_receipt', 'net_15', 'net_30', 'net_45', 'net_60', 'custom'] as const;
export const PAYMENT_TERM_LABELS: Record<(typeof PAYMENT_TERMS)[number], string> = {
  due_on_receipt: 'Due On Receipt',
  net_15: 'Net 15',
  net_30: 'Net 30',
  net_45: 'Net 45',
  net_60: 'Net 60',
  custom: 'Custom',
};
export const PORTAL_LANGUAGES = ['English', 'French', 'Spanish'] as const;
export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;
export const ADDRESS_TYPES = ['billing', 'shipping'] as const;
export const DEFAULT_ADDRESS_COUNTRY = 'Nigeria';
export const COMMENT_MAX_LENGTH = 2000;
/** Contact persons a new customer can be created with in one go (the New Customer flow). */
export const MAX_NEW_CONTACTS = 10;

/**
 * CSV import: the file is read in the browser, checked row by row, and sent in
 * batches of at most CSV_IMPORT_BATCH_ROWS rows (each batch also stays under the
 * JSON body limit). A file above CSV_IMPORT_MAX_BYTES or CSV_IMPORT_MAX_ROWS is refused whole.
 */
export const CSV_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 10_000;
export const CSV_IMPORT_BATCH_ROWS = 50;
/** An import's row markers (which rows were written) are kept this long, so a retry never writes a row twice. */
export const CSV_IMPORT_MARKER_DAYS = 7;
/** Export reads this many records per request. */
export const CSV_EXPORT_PAGE_SIZE = 500;
/** Author shown on history entries the server writes itself. */
export const SYSTEM_AUTHOR = 'System';

/** Item options (business-records spec, Items and section 9). */
export const ITEM_TYPES = ['goods', 'service'] as const;
export const ITEM_UNITS = ['pcs', 'box', 'kg', 'hour'] as const;
export const ITEM_STATUSES = ['active', 'inactive'] as const;
export const ITEM_NAME_MAX_LENGTH = 200;
export const ITEM_DESCRIPTION_MAX_LENGTH = 2000;
/**
 * The largest amount, in kobo (₦10 billion), that a price, a line's rate, a
 * line's amount (quantity × rate), a discount, an adjustment, a document's
 * total or a payment may carry, either sign. Far above any real invoice, and
 * small enough that a document of DOCUMENT_MAX_LINES such lines plus tax and
 * adjustment stays an exact integer (shared/documents/totals.ts never overflows).
 */
export const MAX_AMOUNT_KOBO = 1_000_000_000_000;
/** The highest selling price, in kobo: the money bound. */
export const ITEM_PRICE_MAX_KOBO = MAX_AMOUNT_KOBO;

/** Every calendar date the API takes (yyyy-MM-dd, a day that exists) lies in this range, both included. */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2099-12-31';
/** An item is written with at most this many search entries (name and description phrases). */
export const ITEM_SEARCH_MAX_TOKENS = 30;

/** Every kind of sales document the engine keeps (functions/services/documents). */
export const DOCUMENT_KINDS = ['quote', 'invoice', 'salesreceipt', 'payment'] as const;

/** Invoices: what the user sets; partially_paid, paid and overdue follow from payments and the due date. */
export const INVOICE_STATUSES = ['draft', 'sent', 'partially_paid', 'paid', 'void'] as const;
/** The statuses of an invoice the customer still owes on (receivables, the Unpaid tab, aging). */
export const OPEN_INVOICE_STATUSES: readonly string[] = ['sent', 'partially_paid'];
export const INVOICE_DISPLAY_STATUSES = [...INVOICE_STATUSES, 'overdue'] as const;
/** The invoice list's More Filters statuses. */
/** The list's Status filter: a status as shown, or `issued` (every invoice but drafts and void ones: what the reports count). */
export const INVOICE_FILTER_STATUSES = ['overdue', 'partially_paid', 'void', 'sent', 'paid', 'draft', 'issued'] as const;
export const INVOICE_TABS = ['unpaid', 'paid', 'draft', 'all'] as const;
export const INVOICE_DEFAULT_PREFIX = 'INV-';
export const INVOICE_NUMBER_DIGITS = 6;
export const SALES_RECEIPT_DEFAULT_PREFIX = 'SR-';
export const PAYMENT_DEFAULT_PREFIX = 'PMT-';
export const PAYMENT_MODES = ['cash', 'bank_transfer', 'cheque', 'card', 'pos', 'paystack', 'other'] as const;
export const PAYMENT_MODE_LABELS: Record<(typeof PAYMENT_MODES)[number], string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  card: 'Card',
  pos: 'POS',
  paystack: 'Paystack (online)',
  other: 'Other',
};
/** One payment settles at most this many invoices (each is an item in the payment's transaction). */
export const PAYMENT_MAX_APPLICATIONS = 60;
export const WALK_IN_CUSTOMER_ID = 'walk-in';
export const WALK_IN_CUSTOMER_NAME = 'Walk-in customer';

/** Quotes (business-records spec: Quotes, Quote status, section 9). 'expired' is derived, never stored. */
export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'invoiced'] as const;
export const QUOTE_DISPLAY_STATUSES = [...QUOTE_STATUSES, 'expired'] as const;
export const QUOTE_DEFAULT_PREFIX = 'QT-';
export const DOCUMENT_NUMBER_DIGITS = 5;
export const QUOTE_DEFAULT_EXPIRY_DAYS = 30;
export const QUOTE_DEFAULT_NOTES = 'Thank you for your business';
export const QUOTE_DEFAULT_TERMS = 'All quotes are valid for 30 days from the date of issue';
/**
 * Lines per document, every kind. Lines are stored LINES_PER_BLOCK to an item
 * (a block of the longest lines stays far under DynamoDB's 400 KB), so the
 * largest document is DOCUMENT_MAX_LINES / LINES_PER_BLOCK items and a save
 * stays within one 100-item transaction.
 */
export const DOCUMENT_MAX_LINES = 250;
export const LINES_PER_BLOCK = 50;
/** Expenses (later time entries) one invoice bills: each is written in the invoice's one transaction (DynamoDB's 100 items). */
export const BILLED_RECORDS_MAX = 30;
/** The built-in VAT rate (Settings › Taxes; it cannot be deleted nor its percentage changed): what a re-billed expense's line carries. */
export const VAT_PERCENT = 7.5;
/** The highest markup (Preferences) an expense billed onto an invoice can take, in percent. */
export const MAX_EXPENSE_MARKUP_PERCENT = 1000;
/** Line units: the spec's line units plus the item units. */
export const LINE_UNITS = ['pcs', 'hrs', 'units', 'box', 'kg', 'hour'] as const;
export const ATTACHMENTS_MAX = 3;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** An expense's receipt: a photo (phones give JPEG, or HEIC on iPhones) or a PDF, up to 10 MB (shared/upload-purposes.ts). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;
/** The receipt types a browser shows as an image (HEIC only Safari does): the detail page previews these. */
export const RECEIPT_PREVIEW_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** How long a receipt's link (an expense's read answers one) works: a detail page's visit, not a link to pass around. */
export const RECEIPT_LINK_SECONDS = 15 * 60;

/** The longest side, in pixels, an uploaded image is scaled to when the user chose no size (Settings > Image upload resolution). */
export const DEFAULT_IMAGE_MAX_PX = 1600;

/** An invitation's link works this long after it was sent (or last resent). */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
/** Subject of the invitation e-mail (the e2e tests read the mailbox for it). */
export const INVITATION_EMAIL_SUBJECT = (company: string) => `You are invited to join ${company} on Kobo`;
