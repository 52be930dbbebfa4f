import { decimalPounds } from '../../../commerce/shared/index.ts';
/**
 * schema.org descriptions of the site's pages, as plain objects. `serializeJsonLd` turns them
 * into text that is safe inside a <script> element whatever the CMS content says.
 */

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** Site path such as "/firewood"; made absolute against the site origin. */
  path: string;
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can end the element. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const absolute = (path: string, site: URL | string) => new URL(path, site).href;

/** How to reach the shop, for the Organization (the seller row's, via src/lib/seo/shop-contact.ts). */
export interface OrganizationContact {
  legalName: string;
  phone: string;
  /** E.164, e.g. "+441509000000". */
  phoneE164: string;
  email: string;
  addressLines: readonly string[];
  openingHours: readonly string[];
}

export function organizationJsonLd(input: {
  brand: string;
  site: URL | string;
  logoPath?: string;
  contact?: OrganizationContact | null;
}): JsonLd {
  const organization: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absolute('/#organization', input.site),
    name: input.brand,
    url: absolute('/', input.site),
    logo: absolute(input.logoPath ?? '/icons/icon-512.png', input.site),
  };
  const contact = input.contact;
  if (contact) {
    organization.legalName = contact.legalName;
    organization.telephone = contact.phoneE164;
    organization.email = contact.email;
    // The address's lines as the shop writes them, postcode last: schema.org's parts would be a guess.
    organization.address = {
      '@type': 'PostalAddress',
      streetAddress: contact.addressLines.slice(0, -2).join(', '),
      addressLocality: contact.addressLines.at(-2),
      postalCode: contact.addressLines.at(-1),
      addressCountry: 'GB',
    };
    organization.contactPoint = {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: contact.phoneE164,
      email: contact.email,
      areaServed: 'GB',
      availableLanguage: 'en-GB',
      ...(contact.openingHours.length > 0 ? { hoursAvailable: contact.openingHours.join('; ') } : {}),
    };
  }
  return organization;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], site: URL | string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path, site),
    })),
  };
}

export interface ProductOfferInput {
  name: string;
  description: string;
  sku: string;
  path: string;
  imagePath?: string | undefined;
  brand: string;
  /** Integer pence, VAT included; no offer is described without a price. */
  pricePence?: number | undefined;
  inStock?: boolean | undefined;
  /** ISO date a pre-sold product ships from: its offer is a pre-order, available from that day. */
  presaleDate?: string | undefined;
  ratings?: readonly number[] | undefined;
  /** Published reviews, newest first; each becomes a schema.org Review (at most MAX_LD_REVIEWS). */
  reviews?: readonly LdReview[] | undefined;
}

export interface LdReview {
  title: string;
  author: string;
  body: string;
  rating: number;
  datePublished: string;
}

/** Enough for a search engine's review snippet; the page itself lists them all. */
export const MAX_LD_REVIEWS = 10;

export function productJsonLd(input: ProductOfferInput, site: URL | string): JsonLd {
  const url = absolute(input.path, site);
  const product: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    sku: input.sku,
    url,
    brand: { '@type': 'Brand', name: input.brand },
    ...(input.imagePath ? { image: absolute(input.imagePath, site) } : {}),
  };
  if (input.pricePence !== undefined) {
    product.offers = {
      '@type': 'Offer',
      url,
      price: decimalPounds(input.pricePence),
      priceCurrency: 'GBP',
      availability: input.presaleDate
        ? 'https://schema.org/PreOrder'
        : input.inStock === false
          ? 'https://schema.org/OutOfStock'
          : 'https://schema.org/InStock',
      ...(input.presaleDate ? { availabilityStarts: input.presaleDate } : {}),
      seller: { '@type': 'Organization', name: input.brand },
    };
  }
  const ratings = input.ratings ?? [];
  if (ratings.length > 0) {
    const sum = ratings.reduce((a, b) => a + b, 0);
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: (Math.round((sum / ratings.length) * 10) / 10).toFixed(1),
      reviewCount: ratings.length,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const reviews = (input.reviews ?? []).slice(0, MAX_LD_REVIEWS);
  if (reviews.length > 0) {
    product.review = reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.body,
      datePublished: review.datePublished,
      author: { '@type': 'Person', name: review.author },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    }));
  }
  return product;
}

export function articleJsonLd(
  input: { title: string; description: string; path: string; publishedAt: string; updatedAt?: string | undefined; brand: string },
  site: URL | string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.description,
    url: absolute(input.path, site),
    mainEntityOfPage: absolute(input.path, site),
    datePublished: input.publishedAt,
    ...(input.updatedAt ? { dateModified: input.updatedAt } : {}),
    author: { '@type': 'Organization', name: input.brand },
    publisher: { '@type': 'Organization', name: input.brand, logo: { '@type': 'ImageObject', url: absolute('/icons/icon-512.png', site) } },
  };
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
