import type { ShopChannel } from '../channel.ts';
import { execute, type TransportSource } from './client.ts';
import {
  AddCustomerOrderDocument,
  AddEditOrderAddressDocument,
  AddToCartDocument,
  ClaimGuestOrderDocument,
  CreateCartLinkDocument,
  CreateOrderFromCartLinkDocument,
  EditOrderItemDocument,
  GetAndValidateOrderDocument,
  GetOrderDocument,
  ReOrderDocument,
  RemoveOrderItemDocument,
  SelectShippingMethodForShipmentDocument,
  UpdateDiscountAmountDocument,
  UpdateOrderDocument,
  type CartOrderFragment,
  type OrderAddressInput,
  type OrderCustomerInput,
  type OrderUpdateInput,
} from './gql/graphql.ts';
import { orNull, type FailureListener } from './outcome.ts';

export type CartOrder = CartOrderFragment;

export class CustomerNotFoundError extends Error {
  constructor() {
    super('Customer not found');
    this.name = 'CustomerNotFoundError';
  }
}

/** A leading 0 becomes +44 before a phone number leaves the browser. */
export function internationalUkPhone(phone: string): string {
  const trimmed = phone.trim();
  return trimmed.startsWith('0') ? `+44${trimmed.slice(1)}` : trimmed;
}

/**
 * The order calls the shop makes, bound to one transport and one tenant/channel. Each
 * answers null on failure (logged); pass a listener to learn why. A shopper's own cart goes
 * through the shopper transport: a signed-in customer's cart answers only to their ID token.
 */
export function orderCalls(transport: TransportSource, channel: ShopChannel) {
  return {
    getOrder: (orderId: string, onError?: FailureListener) =>
      orNull('getOrder', async () => (await execute(transport, GetOrderDocument, { orderId, ...channel })).getOrder, onError),
    claimGuestOrder: (claimToken: string, onError?: FailureListener) =>
      orNull(
        'claimGuestOrder',
        async () => (await execute(transport, ClaimGuestOrderDocument, { claimToken, ...channel })).claimGuestOrder,
        onError,
      ),
    getAndValidateOrder: (orderId: string, onError?: FailureListener) =>
      orNull(
        'getAndValidateOrder',
        async () => (await execute(transport, GetAndValidateOrderDocument, { orderId, ...channel })).getAndValidateOrder,
        onError,
      ),
    addToCart: (orderId: string | null, skuCode: string, quantity: number, gtagClientId: string | null, onError?: FailureListener) =>
      orNull(
        'addToCart',
        async () =>
          (await execute(transport, AddToCartDocument, { orderId, skuId: skuCode, quantity, gtagClientId, ...channel })).addToCart,
        onError,
      ),
    createCartLink: (orderId: string, onError?: FailureListener) =>
      orNull(
        'createCartLink',
        async () => (await execute(transport, CreateCartLinkDocument, { orderId, ...channel })).createCartLink,
        onError,
      ),
    createOrderFromCartLink: (id: string, gtagClientId: string | null, onError?: FailureListener) =>
      orNull(
        'createOrderFromCartLink',
        async () => (await execute(transport, CreateOrderFromCartLinkDocument, { id, gtagClientId, ...channel })).createOrderFromCartLink,
        onError,
      ),
    /** Puts the lines into the cart `into` (the shopper's basket), or into a new cart when null. */
    reOrder: (lines: { skuId: string; quantity: number }[], into: string | null, gtagClientId: string | null, onError?: FailureListener) =>
      orNull(
        'reOrder',
        async () =>
          (
            await execute(transport, ReOrderDocument, {
              // The API takes the target cart from the first line.
              input: lines.map((line, index) => ({ ...line, gtagClientId, ...channel, ...(index === 0 && into ? { orderId: into } : {}) })),
            })
          ).reOrder,
        onError,
      ),
    editOrderItem: (orderId: string, orderItemId: string, quantity: number, onError?: FailureListener) =>
      orNull(
        'editOrderItem',
        async () => (await execute(transport, EditOrderItemDocument, { orderId, orderItemId, quantity, ...channel })).editOrderItem,
        onError,
      ),
    removeOrderItem: (orderId: string, orderItemId: string, onError?: FailureListener) =>
      orNull(
        'removeOrderItem',
        async () => (await execute(transport, RemoveOrderItemDocument, { orderId, orderItemId, ...channel })).removeOrderItem,
        onError,
      ),
    updateOrder: (id: string, data: OrderUpdateInput, onError?: FailureListener) =>
      orNull('updateOrder', async () => (await execute(transport, UpdateOrderDocument, { id, data, ...channel })).updateOrder, onError),
    addEditOrderAddress: (orderId: string, address: OrderAddressInput[], customerId: string | null, onError?: FailureListener) =>
      orNull(
        'addEditOrderAddress',
        async () =>
          (await execute(transport, AddEditOrderAddressDocument, { orderId, address, customerId, ...channel })).addEditOrderAddress,
        onError,
      ),
    selectShippingMethodForShipment: (
      orderId: string,
      choice: { shipmentId: string; methodId: string; date: string | null; timedCode: string | null; services: string[] },
      onError?: FailureListener,
    ) =>
      orNull(
        'selectShippingMethodForShipment',
        async () =>
          (
            await execute(transport, SelectShippingMethodForShipmentDocument, {
              orderId,
              id: choice.shipmentId,
              shippingMethod: choice.methodId,
              selectedEstDeliveryDate: choice.date,
              selectedTimedConfigCode: choice.timedCode,
              services: choice.services,
              ...channel,
            })
          ).selectShippingMethodForShipment,
        onError,
      ),
    /** An empty result keeps the current order: callers replace the order only on a reply. */
    updateDiscountAmount: (orderId: string, couponCode: string, onError?: FailureListener) =>
      orNull(
        'updateDiscountAmount',
        async () => (await execute(transport, UpdateDiscountAmountDocument, { orderId, couponCode, ...channel })).updateDiscountAmount,
        onError,
      ),
    /** Throws 'Customer not found' when the lookup fails; other failures answer null. */
    async addCustomerOrder(orderId: string, customer: OrderCustomerInput, onError?: FailureListener): Promise<CartOrder | null> {
      let notFound = false;
      const order = await orNull(
        'addCustomerOrder',
        async () =>
          (
            await execute(transport, AddCustomerOrderDocument, {
              orderId,
              customer: { ...customer, phoneNumber: customer.phoneNumber ? internationalUkPhone(customer.phoneNumber) : null },
              ...channel,
            })
          ).addCustomerOrder,
        (error) => {
          notFound = error.code === 'NOT_FOUND' && error.message === 'Customer not found';
          onError?.(error);
        },
      );
      if (notFound) throw new CustomerNotFoundError();
      return order;
    },
  };
}

export type OrderCalls = ReturnType<typeof orderCalls>;
