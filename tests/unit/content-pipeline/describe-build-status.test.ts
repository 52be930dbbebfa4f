import { describe, expect, it } from 'vitest';
import { describeBuildStatus } from '../../../cms/tools/build-status/describe-build-status.ts';

const last = { startedAt: '2026-11-27T13:35:08.047Z', durationMs: 61_200, trigger: 'Sanity: knowledgeBaseArticle changed' };

describe("the Studio's build status", () => {
  it('says the changes are live after a good build, with when, why and how long', () => {
    expect(describeBuildStatus({ last: { ...last, result: 'succeeded' }, lastSucceededAt: last.startedAt })).toEqual({
      tone: 'positive',
      headline: 'Published changes are live.',
      details: ['Started 27 Nov, 13:35:08, because: Sanity: knowledgeBaseArticle changed.', 'Took 61 s.'],
    });
  });

  it('says a failed build left the previous version up, with its short reason', () => {
    const text = describeBuildStatus({
      last: { ...last, result: 'failed', reason: 'the build failed' },
      lastSucceededAt: '2026-11-27T09:00:00.000Z',
    });
    expect(text.tone).toBe('critical');
    expect(text.headline).toBe('The last build failed (the build failed): the shop still shows the previous version.');
    expect(text.details).toContain('Last good build: 27 Nov, 09:00:00.');
  });

  it('tells running, a deploy hook, no build yet, and an unreadable answer apart', () => {
    expect(describeBuildStatus({ last: { ...last, durationMs: null, result: 'running' }, lastSucceededAt: null }).tone).toBe('caution');
    expect(describeBuildStatus({ last: { ...last, result: 'requested' }, lastSucceededAt: null }).headline).toMatch(/host is building/);
    expect(describeBuildStatus({ last: null, lastSucceededAt: null }).headline).toMatch(/No rebuild since the shop started/);
    expect(describeBuildStatus('<html>Bad gateway</html>').headline).toBe('The shop did not say how its build went.');
    expect(describeBuildStatus({ last: { result: 'exploded' } }).tone).toBe('caution');
  });
});
