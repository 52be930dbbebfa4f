import type { StaffIdentity } from '../../commerce/domain/staff-identity.ts';

/**
 * The one staff member of development and the browser tests, registered in the local pool's
 * `admin` group at start (server/identity.ts). A production pool gets its staff from the owner.
 */
export const DEMO_STAFF: StaffIdentity = { email: 'staff@hearth.example', tenantId: 'hearth' };
