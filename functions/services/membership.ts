import { db } from '../entities/table';

/** The caller's company and role, from their profile (one GetItem). */
export async function resolveMembership(userId: string): Promise<{ companyId: string; role: 'company_owner' | 'user' } | null> {
  const { data } = await db().entities.profile.get({ userId }).go({ attributes: ['companyId', 'role'] });
  if (!data?.companyId) return null;
  return { companyId: data.companyId, role: data.role ?? 'user' };
}
