import {
  meSchema,
  profileSchema,
  uploadRequestSchema,
  uploadTicketSchema,
  type OnboardingInput,
  type ProfileInput,
  type UploadRequest,
} from '../../../shared/schemas/account';
import { noContentSchema } from '../../../shared/schemas/common';
import { api, ApiRequestError } from './client';
import { scaleImage } from '../components/scale-image';
import { DEFAULT_IMAGE_MAX_PX } from '../../../shared/schemas/settings';

export const getMe = () => api('/me', meSchema);
export const saveProfile = (input: ProfileInput) => api('/me/profile', profileSchema, { method: 'PUT', body: input });
export const completeOnboarding = (input: OnboardingInput) => api('/onboarding', meSchema, { method: 'POST', body: input });

/**
 * Uploads an image straight to S3, scaled first so its longest side is at most
 * `maxPx` (the user's Image upload resolution), a logo as PNG or JPEG (what PDFs print): the API hands out a presigned
 * POST limited to this file's type and size, and the browser posts the file to
 * S3 itself.
 */
export async function uploadImage(kind: UploadRequest['kind'], original: File, maxPx = DEFAULT_IMAGE_MAX_PX): Promise<{ key: string; previewUrl: string }> {
  const file = await scaleImage(original, maxPx, { printable: kind === 'logo' });
  const check = uploadRequestSchema.safeParse({ kind, contentType: file.type, size: file.size });
  if (!check.success) throw new ApiRequestError(400, 'bad_image', check.error.issues[0]?.message ?? 'This file cannot be uploaded');
  const ticket = await api('/uploads', uploadTicketSchema, {
    method: 'POST',
    body: { kind, contentType: file.type, size: file.size },
  });
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', file);
  const res = await fetch(ticket.url, { method: 'POST', body: form });
  if (!res.ok) throw new Error('The image could not be uploaded');
  return { key: ticket.key, previewUrl: ticket.previewUrl };
}

/** Settings > Privacy & Security: from now on the API refuses every token from a sign-in before this moment. */
export const signOutEverywhere = () => api('/me/sign-out-everywhere', noContentSchema, { method: 'POST' });
