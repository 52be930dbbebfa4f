import { createImageUrlBuilder } from '@sanity/image-url';
import { z } from 'zod';
import type { ImageHost } from './rich-text-image.ts';

/** A frame's shape, width over height. */
export interface Aspect {
  width: number;
  height: number;
}

/** The product page frames its pictures at 4:3 (the shape of a crate or a pallet seen whole). */
export const PRODUCT_PICTURE_ASPECT: Aspect = { width: 4, height: 3 };
/**
 * On a phone the main picture is a wider 16:9 cut around the hotspot, so the title, the price and
 * "Add to basket" fit in the first screen with it (a 390 px screen gives it 219 px, not 292).
 */
export const PHONE_PICTURE_ASPECT: Aspect = { width: 16, height: 9 };
/** Candidate widths: a 390 px phone at 1x up to the half-page column (36 rem) at 2x. */
export const PRODUCT_PICTURE_WIDTHS: readonly number[] = [400, 600, 800, 1200];
/** Thumbnails are 5.5 rem wide: 1x and 2x. */
export const THUMBNAIL_WIDTHS: readonly number[] = [88, 176];
/** The width `src`, `width` and `height` name. */
const DEFAULT_WIDTH = 800;
/** Below 48 rem the picture fills the page's width less its 1 rem margins; above, half of the 72 rem page. */
export const PRODUCT_PICTURE_SIZES = '(min-width: 48rem) min(calc(50vw - 1.75rem), 35rem), calc(100vw - 2rem)';
/** The media query under which the phone's cut is used (the page's one-column layout). */
export const PHONE_MEDIA = '(max-width: 47.99rem)';

const unit = z.number().min(0).max(1);
/** A product picture as the product query returns it (`pictureProjection` in queries.ts). */
const pictureSchema = z.object({
  // image-<id>-<width>x<height>-<format>: Sanity's id for an uploaded image, the seed's too.
  ref: z.string().regex(/^image-[A-Za-z0-9-]+-\d+x\d+-[a-z0-9]+$/),
  url: z.string().min(1),
  crop: z.object({ top: unit, bottom: unit, left: unit, right: unit }).nullish(),
  hotspot: z.object({ x: unit, y: unit, width: unit, height: unit }).nullish(),
  alt: z.string().trim().min(1),
});
export type PictureInput = z.input<typeof pictureSchema>;

/** One candidate set: what an `<img>` or a `<source>` carries. */
export interface PictureCut {
  src: string;
  /** Absent for a vector picture, which has one size for every screen. */
  srcset?: string;
  width: number;
  height: number;
}

export interface ProductPicture {
  /** The fragment a thumbnail links to ("picture-2"). */
  id: string;
  alt: string;
  /** The cut every screen gets unless a phone's applies. */
  main: PictureCut;
  /** The phone's wider cut around the hotspot; absent for a vector picture (CSS fits it). */
  phone?: PictureCut;
  thumbnail: PictureCut;
}

/** The asset's own pixel size and format, from its id (Sanity writes them there). */
function assetFacts(ref: string): { width: number; height: number; format: string } {
  const [, width = '0', height = '0', format = ''] = /-(\d+)x(\d+)-([a-z0-9]+)$/.exec(ref) ?? [];
  return { width: Number(width), height: Number(height), format };
}

/** The widest picture of this shape the (cropped) original holds without upscaling. */
export function largestWidth(picture: z.infer<typeof pictureSchema>, aspect: Aspect): number {
  const size = assetFacts(picture.ref);
  const crop = picture.crop ?? { top: 0, bottom: 0, left: 0, right: 0 };
  const cropWidth = size.width * (1 - crop.left - crop.right);
  const cropHeight = size.height * (1 - crop.top - crop.bottom);
  return Math.floor(Math.min(cropWidth, (cropHeight * aspect.width) / aspect.height));
}

const heightFor = (width: number, aspect: Aspect) => Math.round((width * aspect.height) / aspect.width);

/**
 * The picture cut to `aspect` around the hotspot by Sanity's image API (`rect`), at each candidate
 * width the original holds (a smaller original offers its own width last), in the best format the
 * browser takes (`auto=format`).
 */
export function pictureCut(
  picture: z.infer<typeof pictureSchema>,
  host: ImageHost,
  aspect: Aspect,
  candidates: readonly number[],
  preferred: number,
): PictureCut | undefined {
  const largest = largestWidth(picture, aspect);
  if (largest < 1) return undefined;
  const fitting = candidates.filter((width) => width <= largest);
  const widths = largest < candidates.at(-1)! && !fitting.includes(largest) ? [...fitting, largest] : fitting;
  const builder = createImageUrlBuilder(host).image({
    asset: { _ref: picture.ref },
    ...(picture.crop ? { crop: picture.crop } : {}),
    ...(picture.hotspot ? { hotspot: picture.hotspot } : {}),
  });
  const url = (width: number) => builder.width(width).height(heightFor(width, aspect)).auto('format').url();
  const shown = widths.includes(preferred) ? preferred : widths[widths.length - 1]!;
  return {
    src: url(shown),
    srcset: widths.map((width) => `${url(width)} ${width}w`).join(', '),
    width: shown,
    height: heightFor(shown, aspect),
  };
}

/** A vector picture is served as it is, at its own size: CSS fits it to the frame. */
function vectorCut(picture: z.infer<typeof pictureSchema>): PictureCut {
  const { width, height } = assetFacts(picture.ref);
  return { src: picture.url, width, height };
}

/**
 * The product page's pictures: the main picture, then the gallery's, each once (an editor may add
 * the main picture to the gallery too). A picture without alt text or with a malformed asset is
 * left out: the Studio refuses to publish one, and a picture nobody can describe does not sell.
 */
export function productPictures(main: unknown, gallery: readonly unknown[] | null | undefined, host: ImageHost): ProductPicture[] {
  const seen = new Set<string>();
  const pictures: ProductPicture[] = [];
  for (const candidate of [main, ...(gallery ?? [])]) {
    const parsed = pictureSchema.safeParse(candidate);
    if (!parsed.success || seen.has(parsed.data.ref)) continue;
    const picture = parsed.data;
    const vector = assetFacts(picture.ref).format === 'svg';
    const main = vector ? vectorCut(picture) : pictureCut(picture, host, PRODUCT_PICTURE_ASPECT, PRODUCT_PICTURE_WIDTHS, DEFAULT_WIDTH);
    const thumbnail = vector
      ? vectorCut(picture)
      : pictureCut(picture, host, PRODUCT_PICTURE_ASPECT, THUMBNAIL_WIDTHS, THUMBNAIL_WIDTHS[0]!);
    if (!main || !thumbnail) continue;
    const phone = vector ? undefined : pictureCut(picture, host, PHONE_PICTURE_ASPECT, PRODUCT_PICTURE_WIDTHS, DEFAULT_WIDTH);
    seen.add(picture.ref);
    pictures.push({ id: `picture-${pictures.length + 1}`, alt: picture.alt, main, thumbnail, ...(phone ? { phone } : {}) });
  }
  return pictures;
}
