/**
 * Signing out everywhere ends every sign-in the user had until that moment: an ID token is
 * refused when it was issued at or before the user's last sign-out everywhere. "At" counts as
 * before because a token's `iat` is whole seconds: a token issued in the same second as the
 * sign-out, a little earlier, carries an `iat` at or before it. The price is that signing in
 * again within that same second needs one more sign-in.
 */
export function signedOutBefore(issuedAt: Date, lastSignOut: Date | null): boolean {
  return lastSignOut !== null && issuedAt.getTime() <= lastSignOut.getTime();
}
