import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { vatIncluded } from '../../commerce/domain/money.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { SEED_SELLER } from '../../dev/demo/seller.ts';
import { GetOrderDetailsDocument, SetOrderCreditDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { backends, errorOf, scope, useShop, type ApiClient } from '../fixtures/api-fixture.ts';
import { RIVAL, RIVAL_SCOPE, seedRivalTenant, signIdToken, TEST_NOW } from '../fixtures/customer-tokens.ts';
import { billAndDeliverTo, HOME_ADDRESS, payableOrder, paymentData } from '../fixtures/payable-order.ts';
import {
  AddToCartLinesDocument,
  ApplyCouponDocument,
  ChooseShipmentMethodDocument,
  PlaceReceiptOrderDocument,
  ReadSellerDocument,
  ReadVatReceiptDocument,
} from './gql/graphql.ts';

/*
 * The seller's identity is public; a placed order's VAT receipt answers only
 * those who may see the order in full, and its figures add up to the order's to the penny.
 */

const pence = (pounds: number) => Math.round(pounds * 100);
const sumPence = (amounts: readonly number[]) => amounts.reduce((sum, amount) => sum + pence(amount), 0);

describe.each(backends)('VAT receipts on $name', (backend) => {
  const shop = useShop(backend, { now: TEST_NOW, setUp: seedRivalTenant });
  const { api: guest } = shop;

  const receipt = async (api: ApiClient, orderId: string, receiptKey?: string | null) => {
    const result = await api(ReadVatReceiptDocument, { ...scope, orderId, receiptKey });
    expect(result.errors).toBeUndefined();
    return result.data!.getVatReceipt;
  };
  const place = async (api: ApiClient, orderId: string) => {
    const placed = await api(PlaceReceiptOrderDocument, { ...scope, orderId, paymentData: paymentData(TEST_CARDS.approved) });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.placeOrder.status).toBe('placed');
    return placed.data!.placeOrder;
  };
  const add = async (api: ApiClient, orderId: string | undefined, skuId: string, quantity: number) => {
    const added = await api(AddToCartLinesDocument, { ...scope, orderId, skuId, quantity });
    expect(added.errors).toBeUndefined();
    return added.data!.addToCart.id;
  };
  const emailOf = async (orderId: string) =>
    (await shop.db.selectFrom('orders').select('customer_email').where('id', '=', orderId).executeTakeFirstOrThrow()).customer_email!;

  /** A guest's placed order (logs by van), with the receipt key its browser was given. */
  async function placedGuestOrder() {
    const orderId = await payableOrder(guest);
    const { receiptKey, number } = await place(guest, orderId);
    expect(receiptKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { orderId, receiptKey: receiptKey!, number: number! };
  }

  describe('the seller', () => {
    it("answers the shop's identity to its own storefront, and null to a shop that has not recorded one", async () => {
      const ours = await guest(ReadSellerDocument, { tenant: scope.tenant });
      expect(ours.errors).toBeUndefined();
      expect(ours.data!.getSeller).toEqual({
        ...SEED_SELLER,
        addressLines: [...SEED_SELLER.addressLines],
        openingHours: [...SEED_SELLER.openingHours],
      });

      const rival = await shop.client({ apiKey: RIVAL.apiKey })(ReadSellerDocument, { tenant: RIVAL.tenant });
      expect(rival.errors).toBeUndefined();
      expect(rival.data!.getSeller).toBeNull();
    });

    it("is not another tenant's to read, and needs the storefront key", async () => {
      expect(errorOf(await guest(ReadSellerDocument, { tenant: RIVAL.tenant }))?.code).toBe('FORBIDDEN');
      expect(errorOf(await shop.client({ apiKey: null })(ReadSellerDocument, { tenant: scope.tenant }))?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe("a signed-in customer's order with two VAT rates, a coupon and credit", () => {
    async function mixedOrder() {
      const ada = await shop.customer();
      await shop.db
        .insertInto('customer_credit')
        .values({
          id: randomUUID(),
          customer_id: ada.row.id,
          created_at: TEST_NOW,
          amount_pence: 500,
          description: 'Referral',
          order_id: null,
        })
        .execute();
      const orderId = await add(ada.api, undefined, 'LOG-ASH-FULL', 1);
      await add(ada.api, orderId, 'ACC-FIRELIGHTER-100', 2);
      await billAndDeliverTo(ada.api, orderId);
      const coupon = await ada.api(ApplyCouponDocument, { ...scope, orderId, couponCode: 'CRATE20' });
      expect(coupon.data!.updateDiscountAmount.discountAmount).toBe(20);
      const credit = await ada.api(SetOrderCreditDocument, { ...scope, orderId, amount: 5 });
      expect(credit.data!.setOrderCredit.creditUsed).toBe(5);
      const placed = await place(ada.api, orderId);
      return { ada, orderId, number: placed.number! };
    }

    it('prints the seller, the invoice number, the tax point and the buyer', async () => {
      const { ada, orderId, number } = await mixedOrder();
      const shown = await receipt(ada.api, orderId);
      expect(shown).toMatchObject({
        invoiceNumber: `INV-${number}`,
        taxPoint: TEST_NOW.toISOString(),
        seller: { legalName: SEED_SELLER.legalName, vatNumber: SEED_SELLER.vatNumber, companyNumber: SEED_SELLER.companyNumber },
        order: {
          id: orderId,
          number,
          orderDate: TEST_NOW.toISOString(),
          customer: { email: ada.row.email },
          billingAddress: { firstName: HOME_ADDRESS.firstName, lastName: HOME_ADDRESS.lastName, line1: HOME_ADDRESS.line1 },
        },
      });
    });

    it("gives each line its rate and VAT, and totals by rate that add up to the order's VAT and total, to the penny", async () => {
      const { ada, orderId } = await mixedOrder();
      const { order, vatByRate, deliveryCharges } = (await receipt(ada.api, orderId))!;

      expect(order.orderItems.map((line) => [line.code, line.quantity, line.vatRate])).toEqual([
        ['LOG-ASH-FULL', 1, 5],
        ['ACC-FIRELIGHTER-100', 2, 20],
      ]);
      for (const line of order.orderItems) {
        expect(pence(line.totalAmount)).toBe(pence(line.unitAmount) * line.quantity);
        expect(pence(line.totalTaxAmount)).toBe(vatIncluded(pence(line.totalAmount), line.vatRate * 100));
      }

      expect(vatByRate.map((r) => r.rate)).toEqual([5, 20]);
      expect(sumPence(vatByRate.map((r) => r.vatAmount))).toBe(pence(order.totalTax));
      expect(sumPence(vatByRate.map((r) => r.grossAmount))).toBe(pence(order.totalAmount));
      for (const r of vatByRate) expect(pence(r.netAmount) + pence(r.vatAmount)).toBe(pence(r.grossAmount));
      // The £20 off is spread over both rates, so neither rate's gross is its goods alone.
      const goodsAt = (rate: number) => sumPence(order.orderItems.filter((l) => l.vatRate === rate).map((l) => l.totalAmount));
      const deliveryAt = (rate: number) => sumPence(deliveryCharges.filter((c) => c.vatRate === rate).map((c) => c.amount));
      const discountAt = (rate: number) => goodsAt(rate) + deliveryAt(rate) - pence(vatByRate.find((r) => r.rate === rate)!.grossAmount);
      expect(discountAt(5) + discountAt(20)).toBe(2000);
      expect(discountAt(5)).toBeGreaterThan(0);
      expect(discountAt(20)).toBeGreaterThan(0);

      // Over the van's free-delivery threshold: the delivery is listed, free, at the rate of the logs it carries.
      expect(deliveryCharges).toEqual([{ description: 'Delivery by our van', amount: 0, vatRate: 5, vatAmount: 0 }]);
      expect(order).toMatchObject({ discountAmount: 20, creditUsed: 5 });
      expect(pence(order.amountDue)).toBe(pence(order.totalAmount) - 500);
    });

    it("answers null to anyone else: another customer, the storefront key alone, another shop's key", async () => {
      const { orderId } = await mixedOrder();
      const other = await shop.customer();
      expect(await receipt(other.api, orderId)).toBeNull();
      expect(await receipt(guest, orderId)).toBeNull();
      const rival = await shop.client({ apiKey: RIVAL.apiKey })(ReadVatReceiptDocument, { ...RIVAL_SCOPE, orderId });
      expect(rival.errors).toBeUndefined();
      expect(rival.data!.getVatReceipt).toBeNull();
    });
  });

  describe("a guest's order", () => {
    it("opens with the receipt key the paying browser was given; signing in with its email does not print a stranger's words on it", async () => {
      const { orderId, receiptKey, number } = await placedGuestOrder();
      expect((await receipt(guest, orderId, receiptKey))?.invoiceNumber).toBe(`INV-${number}`);

      const email = await emailOf(orderId);
      const owner = await shop.db.selectFrom('customer').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const signedIn = shop.client({ token: signIdToken({ customerId: owner.id, email }) });
      // Anyone may type a customer's email into a guest checkout: the buyer's name and address on
      // such a receipt would be the stranger's words under the seller's VAT number. The customer
      // sees the order claimed (order page, without notes) but prints no receipt of it.
      expect(await receipt(signedIn, orderId)).toBeNull();
      // And the order says so, so no page links a receipt that would not open.
      const claimed = await signedIn(GetOrderDetailsDocument, { ...scope, orderId });
      expect(claimed.data!.getOrder!.vatReceiptAvailable).toBe(false);
      const paid = await guest(GetOrderDetailsDocument, { ...scope, orderId, receiptKey });
      expect(paid.data!.getOrder!.vatReceiptAvailable).toBe(true);
      expect((await receipt(signedIn, orderId, receiptKey))?.order.billingAddress?.postCode).toBe(HOME_ADDRESS.postCode);
    });

    it('answers the same null without the key, with a wrong or malformed key, and to another customer', async () => {
      const { orderId, receiptKey } = await placedGuestOrder();
      const other = await placedGuestOrder();
      expect(await receipt(guest, orderId)).toBeNull();
      expect(await receipt(guest, orderId, other.receiptKey)).toBeNull();
      expect(await receipt(guest, orderId, `${receiptKey.slice(0, -1)}${receiptKey.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
      expect(await receipt(guest, orderId, 'not a key')).toBeNull();
      expect(await receipt((await shop.customer()).api, orderId, null)).toBeNull();
      expect(await receipt(guest, randomUUID(), receiptKey)).toBeNull();
    });

    it("lists the delivery and a timed slot at the rate of the logs they carry, summing to the order's delivery and its VAT", async () => {
      const orderId = await payableOrder(guest);
      const chosen = await guest(ChooseShipmentMethodDocument, {
        ...scope,
        orderId,
        id: 'van',
        shippingMethod: 'van-standard',
        selectedTimedConfigCode: 'AM',
      });
      expect(chosen.errors).toBeUndefined();
      const { receiptKey } = await place(guest, orderId);
      const { order, deliveryCharges, vatByRate } = (await receipt(guest, orderId, receiptKey))!;
      expect(deliveryCharges).toEqual([
        { description: 'Delivery by our van', amount: expect.any(Number), vatRate: 5, vatAmount: expect.any(Number) },
        { description: 'Timed slot: Morning (between 8am and 12 noon)', amount: 10, vatRate: 5, vatAmount: 0.48 },
      ]);
      expect(deliveryCharges[0]!.amount).toBeGreaterThan(0);
      expect(pence(deliveryCharges[0]!.vatAmount)).toBe(vatIncluded(pence(deliveryCharges[0]!.amount), 500));
      expect(sumPence(deliveryCharges.map((c) => c.amount))).toBe(pence(order.shippingAmount));
      expect(sumPence(deliveryCharges.map((c) => c.vatAmount))).toBe(pence(order.shippingTaxAmount));
      expect(vatByRate.map((r) => r.rate)).toEqual([5]);
      expect(pence(vatByRate[0]!.grossAmount)).toBe(pence(order.totalAmount));
      expect(sumPence(vatByRate.map((r) => r.vatAmount))).toBe(pence(order.totalTax));
    });

    it('has no receipt while it is a cart, even to the cart holder', async () => {
      const orderId = await payableOrder(guest);
      expect(await receipt(guest, orderId)).toBeNull();
    });
  });

  it('is refused, not printed, when its figures disagree with what the card was charged', async () => {
    const { orderId, receiptKey } = await placedGuestOrder();
    await shop.db
      .updateTable('payment_attempt')
      .set((eb) => ({ amount_pence: eb('amount_pence', '+', 1) }))
      .where('order_id', '=', orderId)
      .where('status', '=', 'succeeded')
      .execute();
    const result = await guest(ReadVatReceiptDocument, { ...scope, orderId, receiptKey });
    expect(result.data?.getVatReceipt ?? null).toBeNull();
    expect(errorOf(result)?.message).not.toContain(orderId);
    expect(errorOf(result)?.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('refuses an order id that is not one, saying what to send', async () => {
    const result = await guest(ReadVatReceiptDocument, { ...scope, orderId: 'INV-100001' });
    expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/^orderId: /) });
  });
});
