import { domainHandler, route } from '../lib/http';

export const health = route({ access: 'public' }, async () => ({ status: 'ok' }));

export const handler = domainHandler('system', { health });
