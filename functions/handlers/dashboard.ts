import { dashboardQuerySchema, dashboardSchema } from '../../shared/schemas/dashboard';
import { domainHandler, route } from '../lib/http';
import * as dashboard from '../services/dashboard';

export const getDashboard = route('getDashboard', { query: dashboardQuerySchema, response: dashboardSchema }, ({ caller, query }) => dashboard.getDashboard(caller.companyId, query));

export const handler = domainHandler('dashboard', { getDashboard });
