import { escapeHTML } from '@portabletext/to-html';
import { createImageUrlBuilder } from '@sanity/image-url';
import { z } from 'zod';

/**
 * Where image URLs point: Sanity's image CDN for a hosted project; for the seed, the same URL
 * shape under a folder of the built site (`baseUrl`), whose files stand in for the CDN's originals.
 */
export interface ImageHost {
  projectId: string;
  dataset: string;
  baseUrl?: string;
}

/** Pictures in rich text are shown at 3:2, so the editor's hotspot decides what stays in frame. */
const ASPECT = { width: 3, height: 2 };
/** Candidate widths for `srcset`: a phone at 1x up to the 44rem prose column at 2x. */
export const RICH_TEXT_IMAGE_WIDTHS: readonly number[] = [480, 720, 960, 1280, 1600];
/** The width `src` names (browsers without `srcset`), and whose size `width`/`height` state. */
const DEFAULT_WIDTH = 960;
/** The prose column is 44rem wide; below that the picture fills the screen. */
const SIZES = '(min-width: 46rem) 44rem, 100vw';

const unit = z.number().min(0).max(1);
/** An image block as the Studio stores it; anything else is not rendered. */
const imageBlock = z.object({
  _type: z.literal('image'),
  // image-<sha1>-<width>x<height>-<format>, the id Sanity gives every uploaded image.
  asset: z.object({ _ref: z.string().regex(/^image-[A-Za-z0-9]+-\d+x\d+-[a-z0-9]+$/) }),
  crop: z.object({ top: unit, bottom: unit, left: unit, right: unit }).nullish(),
  hotspot: z.object({ x: unit, y: unit, width: unit, height: unit }).nullish(),
  alt: z.string().trim().min(1),
});

/** The asset's own pixel size, from its id (Sanity writes it there). */
function assetSize(ref: string): { width: number; height: number } {
  const [, size = ''] = /-(\d+x\d+)-[a-z0-9]+$/.exec(ref) ?? [];
  const [width = 0, height = 0] = size.split('x').map(Number);
  return { width, height };
}

/** The widest 3:2 picture the (cropped) original holds without upscaling. */
function largestWidth(block: z.infer<typeof imageBlock>): number {
  const size = assetSize(block.asset._ref);
  const crop = block.crop ?? { top: 0, bottom: 0, left: 0, right: 0 };
  const cropWidth = size.width * (1 - crop.left - crop.right);
  const cropHeight = size.height * (1 - crop.top - crop.bottom);
  return Math.floor(Math.min(cropWidth, (cropHeight * ASPECT.width) / ASPECT.height));
}

const heightFor = (width: number) => Math.round((width * ASPECT.height) / ASPECT.width);

/**
 * An editor's picture as one `<img>` with a `srcset`: each candidate is the crop, then cut to 3:2
 * around the hotspot by Sanity's image API (`rect`), in the best format the browser accepts
 * (`auto=format`). `width` and `height` are set so the page does not move when it loads. A block
 * without alt text or with a malformed asset renders nothing (the Studio refuses to publish one).
 */
export function richTextImageHtml(value: unknown, host: ImageHost): string {
  const parsed = imageBlock.safeParse(value);
  if (!parsed.success) return '';
  const block = parsed.data;
  const builder = createImageUrlBuilder(host).image({
    asset: { _ref: block.asset._ref },
    ...(block.crop ? { crop: block.crop } : {}),
    ...(block.hotspot ? { hotspot: block.hotspot } : {}),
  });
  const largest = largestWidth(block);
  if (largest < 1) return '';
  // A smaller original still offers its own full size as the last candidate.
  const fitting = RICH_TEXT_IMAGE_WIDTHS.filter((width) => width <= largest);
  const widths = largest < RICH_TEXT_IMAGE_WIDTHS.at(-1)! && !fitting.includes(largest) ? [...fitting, largest] : fitting;
  const url = (width: number) => builder.width(width).height(heightFor(width)).auto('format').url();
  const shown = widths.includes(DEFAULT_WIDTH) ? DEFAULT_WIDTH : widths[widths.length - 1]!;
  const srcset = widths.map((width) => `${url(width)} ${width}w`).join(', ');
  return (
    `<figure class="rich-text-image"><img src="${escapeHTML(url(shown))}" srcset="${escapeHTML(srcset)}" sizes="${SIZES}"` +
    ` width="${shown}" height="${heightFor(shown)}" alt="${escapeHTML(block.alt)}" loading="lazy" decoding="async"></figure>`
  );
}
