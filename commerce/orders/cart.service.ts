import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { checkLineQuantity } from '../domain/cart.ts';
import { londonDate } from '../domain/london-clock.ts';
import type { Caller, CommerceContext, Scope } from '../context.ts';
import { apiError } from '../errors.ts';
import { refreshLineVat } from './line-vat.ts';
import { bumpOrderVersion, CART_STATUS, lockOrder } from './orders.store.ts';
import { findProduct } from '../catalogue/products.store.ts';
import type { Database, OrderRow, ProductRow } from '../store/tables.ts';

/**
 * Runs one change to a cart in a transaction: lock the cart (or create it when there is none
 * yet), apply the change, end with the guarded version bump. Any error rolls the whole change
 * back, so a failed call writes nothing, not even a new empty cart. Returns the cart's id.
 */
export async function changeCart(
  ctx: CommerceContext,
  scope: Caller,
  target: { orderId: string } | { newCart: { gtagClientId: string | null } },
  change: (tx: Transaction<Database>, order: OrderRow) => Promise<void>,
): Promise<string> {
  return ctx.db.transaction().execute(async (tx) => {
    if ('newCart' in target) {
      const order = await insertCart(tx, scope, target.newCart.gtagClientId, ctx.now());
      await change(tx, order);
      await refreshLineVat(tx, scope.tenantId, order.id);
      return order.id;
    }
    const order = await lockOrder(tx, scope, target.orderId);
    if (!order) throw apiError('NOT_FOUND', 'That cart does not exist. Start a new one by adding a product.');
    if (order.status !== CART_STATUS) {
      throw apiError('CONFLICT', 'This order has already been placed, so it can no longer change. Start a new cart.');
    }
    await change(tx, order);
    await refreshLineVat(tx, scope.tenantId, order.id);
    if (!(await bumpOrderVersion(tx, order, ctx.now()))) {
      throw apiError('CONFLICT', 'The cart changed while we were updating it. Please try again.');
    }
    return order.id;
  });
}

/** A new cart belongs to the signed-in customer who makes it; anyone else's is a guest cart. */
async function insertCart(tx: Transaction<Database>, scope: Caller, gtagClientId: string | null, now: Date): Promise<OrderRow> {
  const channel = await tx
    .selectFrom('sales_channel')
    .select('currency_code')
    .where('tenant_id', '=', scope.tenantId)
    .where('id', '=', scope.salesChannelId)
    .executeTakeFirstOrThrow();
  const customer = scope.customerId
    ? await tx
        .selectFrom('customer')
        .select(['id', 'email', 'first_name', 'last_name', 'phone_number'])
        .where('id', '=', scope.customerId)
        .where('tenant_id', '=', scope.tenantId)
        .where('sales_channel_id', '=', scope.salesChannelId)
        .executeTakeFirst()
    : undefined;
  return tx
    .insertInto('orders')
    .values({
      id: randomUUID(),
      tenant_id: scope.tenantId,
      sales_channel_id: scope.salesChannelId,
      status: CART_STATUS,
      payment_status: 'notPaid',
      guest: !customer,
      customer_id: customer?.id ?? null,
      customer_email: customer?.email ?? null,
      customer_first_name: customer?.first_name ?? null,
      customer_last_name: customer?.last_name ?? null,
      customer_phone: customer?.phone_number ?? null,
      currency_code: channel.currency_code,
      gtag_client_id: gtagClientId,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function requireProduct(tx: Transaction<Database>, scope: Scope, skuId: string): Promise<ProductRow> {
  const product = await findProduct(tx, scope.tenantId, skuId);
  if (!product) throw apiError('NOT_FOUND', `There is no product with the code ${skuId}.`);
  return product;
}

/** Refuses a line quantity the shop cannot sell, with the domain rule's message. */
export function assertLineQuantity(ctx: CommerceContext, product: ProductRow, quantity: number): void {
  const violation = checkLineQuantity(
    quantity,
    { onHand: product.on_hand, presaleDate: product.presale_date, presaleLimit: product.presale_limit },
    londonDate(ctx.now()),
    product.short_name,
  );
  if (violation) {
    throw apiError('BAD_USER_INPUT', violation.message, {
      reason: violation.code,
      ...('available' in violation ? { available: violation.available } : {}),
    });
  }
}

/** The line's price snapshot is refreshed whenever the line changes. */
export function lineSnapshot(product: ProductRow) {
  return {
    name: product.short_name,
    sku_code: product.id,
    unit_price_pence: product.current_price_pence,
    vat_rate_basis_points: product.vat_rate_basis_points,
    weight_grams: product.weight_grams,
    image_url: product.image_url,
    product_url: product.product_url,
  };
}

/**
 * Puts a quantity of a product into a cart: raises the line when the product is there already,
 * adds one otherwise, refreshing the line's price snapshot either way. Throws (writing nothing)
 * when the product is unknown or the new quantity cannot be sold.
 */
export async function addLine(tx: Transaction<Database>, ctx: CommerceContext, scope: Scope, orderId: string, skuId: string, quantity: number): Promise<void> {
  const product = await requireProduct(tx, scope, skuId);
  const existing = await tx
    .selectFrom('order_item')
    .select(['id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('product_id', '=', product.id)
    .executeTakeFirst();
  const total = (existing?.quantity ?? 0) + quantity;
  assertLineQuantity(ctx, product, total);
  if (existing) {
    await tx.updateTable('order_item').set({ quantity: total, ...lineSnapshot(product) }).where('id', '=', existing.id).execute();
  } else {
    await tx
      .insertInto('order_item')
      .values({ id: randomUUID(), order_id: orderId, product_id: product.id, quantity: total, ...lineSnapshot(product) })
      .execute();
  }
}
