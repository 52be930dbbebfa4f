import type { Pence } from './money.ts';
import { formatPence } from './money.ts';
import { ukLongDate } from './stock.ts';
import { isIsoDate } from './delivery/working-days.ts';

/** Above this a price is a slipped finger, not firewood: the dearest pallet is a few hundred pounds. */
export const MAX_PRICE_PENCE: Pence = 1_000_000;
/** More units than a yard holds is a typo (an extra zero), not a delivery. */
export const MAX_STOCK_UNITS = 100_000;

/**
 * Units of a product taken by payments still in progress (commerce/catalogue/stock-holds.store.ts):
 * out of the shelf, or out of the presale allowance. Each goes back if its payment fails.
 */
export interface HeldUnits {
  onHand: number;
  presale: number;
}

/**
 * What staff set on a product, as they count it. Stock and presale allowance include the units
 * held by open payments: staff count what is not yet sold, and a held unit is not sold until
 * its payment succeeds.
 */
export interface ProductEdit {
  pricePence: Pence;
  /** The "was" price the shop prints beside the price; equal to the price when there is no reduction. */
  listPricePence: Pence;
  stockOnHand: number;
  /** ISO date from which pre-ordered units ship; null: not on presale. */
  presaleDate: string | null;
  /** How many may be pre-ordered; null exactly when there is no presale date. */
  presaleLimit: number | null;
}

type ProductEditField = 'price' | 'listPrice' | 'stockOnHand' | 'presaleDate' | 'presaleLimit';

export interface ProductEditProblem {
  field: ProductEditField;
  code:
    | 'PRICE_NOT_POSITIVE'
    | 'PRICE_TOO_HIGH'
    | 'LIST_PRICE_BELOW_PRICE'
    | 'LIST_PRICE_TOO_HIGH'
    | 'STOCK_NOT_WHOLE'
    | 'STOCK_TOO_HIGH'
    | 'STOCK_BELOW_HELD'
    | 'PRESALE_DATE_INVALID'
    | 'PRESALE_DATE_NOT_AFTER_TODAY'
    | 'PRESALE_LIMIT_WITHOUT_DATE'
    | 'PRESALE_DATE_WITHOUT_LIMIT'
    | 'PRESALE_LIMIT_NOT_WHOLE'
    | 'PRESALE_LIMIT_BELOW_HELD';
  message: string;
}

function units(count: number): string {
  return count === 1 ? '1 unit' : `${count} units`;
}

function wholeCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * Every broken rule of an edit, in the order of the form's fields (so the first is the one to
 * focus); empty when the edit may be saved. `currentPresaleDate` is the stored one: a presale
 * date kept as it was may have passed (the presale simply ended); a new one must be in the future.
 * `today` is the London date.
 */
export function productEditProblems(
  edit: ProductEdit,
  held: HeldUnits,
  currentPresaleDate: string | null,
  today: string,
): ProductEditProblem[] {
  const problems: ProductEditProblem[] = [];
  const price = edit.pricePence;
  if (!Number.isSafeInteger(price) || price <= 0) {
    problems.push({
      field: 'price',
      code: 'PRICE_NOT_POSITIVE',
      message: 'Enter a price above £0.00; to stop selling a product, set its stock to 0.',
    });
  } else if (price > MAX_PRICE_PENCE) {
    problems.push({ field: 'price', code: 'PRICE_TOO_HIGH', message: `Enter a price of at most ${formatPence(MAX_PRICE_PENCE)}.` });
  }
  // A "was" price below the price would print a reduction that is really a rise: misleading
  // pricing the shop must not show. Equal means no reduction.
  if (!Number.isSafeInteger(edit.listPricePence) || edit.listPricePence < price) {
    problems.push({
      field: 'listPrice',
      code: 'LIST_PRICE_BELOW_PRICE',
      message: `The list ("was") price must be at least the price${Number.isSafeInteger(price) && price > 0 ? ` of ${formatPence(price)}` : ''}; make them equal when there is no reduction.`,
    });
  } else if (edit.listPricePence > MAX_PRICE_PENCE) {
    // Bounded as the price is: a slip of the keyboard, and past the stored integer a database failure.
    problems.push({
      field: 'listPrice',
      code: 'LIST_PRICE_TOO_HIGH',
      message: `Enter a list ("was") price of at most ${formatPence(MAX_PRICE_PENCE)}.`,
    });
  }
  if (!wholeCount(edit.stockOnHand)) {
    problems.push({ field: 'stockOnHand', code: 'STOCK_NOT_WHOLE', message: 'Enter the stock as a whole number of 0 or more.' });
  } else if (edit.stockOnHand > MAX_STOCK_UNITS) {
    problems.push({
      field: 'stockOnHand',
      code: 'STOCK_TOO_HIGH',
      message: `Enter a stock of at most ${MAX_STOCK_UNITS.toLocaleString('en-GB')}.`,
    });
  } else if (edit.stockOnHand < held.onHand) {
    problems.push({
      field: 'stockOnHand',
      code: 'STOCK_BELOW_HELD',
      message: `Payments in progress hold ${units(held.onHand)}; enter a stock of at least ${held.onHand}, or wait for those payments to finish.`,
    });
  }
  const date = edit.presaleDate;
  if (date !== null) {
    if (!isIsoDate(date)) {
      problems.push({ field: 'presaleDate', code: 'PRESALE_DATE_INVALID', message: 'Enter the presale date as a real date, yyyy-mm-dd.' });
    } else if (date !== currentPresaleDate && date <= today) {
      problems.push({
        field: 'presaleDate',
        code: 'PRESALE_DATE_NOT_AFTER_TODAY',
        message: `A presale date is the day pre-orders start to ship: choose a day after today (${ukLongDate(today)}).`,
      });
    }
  }
  const limit = edit.presaleLimit;
  if (limit !== null && date === null) {
    problems.push({
      field: 'presaleLimit',
      code: 'PRESALE_LIMIT_WITHOUT_DATE',
      message: 'A presale limit needs a presale date: enter the date pre-orders ship, or clear the limit.',
    });
  } else if (limit === null && date !== null) {
    problems.push({
      field: 'presaleLimit',
      code: 'PRESALE_DATE_WITHOUT_LIMIT',
      message: 'Enter how many may be pre-ordered (0 or more), or clear the presale date.',
    });
  } else if (limit !== null && (!wholeCount(limit) || limit > MAX_STOCK_UNITS)) {
    problems.push({
      field: 'presaleLimit',
      code: 'PRESALE_LIMIT_NOT_WHOLE',
      message: `Enter the presale limit as a whole number from 0 to ${MAX_STOCK_UNITS.toLocaleString('en-GB')}.`,
    });
  } else if (limit !== null && limit < held.presale) {
    problems.push({
      field: 'presaleLimit',
      code: 'PRESALE_LIMIT_BELOW_HELD',
      message: `Payments in progress hold ${units(held.presale)} of the presale; enter a limit of at least ${held.presale}.`,
    });
  }
  return problems;
}

/** Stored stock and presale allowance as a product row keeps them: what is left to sell now. */
export interface StoredStock {
  onHand: number;
  presaleLimit: number | null;
}

/**
 * The row's columns for an accepted edit. The store keeps what is free to sell (holdStock takes
 * held units out and a failed payment adds them back), so the held units come off what staff
 * counted; writing the count itself would sell held units twice once a payment failed.
 */
export function storedStockFor(edit: ProductEdit, held: HeldUnits): StoredStock {
  return {
    onHand: edit.stockOnHand - held.onHand,
    presaleLimit: edit.presaleLimit === null ? null : edit.presaleLimit - held.presale,
  };
}

/** The reverse of storedStockFor: stock and presale limit as staff count them, held units included. */
export function countedStock(stored: StoredStock, held: HeldUnits): { stockOnHand: number; presaleLimit: number | null } {
  return {
    stockOnHand: stored.onHand + held.onHand,
    presaleLimit: stored.presaleLimit === null ? null : stored.presaleLimit + held.presale,
  };
}
