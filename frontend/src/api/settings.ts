import { organizationSchema, profileSchema, type OrganizationInput } from '../../../shared/schemas/account';
import { preferencesSchema, type ImageResolutionInput, type MyProfileInput, type OpeningScreenInput, type PreferencesInput } from '../../../shared/schemas/settings';
import { noContentSchema } from '../../../shared/schemas/common';
import { connectionTestSchema, paymentGatewaysSchema, paystackSettingsSchema, type PaystackKeysInput } from '../../../shared/schemas/payment-gateways';
import { api } from './client';

export const saveMyProfile = (input: MyProfileInput) => api('/settings/profile', profileSchema, { method: 'PUT', body: input });
export const saveOpeningScreen = (input: OpeningScreenInput) => api('/settings/opening-screen', profileSchema, { method: 'PUT', body: input });
export const saveImageResolution = (input: ImageResolutionInput) => api('/settings/image-resolution', profileSchema, { method: 'PUT', body: input });

export const getOrganization = () => api('/settings/organization', organizationSchema);
export const saveOrganization = (input: OrganizationInput) => api('/settings/organization', organizationSchema, { method: 'PUT', body: input });

export const getPreferences = () => api('/settings/preferences', preferencesSchema);
export const savePreferences = (input: PreferencesInput) => api('/settings/preferences', preferencesSchema, { method: 'PUT', body: input });

const PAYMENT_GATEWAYS = '/settings/payment-gateways';
export const getPaymentGateways = () => api(PAYMENT_GATEWAYS, paymentGatewaysSchema);
export const savePaystackKeys = (input: PaystackKeysInput) => api(`${PAYMENT_GATEWAYS}/paystack`, paystackSettingsSchema, { method: 'PUT', body: input });
export const removePaystackKeys = () => api(`${PAYMENT_GATEWAYS}/paystack`, noContentSchema, { method: 'DELETE' });
export const testPaystackConnection = () => api(`${PAYMENT_GATEWAYS}/paystack/test`, connectionTestSchema, { method: 'POST' });
