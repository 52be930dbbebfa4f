import { CommerceError, execute as executeOperation } from '../../lib/commerce/client.ts';
import { storefrontTransport } from '../../lib/commerce/settings.ts';
import type { TypedDocumentString } from './gql/graphql.ts';

/** What every admin tab is handed: the shop it works on, who is at the desk, and a way to call the API as them. */
export interface AdminSession {
  tenant: string;
  staffEmail: string;
  /** Sends an admin operation with the staff member's ID token; throws the storefront client's CommerceError. */
  execute<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables): Promise<TResult>;
}

/**
 * A session whose calls read a fresh ID token each time (`idToken`: the identity library
 * refreshes it), so a desk left open for hours keeps working while the sign-in lasts. A lapsed
 * sign-in is an UNAUTHENTICATED CommerceError, as the API's own refusal is.
 */
export function adminSession(details: { tenant: string; staffEmail: string; idToken: () => Promise<string | null> }): AdminSession {
  return {
    tenant: details.tenant,
    staffEmail: details.staffEmail,
    async execute(document, variables) {
      const idToken = await details.idToken();
      if (!idToken) throw new CommerceError('Your sign-in has ended. Sign in again to carry on.', 'UNAUTHENTICATED');
      // The staff token alone: the storefront's key opens nothing here and is not sent.
      return executeOperation({ ...storefrontTransport, apiKey: '', idToken }, document, variables);
    },
  };
}
