import {
  attachmentUploadRequestSchema,
  attachmentUploadTicketSchema,
  meSchema,
  onboardingInputSchema,
  organizationInputSchema,
  organizationSchema,
  profileInputSchema,
  profileSchema,
  uploadRequestSchema,
  uploadTicketSchema,
} from '../../shared/schemas/account';
import { domainHandler, route } from '../lib/http';
import * as account from '../services/account';
import { createAttachmentUpload, createImageUpload } from '../services/uploads';
import * as settings from '../services/settings';
import { imageResolutionInputSchema, myProfileInputSchema, openingScreenInputSchema, preferencesInputSchema, preferencesSchema } from '../../shared/schemas/settings';

export const getMe = route('getMe', { response: meSchema }, ({ caller }) => account.getMe(caller));

export const saveProfile = route('saveProfile', { body: profileInputSchema, response: profileSchema }, ({ caller, body }) => account.saveProfile(caller, body));

export const completeOnboarding = route('completeOnboarding', { body: onboardingInputSchema, status: 201, response: meSchema }, ({ caller, body }) =>
  account.completeOnboarding(caller, body),
);

export const createUpload = route('createUpload', { body: uploadRequestSchema, status: 201, response: uploadTicketSchema }, ({ caller, body }) =>
  createImageUpload(caller.userId, body),
);

export const createAttachment = route('createAttachment', { body: attachmentUploadRequestSchema, status: 201, response: attachmentUploadTicketSchema }, ({ caller, body }) =>
  createAttachmentUpload(caller.companyId, body),
);

export const saveMyProfile = route('saveMyProfile', { body: myProfileInputSchema, response: profileSchema }, ({ caller, body }) => settings.saveMyProfile(caller, body));
export const saveOpeningScreen = route('saveOpeningScreen', { body: openingScreenInputSchema, response: profileSchema }, ({ caller, body }) => settings.saveOpeningScreen(caller, body));
export const saveImageResolution = route('saveImageResolution', { body: imageResolutionInputSchema, response: profileSchema }, ({ caller, body }) => settings.saveImageResolution(caller, body));
export const signOutEverywhere = route('signOutEverywhere', { status: 204 }, ({ caller }) => settings.signOutEverywhere(caller));
export const getOrganization = route('getOrganization', { response: organizationSchema }, ({ caller }) => settings.getOrganization(caller.companyId));
export const saveOrganization = route('saveOrganization', { body: organizationInputSchema, response: organizationSchema }, ({ caller, body }) => settings.saveOrganization(caller, caller.companyId, body));
export const getPreferences = route('getPreferences', { response: preferencesSchema }, ({ caller }) => settings.getPreferences(caller.companyId));
export const savePreferences = route('savePreferences', { body: preferencesInputSchema, response: preferencesSchema }, ({ caller, body }) => settings.savePreferences(caller.companyId, body));

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
