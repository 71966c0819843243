import { ROLES } from '../../shared/roles';
import { OPENING_SCREENS } from '../../shared/schemas/settings';
import { ModelEntity } from './model';

/**
 * A user's profile and membership. companyId and role are only ever set by the
 * onboarding transaction (the creator is the owner) or by joining a company
 * (services/membership.ts addMember); every member route reads the company
 * and the caller's role from here.
 */
export const Profile = () => new ModelEntity({
  model: { entity: 'profile', version: '1', service: 'kobo' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string' },
    avatarKey: { type: 'string' },
    companyId: { type: 'string' },
    role: { type: ROLES },
    /** Settings > Opening Screen: where the app opens after sign-in. */
    openingScreen: { type: OPENING_SCREENS },
    /** Settings > Image upload resolution: the longest side images are scaled to before upload. */
    imageMaxPx: { type: 'number' },
    /**
     * Settings > Privacy & Security > Sign out on every device: epoch seconds.
     * The API refuses (401) any token whose sign-in (auth_time) is not after it
     * (functions/lib/http.ts); member routes read it with the membership.
     */
    sessionsRevokedAt: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', set: () => new Date().toISOString(), default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
