import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedImageVariant, seedVariantFile, seedVariantPath } from '../../server/seed-image-variants.ts';
import { createStaticFiles } from '../../server/static-files.ts';
import { seedImageUrls, writeSeedImageVariants } from '../../src/lib/build/seed-image-variants-integration.ts';

const PICTURE = '/media/cms/images/seed/production/abc-1200x900.jpg';
const query = (search: string) => new URLSearchParams(search);

describe('the seed pictures read the image CDN’s query', () => {
  it('takes a cut, a size, a quality and the format left to the browser', () => {
    expect(seedImageVariant(query('rect=0,68,1200,675&w=400&h=225&auto=format'))).toEqual({
      rect: [0, 68, 1200, 675],
      width: 400,
      height: 225,
      quality: 75,
      autoFormat: true,
    });
    expect(seedImageVariant(query('w=88&q=60'))).toEqual({ rect: null, width: 88, height: null, quality: 60, autoFormat: false });
  });

  it('leaves to the original anything it does not do, or does not make sense', () => {
    for (const search of [
      'w=88&blur=20',
      'fit=crop&w=10',
      'auto=compress',
      'w=0',
      'w=9000',
      'w=-3',
      'rect=0,0,10',
      'rect=0,0,0,10',
      'q=101',
      'w=1&w=2',
      'dl=x',
    ])
      expect(seedImageVariant(query(search)), search).toBeNull();
  });

  it('names a variant by its query whatever the order of its parameters, per format', () => {
    const one = seedVariantPath(PICTURE, query('w=400&h=225&auto=format'), 'webp');
    expect(one).toMatch(/^\/media\/cms\/images\/seed\/production\/abc-1200x900\.[0-9a-f]{12}\.webp$/);
    expect(seedVariantPath(PICTURE, query('auto=format&h=225&w=400'), 'webp')).toBe(one);
    expect(seedVariantPath(PICTURE, query('w=400&h=225&auto=format'), 'jpg')).toBe(one.replace(/webp$/, 'jpg'));
    expect(seedVariantPath(PICTURE, query('w=401&h=225&auto=format'), 'webp')).not.toBe(one);
  });

  it('answers WebP only to a browser that says it takes it, and nothing outside the seed’s pictures', () => {
    const search = '?w=400&h=225&auto=format';
    const built = new Set([seedVariantPath(PICTURE, query(search), 'webp'), seedVariantPath(PICTURE, query(search), 'jpg')]);
    const exists = (path: string) => built.has(path);
    expect(seedVariantFile(PICTURE, search, 'image/avif,image/webp,*/*', exists)).toMatch(/\.webp$/);
    expect(seedVariantFile(PICTURE, search, '*/*', exists)).toMatch(/\.jpg$/);
    expect(seedVariantFile(PICTURE, '', 'image/webp', exists)).toBeNull();
    expect(seedVariantFile('/media/other/abc-1200x900.jpg', search, 'image/webp', exists)).toBeNull();
    expect(seedVariantFile(PICTURE, '?w=999', 'image/webp', exists), 'not built: the original').toBeNull();
  });
});

const thumb = `${PICTURE}?w=88&h=66&auto=format`;
const cut = `${PICTURE}?rect=0,68,1200,675&w=400&h=225&auto=format`;
const wide = `${PICTURE}?rect=0,68,1200,675&w=800&h=450&auto=format`;

/** A built site as astro build leaves it: one page asking for three variants of one 1200 x 900 picture. */
async function builtSite(): Promise<string> {
  const site = join(mkdtempSync(join(tmpdir(), 'hearth-seed-images-')), 'client');
  mkdirSync(join(site, 'media/cms/images/seed/production'), { recursive: true });
  mkdirSync(join(site, 'firewood'), { recursive: true });
  const original = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a3e1d' } })
    .jpeg({ quality: 95 })
    .toBuffer();
  writeFileSync(join(site, PICTURE), original);
  const amp = (url: string) => url.replaceAll('&', '&amp;');
  writeFileSync(join(site, 'firewood/index.html'), `<img src="${amp(thumb)}" srcset="${amp(cut)} 400w, ${amp(wide)} 800w">`);
  return site;
}

describe('the build cuts what the pages ask for', () => {
  it('finds each URL in src and srcset, commas of a cut included', async () => {
    expect([...seedImageUrls(await builtSite())].sort()).toEqual([wide, cut, thumb].sort());
  });

  it('writes each variant in each format once, and a second build takes them from its cache', async () => {
    const site = await builtSite();
    const cache = mkdtempSync(join(tmpdir(), 'hearth-seed-cache-'));
    expect(await writeSeedImageVariants(site, cache)).toEqual({ written: 6, encoded: 6 });
    expect(await writeSeedImageVariants(site, cache)).toEqual({ written: 6, encoded: 0 });
    expect(readdirSync(join(site, 'media/cms/images/seed/production'))).toHaveLength(7);
  });
});

describe('the server answers a page’s picture URL with the variant the build cut', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const site = await builtSite();
    await writeSeedImageVariants(site, mkdtempSync(join(tmpdir(), 'hearth-seed-cache-')));
    const serve = createStaticFiles(site);
    server = createServer(async (req, res) => {
      if (!(await serve(req, res, (req.url ?? '/').split('?')[0]!))) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const metadata = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

  it('cut and scaled, in WebP for a browser that takes it', async () => {
    const webp = await fetch(`${base}${cut}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(await metadata(webp)).toMatchObject({ format: 'webp', width: 400, height: 225 });
  });

  it('in the original’s format for a browser that does not say it takes WebP', async () => {
    const jpeg = await fetch(`${base}${thumb}`, { headers: { accept: '*/*' } });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(await metadata(jpeg)).toMatchObject({ format: 'jpeg', width: 88, height: 66 });
  });

  it('and with the original for a query it does not do', async () => {
    expect(await metadata(await fetch(`${base}${PICTURE}?w=88&blur=20`))).toMatchObject({ width: 1200, height: 900 });
  });
});
