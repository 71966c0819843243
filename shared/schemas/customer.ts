import * as z from 'zod';
import { optionalText } from './common';

export const customerInputSchema = z
  .object({
    displayName: optionalText(160),
    firstName: optionalText(80),
    lastName: optionalText(80),
    companyName: optionalText(160),
    email: z
      .union([z.literal(''), z.string().trim().email('Enter a valid email address').max(254)])
      .optional()
      .transform((v) => (v === '' ? undefined : v?.toLowerCase())),
    phone: optionalText(40),
    mobile: optionalText(40),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.displayName) ctx.addIssue({ code: 'custom', path: ['displayName'], message: 'Display name is required' });
  });
export type CustomerInput = z.input<typeof customerInputSchema>;

export const customerSchema = z.object({
  customerId: z.string(),
  name: z.string(),
  displayName: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  companyName: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  mobile: z.string().optional(),
  currency: z.string(),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(2048).optional(),
  })
  .strict();

export const customerPageSchema = z.object({ items: z.array(customerSchema), cursor: z.string().nullable() });
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** The name a customer is saved under: the display name, else first + last name. */
export function customerName(input: { displayName?: string; firstName?: string; lastName?: string }): string {
  return input.displayName?.trim() || [input.firstName, input.lastName].filter(Boolean).join(' ').trim();
}

/** Up to two initials for the avatar, or 'CU' when the name has no letters. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((w) => /\p{L}|\p{N}/u.test(w))
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
  return letters || 'CU';
}
