import { attachmentUploadRequestSchema, onboardingInputSchema, profileInputSchema, uploadRequestSchema } from '../../shared/schemas/account';
import { domainHandler, route } from '../lib/http';
import * as account from '../services/account';
import { createAttachmentUpload, createImageUpload } from '../services/uploads';
import * as settings from '../services/settings';
import { organizationInputSchema } from '../../shared/schemas/account';
import { imageResolutionInputSchema, myProfileInputSchema, openingScreenInputSchema, preferencesInputSchema } from '../../shared/schemas/settings';

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

export const saveMyProfile = route('saveMyProfile', { body: myProfileInputSchema }, ({ caller, body }) => settings.saveMyProfile(caller, body));
export const saveOpeningScreen = route('saveOpeningScreen', { body: openingScreenInputSchema }, ({ caller, body }) => settings.saveOpeningScreen(caller, body));
export const saveImageResolution = route('saveImageResolution', { body: imageResolutionInputSchema }, ({ caller, body }) => settings.saveImageResolution(caller, body));
export const signOutEverywhere = route('signOutEverywhere', { status: 204 }, ({ caller }) => settings.signOutEverywhere(caller));
export const getOrganization = route('getOrganization', {}, ({ caller }) => settings.getOrganization(caller.companyId));
export const saveOrganization = route('saveOrganization', { body: organizationInputSchema }, ({ caller, body }) => settings.saveOrganization(caller, caller.companyId, body));
export const getPreferences = route('getPreferences', {}, ({ caller }) => settings.getPreferences(caller.companyId));
export const savePreferences = route('savePreferences', { body: preferencesInputSchema }, ({ caller, body }) => settings.savePreferences(caller.companyId, body));

export const handler = domainHandler('account', {
  getMe,
  saveProfile,
  completeOnboarding,
  createUpload,
  createAttachment,
  saveMyProfile,
  saveOpeningScreen,
  saveImageResolution,
  signOutEverywhere,
  getOrganization,
  saveOrganization,
  getPreferences,
  savePreferences,
});
