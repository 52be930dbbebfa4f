import type { Transaction } from 'kysely';
import { GraphQLError } from 'graphql';
import { checkLineQuantity } from '../domain/cart.ts';
import { londonDate } from '../domain/london-clock.ts';
import { checkMove } from '../domain/order-process.ts';
import type { Caller, CommerceContext, Scope } from '../context.ts';
import { apiError } from '../errors.ts';
import { findProduct } from '../catalogue/index.ts';
import type { Database, OrderRow, ProductRow } from '../store/tables.ts';
import { refreshLineVat } from './line-vat.ts';
import { deleteLine, findLine, findLineOfProduct, insertLine, setLineQuantity, type LineSnapshot } from './order-lines.store.ts';
import { insertCart, lockOrder, moveOrder } from '../orders/index.ts';

export type CartTarget =
  | { orderId: string }
  /** express: a product page's express cart (never the shopper's basket; see insertCart). */
  | { newCart: { gtagClientId: string | null; express?: boolean } };

/**
 * Runs one change to a cart in a transaction: lock the cart (or create it when there is none
 * yet), apply the change, refresh the lines' VAT, end with the `editCart` move (the guarded
 * version bump). Any error rolls the whole change back, so a failed call writes nothing, not
 * even a new empty cart. Returns the cart's id.
 */
export async function changeCart(
  ctx: CommerceContext,
  scope: Caller,
  target: CartTarget,
  change: (tx: Transaction<Database>, order: OrderRow) => Promise<void>,
): Promise<string> {
  return ctx.db.transaction().execute(async (tx) => {
    if ('newCart' in target) {
      const order = await insertCart(tx, scope, scope.customerId, target.newCart.gtagClientId, ctx.now(), target.newCart.express);
      await change(tx, order);
      await refreshLineVat(tx, scope.tenantId, order.id);
      return order.id;
    }
    const order = await lockOrder(tx, scope, target.orderId);
    if (!order) throw apiError('NOT_FOUND', 'That cart does not exist. Start a new one by adding a product.');
    const refused = checkMove(order.status, 'editCart');
    if (refused) {
      throw apiError('CONFLICT', 'This order has already been placed, so it can no longer change. Start a new cart.', {
        reason: refused.refusal,
      });
    }
    await change(tx, order);
    await refreshLineVat(tx, scope.tenantId, order.id);
    await moveOrder(tx, order, 'editCart', ctx.now());
    return order.id;
  });
}

async function requireProduct(tx: Transaction<Database>, scope: Scope, skuCode: string): Promise<ProductRow> {
  const product = await findProduct(tx, scope.tenantId, skuCode);
  if (!product) throw apiError('NOT_FOUND', `There is no product with the code ${skuCode}.`);
  return product;
}

/** Refuses a line quantity the shop cannot sell, with the domain rule's message. */
function assertLineQuantity(ctx: CommerceContext, product: ProductRow, quantity: number): void {
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
function lineSnapshot(product: ProductRow): LineSnapshot {
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
export async function addLine(
  tx: Transaction<Database>,
  ctx: CommerceContext,
  scope: Scope,
  orderId: string,
  skuCode: string,
  quantity: number,
): Promise<void> {
  const product = await requireProduct(tx, scope, skuCode);
  const existing = await findLineOfProduct(tx, orderId, product.id);
  const total = (existing?.quantity ?? 0) + quantity;
  assertLineQuantity(ctx, product, total);
  if (existing) await setLineQuantity(tx, existing.id, total, lineSnapshot(product));
  else await insertLine(tx, orderId, product.id, total, lineSnapshot(product));
}

/** Sets a line's quantity, re-checking stock and refreshing its price snapshot. */
export async function changeLineQuantity(
  tx: Transaction<Database>,
  ctx: CommerceContext,
  scope: Scope,
  orderId: string,
  lineId: string,
  quantity: number,
): Promise<void> {
  const line = await findLine(tx, orderId, lineId);
  if (!line) throw apiError('NOT_FOUND', 'That line is no longer in the cart.');
  const product = await requireProduct(tx, scope, line.product_id);
  assertLineQuantity(ctx, product, quantity);
  await setLineQuantity(tx, line.id, quantity, lineSnapshot(product));
}

export async function removeLine(tx: Transaction<Database>, orderId: string, lineId: string): Promise<void> {
  if (!(await deleteLine(tx, orderId, lineId))) throw apiError('NOT_FOUND', 'That line is no longer in the cart.');
}

/**
 * Adds each line it can and says which it could not, instead of failing the whole copy: a
 * shared cart or an old order is still useful when one product has sold out.
 */
export async function copyLines(
  tx: Transaction<Database>,
  ctx: CommerceContext,
  scope: Scope,
  orderId: string,
  lines: readonly { skuCode: string; name: string; quantity: number }[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const line of lines) {
    try {
      await addLine(tx, ctx, scope, orderId, line.skuCode, line.quantity);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      problems.push(`${line.name}: ${error.message}`);
    }
  }
  return problems;
}
