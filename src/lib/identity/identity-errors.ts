/** An identity-service failure in words a customer can act on. */
export class IdentityError extends Error {
  readonly kind: 'notSignedIn' | 'network' | 'deviceConfiguration' | 'notConfigured' | 'service';
  constructor(kind: IdentityError['kind'], message: string) {
    super(message);
    this.name = 'IdentityError';
    this.kind = kind;
  }
}

/**
 * Maps what Amplify throws to the shop's identity errors: not signed in, network, the pool not
 * set up for devices; anything else keeps the service's message.
 */
export function identityErrorOf(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const name = (error as { name?: string })?.name ?? '';
  const message = (error as { message?: string })?.message ?? String(error);
  // Not NotAuthorizedException: that is also a wrong password, which the service words itself.
  if (name === 'UserUnAuthenticatedException' || /No current user|not authenticated/i.test(message)) {
    return new IdentityError('notSignedIn', 'The user is not authenticated');
  }
  if (name === 'NetworkError' || /network error|failed to fetch/i.test(message)) {
    return new IdentityError('network', 'We could not reach the sign-in service. Check your connection and try again.');
  }
  if (name === 'InvalidParameterException' && /device/i.test(message)) {
    return new IdentityError('deviceConfiguration', 'Device tracking has not been configured in this User Pool');
  }
  return new IdentityError('service', message);
}

/**
 * How long a refused sign-in step says to wait, or null when it was not a rate limit. The shop's
 * triggers and the local pool word a limit as `RATE_LIMITED: … retry after N seconds`, which
 * Cognito hands on inside its own message (UserLambdaValidationException) or as
 * TooManyRequestsException; Cognito's own throttling names no time (0: wait unknown).
 */
export function retryAfterSecondsOf(error: unknown): number | null {
  const name = (error as { name?: string })?.name ?? '';
  const message = (error as { message?: string })?.message ?? String(error);
  const limited = /RATE_LIMITED\b[\s\S]*?retry after (\d+) seconds?/.exec(message);
  if (limited) return Number(limited[1]);
  return name === 'TooManyRequestsException' || /^RATE_LIMITED\b/.test(message) ? 0 : null;
}
