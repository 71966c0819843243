import { dashboardSchema } from '../../../shared/schemas/dashboard';
import { api } from './client';

export const getDashboard = () => api('/dashboard', dashboardSchema);
