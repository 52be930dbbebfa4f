import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createLiveSite } from '../../server/site/live-site.ts';
import type { Site } from '../../server/site/site.ts';

/** A build that serves exactly these paths, and says which build answered. */
function build(name: string, paths: string[], answered: string[]): Site {
  return {
    dir: name,
    codeDir: name,
    codeFile: name,
    serveStatic: async (_req: IncomingMessage, _res: ServerResponse, pathname: string) => {
      if (!paths.includes(pathname)) return false;
      answered.push(`${name} ${pathname}`);
      return true;
    },
    astro: async () => {},
    findRedirect: () => undefined,
    headers: {},
    privatePolicy: '',
    pagePolicy: () => '',
    serverErrorPage: null,
  };
}

const req = {} as IncomingMessage;
const res = {} as ServerResponse;

describe('the live site after a rebuild', () => {
  it("serves the earlier build's chunks and search index files that the new build no longer has, and nothing else of it", async () => {
    const answered: string[] = [];
    const old = build(
      'old',
      ['/_astro/BuyBox.A1.js', '/pagefind/index/en_old.pf_index', '/pagefind/fragment/en_old.pf_fragment', '/firewood/'],
      answered,
    );
    const live = createLiveSite(old);
    live.switchTo(build('new', ['/_astro/BuyBox.B2.js', '/pagefind/pagefind.js', '/pagefind/index/en_new.pf_index'], answered));
    const site = live.current();
    for (const path of [
      '/_astro/BuyBox.A1.js',
      '/pagefind/index/en_old.pf_index',
      '/pagefind/fragment/en_old.pf_fragment',
      '/pagefind/pagefind.js',
      '/pagefind/index/en_new.pf_index',
    ]) {
      expect(await site.serveStatic(req, res, path), path).toBe(true);
    }
    // A page or any other file of the old build is not served: only names a loaded page may still ask for.
    expect(await site.serveStatic(req, res, '/firewood/')).toBe(false);
    expect(answered).toEqual([
      'old /_astro/BuyBox.A1.js',
      'old /pagefind/index/en_old.pf_index',
      'old /pagefind/fragment/en_old.pf_fragment',
      'new /pagefind/pagefind.js',
      'new /pagefind/index/en_new.pf_index',
    ]);
  });

  it('names the builds in use: the one served and the one before it, never one two switches old', () => {
    const [first, second, third] = ['first', 'second', 'third'].map((name) => build(name, [], []));
    const live = createLiveSite(first!);
    expect(live.inUse().map((site) => site.dir)).toEqual(['first']);
    expect(live.switchTo(second!)).toBeNull();
    expect(live.inUse().map((site) => site.dir)).toEqual(['second', 'first']);
    expect(live.switchTo(third!)?.dir).toBe('first');
    expect(live.inUse().map((site) => site.dir)).toEqual(['third', 'second']);
  });
});
