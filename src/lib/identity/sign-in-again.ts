/** The sign-in page, told to bring the shopper back to where they were. */
export function signInPath(pathname: string, search: string): string {
  return `/login?next=${encodeURIComponent(pathname + search)}`;
}

/**
 * The API's answer when the ID token is missing, expired or revoked (e.g. signed out on another
 * device): the shopper must sign in again rather than be shown an error.
 */
export function needsSignInAgain(error: { code: string }): boolean {
  return error.code === 'UNAUTHENTICATED';
}
