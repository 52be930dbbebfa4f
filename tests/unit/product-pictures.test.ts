import { describe, expect, it } from 'vitest';
import { productPictures } from '../../src/lib/content/product-pictures.ts';

const HOSTED = { projectId: 'ab12cd34', dataset: 'production' };
const SEED = { projectId: 'seed', dataset: 'production', baseUrl: '/media/cms' };
const PHOTO = 'image-0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x900-jpg';
const WIDE = 'image-1a1b2c3d4e5f60718293a4b5c6d7e8f901234567-2000x1000-jpg';
const CDN_FILE = 'https://cdn.sanity.io/images/ab12cd34/production/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x900.jpg';

const photo = (extra: Record<string, unknown> = {}) => ({
  ref: PHOTO,
  url: CDN_FILE,
  crop: null,
  hotspot: null,
  alt: 'A full crate of ash logs',
  ...extra,
});
const drawing = {
  ref: 'image-ash-logs-480x360-svg',
  url: '/media/products/ash-logs.svg',
  crop: null,
  hotspot: null,
  alt: 'A drawing of a crate',
};
const candidates = (srcset = '') => srcset.split(', ').map((entry) => entry.split(' '));

describe('product pictures', () => {
  it('cuts a photograph to 4:3 at each width the original holds, and states the shown size', () => {
    const [picture] = productPictures(photo(), [], HOSTED);
    expect(candidates(picture!.main.srcset)).toEqual([
      [`${CDN_FILE}?w=400&h=300&auto=format`, '400w'],
      [`${CDN_FILE}?w=600&h=450&auto=format`, '600w'],
      [`${CDN_FILE}?w=800&h=600&auto=format`, '800w'],
      [`${CDN_FILE}?w=1200&h=900&auto=format`, '1200w'],
    ]);
    expect(picture!.main).toMatchObject({ src: `${CDN_FILE}?w=800&h=600&auto=format`, width: 800, height: 600 });
    expect(picture!.thumbnail).toMatchObject({ width: 88, height: 66 });
  });

  it('gives a phone a 16:9 cut around the hotspot, and the hotspot decides what a cut keeps', () => {
    const left = productPictures(photo({ ref: WIDE, hotspot: { x: 0.1, y: 0.5, width: 0.1, height: 0.1 } }), [], HOSTED)[0]!;
    const right = productPictures(photo({ ref: WIDE, hotspot: { x: 0.9, y: 0.5, width: 0.1, height: 0.1 } }), [], HOSTED)[0]!;
    expect(left.phone).toMatchObject({ width: 800, height: 450 });
    // A 2:1 original cut to 4:3 keeps 1333 of its 2000 px: from the left edge or up to the right one.
    expect(left.main.src).toContain('rect=0,0,1333,1000');
    expect(right.main.src).toContain('rect=667,0,1333,1000');
    expect(left.phone!.src).not.toBe(right.phone!.src);
  });

  it('serves a drawing as it is, at its own size, with no srcset', () => {
    const [picture] = productPictures(drawing, null, SEED);
    expect(picture).toEqual({
      id: 'picture-1',
      alt: 'A drawing of a crate',
      main: { src: '/media/products/ash-logs.svg', width: 480, height: 360 },
      thumbnail: { src: '/media/products/ash-logs.svg', width: 480, height: 360 },
    });
  });

  it('puts the main picture first, then the gallery, each once, and leaves out one without alt text', () => {
    const gallery = [photo(), drawing, photo({ ref: WIDE, alt: '  ' })];
    const pictures = productPictures(photo(), gallery, SEED);
    expect(pictures.map((picture) => [picture.id, picture.alt])).toEqual([
      ['picture-1', 'A full crate of ash logs'],
      ['picture-2', 'A drawing of a crate'],
    ]);
    // The seed's files stand in for the CDN under /media/cms.
    expect(pictures[0]!.main.src).toBe(
      '/media/cms/images/seed/production/0a1b2c3d4e5f60718293a4b5c6d7e8f901234567-1200x900.jpg?w=800&h=600&auto=format',
    );
  });

  it('shows nothing for a product without pictures', () => {
    expect(productPictures(null, null, SEED)).toEqual([]);
  });
});
