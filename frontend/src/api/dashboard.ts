import type { Dashboard } from '../../../shared/schemas/dashboard';
import { api } from './client';

/** This fiscal year's is asked as `/api/dashboard` exactly: the prerendered page's early GET (app/features.ts). */
export const getDashboard = (year: 'this' | 'last' = 'this') => api<Dashboard>('/dashboard', { query: { year: year === 'last' ? 'last' : undefined } });
