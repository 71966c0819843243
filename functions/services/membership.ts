import { isRole, type Role } from '../../shared/roles';
import { db } from '../entities/table';
import { committed, TransactionCancelled } from '../lib/dynamo-errors';
import { ConflictError, ForbiddenError } from '../lib/errors';

/**
 * The caller's company and role, from their profile (one GetItem). A profile
 * with a company but no role this code knows (written before the four roles)
 * is refused rather than guessed at: it would be the one place a role came
 * from anywhere but the membership.
 */
export async function resolveMembership(userId: string): Promise<{ companyId: string; role: Role } | null> {
  const { data } = await db().entities.profile.get({ userId }).go({ attributes: ['companyId', 'role'] });
  if (!data?.companyId) return null;
  if (!isRole(data.role)) throw new ForbiddenError('Your role in this company is not set; ask the company owner to set it');
  return { companyId: data.companyId, role: data.role };
}

export interface NewMember {
  companyId: string;
  userId: string;
  email: string;
  firstName: string;
  lastName?: string;
  role: Role;
}

/**
 * Puts a signed-up user into a company with a role: their profile gets the
 * company and role (only if it has no company yet, checked by the write
 * itself) and the company lists them as a member, in one transaction. The
 * company must exist. Invitations (to come) end here; tests make members of
 * every role with it.
 */
export async function addMember(m: NewMember, now = new Date()): Promise<void> {
  try {
    await committed(
      db()
        .transaction.write(({ profile: P, company: C, member: M }) => [
          P.upsert({ userId: m.userId, email: m.email, firstName: m.firstName, lastName: m.lastName, companyId: m.companyId, role: m.role })
            .where(({ companyId }, { notExists }) => notExists(companyId))
            .commit(),
          C.check({ companyId: m.companyId })
            .where(({ companyId }, { exists }) => exists(companyId))
            .commit(),
          M.create({ companyId: m.companyId, userId: m.userId, email: m.email, role: m.role, joinedAt: now.toISOString() }).commit(),
        ])
        .go(),
    );
  } catch (error) {
    if (error instanceof TransactionCancelled && error.failed.length) {
      if (error.failed.includes(0)) throw new ConflictError('This person already belongs to a company', 'already_member');
      if (error.failed.includes(1)) throw new ConflictError('That company does not exist', 'no_company');
      throw new ConflictError('This person is already a member of the company', 'already_member');
    }
    throw error;
  }
}
