import * as z from 'zod';

/** GET /api/health: the API is up (no table, no caller). */
export const healthSchema = z.object({ status: z.literal('ok') });
