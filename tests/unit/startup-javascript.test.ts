import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startupJavaScript } from '../../scripts/startup-javascript.ts';

const site = mkdtempSync(join(tmpdir(), 'hearth-startup-js-'));
const write = (path: string, body: string) => {
  mkdirSync(join(site, path, '..'), { recursive: true });
  writeFileSync(join(site, path), body);
};
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('startupJavaScript', () => {
  it('follows module scripts, islands and static imports, but not dynamic imports', () => {
    write(
      'page/index.html',
      '<script type="module" src="/_astro/layout.js"></script><astro-island component-url="/_astro/Box.js" renderer-url="/_astro/client.js" client="load"></astro-island>',
    );
    write('_astro/layout.js', 'import"./shared.js";console.log(1)');
    write('_astro/Box.js', 'import{a as b}from"./shared.js";export{c}from"./more.js";const l=()=>import("./Later.js");');
    write('_astro/client.js', 'export const r=1');
    write('_astro/shared.js', 'export const a=1');
    write('_astro/more.js', 'export const c=2');
    write('_astro/Later.js', 'export default 3');
    const loaded = startupJavaScript(site, 'page/index.html');
    expect(loaded.files).toEqual(['/_astro/Box.js', '/_astro/client.js', '/_astro/layout.js', '/_astro/more.js', '/_astro/shared.js']);
    const bodies = ['import"./shared.js";console.log(1)', 'export const a=1'];
    expect(loaded.gzipBytes).toBeGreaterThan(bodies.reduce((n, body) => n + gzipSync(body, { level: 9 }).length, 0));
  });

  it('leaves out an island whose code waits for the shopper (client:interaction), and counts every other island', () => {
    write(
      'waiting/index.html',
      '<astro-island component-url="/_astro/Buy.js" renderer-url="/_astro/react.js" props="{}" client="interaction"></astro-island>' +
        '<astro-island component-url="/_astro/Seen.js" client="visible"></astro-island>',
    );
    write('_astro/Buy.js', 'export default 1');
    write('_astro/react.js', 'export default 2');
    write('_astro/Seen.js', 'export default 3');
    expect(startupJavaScript(site, 'waiting/index.html').files).toEqual(['/_astro/Seen.js']);
  });

  it('counts a page without scripts as none', () => {
    write('plain/index.html', '<p>No scripts</p><script type="application/ld+json">{}</script>');
    expect(startupJavaScript(site, 'plain/index.html')).toEqual({ files: [], rawBytes: 0, gzipBytes: 0 });
  });
});
