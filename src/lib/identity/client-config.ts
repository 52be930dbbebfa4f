import type { ResourcesConfig } from 'aws-amplify';

/** What the browser's Amplify needs to reach the user pool: the server publishes it at /identity/config.json (server/identity.ts). */
export interface IdentityClientConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  identityPoolId: string | null;
  /** Only for the local pool; otherwise Amplify uses the region's Cognito endpoint. */
  userPoolEndpoint: string | null;
  identityPoolEndpoint: string | null;
  /** The pool's hosted UI for sign-in with an identity provider (redirect), if it has one. */
  hostedUi: { domain: string; providers: string[] } | null;
}

/** Where the hosted UI sends the shopper back to, on this site. */
export const hostedUiRedirects = (origin: string) => ({ signIn: `${origin}/login`, signOut: `${origin}/` });

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

function readHostedUi(value: unknown): IdentityClientConfig['hostedUi'] {
  if (!value || typeof value !== 'object') return null;
  const { domain, providers } = value as Record<string, unknown>;
  const names = Array.isArray(providers) ? providers.filter((name): name is string => typeof name === 'string' && name.length > 0) : [];
  return text(domain) && names.length > 0 ? { domain: domain as string, providers: names } : null;
}

/** Reads the published settings; anything missing or malformed means sign-in is not available. */
export function readIdentityClientConfig(value: unknown): IdentityClientConfig | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const region = text(raw.region);
  const userPoolId = text(raw.userPoolId);
  const userPoolClientId = text(raw.userPoolClientId);
  if (!region || !userPoolId || !userPoolClientId || !userPoolId.startsWith(`${region}_`)) return null;
  return {
    region,
    userPoolId,
    userPoolClientId,
    identityPoolId: text(raw.identityPoolId),
    userPoolEndpoint: text(raw.userPoolEndpoint),
    identityPoolEndpoint: text(raw.identityPoolEndpoint),
    hostedUi: readHostedUi(raw.hostedUi),
  };
}

/** Amplify v6's Auth settings for the pool; guests get identity-pool credentials when there is one. */
export function amplifyResourcesConfig(config: IdentityClientConfig, origin: string): ResourcesConfig {
  const redirects = hostedUiRedirects(origin);
  const userPool = {
    userPoolId: config.userPoolId,
    userPoolClientId: config.userPoolClientId,
    ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
    ...(config.hostedUi
      ? {
          loginWith: {
            oauth: {
              domain: config.hostedUi.domain,
              scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
              redirectSignIn: [redirects.signIn],
              redirectSignOut: [redirects.signOut],
              responseType: 'code' as const,
            },
          },
        }
      : {}),
  };
  if (!config.identityPoolId) return { Auth: { Cognito: userPool } };
  return {
    Auth: {
      Cognito: {
        ...userPool,
        identityPoolId: config.identityPoolId,
        allowGuestAccess: true,
        ...(config.identityPoolEndpoint ? { identityPoolEndpoint: config.identityPoolEndpoint } : {}),
      },
    },
  };
}
