import { attachmentUploadRequestSchema, onboardingInputSchema, profileInputSchema, uploadRequestSchema } from '../../shared/schemas/account';
import { domainHandler, route } from '../lib/http';
import * as account from '../services/account';
import { createAttachmentUpload, createImageUpload } from '../services/uploads';

export const getMe = route('getMe', {}, ({ caller }) => account.getMe(caller));

export const saveProfile = route('saveProfile', { body: profileInputSchema }, ({ caller, body }) => account.saveProfile(caller, body));

export const completeOnboarding = route('completeOnboarding', { body: onboardingInputSchema, status: 201 }, ({ caller, body }) =>
  account.completeOnboarding(caller, body),
);

export const createUpload = route('createUpload', { body: uploadRequestSchema, status: 201 }, ({ caller, body }) =>
  createImageUpload(caller.userId, body),
);

export const createAttachment = route('createAttachment', { body: attachmentUploadRequestSchema, status: 201 }, ({ caller, body }) =>
  createAttachmentUpload(caller.companyId, body),
);

export const handler = domainHandler('account', { getMe, saveProfile, completeOnboarding, createUpload, createAttachment });
