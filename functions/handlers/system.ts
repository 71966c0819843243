import { domainHandler, route } from '../lib/http';

export const health = route('health', {}, async () => ({ status: 'ok' }));

export const handler = domainHandler('system', { health });
