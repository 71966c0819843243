import type { Organization, OrganizationInput, Profile } from '../../../shared/schemas/account';
import type { ImageResolutionInput, MyProfileInput, OpeningScreenInput, Preferences, PreferencesInput } from '../../../shared/schemas/settings';
import type { ConnectionTest, PaymentGateways, PaystackKeysInput, PaystackSettings } from '../../../shared/schemas/payment-gateways';
import type { Billing, PlanCheckout, PlanCheckoutInput, PlanCheckoutResult } from '../../../shared/schemas/billing';
import type { PdfLink } from '../../../shared/schemas/pdf-template';
import type { CompanyDeletion, CompanyExport, CompanyExportList, ExportLink, ScheduleDeletion } from '../../../shared/schemas/company-data';
import { api } from './client';

export const saveMyProfile = (input: MyProfileInput) => api<Profile>('/settings/profile', { method: 'PUT', body: input });
export const saveOpeningScreen = (input: OpeningScreenInput) => api<Profile>('/settings/opening-screen', { method: 'PUT', body: input });
export const saveImageResolution = (input: ImageResolutionInput) => api<Profile>('/settings/image-resolution', { method: 'PUT', body: input });

export const getOrganization = () => api<Organization>('/settings/organization');
export const saveOrganization = (input: OrganizationInput) => api<Organization>('/settings/organization', { method: 'PUT', body: input });

export const getPreferences = () => api<Preferences>('/settings/preferences');
export const savePreferences = (input: PreferencesInput) => api<Preferences>('/settings/preferences', { method: 'PUT', body: input });

const PAYMENT_GATEWAYS = '/settings/payment-gateways';
export const getPaymentGateways = () => api<PaymentGateways>(PAYMENT_GATEWAYS);
export const savePaystackKeys = (input: PaystackKeysInput) => api<PaystackSettings>(`${PAYMENT_GATEWAYS}/paystack`, { method: 'PUT', body: input });
export const removePaystackKeys = () => api<undefined>(`${PAYMENT_GATEWAYS}/paystack`, { method: 'DELETE' });
export const testPaystackConnection = () => api<ConnectionTest>(`${PAYMENT_GATEWAYS}/paystack/test`, { method: 'POST' });

const SUBSCRIPTION = '/settings/subscription';
export const getBilling = () => api<Billing>(SUBSCRIPTION);
export const startPlanCheckout = (input: PlanCheckoutInput) => api<PlanCheckout>(`${SUBSCRIPTION}/checkout`, { method: 'POST', body: input });
export const planCheckoutResult = (reference: string) => api<PlanCheckoutResult>(`${SUBSCRIPTION}/checkout/${encodeURIComponent(reference)}`);
export const cancelSubscription = () => api<Billing>(`${SUBSCRIPTION}/cancel`, { method: 'POST' });
export const resumeSubscription = () => api<Billing>(`${SUBSCRIPTION}/resume`, { method: 'POST' });
export const billingReceiptPdf = (reference: string, download = false) =>
  api<PdfLink>(`${SUBSCRIPTION}/charges/${encodeURIComponent(reference)}/pdf`, download ? { query: { download: 'true' } } : {});

const EXPORTS = '/settings/data/exports';
export const listExports = () => api<CompanyExportList>(EXPORTS);
export const startExport = () => api<CompanyExport>(EXPORTS, { method: 'POST' });
export const exportDownload = (id: string) => api<ExportLink>(`${EXPORTS}/${encodeURIComponent(id)}/download`);

const DELETION = '/settings/data/deletion';
export const getDeletion = () => api<CompanyDeletion>(DELETION);
export const scheduleDeletion = (input: ScheduleDeletion) => api<CompanyDeletion>(DELETION, { method: 'POST', body: input });
export const cancelDeletion = () => api<CompanyDeletion>(DELETION, { method: 'DELETE' });
