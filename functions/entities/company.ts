import { ROLES } from '../../shared/roles';
import { PLAN_CODES } from '../../shared/plans';
import { SUBSCRIPTION_STATUSES } from '../../shared/subscription';
import { ModelEntity } from './model';

export const Company = () => new ModelEntity({
  model: { entity: 'company', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string' },
    phone: { type: 'string' },
    website: { type: 'string' },
    logoKey: { type: 'string' },
    country: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    postalCode: { type: 'string' },
    streetAddress: { type: 'string' },
    streetAddress2: { type: 'string' },
    tin: { type: 'string' },
    vatNumber: { type: 'string' },
    /** 1 = January. */
    fiscalYearStartMonth: { type: 'number' },
    industry: { type: 'string' },
    /** Bumped by every settings save (absent: never edited); edits are conditional on the value read. */
    version: { type: 'number' },
    updatedAt: { type: 'string' },
    ownerId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/** Who belongs to a company, listed under the company (the team page reads it). */
export const Member = () => new ModelEntity({
  model: { entity: 'member', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    role: { type: ROLES, required: true },
    joinedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
  },
});

/** One subscription per company (the key makes a second one impossible). */
export const Subscription = () => new ModelEntity({
  model: { entity: 'subscription', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** shared/subscription.ts: how it stands with Paystack; what the company may do follows from it and endDate. */
    status: { type: SUBSCRIPTION_STATUSES, required: true },
    planType: { type: PLAN_CODES, required: true },
    /** The plan's monthly price in kobo (0 on the trial). */
    amount: { type: 'number', required: true },
    /** The start of the trial or of the period paid for. */
    startDate: { type: 'string', required: true },
    /** The trial's end, or the end of the period paid for. */
    endDate: { type: 'string', required: true },
    /** Kobo's Paystack customer for the company (made before its first checkout): renewals and subscription events name it. */
    paystackCustomerCode: { type: 'string' },
    /** The Paystack subscription that renews the plan, and the token Paystack asks for to stop it. */
    paystackSubscriptionCode: { type: 'string' },
    paystackEmailToken: { type: 'string' },
    /** When Paystack made that subscription: a report of an older one (replaced by a change of plan) changes nothing. */
    paystackSubscriptionCreatedAt: { type: 'string' },
    /**
     * yyyy-mm-dd (Lagos): the day the company is deleted on, while an owner has scheduled that
     * (services/company-data/deletion.ts). Here so that the one read every write makes
     * (assertWritable) also refuses changes meanwhile.
     */
    deleteOn: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
