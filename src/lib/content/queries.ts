/**
 * The site's GROQ queries and the shapes they return. Products are listed in `sort` order;
 * `path` is the URL path without its leading slash.
 */
export interface ImageRef {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface PortableTextSpan {
  _type: 'span';
  _key: string;
  text: string;
  marks?: string[];
}

export interface PortableTextBlock {
  _type: 'block';
  _key: string;
  style?: string;
  markDefs?: { _key: string; _type: string; href?: string }[];
  children: PortableTextSpan[];
}

export interface ProductSummary {
  skuCode: string;
  title: string;
  path: string;
  shortDescription: string;
  range: string;
  image: ImageRef | null;
}

export interface ProductSpecifications {
  species?: string;
  moistureMaxPercent?: number;
  readyToBurnCertificate?: string;
  volumeM3?: number;
  weightKg?: number;
  pelletGrade?: string;
  pelletDiameterMm?: number;
  bagCount?: number;
  bagWeightKg?: number;
}

export interface ProductPage extends ProductSummary {
  categoryId: string | null;
  category: { title: string; path: string } | null;
  body: PortableTextBlock[];
  specifications: ProductSpecifications | null;
}

export type PageSection =
  | { _type: 'hero'; _key: string; heading: string; text?: string; ctaLabel?: string; ctaHref?: string }
  | { _type: 'richText'; _key: string; body: PortableTextBlock[] }
  | { _type: 'productGrid'; _key: string; heading: string; products: ProductSummary[] }
  | { _type: 'faq'; _key: string; heading?: string; items: FaqItem[] };

export interface FaqItem {
  _key: string;
  question: string;
  answer: string;
}

export interface Page {
  title: string;
  path: string;
  description: string;
  sections: PageSection[];
}

export interface SiteSettings {
  title: string;
  tagline: string;
  defaultPostcode: string;
  salesChannelBrand: string;
  footerText: string;
  navigation: { label: string; href: string }[];
}

const image = `image{ "url": asset->url, alt, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height }`;
const productSummary = `skuCode, title, "path": path.current, shortDescription, range, "image": ${image}`;

export const siteSettingsQuery = `*[_type == "siteSettings"][0]{ title, tagline, defaultPostcode, salesChannelBrand, footerText, "navigation": navigation[]{ label, href } }`;

export const allProductsQuery = `*[_type == "product"] | order(sort asc){ ${productSummary} }`;

const pageProjection = `{
  title, "path": path.current, description,
  "sections": sections[]{
    _type, _key,
    _type == "hero" => { heading, text, ctaLabel, ctaHref },
    _type == "richText" => { body },
    _type == "productGrid" => {
      heading,
      "products": select(
        count(products) > 0 => products[]->{ ${productSummary} },
        *[_type == "product" && category._ref == ^.category._ref] | order(sort asc){ ${productSummary} }
      )
    },
    _type == "faq" => { heading, "items": items[]{ _key, question, answer } }
  }
}`;

export const pageByPathQuery = `*[_type == "page" && path.current == $path][0]${pageProjection}`;

/** Every content page but the home page (which is the site root, not "/home"). */
export const contentPagesQuery = `*[_type == "page" && defined(path.current) && path.current != "home"] | order(path.current asc)${pageProjection}`;

export interface Category {
  _id: string;
  title: string;
  path: string;
  description: string;
}

export const categoriesQuery = `*[_type == "category"] | order(sort asc){ _id, title, "path": path.current, description }`;

export const allProductPagesQuery = `*[_type == "product" && defined(path.current)] | order(sort asc){
  ${productSummary},
  "categoryId": category._ref,
  "category": category->{ title, "path": path.current },
  body,
  specifications
}`;

export interface KnowledgeBaseArticleSummary {
  title: string;
  slug: string;
  category: string;
  summary: string;
  publishedAt: string;
  updatedAt: string | null;
}

export interface KnowledgeBaseArticle extends KnowledgeBaseArticleSummary {
  body: PortableTextBlock[];
}

const articleSummary = `title, "slug": slug.current, category, summary, publishedAt, "updatedAt": _updatedAt`;

export const knowledgeBaseArticlesQuery = `*[_type == "knowledgeBaseArticle" && defined(slug.current)] | order(publishedAt desc){ ${articleSummary} }`;

export const knowledgeBaseArticlePagesQuery = `*[_type == "knowledgeBaseArticle" && defined(slug.current)] | order(publishedAt desc){ ${articleSummary}, body }`;

/** Editors' redirects (Studio type "redirect"); merged with redirects.config.ts at build. */
export interface EditorRedirect {
  from: string;
  to: string;
  permanent: boolean | null;
}

export const editorRedirectsQuery = `*[_type == "redirect" && defined(from) && defined(to)] | order(from asc){ from, to, permanent }`;
