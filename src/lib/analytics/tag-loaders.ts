/**
 * Loads each vendor's tag the way its documentation's snippet does, but from this module rather
 * than an inline script, so the Content-Security-Policy needs no 'unsafe-inline': the queue the
 * snippet sets up first, then the vendor's script. tag-plan.ts decides which tags may load.
 */
import type { Tag, TagSettings } from './tag-plan.ts';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[]; queue?: unknown[] };
type TagWindow = Window &
  Record<string, unknown> & {
    dataLayer: unknown[];
    gtag: (...args: unknown[]) => void;
  };

function addScript(src: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

const loaders: Record<Tag, (id: string, settings: TagSettings, w: TagWindow) => void> = {
  googleTagManager: (id, _settings, w) => {
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
  },
  googleAnalytics: (id, settings, w) => {
    w.gtag('js', new Date());
    // GA4 drops IP addresses itself; the flag also keeps Universal-era proxies and GTM variables honest.
    w.gtag('config', id, { anonymize_ip: settings.anonymizeIp });
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  },
  metaPixel: (id, _settings, w) => {
    if (!w.fbq) {
      const fbq: Queue & { callMethod?: unknown; loaded?: boolean; version?: string; push?: unknown } = (...args) => {
        fbq.queue!.push(args);
      };
      fbq.queue = [];
      fbq.loaded = true;
      fbq.version = '2.0';
      fbq.push = fbq;
      w.fbq = fbq;
      w._fbq = fbq;
    }
    (w.fbq as Queue)('init', id);
    (w.fbq as Queue)('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  },
  chatWidget: (id, _settings, w) => {
    w.$crisp = (w.$crisp as unknown[] | undefined) ?? [];
    w.CRISP_WEBSITE_ID = id;
    addScript('https://client.crisp.chat/l.js');
  },
  clarity: (id, _settings, w) => {
    if (!w.clarity) {
      const clarity: Queue = (...args) => {
        clarity.q = clarity.q ?? [];
        clarity.q.push(args);
      };
      w.clarity = clarity;
    }
    addScript(`https://www.clarity.ms/tag/${encodeURIComponent(id)}`);
  },
  linkedInInsight: (id, _settings, w) => {
    w._linkedin_partner_id = id;
    const ids = (w._linkedin_data_partner_ids as string[] | undefined) ?? [];
    if (!ids.includes(id)) ids.push(id);
    w._linkedin_data_partner_ids = ids;
    addScript('https://snap.licdn.com/li.lms-analytics/insight.min.js');
  },
};

const loaded = new Set<Tag>();

/** Loads each tag once per page. */
export function loadTags(tags: readonly Tag[], settings: TagSettings): void {
  const w = window as unknown as TagWindow;
  for (const tag of tags) {
    const id = settings.tags[tag]?.id?.trim();
    if (!id || loaded.has(tag)) continue;
    loaded.add(tag);
    try {
      loaders[tag](id, settings, w);
    } catch (error) {
      // A broken tag must never break the shop.
      console.warn(`Tags: ${tag} could not be loaded.`, error);
    }
  }
}

/** Deletes first-party cookies on this host and on its parent domains (Google sets `_ga` on the registrable domain). */
export function deleteCookies(names: readonly string[]): void {
  const labels = location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  for (const name of names) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox before 2025.
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain}`;
  }
}
