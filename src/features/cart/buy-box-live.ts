import { deliveryCalls, type ProductDates } from '../../lib/commerce/delivery.ts';
import { catalogueCalls, type ProductData } from '../../lib/commerce/products.ts';
import { shopChannel, storefrontTransport } from '../../lib/commerce/settings.ts';

/** A product's live data, or why there is none: the API could not be asked, or it no longer sells it. */
export interface LiveProduct {
  data: ProductData | null;
  failed: boolean;
}

const catalogue = catalogueCalls(storefrontTransport, shopChannel);
const delivery = deliveryCalls(storefrontTransport, shopChannel);

/**
 * Answers the product page's script asks for at load (buy-box-refresh.ts), each handed once to
 * the buy-box when it mounts later, so a shopper's first interaction sends no second request.
 * Any later ask (another postcode, a remount) goes to the API.
 */
const askedAtLoad = new Map<string, Promise<unknown>>();
/** The answers that have arrived, so the buy-box can start from them without a "Checking…" flash. */
const arrived = new Map<string, unknown>();

function ask<T>(key: string, request: () => Promise<T>): Promise<T> {
  const asked = request();
  askedAtLoad.set(key, asked);
  void asked.then((answer) => arrived.set(key, answer));
  return asked;
}

function take<T>(key: string, request: () => Promise<T>): Promise<T> {
  const asked = askedAtLoad.get(key) as Promise<T> | undefined;
  askedAtLoad.delete(key);
  arrived.delete(key);
  return asked ?? request();
}

const productKey = (skuCode: string) => `product:${skuCode}`;
const datesKey = (skuCode: string, postcode: string) => `dates:${skuCode}:${postcode}`;

function requestProduct(skuCode: string): Promise<LiveProduct> {
  let failed = false;
  return catalogue
    .getProductData(skuCode, () => {
      failed = true;
    })
    .then((data) => ({ data, failed }));
}

export const productAtLoad = (skuCode: string) => ask(productKey(skuCode), () => requestProduct(skuCode));
export const liveProduct = (skuCode: string) => take(productKey(skuCode), () => requestProduct(skuCode));

export const datesAtLoad = (skuCode: string, postcode: string) =>
  ask(datesKey(skuCode, postcode), () => delivery.getProductDates(skuCode, postcode));
export const liveDates = (skuCode: string, postcode: string) =>
  take(datesKey(skuCode, postcode), () => delivery.getProductDates(skuCode, postcode));

/** The dates asked for at load, if they have arrived (null: the API could not answer); undefined otherwise. */
export function arrivedDates(skuCode: string, postcode: string): ProductDates | null | undefined {
  const key = datesKey(skuCode, postcode);
  return arrived.has(key) ? (arrived.get(key) as ProductDates | null) : undefined;
}
