import type { Insertable } from 'kysely';
import type { MutationResolvers } from '../schema/resolvers-types.ts';
import type { PaymentGatewayTable } from '../store/tables.ts';
import { airwallexPlugin } from './airwallex/plugin.ts';
import {
  configurePlugin,
  type ConfiguredPaymentPlugin,
  type PaymentPlugin,
  type PaymentPluginDeps,
  type PaymentSettingsContext,
  type StartedPaymentPlugin,
} from './plugin.ts';
import type { PaymentProvider } from './provider.ts';

/*
 * The payment plug-ins, one line each: this file is the only place outside a plug-in's folder
 * that names it (tests/unit/architecture/payment-plugins.test.ts holds everything else to that).
 * Adding a way to pay is a folder under commerce/payments/ and a line here (docs/payments.md).
 */

/** The plug-ins a production start loads. */
export const PAYMENT_PLUGINS = [airwallexPlugin] as const;

/**
 * Development stand-ins (dev/): loaded through import() only where their switch allows it in
 * development, so a production start never even imports them. `switch` is the variable that
 * turns one off (`off`) in development; asking for it (`on`) in production stops start-up.
 */
export const DEVELOPMENT_PAYMENT_PLUGINS: readonly DevelopmentPaymentPlugin[] = [
  { id: 'test-card', switch: 'HEARTH_TEST_CARDS', load: async () => (await import('../../dev/test-card/plugin.ts')).testCardPlugin },
];

export interface DevelopmentPaymentPlugin {
  readonly id: string;
  readonly switch: string;
  load(): Promise<PaymentPlugin<never> | PaymentPlugin<unknown>>;
}

/**
 * The plug-ins this process takes money through, their settings read: each production plug-in
 * whose settings are in the environment (a half-set one throws here, at start), and in
 * development each stand-in not switched off (it reads its own settings when it starts).
 */
export function configurePaymentPlugins(
  env: Readonly<Record<string, string | undefined>>,
  context: PaymentSettingsContext & { development: boolean },
): ConfiguredPaymentPlugin[] {
  const production = PAYMENT_PLUGINS.flatMap((plugin) => {
    const configured = configurePlugin<unknown>(plugin as PaymentPlugin<unknown>, env, context);
    return configured ? [configured] : [];
  });
  const development = context.development
    ? DEVELOPMENT_PAYMENT_PLUGINS.filter((plugin) => env[plugin.switch]?.trim() !== 'off').map(
        (plugin): ConfiguredPaymentPlugin => ({
          id: plugin.id,
          settings: null,
          start: async (deps) => {
            const loaded = (await plugin.load()) as PaymentPlugin<unknown>;
            const configured = configurePlugin(loaded, env, context);
            return configured ? configured.start(deps) : { providers: [] };
          },
        }),
      )
    : [];
  return [...development, ...production];
}

/** The plug-ins started: every provider they bring, the origins of servers they run, and one close for all. */
export interface StartedPaymentPlugins {
  providers: PaymentProvider[];
  /** By plug-in id: the origin of a server of its own (a stand-in's card frame), where it runs one. */
  origins: Record<string, string>;
  close(): Promise<void>;
}

export async function startPaymentPlugins(
  plugins: readonly ConfiguredPaymentPlugin[],
  deps: PaymentPluginDeps,
): Promise<StartedPaymentPlugins> {
  const started: [string, StartedPaymentPlugin][] = [];
  for (const plugin of plugins) started.push([plugin.id, await plugin.start(deps)]);
  return {
    providers: started.flatMap(([, one]) => [...one.providers]),
    origins: Object.fromEntries(started.flatMap(([id, one]) => (one.origin ? [[id, one.origin]] : []))),
    close: async () => {
      await Promise.all(started.map(([, one]) => one.close?.()));
    },
  };
}

/** The payment_gateway rows a new shop gets: every production plug-in's (stand-ins add theirs where they run). */
export function paymentGatewayRows(
  tenantId: string,
  plugins: readonly Pick<PaymentPlugin<never>, 'gatewayRows'>[] = PAYMENT_PLUGINS,
): Insertable<PaymentGatewayTable>[] {
  return plugins.flatMap((plugin) => plugin.gatewayRows?.(tenantId) ?? []);
}

/** Every plug-in's rows, the development stand-ins' included (the demo shop, the API tests' shop). */
export async function developmentGatewayRows(tenantId: string): Promise<Insertable<PaymentGatewayTable>[]> {
  const standIns = await Promise.all(DEVELOPMENT_PAYMENT_PLUGINS.map((plugin) => plugin.load()));
  return paymentGatewayRows(tenantId, [...standIns, ...PAYMENT_PLUGINS]);
}

type MutationsOf<Plugin> = Plugin extends { mutations: infer Mutations } ? Mutations : never;
type Intersection<Union> = (Union extends unknown ? (x: Union) => void : never) extends (x: infer All) => void ? All : never;

/**
 * The GraphQL mutations the plug-ins bring, merged (each keeps its exact fields, so the API's
 * check that every root field is resolved sees them); a name two plug-ins define is refused.
 */
function pluginMutations(): Intersection<MutationsOf<(typeof PAYMENT_PLUGINS)[number]>> {
  const merged: MutationResolvers = {};
  for (const plugin of PAYMENT_PLUGINS as readonly { id: string; mutations?: MutationResolvers }[]) {
    for (const [name, resolver] of Object.entries(plugin.mutations ?? {})) {
      if (name in merged) throw new Error(`Mutation.${name} is defined by two payment plug-ins (again in ${plugin.id}).`);
      Object.assign(merged, { [name]: resolver });
    }
  }
  return merged as Intersection<MutationsOf<(typeof PAYMENT_PLUGINS)[number]>>;
}

export const paymentPluginMutations = pluginMutations();
