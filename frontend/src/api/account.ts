import type { Me, OnboardingInput, Profile, ProfileInput, UploadRequest, UploadTicket } from '../../../shared/schemas/account';
import { DEFAULT_IMAGE_MAX_PX } from '../../../shared/constants';
import { api, ApiRequestError } from './client';
import { scaleImage } from '../components/scale-image';
import { postToS3 } from './attachments';

export const getMe = () => api<Me>('/me');
export const saveProfile = (input: ProfileInput) => api<Profile>('/me/profile', { method: 'PUT', body: input });
export const completeOnboarding = (input: OnboardingInput) => api<Me>('/onboarding', { method: 'POST', body: input });

/**
 * Uploads an image straight to S3, scaled first so its longest side is at most
 * `maxPx` (the user's Image upload resolution), a logo as PNG or JPEG (what PDFs print): the API hands out a presigned
 * POST limited to this file's type and size, and the browser posts the file to
 * S3 itself.
 */
export async function uploadImage(kind: UploadRequest['kind'], original: File, maxPx = DEFAULT_IMAGE_MAX_PX): Promise<{ key: string; previewUrl: string }> {
  const file = await scaleImage(original, maxPx, { printable: kind === 'logo' });
  // The request's schema (zod) loads only when an image is uploaded, from a page with a form.
  const { uploadRequestSchema } = await import('../../../shared/schemas/account');
  const check = uploadRequestSchema.safeParse({ kind, contentType: file.type, size: file.size });
  if (!check.success) throw new ApiRequestError(400, 'bad_image', check.error.issues[0]?.message ?? 'This file cannot be uploaded');
  const ticket = await api<UploadTicket>('/uploads', {
    method: 'POST',
    body: { kind, contentType: file.type, size: file.size },
  });
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
  form.append('file', file);
  // The same post as every file's: a dead line is told in our words, not the browser's.
  const status = await postToS3(ticket.url, form);
  if (status < 200 || status >= 300) throw new Error('The image could not be uploaded');
  return { key: ticket.key, previewUrl: ticket.previewUrl };
}

/** Settings > Privacy & Security: from now on the API refuses every token from a sign-in before this moment. */
export const signOutEverywhere = () => api<undefined>('/me/sign-out-everywhere', { method: 'POST' });
