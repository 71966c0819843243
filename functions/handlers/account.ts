import { attachmentUploadRequestSchema, onboardingInputSchema, profileInputSchema, uploadRequestSchema } from '../../shared/schemas/account';
import { domainHandler, route } from '../lib/http';
import * as account from '../services/account';
import { createAttachmentUpload, createImageUpload } from '../services/uploads';

export const getMe = route({ access: 'user' }, ({ caller }) => account.getMe(caller));

export const saveProfile = route({ access: 'user', body: profileInputSchema }, ({ caller, body }) => account.saveProfile(caller, body));

export const completeOnboarding = route({ access: 'user', body: onboardingInputSchema, status: 201 }, ({ caller, body }) =>
  account.completeOnboarding(caller, body),
);

export const createUpload = route({ access: 'user', body: uploadRequestSchema, status: 201 }, ({ caller, body }) =>
  createImageUpload(caller.userId, body),
);

export const createAttachment = route({ access: 'member', body: attachmentUploadRequestSchema, status: 201 }, ({ caller, body }) =>
  createAttachmentUpload(caller.companyId, body),
);

export const handler = domainHandler('account', { getMe, saveProfile, completeOnboarding, createUpload, createAttachment });
