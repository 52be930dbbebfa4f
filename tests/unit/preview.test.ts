import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type PreviewableDocument, sitePathOf } from '../../cms/actions/previewPath.ts';
import { createPreviewTryLimiter } from '../../src/features/preview/preview-limits.ts';
import { previewAddress, previewPath, previewTarget } from '../../src/features/preview/preview-paths.ts';
import {
  issuePreviewSession,
  PREVIEW_SESSION_SECONDS,
  previewSessionValid,
  secretMatches,
} from '../../src/features/preview/preview-session.ts';
import { previewSettings } from '../../src/features/preview/preview-settings.ts';
import { loadServerConfig } from '../../server/config.ts';

const SECRET = 'k3Jv9Qx2mZ8pL4wR7tY1uE6oA5sD0fGh';
const NOW = new Date('2026-11-27T10:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('the preview secret and session', () => {
  it('matches the secret exactly, whatever the length offered', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(`${SECRET} `, SECRET)).toBe(false);
    expect(secretMatches(SECRET.slice(0, -1), SECRET)).toBe(false);
    expect(secretMatches('', SECRET)).toBe(false);
  });

  it('keeps a session for an hour and no longer', () => {
    const session = issuePreviewSession(SECRET, NOW);
    expect(previewSessionValid(session, SECRET, NOW)).toBe(true);
    expect(previewSessionValid(session, SECRET, later(PREVIEW_SESSION_SECONDS - 1))).toBe(true);
    expect(previewSessionValid(session, SECRET, later(PREVIEW_SESSION_SECONDS))).toBe(false);
  });

  it('refuses a session another secret signed, an edited expiry and anything malformed', () => {
    const session = issuePreviewSession(SECRET, NOW);
    const [expiresAt, signature] = session.split('.');
    expect(previewSessionValid(session, `${SECRET}x`, NOW)).toBe(false);
    expect(previewSessionValid(`${Number(expiresAt) + 3_600_000}.${signature}`, SECRET, NOW)).toBe(false);
    for (const forged of [undefined, '', 'yes', `${expiresAt}.`, `${expiresAt}.${'A'.repeat(43)}`, `${session}x`]) {
      expect(previewSessionValid(forged, SECRET, NOW), String(forged)).toBe(false);
    }
  });

  it('refuses a validly signed session that claims to last longer than an hour (a secret leaked into code that signs)', () => {
    const farFuture = issuePreviewSession(SECRET, later(24 * 3600));
    expect(previewSessionValid(farFuture, SECRET, NOW)).toBe(false);
  });
});

describe('preview addresses', () => {
  it('maps a page path and an article to what they show', () => {
    expect(previewTarget('about')).toEqual({ kind: 'page', path: 'about' });
    expect(previewTarget(undefined)).toEqual({ kind: 'page', path: 'home' });
    expect(previewTarget('knowledge-base/storing-logs')).toEqual({ kind: 'article', slug: 'storing-logs' });
    expect(previewAddress('')).toBe('/preview');
    expect(previewAddress('firewood/ash')).toBe('/preview/firewood/ash');
  });

  it('never turns a path into an address off the site', () => {
    for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example', '../admin', 'a//b', 'A', 'a b', 'a/%2F', 'a.b']) {
      expect(previewPath(hostile), hostile).toBeNull();
    }
    // Slashes around a path are the site's own way of writing it, not a host.
    expect(previewPath('/about/')).toBe('about');
  });
});

describe('the Studio’s Open preview and the shop agree on addresses', () => {
  const documents = readFileSync('cms/seed/dataset.ndjson', 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as PreviewableDocument & { _id: string })
    .filter((doc) => doc._type === 'page' || doc._type === 'knowledgeBaseArticle');

  it.each(documents.map((doc) => [doc._id, doc] as const))('%s opens the preview of itself', (_, doc) => {
    const path = sitePathOf(doc);
    expect(path).not.toBeNull();
    expect(previewTarget(path)).toEqual(
      doc._type === 'page' ? { kind: 'page', path: doc.path?.current } : { kind: 'article', slug: doc.slug?.current },
    );
  });

  it('offers no preview before a document has its path', () => {
    expect(sitePathOf({ _type: 'page' })).toBeNull();
    expect(sitePathOf({ _type: 'knowledgeBaseArticle', slug: {} })).toBeNull();
    expect(sitePathOf(null)).toBeNull();
  });
});

describe('preview settings (fail closed)', () => {
  it('is off without a secret, with a short one, and for a hosted dataset without a token that reads drafts', () => {
    expect(previewSettings({}).enabled).toBe(false);
    expect(previewSettings({ HEARTH_PREVIEW_SECRET: 'short' }).enabled).toBe(false);
    expect(previewSettings({ HEARTH_PREVIEW_SECRET: SECRET, SANITY_PROJECT_ID: 'ab12cd34' }).enabled).toBe(false);
  });

  it('reads the seed, or Sanity with the preview token before the general one', () => {
    expect(previewSettings({ HEARTH_PREVIEW_SECRET: SECRET })).toEqual({
      enabled: true,
      secret: SECRET,
      content: { kind: 'seed', seedFile: 'cms/seed/dataset.ndjson' },
    });
    const hosted = previewSettings({
      HEARTH_PREVIEW_SECRET: SECRET,
      SANITY_PROJECT_ID: 'ab12cd34',
      SANITY_API_TOKEN: 'general',
      SANITY_PREVIEW_TOKEN: 'viewer',
    });
    expect(hosted.enabled && hosted.content).toMatchObject({ kind: 'sanity', projectId: 'ab12cd34', token: 'viewer' });
  });

  it('stops the server from starting with a short secret', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'development', HEARTH_PREVIEW_SECRET: 'hunter2' })).toThrow(/HEARTH_PREVIEW_SECRET.*32/);
    expect(loadServerConfig({ NODE_ENV: 'development', HEARTH_PREVIEW_SECRET: SECRET }).development).toBe(true);
  });
});

describe('tries at the preview secret', () => {
  it('refuses a caller past the limit with the wait, and counts each caller apart', async () => {
    const take = createPreviewTryLimiter({ points: 2, durationSeconds: 900 });
    expect(await take('203.0.113.7')).toEqual({ allowed: true });
    expect(await take('203.0.113.7')).toEqual({ allowed: true });
    const refused = await take('203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(890);
    expect(await take('198.51.100.1')).toEqual({ allowed: true });
  });
});
