import { execute, type CommerceTransport } from './client.ts';
import { GetProductDataDocument, type GetProductDataQuery } from './gql/graphql.ts';
import type { ShopChannel } from '../channel.ts';

export type ProductData = NonNullable<GetProductDataQuery['getProductData']>;

export function productCalls(transport: CommerceTransport, channel: ShopChannel) {
  return {
    async getProductData(id: string): Promise<ProductData | null> {
      return (await execute(transport, GetProductDataDocument, { id, ...channel })).getProductData;
    },
  };
}
