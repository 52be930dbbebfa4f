/**
 * True when a write failed because it would break the named unique index. PostgreSQL and
 * PGlite both report SQLSTATE 23505 with the index's name, so the index, not a read before
 * the write, decides races such as two customers claiming one referral code.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && violated === constraint;
}
