import { ISSUED_DOCUMENT_REMOVERS, type Role } from '../../shared/roles';
import { ForbiddenError } from '../lib/errors';

/**
 * Staff keep the record: once a document has left draft, only an owner or an
 * admin may delete it or undo its issue (void it, revert it to draft). Called
 * with the status read in the same attempt whose write is conditional on the
 * version, so a status that changes in between refuses the write instead.
 * A customer answering through a share link is no member and never may.
 */
export function assertMayUnissue(by: Role | 'customer', what: string): void {
  if (by === 'customer' || !ISSUED_DOCUMENT_REMOVERS.includes(by)) throw new ForbiddenError(`Only an owner or an admin can ${what}`);
}
