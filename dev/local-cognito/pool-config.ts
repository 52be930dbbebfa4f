import { SIGN_UP_ATTRIBUTE_NAMES } from '../../commerce/identity/triggers/pre-sign-up.ts';

/** The local user pool, app client and identity pool, as configured (ids and lifetimes). */
export interface LocalPoolConfig {
  region: 'eu-west-2';
  userPoolId: string;
  userPoolName: string;
  clientId: string;
  clientName: string;
  identityPoolId: string;
  idTokenValidityMinutes: number;
  accessTokenValidityMinutes: number;
  /**
   * How long a sign-in lasts (the refresh token), in hours. The browser keeps its tokens in the
   * tab's sessionStorage (src/lib/identity/token-storage.ts), where a script injected into the
   * page can still read them: the short life is what makes a stolen token worth hours, not the
   * month Cognito gives by default.
   */
  refreshTokenValidityHours: number;
  /**
   * How long a sign-in may sit between challenge steps. Longer than the code's ten minutes, so
   * an expired code, not an expired session, is what a slow shopper meets. (Cognito allows 3-15.)
   */
  authSessionValidityMinutes: number;
  /** Devices are tracked and remembered only when the customer asks. */
  deviceOnlyRememberedOnUserPrompt: boolean;
  allowGuestIdentities: boolean;
  /** As Cognito's app-client setting: an unknown username runs the same challenge and just fails. */
  preventUserExistenceErrors: boolean;
}

export const LOCAL_COGNITO_REGION = 'eu-west-2';

export const DEFAULT_LOCAL_POOL: LocalPoolConfig = {
  region: LOCAL_COGNITO_REGION,
  userPoolId: 'eu-west-2_HearthLcl',
  userPoolName: 'hearth-customers-local',
  clientId: 'hearthlocalstorefrontweb01',
  clientName: 'hearth-storefront-local',
  identityPoolId: 'eu-west-2:48656172-7468-4c6f-8361-6c4964656e74',
  idTokenValidityMinutes: 60,
  accessTokenValidityMinutes: 60,
  refreshTokenValidityHours: 12,
  authSessionValidityMinutes: 15,
  deviceOnlyRememberedOnUserPrompt: true,
  allowGuestIdentities: true,
  preventUserExistenceErrors: true,
};

/** The custom attributes of a customer, without their `custom:` prefix. */
export const CUSTOMER_CUSTOM_ATTRIBUTES = ['customer_id', 'tenant_id', 'sales_channel'] as const;

export function localPoolConfig(overrides: Partial<Omit<LocalPoolConfig, 'region'>> = {}): LocalPoolConfig {
  const config = { ...DEFAULT_LOCAL_POOL, ...overrides };
  if (!/^eu-west-2_[A-Za-z0-9]+$/.test(config.userPoolId))
    throw new Error(`User pool id ${config.userPoolId} is not an eu-west-2 pool id.`);
  if (!/^eu-west-2:[0-9a-f-]{36}$/.test(config.identityPoolId))
    throw new Error(`Identity pool id ${config.identityPoolId} is not an eu-west-2 identity pool id.`);
  if (!/^[a-z0-9]{1,128}$/.test(config.clientId)) throw new Error(`App client id ${config.clientId} is not a Cognito client id.`);
  return config;
}

const stringAttribute = (name: string, mutable = true) => ({
  Name: name,
  AttributeDataType: 'String',
  DeveloperOnlyAttribute: false,
  Mutable: mutable,
  Required: false,
  StringAttributeConstraints: { MinLength: '0', MaxLength: '2048' },
});
const booleanAttribute = (name: string) => ({
  Name: name,
  AttributeDataType: 'Boolean',
  DeveloperOnlyAttribute: false,
  Mutable: true,
  Required: false,
});

/** The pool as cognito-local stores it (its `Options` record). */
export function cognitoLocalPoolOptions(config: LocalPoolConfig, createdAt: Date): Record<string, unknown> {
  return {
    Id: config.userPoolId,
    Name: config.userPoolName,
    Arn: `arn:aws:cognito-idp:${config.region}:000000000000:userpool/${config.userPoolId}`,
    CreationDate: createdAt.toISOString(),
    LastModifiedDate: createdAt.toISOString(),
    // Customers sign in by username (channel + customer id); the email is looked up by the shop first.
    UsernameAttributes: [],
    AutoVerifiedAttributes: ['email'],
    MfaConfiguration: 'OFF',
    LambdaConfig: {},
    DeviceConfiguration: {
      ChallengeRequiredOnNewDevice: false,
      DeviceOnlyRememberedOnUserPrompt: config.deviceOnlyRememberedOnUserPrompt,
    },
    AdminCreateUserConfig: { AllowAdminCreateUserOnly: false, UnusedAccountValidityDays: 7 },
    SchemaAttributes: [
      { ...stringAttribute('sub', false), Required: true, StringAttributeConstraints: { MinLength: '1', MaxLength: '2048' } },
      stringAttribute('name'),
      stringAttribute('given_name'),
      stringAttribute('family_name'),
      stringAttribute('email'),
      booleanAttribute('email_verified'),
      stringAttribute('phone_number'),
      booleanAttribute('phone_number_verified'),
      // Immutable: set once at sign-up (checked by the Pre sign-up trigger), never rewritten after.
      ...CUSTOMER_CUSTOM_ATTRIBUTES.map((name) => stringAttribute(`custom:${name}`, false)),
    ],
  };
}

/** The app client as cognito-local stores it. */
export function cognitoLocalAppClient(config: LocalPoolConfig, createdAt: Date): Record<string, unknown> {
  const readable = [
    'sub',
    'given_name',
    'family_name',
    'email',
    'email_verified',
    'phone_number',
    'phone_number_verified',
    ...CUSTOMER_CUSTOM_ATTRIBUTES.map((name) => `custom:${name}`),
  ];
  return {
    ClientId: config.clientId,
    ClientName: config.clientName,
    UserPoolId: config.userPoolId,
    CreationDate: createdAt.toISOString(),
    LastModifiedDate: createdAt.toISOString(),
    ExplicitAuthFlows: ['ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    IdTokenValidity: config.idTokenValidityMinutes,
    AccessTokenValidity: config.accessTokenValidityMinutes,
    RefreshTokenValidity: config.refreshTokenValidityHours,
    TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'hours' },
    AuthSessionValidity: config.authSessionValidityMinutes,
    EnableTokenRevocation: true,
    PreventUserExistenceErrors: config.preventUserExistenceErrors ? 'ENABLED' : 'LEGACY',
    ReadAttributes: readable,
    // Only what a sign-up sets: the email and the immutable custom attributes, which nothing can
    // rewrite after the Pre sign-up trigger checked them. No names or phone: the shop keeps those.
    WriteAttributes: SIGN_UP_ATTRIBUTE_NAMES,
  };
}
