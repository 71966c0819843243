import { ROLES } from '../../shared/roles';
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
    status: { type: ['active', 'inactive'] as const, required: true },
    planType: { type: ['free', 'starter', 'professional'] as const, required: true },
    amount: { type: 'number', required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
