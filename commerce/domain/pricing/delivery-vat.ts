import { assertPence, vatIncluded, type Pence } from '../money.ts';

/**
 * How the seller's delivery charges are taxed. A charge for delivering goods the shop sells
 * is part of that sale, so it takes the VAT liability of the goods it carries, apportioned when
 * they carry different rates (HMRC VAT Notice 700/24, section 2): 'follows_goods'.
 * 'standard_rated' keeps each charge at the rate its delivery method names, for a seller whose
 * adviser says delivery is a separate supply (the shop's behaviour before the setting existed).
 */
export const DELIVERY_VAT_TREATMENTS = ['follows_goods', 'standard_rated'] as const;
export type DeliveryVatTreatment = (typeof DELIVERY_VAT_TREATMENTS)[number];

/** The goods a charge carries at one rate, worth `valuePence` (VAT included, after discount). */
export interface GoodsAtRate {
  rateBasisPoints: number;
  valuePence: Pence;
}

/** The part of a charge taxed at one rate, VAT included, with the VAT it contains. */
export interface DeliveryVatPart {
  rateBasisPoints: number;
  pence: Pence;
  taxPence: Pence;
}

function assertRate(rate: number): number {
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000) throw new RangeError(`Not a VAT rate in basis points: ${rate}`);
  return rate;
}

/**
 * Splits one VAT-inclusive delivery charge across the VAT rates of the goods it carries, in
 * proportion to what those goods are worth, one part per rate, lowest rate first. Whole pence by
 * largest remainder: each rate gets the floor of its share, and the pennies left over go to the
 * largest remainders, the higher rate first on a tie, so the same basket always splits the same
 * way and a penny in doubt is taxed at the higher rate. The parts sum to the charge exactly.
 * Goods worth nothing take no share; when all of them are worth nothing (a 100% discount) there
 * is nothing to weigh by, and the whole charge goes to the highest rate among them, which never
 * declares less VAT than any split would. Each part's VAT is worked out on the part as every
 * VAT-inclusive amount is (vatIncluded).
 */
export function apportionDeliveryCharge(chargePence: Pence, goods: readonly GoodsAtRate[]): DeliveryVatPart[] {
  assertPence(chargePence);
  if (chargePence < 0) throw new RangeError(`A delivery charge cannot be negative: ${chargePence}`);
  if (goods.length === 0) throw new RangeError('A delivery charge with no goods has no rates to follow');
  const byRate = new Map<number, Pence>();
  for (const entry of goods) {
    assertPence(entry.valuePence);
    if (entry.valuePence < 0) throw new RangeError(`Goods cannot be worth less than nothing: ${entry.valuePence}`);
    const rate = assertRate(entry.rateBasisPoints);
    byRate.set(rate, (byRate.get(rate) ?? 0) + entry.valuePence);
  }
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  const totalValue = rates.reduce((sum, rate) => sum + byRate.get(rate)!, 0);

  const amounts = new Map<number, Pence>(rates.map((rate) => [rate, 0]));
  if (totalValue === 0) {
    amounts.set(rates[rates.length - 1]!, chargePence);
  } else {
    // Pence times pence can pass 2^53 on a large order: BigInt keeps each floor and remainder exact.
    const total = BigInt(totalValue);
    const shares = rates.map((rate) => {
      const scaled = BigInt(chargePence) * BigInt(byRate.get(rate)!);
      return { rate, floor: Number(scaled / total), remainder: scaled % total };
    });
    let leftOver = chargePence - shares.reduce((sum, share) => sum + share.floor, 0);
    for (const share of shares) amounts.set(share.rate, share.floor);
    const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? b.rate - a.rate : a.remainder > b.remainder ? -1 : 1));
    for (const share of byRemainder) {
      if (leftOver === 0) break;
      amounts.set(share.rate, share.floor + 1);
      leftOver -= 1;
    }
  }
  return rates.map((rate) => {
    const pence = amounts.get(rate)!;
    return { rateBasisPoints: rate, pence, taxPence: vatIncluded(pence, rate) };
  });
}

/** One delivery charge, VAT included, and the rate its delivery method (or service) names. */
export interface DeliveryCharge {
  pence: Pence;
  rateBasisPoints: number;
}

/**
 * The VAT of one delivery charge under the seller's treatment. Standard-rated, it stays whole at
 * its own rate. Following the goods, it is apportioned over the goods it carries; a charge that
 * carries no goods is a supply of its own and keeps its own rate. A part with nothing in it is
 * left out, except that a charge of nothing (free delivery) keeps one part, at the rate of the
 * goods worth most, so a receipt can list it.
 */
export function deliveryChargeVat(
  charge: DeliveryCharge,
  goods: readonly GoodsAtRate[],
  treatment: DeliveryVatTreatment,
): DeliveryVatPart[] {
  assertPence(charge.pence);
  const rate = assertRate(charge.rateBasisPoints);
  if (treatment === 'standard_rated' || goods.length === 0) {
    return [{ rateBasisPoints: rate, pence: charge.pence, taxPence: vatIncluded(charge.pence, rate) }];
  }
  if (charge.pence === 0) return [{ rateBasisPoints: mainRate(goods), pence: 0, taxPence: 0 }];
  return apportionDeliveryCharge(charge.pence, goods).filter((part) => part.pence > 0);
}

/** The rate of the goods worth most, the higher rate on a tie. */
function mainRate(goods: readonly GoodsAtRate[]): number {
  const byRate = new Map<number, Pence>();
  for (const entry of goods) byRate.set(entry.rateBasisPoints, (byRate.get(entry.rateBasisPoints) ?? 0) + entry.valuePence);
  let best = -1;
  let bestValue = -1;
  for (const [rate, value] of byRate) {
    if (value > bestValue || (value === bestValue && rate > best)) {
      best = rate;
      bestValue = value;
    }
  }
  return best;
}
