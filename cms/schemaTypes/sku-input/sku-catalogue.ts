// The SKU picker's reading of the shop's catalogue. Pure (no Sanity, no React, no fetch), so the
// shop's own tests check it without the Studio's packages installed.

/**
 * The hash of the storefront's GetCatalogueSkus operation
 * (src/lib/commerce/operations/catalogue.graphql). A production API runs only the shop's persisted
 * operations, sent by hash; a unit test fails when this and the shop's generated list part ways.
 */
export const CATALOGUE_SKUS_HASH = 'bdf121654802380714e31a3bdc8afac555e71ba8517cae3a33af411f9c89c705'

/** Where the Studio reads the catalogue, from its SANITY_STUDIO_* settings. */
export interface CatalogueSource {
  /** The commerce API's GraphQL address, e.g. https://hearth.example/graphql. */
  apiUrl: string
  /** The storefront's publishable key (it names the storefront; it is not a secret). */
  apiKey: string
  tenant: string
}

/** The same defaults as the storefront's development build, so a local Studio finds a local shop. */
export function catalogueSource(env: Record<string, string | undefined>): CatalogueSource {
  const channel = env.SANITY_STUDIO_SHOP_CHANNEL || 'hearth/uk-web'
  return {
    apiUrl: env.SANITY_STUDIO_COMMERCE_API_URL || 'http://localhost:4321/graphql',
    apiKey: env.SANITY_STUDIO_COMMERCE_API_KEY || 'hearth-local-storefront',
    tenant: channel.split('/')[0] ?? '',
  }
}

/** The POST the picker sends: the persisted operation's hash, never its text. */
export function catalogueRequest(source: CatalogueSource): {url: string; init: RequestInit} {
  return {
    url: source.apiUrl,
    init: {
      method: 'POST',
      headers: {'content-type': 'application/json', 'x-api-key': source.apiKey},
      body: JSON.stringify({
        operationName: 'GetCatalogueSkus',
        variables: {tenant: source.tenant},
        extensions: {persistedQuery: {version: 1, sha256Hash: CATALOGUE_SKUS_HASH}},
      }),
    },
  }
}

export interface CatalogueSku {
  code: string
  name: string
}

/**
 * The SKUs in the API's reply, or why there are none: a reply of another shape (an error, a
 * proxy's page) is a failure the editor is told about, never an empty list to choose from.
 */
export function readCatalogueReply(
  reply: unknown,
): {ok: true; skus: CatalogueSku[]} | {ok: false; reason: string} {
  const body = reply as {data?: {getProducts?: unknown}; errors?: {message?: unknown}[]} | null
  const products = body?.data?.getProducts
  if (!Array.isArray(products)) {
    const message = body?.errors?.[0]?.message
    return {ok: false, reason: typeof message === 'string' ? message : 'the reply held no list of products'}
  }
  const skus: CatalogueSku[] = []
  for (const product of products as {SKUCode?: unknown; SKUName?: unknown}[]) {
    if (typeof product?.SKUCode !== 'string' || typeof product.SKUName !== 'string') {
      return {ok: false, reason: 'the reply named a product without its code or name'}
    }
    skus.push({code: product.SKUCode, name: product.SKUName})
  }
  return {ok: true, skus}
}

export interface SkuOption {
  code: string
  /** "LOG-ASH-STD: Kiln-dried ash logs, standard crate", or the code and why it cannot be chosen. */
  label: string
  /** A code this document holds that the shop no longer sells: shown so the editor sees it, not offered. */
  retired: boolean
}

/**
 * What the picker offers: every SKU the shop sells, and the document's own code, marked retired,
 * when the shop has stopped selling it (the site's build fails until the editor picks another or
 * unpublishes the product).
 */
export function skuOptions(skus: readonly CatalogueSku[], current: string | undefined): SkuOption[] {
  const options = skus.map((sku) => ({code: sku.code, label: `${sku.code}: ${sku.name}`, retired: false}))
  if (current && !skus.some((sku) => sku.code === current)) {
    options.unshift({
      code: current,
      label: `${current}: retired, the shop no longer sells it`,
      retired: true,
    })
  }
  return options
}
