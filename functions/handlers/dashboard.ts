import { dashboardSchema } from '../../shared/schemas/dashboard';
import { domainHandler, route } from '../lib/http';
import * as dashboard from '../services/dashboard';

export const getDashboard = route('getDashboard', { response: dashboardSchema }, ({ caller }) => dashboard.getDashboard(caller.companyId));

export const handler = domainHandler('dashboard', { getDashboard });
