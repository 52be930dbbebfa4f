import { execute, type CommerceTransport } from './client.ts';
import {
  AddToCartDocument,
  EditOrderItemDocument,
  GetOrderDocument,
  RemoveOrderItemDocument,
  type CartOrderFragment,
} from './gql/graphql.ts';
import type { ShopChannel } from '../channel.ts';

export type CartOrder = CartOrderFragment;

/** The cart calls of the brief (§7), bound to one transport and one tenant/channel. */
export function orderCalls(transport: CommerceTransport, channel: ShopChannel) {
  return {
    async getOrder(orderId: string): Promise<CartOrder | null> {
      return (await execute(transport, GetOrderDocument, { orderId, ...channel })).getOrder;
    },
    async addToCart(orderId: string | null, skuId: string, quantity: number, gtagClientId: string | null): Promise<CartOrder> {
      return (await execute(transport, AddToCartDocument, { orderId, skuId, quantity, gtagClientId, ...channel })).addToCart;
    },
    async editOrderItem(orderId: string, orderItemId: string, quantity: number): Promise<CartOrder> {
      return (await execute(transport, EditOrderItemDocument, { orderId, orderItemId, quantity, ...channel })).editOrderItem;
    },
    async removeOrderItem(orderId: string, orderItemId: string): Promise<CartOrder> {
      return (await execute(transport, RemoveOrderItemDocument, { orderId, orderItemId, ...channel })).removeOrderItem;
    },
  };
}

export type OrderCalls = ReturnType<typeof orderCalls>;
