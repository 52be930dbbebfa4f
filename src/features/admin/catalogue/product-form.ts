import { decimalPounds, nearestPence } from '../../../../commerce/shared/index.ts';
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';
import type { AdminDeliveryClass, AdminProductDetailFieldsFragment, AdminProductDetailsInput } from '../gql/graphql.ts';

export type Product = AdminProductDetailFieldsFragment;

/** The product form's text, as typed. */
export interface ProductText {
  sku: string;
  name: string;
  fullName: string;
  vatClass: string;
  weightKg: string;
  deliveryClass: AdminDeliveryClass;
  price: string;
  listPrice: string;
  stockOnHand: string;
  presaleDate: string;
  presaleLimit: string;
  alternateSku: string;
  suggestions: string;
  pageUrl: string;
  imageUrl: string;
}

export function textOf(product: Product): ProductText {
  return {
    sku: product.sku,
    name: product.name,
    fullName: product.fullName,
    vatClass: product.vatClass,
    weightKg: String(product.weightKg),
    deliveryClass: product.deliveryClass,
    price: decimalPounds(nearestPence(product.price)),
    listPrice: decimalPounds(nearestPence(product.listPrice)),
    stockOnHand: String(product.stockOnHand),
    presaleDate: product.presaleDate ?? '',
    presaleLimit: product.presaleLimit === null ? '' : String(product.presaleLimit),
    alternateSku: product.alternateSku ?? '',
    suggestions: product.suggestions.join(' '),
    pageUrl: product.pageUrl,
    imageUrl: product.imageUrl,
  };
}

/** A new product's form: the first VAT class, by van, nothing else filled in. */
export function blankText(vatClass: string): ProductText {
  return {
    sku: '',
    name: '',
    fullName: '',
    vatClass,
    weightKg: '',
    deliveryClass: 'van',
    price: '',
    listPrice: '',
    stockOnHand: '0',
    presaleDate: '',
    presaleLimit: '',
    alternateSku: '',
    suggestions: '',
    pageUrl: '',
    imageUrl: '',
  };
}

/**
 * The call's input from the typed text. A field that is not a number of the right kind gets its
 * error here; every other rule is the API's to judge, so the form and a CSV import say the same.
 * A list price left empty is the price (no reduction).
 */
export function inputOf(text: ProductText): { input: AdminProductDetailsInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const number = (field: 'price' | 'listPrice' | 'weightKg', words: string) => {
    const typed = text[field].trim().replace(/^£/, '');
    const value = Number(typed);
    if (typed === '' || !Number.isFinite(value)) errors[field] = words;
    return value;
  };
  const whole = (field: 'stockOnHand' | 'presaleLimit') => {
    const typed = text[field].trim();
    if (field === 'presaleLimit' && typed === '') return null;
    if (!/^-?\d+$/.test(typed)) errors[field] = 'Enter a whole number, such as 12.';
    return Number(typed);
  };
  const price = number('price', 'Enter an amount in pounds, such as 12.50.');
  const listPrice = text.listPrice.trim() === '' ? price : number('listPrice', 'Enter an amount in pounds, such as 12.50.');
  const input: AdminProductDetailsInput = {
    sku: text.sku.trim().toUpperCase(),
    name: text.name.trim(),
    fullName: text.fullName.trim() || null,
    vatClass: text.vatClass,
    weightKg: number('weightKg', 'Enter the weight in kilograms, such as 12.5.'),
    deliveryClass: text.deliveryClass,
    price,
    listPrice,
    stockOnHand: whole('stockOnHand') ?? 0,
    presaleDate: text.presaleDate.trim() || null,
    presaleLimit: whole('presaleLimit'),
    alternateSku: text.alternateSku || null,
    suggestions: text.suggestions
      .toUpperCase()
      .split(/[\s,]+/)
      .filter((sku) => sku !== ''),
    pageUrl: text.pageUrl.trim() || null,
    imageUrl: text.imageUrl.trim() || null,
  };
  return { input, errors };
}
