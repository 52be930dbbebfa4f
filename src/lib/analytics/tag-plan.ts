/**
 * Which marketing and analytics tags a page may load, and which hosts the Content-Security-Policy
 * must allow for them. Pure: the browser's loaders and the server's policy use the same rules.
 * A tag loads only with its purpose granted, its ID set in the Studio, and this site's environment
 * among the tag's environments (production by default; the tag manager also in development).
 */
import type { Grants, Purpose } from './consent-state.ts';

export const TAGS = ['googleTagManager', 'googleAnalytics', 'metaPixel', 'chatWidget', 'clarity', 'linkedInInsight'] as const;
export type Tag = (typeof TAGS)[number];

export interface TagSetting {
  id: string;
  /** Environments the tag runs in; empty or absent: the tag's default. */
  environments?: readonly string[] | null;
}

/** What the Studio's site settings say about the tags, and where this site runs. */
export interface TagSettings {
  environment: string;
  /** GA4 without the last octet of the shopper's IP address unless an editor turns it off. */
  anonymizeIp: boolean;
  tags: Partial<Record<Tag, TagSetting | null>>;
}

interface TagRule {
  purpose: Purpose;
  defaultEnvironments: readonly string[];
  /** A valid ID, so a typo cannot put arbitrary text into a script URL. */
  idPattern: RegExp;
  /** First-party cookies the tag sets (names or name prefixes ending in `*`), deleted on withdrawal. */
  cookies: readonly string[];
  sources: Partial<Record<PolicyDirective, readonly string[]>>;
}

export type PolicyDirective = 'script-src' | 'connect-src' | 'img-src' | 'style-src' | 'font-src' | 'frame-src';

const GOOGLE = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
} as const;

export const TAG_RULES: Record<Tag, TagRule> = {
  // The container itself only stores what its tags store, and Consent Mode governs Google's tags in it.
  googleTagManager: {
    purpose: 'statistics',
    defaultEnvironments: ['production', 'development'],
    idPattern: /^GTM-[A-Z0-9]{4,12}$/,
    cookies: ['_ga', '_ga_*', '_gid', '_gcl_*'],
    sources: GOOGLE,
  },
  googleAnalytics: {
    purpose: 'statistics',
    defaultEnvironments: ['production'],
    idPattern: /^G-[A-Z0-9]{4,14}$/,
    cookies: ['_ga', '_ga_*', '_gid'],
    sources: GOOGLE,
  },
  metaPixel: {
    purpose: 'marketing',
    defaultEnvironments: ['production'],
    idPattern: /^\d{6,20}$/,
    cookies: ['_fbp', '_fbc'],
    sources: {
      'script-src': ['https://connect.facebook.net'],
      'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
      'img-src': ['https://www.facebook.com'],
    },
  },
  // Crisp: the website ID is a UUID.
  chatWidget: {
    purpose: 'chat',
    defaultEnvironments: ['production'],
    idPattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    cookies: ['crisp-client*'],
    sources: {
      'script-src': ['https://client.crisp.chat'],
      'connect-src': ['https://client.crisp.chat', 'wss://client.relay.crisp.chat'],
      'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat'],
      'style-src': ['https://client.crisp.chat'],
      'font-src': ['https://client.crisp.chat'],
      'frame-src': ['https://game.crisp.chat'],
    },
  },
  clarity: {
    purpose: 'statistics',
    defaultEnvironments: ['production'],
    idPattern: /^[a-z0-9]{6,16}$/,
    cookies: ['_clck', '_clsk'],
    sources: {
      'script-src': ['https://www.clarity.ms', 'https://*.clarity.ms'],
      'connect-src': ['https://*.clarity.ms'],
      'img-src': ['https://*.clarity.ms', 'https://c.bing.com'],
    },
  },
  linkedInInsight: {
    purpose: 'marketing',
    defaultEnvironments: ['production'],
    idPattern: /^\d{4,12}$/,
    cookies: ['li_fat_id', 'li_giant'],
    sources: {
      'script-src': ['https://snap.licdn.com'],
      'connect-src': ['https://px.ads.linkedin.com'],
      'img-src': ['https://px.ads.linkedin.com'],
    },
  },
};

/** The tags whose ID is set and valid and whose environments include this site's, whatever the consent. */
export function configuredTags(settings: TagSettings): Tag[] {
  return TAGS.filter((tag) => {
    const setting = settings.tags[tag];
    const id = setting?.id?.trim() ?? '';
    if (!id || !TAG_RULES[tag].idPattern.test(id)) return false;
    const environments = setting?.environments?.length ? setting.environments : TAG_RULES[tag].defaultEnvironments;
    return environments.includes(settings.environment);
  });
}

/** The tags to load for these grants: configured, and their purpose granted. Nothing without a choice. */
export function tagsToLoad(settings: TagSettings, grants: Grants | null): Tag[] {
  if (!grants) return [];
  return configuredTags(settings).filter((tag) => grants[TAG_RULES[tag].purpose]);
}

/** The first-party cookies to delete for these grants: those of every tag whose purpose is not granted. */
export function cookiesToDelete(grants: Grants, present: readonly string[]): string[] {
  const patterns = TAGS.filter((tag) => !grants[TAG_RULES[tag].purpose])
    .flatMap((tag) => TAG_RULES[tag].cookies)
    // A cookie two tags share (_ga) stays while either of them is granted.
    .filter((pattern) => !TAGS.some((tag) => grants[TAG_RULES[tag].purpose] && TAG_RULES[tag].cookies.includes(pattern)));
  return present.filter((name) =>
    patterns.some((pattern) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern)),
  );
}

/** The policy sources the configured tags need, per directive; none for a tag without an ID. */
export function tagPolicySources(settings: TagSettings): Record<PolicyDirective, string[]> {
  const sources: Record<PolicyDirective, Set<string>> = {
    'script-src': new Set(),
    'connect-src': new Set(),
    'img-src': new Set(),
    'style-src': new Set(),
    'font-src': new Set(),
    'frame-src': new Set(),
  };
  for (const tag of configuredTags(settings)) {
    for (const [directive, hosts] of Object.entries(TAG_RULES[tag].sources) as [PolicyDirective, readonly string[]][]) {
      for (const host of hosts) sources[directive].add(host);
    }
  }
  return Object.fromEntries(Object.entries(sources).map(([directive, hosts]) => [directive, [...hosts].sort()])) as Record<
    PolicyDirective,
    string[]
  >;
}

/** What the Studio's query returns (any missing field is null). */
export interface TagSettingsContent {
  anonymizeIp: boolean | null;
  tags: Partial<Record<Tag, { id: string | null; environments: readonly string[] | null } | null>> | null;
}

/** The Studio's tag settings for a site running in `environment`. */
export function tagSettingsFrom(content: TagSettingsContent | null, environment: string): TagSettings {
  const tags: TagSettings['tags'] = {};
  for (const tag of TAGS) {
    const setting = content?.tags?.[tag];
    if (setting?.id) tags[tag] = { id: setting.id.trim(), environments: setting.environments ?? null };
  }
  return { environment, anonymizeIp: content?.anonymizeIp ?? true, tags };
}

/** Where this site runs, for the tags' environments: HEARTH_TAG_ENVIRONMENT at build, production unless set. */
export function siteEnvironment(env: Record<string, string | undefined>): string {
  return env.HEARTH_TAG_ENVIRONMENT?.trim() || 'production';
}

/** The file the build writes and the server reads for its policy (public: the IDs are in every page anyway). */
export const TAG_SETTINGS_FILE = 'tag-settings.json';
