import { z } from 'zod';

/**
 * Airwallex settings come only from the environment. All four are needed together: a shop with
 * some but not all of them set is a deployment mistake, so it stops start-up with the names of
 * the missing ones (never their values).
 */
export interface AirwallexConfig {
  /** e.g. https://api-demo.airwallex.com (sandbox) or https://api.airwallex.com; no trailing slash. */
  baseUrl: string;
  clientId: string;
  apiKey: string;
  webhookSecret: string;
}

const VARIABLES = ['AIRWALLEX_BASE_URL', 'AIRWALLEX_CLIENT_ID', 'AIRWALLEX_API_KEY', 'AIRWALLEX_WEBHOOK_SECRET'] as const;

// An empty variable (say `AIRWALLEX_API_KEY=` in an env file) means "not set".
const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

const airwallexEnv = z.object({
  AIRWALLEX_BASE_URL: z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.search === '' && url.hash === '';
      } catch {
        return false;
      }
    }, 'must be an http(s) URL such as https://api-demo.airwallex.com'),
  AIRWALLEX_CLIENT_ID: z.string().trim().min(1),
  AIRWALLEX_API_KEY: z.string().trim().min(1),
  AIRWALLEX_WEBHOOK_SECRET: z.string().trim().min(1),
});

/**
 * Reads the Airwallex settings; null when none is set (card payments by Airwallex are off).
 * Production takes only an https base URL: the API key, the access token and every payment
 * travel over it. Plain http is for a local stand-in in development; unless told it is
 * development, the reading is production's (fail closed).
 */
export function readAirwallexConfig(
  env: Record<string, string | undefined>,
  /** `siteOrigin`: the shop's public origin (HEARTH_SITE_ORIGIN), which Airwallex needs to send shoppers back to. */
  options: { production: boolean; siteOrigin?: string | null } = { production: true },
): AirwallexConfig | null {
  const missing = VARIABLES.filter((name) => !isSet(env[name]));
  if (missing.length === VARIABLES.length) return null;
  if (missing.length > 0) {
    throw new Error(`Airwallex settings are incomplete: set ${missing.join(', ')} (or unset all AIRWALLEX_* variables).`);
  }
  const parsed = airwallexEnv.safeParse(Object.fromEntries(VARIABLES.map((name) => [name, env[name]])));
  if (!parsed.success) {
    // Only the variable's name and the rule it broke: the values are secrets.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ');
    throw new Error(`Airwallex settings are not valid: ${problems}`);
  }
  const e = parsed.data;
  if (options.production && new URL(e.AIRWALLEX_BASE_URL).protocol !== 'https:') {
    throw new Error('Airwallex settings are not valid: AIRWALLEX_BASE_URL must be https in production.');
  }
  if (options.siteOrigin === null) {
    throw new Error(
      "Server settings are not valid: set HEARTH_SITE_ORIGIN (the shop's public https origin), which Airwallex sends shoppers back to.",
    );
  }
  return {
    baseUrl: e.AIRWALLEX_BASE_URL.replace(/\/+$/, ''),
    clientId: e.AIRWALLEX_CLIENT_ID,
    apiKey: e.AIRWALLEX_API_KEY,
    webhookSecret: e.AIRWALLEX_WEBHOOK_SECRET,
  };
}

/** Which Airwallex environment the API base URL is: its sandbox (api-demo) or production. */
export function airwallexEnvironment(baseUrl: string): 'demo' | 'prod' {
  return new URL(baseUrl).hostname === 'api-demo.airwallex.com' ? 'demo' : 'prod';
}
