import { domainHandler, route } from '../lib/http';
import * as dashboard from '../services/dashboard';

export const getDashboard = route('getDashboard', {}, ({ caller }) => dashboard.getDashboard(caller.companyId));

export const handler = domainHandler('dashboard', { getDashboard });
