/**
 * The face of identity: who a request's caller is (ID tokens, storefront API keys, tokens signed
 * out everywhere), the customer directory the sign-in triggers read, and the shared limits on
 * sign-in codes. No feature uses identity yet: the composition roots, server/ and dev/ wire it
 * (they may reach inside); a feature that comes to need it takes it from here.
 */
export { createCognitoIdTokenVerifier } from './cognito-id-token.ts';
export { storeCustomerDirectory } from './customer-directory.store.ts';
export { type IdTokenVerifier, InvalidIdTokenError, STAFF_GROUP } from './id-token.ts';
export { cachedApiKeyResolver, identifyCaller } from './identify-caller.ts';
export { lastSignOutEverywhere } from './sign-outs.store.ts';
export { refusingSignedOutTokens } from './signed-out-tokens.ts';
export { sharedSignInLimits } from './triggers/shared-sign-in-limits.ts';
