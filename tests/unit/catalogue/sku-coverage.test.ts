import { describe, expect, it } from 'vitest';
import { checkSkuCoverage, placeholderPath, unsoldSkusMessage, withoutContentMessage } from '../../../src/lib/catalogue/sku-coverage.ts';

const ashDocument = { _id: 'product-ash-std', title: 'Kiln-dried ash, standard crate', skuCode: 'LOG-ASH-STD' };
const oakDocument = { _id: 'product-oak-std', title: 'Kiln-dried oak, standard crate', skuCode: 'LOG-OAK-STD' };
const ash = { sku: 'LOG-ASH-STD', name: 'Ash logs, standard crate', path: '/firewood/ash/standard-crate' };
const birch = { sku: 'LOG-BIR-MAX', name: 'Birch logs, maxi crate', path: '/firewood/birch/maxi-crate' };

describe('SKU coverage', () => {
  it('finds nothing to say when every document names a sold SKU and every sold SKU has a document', () => {
    expect(checkSkuCoverage([ashDocument], [ash])).toEqual({ retired: [], unsold: [], withoutContent: [] });
  });

  it('names each document whose SKU the shop does not sell, and each sold SKU without a document', () => {
    expect(checkSkuCoverage([ashDocument, oakDocument], [ash, birch])).toEqual({
      retired: [],
      unsold: [oakDocument],
      withoutContent: [birch],
    });
  });

  it('compares SKU codes exactly: a code in other letters is another SKU', () => {
    const lowerCase = { ...ashDocument, skuCode: 'log-ash-std' };
    expect(checkSkuCoverage([lowerCase], [ash])).toEqual({ retired: [], unsold: [lowerCase], withoutContent: [ash] });
  });

  it('counts two documents on one SKU as covering it (the Studio refuses the second)', () => {
    const copy = { ...ashDocument, _id: 'product-ash-copy' };
    expect(checkSkuCoverage([ashDocument, copy], [ash])).toEqual({ retired: [], unsold: [], withoutContent: [] });
  });

  it('sets apart a document whose SKU staff retired: no page, but no failed build either', () => {
    expect(checkSkuCoverage([ashDocument, oakDocument], [ash], new Set([oakDocument.skuCode]))).toEqual({
      retired: [oakDocument],
      unsold: [],
      withoutContent: [],
    });
  });

  it('with no store facts at all, every document is unsold', () => {
    expect(checkSkuCoverage([ashDocument, oakDocument], []).unsold).toEqual([ashDocument, oakDocument]);
  });
});

describe('SKU coverage messages', () => {
  it('name every unsold document by title, id and SKU, so an editor can find it', () => {
    const message = unsoldSkusMessage([oakDocument, { _id: 'drafted', title: 'Elm', skuCode: 'LOG-ELM' }]);
    expect(message).toContain('2 published products in the content name SKUs the shop does not sell');
    expect(message).toContain('"Kiln-dried oak, standard crate" (_id product-oak-std) names LOG-OAK-STD');
    expect(message).toContain('"Elm" (_id drafted) names LOG-ELM');
  });

  it('speak of one document in the singular', () => {
    expect(unsoldSkusMessage([oakDocument])).toMatch(/^1 published product in the content names a SKU the shop does not sell:/);
  });

  it('list the SKUs built without content by code and name', () => {
    expect(withoutContentMessage([birch])).toBe(
      'The shop sells a SKU with no product content, built as plain pages: LOG-BIR-MAX (Birch logs, maxi crate).',
    );
  });
});

describe('a placeholder page address', () => {
  it("is the store's own product address, without its slashes", () => {
    expect(placeholderPath(birch, new Set())).toBe('firewood/birch/maxi-crate');
  });

  it('moves under /product/ when content already holds that address, so no page hides another', () => {
    expect(placeholderPath(birch, new Set(['firewood/birch/maxi-crate']))).toBe('product/log-bir-max');
  });

  it('moves under /product/ when the store records no address', () => {
    expect(placeholderPath({ ...birch, path: '' }, new Set())).toBe('product/log-bir-max');
  });
});
