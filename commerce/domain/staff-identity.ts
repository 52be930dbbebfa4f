/**
 * A member of the shop's staff as the user pool holds them: created by the owner (never by
 * sign-up), with the email as username, the tenant they work for, and membership of the
 * pool's `admin` group. They sign in with the same emailed code as customers.
 */
export interface StaffIdentity {
  email: string;
  tenantId: string;
}

/** A staff member's username in the pool: their email, lower-case (a customer's is channel + id, so the two never meet). */
export function staffUsername(email: string): string {
  return email.trim().toLowerCase();
}

/** The attributes the owner sets when creating a staff member. */
export function staffIdentityAttributes(staff: StaffIdentity): Record<string, string> {
  return { email: staffUsername(staff.email), 'custom:tenant_id': staff.tenantId };
}
