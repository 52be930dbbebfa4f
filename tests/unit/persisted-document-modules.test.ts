import { describe, expect, it } from 'vitest';
import { splitPersistedDocuments } from '../../scripts/persisted-document-modules.ts';

const hash = 'a'.repeat(64);
const generated = [
  'export const CartOrderFragmentDoc = new TypedDocumentString(`',
  '    fragment CartOrder on Order { id }',
  '    `, {"fragmentName":"CartOrder"}) as unknown as TypedDocumentString<CartOrderFragment, unknown>;',
  `export const AddToCartDocument = {"__meta__":{"hash":"${hash}"}} as unknown as TypedDocumentString<AddToCartMutation, AddToCartMutationVariables>;`,
  'export type Kept = { id: string };',
].join('\n');

describe('the storefront documents, one module per operation', () => {
  it('moves each persisted hash into its own module, re-exported under the same name', () => {
    const { graphqlTs, modules } = splitPersistedDocuments(generated);
    expect(modules).toEqual([
      {
        file: 'AddToCart.ts',
        text: expect.stringContaining(
          `export const AddToCartDocument = {"__meta__":{"hash":"${hash}"}} as unknown as TypedDocumentString<AddToCartMutation, AddToCartMutationVariables>;`,
        ),
      },
    ]);
    expect(modules[0]!.text).toContain(
      "import type { AddToCartMutation, AddToCartMutationVariables, TypedDocumentString } from '../graphql.ts';",
    );
    expect(graphqlTs).toContain("export { AddToCartDocument } from './documents/AddToCart.ts';");
    expect(graphqlTs).not.toContain(hash);
    expect(graphqlTs).toContain('export type Kept = { id: string };');
  });

  it('marks the fragments pure, so a bundle drops the texts no island sends', () => {
    expect(splitPersistedDocuments(generated).graphqlTs).toContain(
      'export const CartOrderFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`',
    );
  });
});
