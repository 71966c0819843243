import { routes } from '../../shared/routes';
import { can } from '../../shared/permissions';
import { ROLES } from '../../shared/roles';

describe('can(role, action): the screens follow the route table', () => {
  it('answers every member route exactly as its roles in shared/routes.ts', () => {
    for (const r of routes) {
      for (const role of ROLES) expect([r.name, role, can(role, r.name)]).toEqual([r.name, role, 'roles' in r ? (r.roles as readonly string[]).includes(role) : true]);
    }
  });

  it('lets no one do a member action without a role (before onboarding, or while /api/me loads)', () => {
    expect(can(null, 'createInvoice')).toBe(false);
    expect(can(undefined, 'listCustomers')).toBe(false);
    expect(can(null, 'getMe')).toBe(true);
  });

  it('knows the rules beyond the table: staff keep issued documents, only owners manage owners', () => {
    expect(ROLES.filter((r) => can(r, 'removeIssuedDocument'))).toEqual(['owner', 'admin']);
    expect(ROLES.filter((r) => can(r, 'manageOwners'))).toEqual(['owner']);
    expect(ROLES.filter((r) => can(r, 'getTeam'))).toEqual(['owner', 'admin']);
    expect(ROLES.filter((r) => can(r, 'createQuote'))).toEqual(['owner', 'admin', 'staff']);
  });
});
