import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_SKUS_HASH,
  catalogueRequest,
  catalogueSource,
  readCatalogueReply,
  skuOptions,
} from '../../../cms/schemaTypes/sku-input/sku-catalogue.ts';
import { readPersistedDocuments } from '../../../commerce/persisted-operations.ts';
import { GetCatalogueSkusDocument } from '../../../src/lib/commerce/gql/graphql.ts';

const ash = { code: 'LOG-ASH-STD', name: 'Kiln-dried ash logs, standard crate' };
const birch = { code: 'LOG-BIR-MAX', name: 'Kiln-dried birch logs, maxi crate' };

describe("the Studio's SKU picker reads the shop's catalogue", () => {
  it("by the hash of the storefront's own persisted operation, which a production API runs", () => {
    const hash = (GetCatalogueSkusDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
    expect(CATALOGUE_SKUS_HASH).toBe(hash);
    expect(readPersistedDocuments().get(CATALOGUE_SKUS_HASH)).toMatch(/^query GetCatalogueSkus\b/);
  });

  it("from the Studio's settings, with the storefront key and the channel's tenant", () => {
    const source = catalogueSource({
      SANITY_STUDIO_COMMERCE_API_URL: 'https://hearth.example/graphql',
      SANITY_STUDIO_COMMERCE_API_KEY: 'pk-live-web',
      SANITY_STUDIO_SHOP_CHANNEL: 'hearth-uk/web',
    });
    const { url, init } = catalogueRequest(source);
    expect(url).toBe('https://hearth.example/graphql');
    expect(init.headers).toMatchObject({ 'x-api-key': 'pk-live-web' });
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({
      operationName: 'GetCatalogueSkus',
      variables: { tenant: 'hearth-uk' },
      extensions: { persistedQuery: { version: 1, sha256Hash: CATALOGUE_SKUS_HASH } },
    });
    expect(body).not.toHaveProperty('query');
  });

  it("and, with nothing set, from the development shop the storefront's own build talks to", () => {
    expect(catalogueSource({})).toEqual({
      apiUrl: 'http://localhost:4321/graphql',
      apiKey: 'hearth-local-storefront',
      tenant: 'hearth',
    });
  });
});

describe("the catalogue API's reply", () => {
  it('gives the SKUs with their names', () => {
    const reply = { data: { getProducts: [{ SKUCode: ash.code, SKUName: ash.name }] } };
    expect(readCatalogueReply(reply)).toEqual({ ok: true, skus: [ash] });
  });

  it("is a failure, with the API's own words, when it holds errors instead of a list", () => {
    const reply = { data: null, errors: [{ message: 'You may not act for that tenant or sales channel.' }] };
    expect(readCatalogueReply(reply)).toEqual({ ok: false, reason: 'You may not act for that tenant or sales channel.' });
  });

  it('is a failure, never an empty list to choose from, when it is not the API talking', () => {
    expect(readCatalogueReply(null)).toEqual({ ok: false, reason: 'the reply held no list of products' });
    expect(readCatalogueReply({ data: { getProducts: [{ SKUCode: ash.code }] } })).toEqual({
      ok: false,
      reason: 'the reply named a product without its code or name',
    });
  });
});

describe('the SKUs offered', () => {
  it('are every SKU the shop sells, the name beside the code, in the shop order', () => {
    expect(skuOptions([ash, birch], undefined)).toEqual([
      { code: 'LOG-ASH-STD', label: 'LOG-ASH-STD: Kiln-dried ash logs, standard crate', retired: false },
      { code: 'LOG-BIR-MAX', label: 'LOG-BIR-MAX: Kiln-dried birch logs, maxi crate', retired: false },
    ]);
  });

  it("mark the document's own code retired, first, when the shop no longer sells it", () => {
    const options = skuOptions([ash], 'LOG-ELM-STD');
    expect(options[0]).toEqual({ code: 'LOG-ELM-STD', label: 'LOG-ELM-STD: retired, the shop no longer sells it', retired: true });
    expect(options.filter((option) => option.retired)).toHaveLength(1);
  });

  it('mark nothing retired while the code is one the shop sells', () => {
    expect(skuOptions([ash, birch], 'LOG-BIR-MAX').some((option) => option.retired)).toBe(false);
  });
});
