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
