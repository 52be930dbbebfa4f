import { describe, expect, it } from 'vitest';
import { GetOrderDetailsDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';
import { TEST_NOW } from '../fixtures/customer-tokens.ts';
import { payableOrder } from '../fixtures/payable-order.ts';
import { ApplyCouponDocument } from './gql/graphql.ts';

/* The basket's "total before delivery" is the order's goodsAmount: goods less discount, whatever delivery checkout chose. */

describe.each(backends)('the goods total on $name', (backend) => {
  const shop = useShop(backend, { now: TEST_NOW });
  const { api: guest } = shop;

  it('leaves out the delivery an address brought in, and takes off the discount with its VAT', async () => {
    const orderId = await payableOrder(guest, [['LOG-ASH-STD', 1]]);
    const read = async () => (await guest(GetOrderDetailsDocument, { ...scope, orderId })).data!.getOrder!;
    const withDelivery = await read();
    expect(withDelivery.shippingAmount).toBeGreaterThan(0);
    expect(withDelivery.totalAmount).toBe(149 + withDelivery.shippingAmount);
    expect(withDelivery).toMatchObject({ goodsAmount: 149, goodsTax: 7.1 });

    const coupon = await guest(ApplyCouponDocument, { ...scope, orderId, couponCode: 'WARMWELCOME' });
    expect(coupon.errors).toBeUndefined();
    const discounted = await read();
    expect(discounted.discountAmount).toBeGreaterThan(0);
    expect(Math.round(discounted.goodsAmount * 100)).toBe(14_900 - Math.round(discounted.discountAmount * 100));
    expect(Math.round(discounted.goodsTax * 100)).toBe(710 - Math.round(discounted.discountTaxAmount * 100));
  });
});
