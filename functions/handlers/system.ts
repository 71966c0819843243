import { healthSchema } from '../../shared/schemas/system';
import { domainHandler, route } from '../lib/http';

export const health = route('health', { response: healthSchema }, async () => ({ status: 'ok' }));

export const handler = domainHandler('system', { health });
