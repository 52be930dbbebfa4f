import { describe, expect, it } from 'vitest';
import { portableTextHtml } from '../../src/lib/content/portable-text-html.ts';
import type { PortableTextBlock } from '../../src/lib/content/queries.ts';
import { richTextImageHtml } from '../../src/lib/content/rich-text-image.ts';

const HOSTED = { projectId: 'ab12cd34', dataset: 'production' };
const SEED = { projectId: 'seed', dataset: 'production', baseUrl: '/media/cms' };
const ASSET = 'image-0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x800-jpg';
const CDN_FILE = `https://cdn.sanity.io/images/ab12cd34/production/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x800.jpg`;

const picture = (extra: Record<string, unknown> = {}) => ({
  _type: 'image',
  _key: 'i1',
  asset: { _type: 'reference', _ref: ASSET },
  alt: 'Logs stacked under a lean-to roof',
  ...extra,
});
/** The attributes of the one <img> in some HTML, by name. */
function imgAttributes(html: string): Record<string, string> {
  const tag = /<img ([^>]*)>/.exec(html)?.[1] ?? '';
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replaceAll('&amp;', '&')]));
}
const candidates = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' '));

describe('pictures in editors’ rich text', () => {
  it('offers each width up to the original in srcset, as 3:2, in the browser’s best format', () => {
    const img = imgAttributes(richTextImageHtml(picture(), HOSTED));
    expect(candidates(img.srcset!)).toEqual([
      [`${CDN_FILE}?w=480&h=320&auto=format`, '480w'],
      [`${CDN_FILE}?w=720&h=480&auto=format`, '720w'],
      [`${CDN_FILE}?w=960&h=640&auto=format`, '960w'],
      // 1200x800 is the original: 1280 and 1600 would only be upscaled, so it offers its own size.
      [`${CDN_FILE}?w=1200&h=800&auto=format`, '1200w'],
    ]);
    expect(img.src).toBe(`${CDN_FILE}?w=960&h=640&auto=format`);
    expect(img.sizes).toBe('(min-width: 46rem) 44rem, 100vw');
  });

  it('states width and height (the shown candidate’s), so the page does not move as it loads', () => {
    const img = imgAttributes(richTextImageHtml(picture(), HOSTED));
    expect([img.width, img.height]).toEqual(['960', '640']);
    expect(img.loading).toBe('lazy');
  });

  it('applies the editor’s crop, then keeps the hotspot in the 3:2 frame', () => {
    // Crop 5% off each side and a quarter off the top: 1080x600 left (60,200), wider than 3:2,
    // so a 900x600 frame is cut from it, placed over the hotspot but never outside the crop.
    const crop = { _type: 'sanity.imageCrop', top: 0.25, bottom: 0, left: 0.05, right: 0.05 };
    const right = imgAttributes(richTextImageHtml(picture({ crop, hotspot: { x: 0.7, y: 0.5, width: 0.2, height: 0.2 } }), HOSTED));
    const left = imgAttributes(richTextImageHtml(picture({ crop, hotspot: { x: 0.3, y: 0.5, width: 0.2, height: 0.2 } }), HOSTED));
    const centre = imgAttributes(richTextImageHtml(picture({ crop, hotspot: { x: 0.5, y: 0.5, width: 0.2, height: 0.2 } }), HOSTED));
    expect(right.src).toBe(`${CDN_FILE}?rect=240,200,900,600&w=900&h=600&auto=format`);
    expect(left.src).toBe(`${CDN_FILE}?rect=60,200,900,600&w=900&h=600&auto=format`);
    expect(centre.src).toBe(`${CDN_FILE}?rect=150,200,900,600&w=900&h=600&auto=format`);
    // The crop left 900 pixels of 3:2 picture: no candidate is wider.
    expect(candidates(right.srcset!).map(([, w]) => w)).toEqual(['480w', '720w', '900w']);
    expect([right.width, right.height]).toEqual(['900', '600']);
  });

  it('points the seed’s pictures at the site’s own copy of the originals', () => {
    const img = imgAttributes(richTextImageHtml(picture(), SEED));
    expect(img.src).toBe('/media/cms/images/seed/production/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x800.jpg?w=960&h=640&auto=format');
  });

  it('prints the alt text escaped, and leaves out a picture without one', () => {
    expect(imgAttributes(richTextImageHtml(picture({ alt: 'A "dry" stack <b>' }), HOSTED)).alt).toBe('A &quot;dry&quot; stack &lt;b&gt;');
    expect(richTextImageHtml(picture({ alt: '  ' }), HOSTED)).toBe('');
    expect(richTextImageHtml(picture({ alt: undefined }), HOSTED)).toBe('');
  });

  it('leaves out a picture whose asset is not a Sanity image id (nothing of it reaches the page)', () => {
    expect(richTextImageHtml(picture({ asset: { _ref: 'javascript:alert(1)' } }), HOSTED)).toBe('');
    expect(richTextImageHtml(picture({ crop: { top: 2, bottom: 0, left: 0, right: 0 } }), HOSTED)).toBe('');
  });

  it('is rendered inside rich text with the blocks around it, and dropped when no image host is given', () => {
    const blocks = [
      {
        _type: 'block',
        _key: 'b1',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 's1', text: 'Stack them.', marks: [] }],
      },
      picture(),
    ] as unknown as PortableTextBlock[];
    const html = portableTextHtml(blocks, 'https://www.hearth.example', HOSTED);
    expect(html).toMatch(/^<p>Stack them\.<\/p><figure class="rich-text-image"><img src="https:\/\/cdn\.sanity\.io\/[^"]+" srcset="[^"]+"/);
    expect(html).not.toContain('style=');
    expect(portableTextHtml(blocks, 'https://www.hearth.example')).toBe('<p>Stack them.</p>');
  });
});
