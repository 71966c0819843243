import type { Dashboard } from '../../../shared/schemas/dashboard';
import { api } from './client';

export const getDashboard = () => api<Dashboard>('/dashboard');
