import { organizationSchema, profileSchema, type OrganizationInput } from '../../../shared/schemas/account';
import { preferencesSchema, type ImageResolutionInput, type MyProfileInput, type OpeningScreenInput, type PreferencesInput } from '../../../shared/schemas/settings';
import { api } from './client';

export const saveMyProfile = (input: MyProfileInput) => api('/settings/profile', profileSchema, { method: 'PUT', body: input });
export const saveOpeningScreen = (input: OpeningScreenInput) => api('/settings/opening-screen', profileSchema, { method: 'PUT', body: input });
export const saveImageResolution = (input: ImageResolutionInput) => api('/settings/image-resolution', profileSchema, { method: 'PUT', body: input });

export const getOrganization = () => api('/settings/organization', organizationSchema);
export const saveOrganization = (input: OrganizationInput) => api('/settings/organization', organizationSchema, { method: 'PUT', body: input });

export const getPreferences = () => api('/settings/preferences', preferencesSchema);
export const savePreferences = (input: PreferencesInput) => api('/settings/preferences', preferencesSchema, { method: 'PUT', body: input });
