/** Product constants used by the web app, the API and the infrastructure alike. */

export const FREE_TRIAL_DAYS = 14;
export const FREE_TRIAL_MS = FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000;
export const FREE_PLAN_INVOICE_LIMIT = 5;

/** Images (avatar, logo) go straight to S3 with a presigned POST; this caps them. */
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** JSON request bodies larger than this are refused with 413 before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

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
export const PORTAL_LANGUAGES = ['English', 'French', 'Spanish'] as const;
/** VAT options a customer can carry; no tax is `null`. */
export const VAT_RATES = [5, 7.5] as const;
export const CUSTOMER_STATUSES = ['active', 'inactive'] as const;
export const ADDRESS_TYPES = ['billing', 'shipping'] as const;
export const DEFAULT_ADDRESS_COUNTRY = 'Nigeria';
export const COMMENT_MAX_LENGTH = 2000;
/** Author shown on history entries the server writes itself. */
export const SYSTEM_AUTHOR = 'System';
