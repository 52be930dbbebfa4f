import { describe, expect, it } from 'vitest';
import {
  configuredTags,
  cookiesToDelete,
  TAGS,
  type TagSettings,
  tagPolicySources,
  tagSettingsFrom,
  tagsToLoad,
} from '../../../src/lib/analytics/tag-plan.ts';

const ALL = { statistics: true, marketing: true, chat: true };
const NONE = { statistics: false, marketing: false, chat: false };

const every: TagSettings = tagSettingsFrom(
  {
    anonymizeIp: null,
    tags: {
      googleTagManager: { id: 'GTM-DEV0001', environments: null },
      googleAnalytics: { id: 'G-DEV0000001', environments: null },
      metaPixel: { id: '100000000000001', environments: null },
      chatWidget: { id: '00000000-0000-4000-8000-000000000001', environments: null },
      clarity: { id: 'devclarity', environments: null },
      linkedInInsight: { id: '1000001', environments: null },
    },
  },
  'production',
);

describe('which tags load (tag-plan.ts)', () => {
  it('loads nothing before a choice or after reject all', () => {
    expect(tagsToLoad(every, null)).toEqual([]);
    expect(tagsToLoad(every, NONE)).toEqual([]);
  });

  it('loads each tag only with its own purpose granted', () => {
    expect(tagsToLoad(every, { ...NONE, statistics: true })).toEqual(['googleTagManager', 'googleAnalytics', 'clarity']);
    expect(tagsToLoad(every, { ...NONE, marketing: true })).toEqual(['metaPixel', 'linkedInInsight']);
    expect(tagsToLoad(every, { ...NONE, chat: true })).toEqual(['chatWidget']);
    expect(tagsToLoad(every, ALL)).toEqual([...TAGS]);
  });

  it('skips a tag without an ID or with an ID that is not one', () => {
    const some = tagSettingsFrom(
      {
        anonymizeIp: true,
        tags: { googleAnalytics: { id: '  ', environments: null }, metaPixel: { id: '"><script>', environments: null } },
      },
      'production',
    );
    expect(configuredTags(some)).toEqual([]);
  });

  it('runs tags in production by default and the tag manager in development too', () => {
    expect(configuredTags({ ...every, environment: 'development' })).toEqual(['googleTagManager']);
    expect(configuredTags({ ...every, environment: 'staging' })).toEqual([]);
    const stagingPixel = { ...every, environment: 'staging', tags: { metaPixel: { id: '100000000000001', environments: ['staging'] } } };
    expect(configuredTags(stagingPixel)).toEqual(['metaPixel']);
  });

  it('anonymises IP addresses unless an editor turns it off', () => {
    expect(every.anonymizeIp).toBe(true);
    expect(tagSettingsFrom({ anonymizeIp: false, tags: null }, 'production').anonymizeIp).toBe(false);
  });
});

describe('withdrawal (tag-plan.ts)', () => {
  const present = [
    '_ga',
    '_ga_DEV0000001',
    '_gid',
    '_fbp',
    '_clck',
    'li_fat_id',
    'crisp-client/session/x',
    'tracking_consent',
    'hearth_cart',
  ];

  it('deletes the cookies of every tag whose purpose is withdrawn, and no others', () => {
    expect(cookiesToDelete(NONE, present).sort()).toEqual(
      ['_ga', '_ga_DEV0000001', '_gid', '_fbp', '_clck', 'li_fat_id', 'crisp-client/session/x'].sort(),
    );
    expect(cookiesToDelete({ ...NONE, statistics: true }, present).sort()).toEqual(['_fbp', 'crisp-client/session/x', 'li_fat_id']);
    expect(cookiesToDelete(ALL, present)).toEqual([]);
  });
});

describe('policy sources (tag-plan.ts)', () => {
  it('allows a tag host only when its ID is set', () => {
    const none = tagPolicySources(tagSettingsFrom(null, 'production'));
    expect(Object.values(none).flat()).toEqual([]);
    const gaOnly = tagPolicySources(
      tagSettingsFrom({ anonymizeIp: true, tags: { googleAnalytics: { id: 'G-DEV0000001', environments: null } } }, 'production'),
    );
    expect(gaOnly['script-src']).toEqual(['https://www.googletagmanager.com']);
    expect(Object.values(gaOnly).flat().join(' ')).not.toMatch(/facebook|licdn|clarity|crisp/);
    expect(tagPolicySources(every)['script-src']).toContain('https://connect.facebook.net');
  });
});
