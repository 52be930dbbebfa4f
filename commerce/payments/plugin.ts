import type { Insertable, Kysely } from 'kysely';
import type { MutationResolvers } from '../schema/resolvers-types.ts';
import type { Database, PaymentGatewayTable } from '../store/tables.ts';
import type { PaymentProvider } from './provider.ts';

/**
 * A payment plug-in: one folder that brings one account's ways to pay (a card element, redirect
 * methods, wallets) to the shop. It reads its own settings from the environment, makes its
 * providers, and says which gateway rows a new shop gets for them. The server registers every
 * plug-in in one line of plugins.ts and knows none of them by name.
 */
export interface PaymentPlugin<Settings> {
  /** For people and errors: the plug-in's folder name. */
  readonly id: string;
  /**
   * Its settings from the environment, or null when none of them is set (its ways to pay are
   * off). A half-set or bad setting throws, naming the variable (never its value): read at start,
   * so a deployment mistake stops the server instead of taking no money.
   */
  readSettings(env: Readonly<Record<string, string | undefined>>, context: PaymentSettingsContext): Settings | null;
  /** Its providers for this process, and whatever it runs beside them (a stand-in's own server). */
  start(settings: Settings, deps: PaymentPluginDeps): StartedPaymentPlugin | Promise<StartedPaymentPlugin>;
  /**
   * The payment_gateway rows a shop gets for its providers when it is set up (`shop:init`, the
   * demo): off until staff switch them on unless the plug-in says otherwise; rows already there are kept.
   */
  gatewayRows?(tenantId: string): Insertable<PaymentGatewayTable>[];
  /**
   * GraphQL mutations of its own the schema keeps for older storefronts (an alias of a shared
   * call); they answer whether or not its settings are set, as the schema promises the field.
   */
  readonly mutations?: MutationResolvers;
}

/** What reading a plug-in's settings may depend on beyond its own variables. */
export interface PaymentSettingsContext {
  /** Everything that is not development runs as production: fail closed (https only, no stand-ins). */
  production: boolean;
  /** The shop's public origin (HEARTH_SITE_ORIGIN), null when unset: a provider that sends shoppers back needs it. */
  siteOrigin: string | null;
}

/** What a plug-in starts with. */
export interface PaymentPluginDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** Every origin the shop's pages are served from (a stand-in's card frame answers only them). */
  shopOrigins: readonly string[];
  /** The factor every rate limit is scaled by (commerce/limits/limit-settings.ts). */
  limitScale: number;
}

export interface StartedPaymentPlugin {
  providers: readonly PaymentProvider[];
  /** The origin of a server of its own (a development stand-in's card frame), when it runs one. */
  origin?: string;
  close?(): Promise<void>;
}

/** A plug-in with its settings read: what the server's settings hold and start-up starts. */
export interface ConfiguredPaymentPlugin {
  readonly id: string;
  /** What readSettings gave (null for a development plug-in, which reads them when it starts). */
  readonly settings: unknown;
  start(deps: PaymentPluginDeps): Promise<StartedPaymentPlugin>;
}

/** Binds a plug-in to its settings; null when they are not set. */
export function configurePlugin<Settings>(
  plugin: PaymentPlugin<Settings>,
  env: Readonly<Record<string, string | undefined>>,
  context: PaymentSettingsContext,
): ConfiguredPaymentPlugin | null {
  const settings = plugin.readSettings(env, context);
  if (settings === null) return null;
  return { id: plugin.id, settings, start: async (deps) => plugin.start(settings, deps) };
}
