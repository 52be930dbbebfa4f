import AxeBuilder from '@axe-core/playwright';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { CheckOrderCanBePlacedDocument, PlaceOrderDocument } from '../../../src/lib/commerce/gql/graphql.ts';
import { graphql } from '../fixtures/account-data.ts';
import { holdOperation, runsOperation } from '../fixtures/graphql-requests.ts';
import { Checkout } from './checkout.ts';
import { ProductPage } from './shop.ts';

/** The built-in test gateway's documented numbers (dev/test-card/test-cards.ts). */
export const TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** Any future expiry works with the test gateway; three years ahead never goes stale. */
export const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

export const SHOPPER = { email: 'payment.shopper@example.co.uk', firstName: 'Gwen', lastName: 'Hart', postcode: 'LE12 6UZ' };

/** The checkout's last step, as a shopper with a card in hand uses it. */
export class PaymentForm {
  readonly page: Page;
  readonly step: Locator;
  constructor(page: Page) {
    this.page = page;
    this.step = page.locator('section[data-step="payment"]');
  }

  get payButton(): Locator {
    return this.step.getByRole('button', { name: /^Pay(ing)? £/ });
  }

  get message(): Locator {
    return this.step.getByTestId('payment-message');
  }

  /** The test gateway's card fields: its own page, on its own origin, in a frame. */
  get frame(): Locator {
    return this.step.getByTestId('card-frame');
  }

  get cardFields(): FrameLocator {
    return this.step.frameLocator('[data-testid="card-frame"]');
  }

  async fillCard(card: { number: string; expiry?: string; cvc?: string; name?: string }) {
    await this.cardFields.getByLabel('Card number').fill(card.number);
    await this.cardFields.getByLabel('Expiry date (MM/YY)').fill(card.expiry ?? FUTURE_EXPIRY);
    await this.cardFields.getByLabel('Security code').fill(card.cvc ?? '123');
    await this.cardFields.getByLabel('Name on card').fill(card.name ?? `${SHOPPER.firstName} ${SHOPPER.lastName}`);
  }

  /** The amount on the Pay button, which is what the API said is due. */
  async amountShown(): Promise<string> {
    const text = (await this.payButton.textContent()) ?? '';
    return /£[\d,]+\.\d{2}/.exec(text)?.[0] ?? '';
  }

  /**
   * Presses Pay. The button is scrolled into view first: on a phone, with the focus still in the
   * card frame (another origin's process), Playwright's own scroll-then-click landed in the frame.
   */
  async pressPay() {
    await this.payButton.scrollIntoViewIfNeeded();
    await this.payButton.click();
  }

  async pay(number: string) {
    await this.fillCard({ number });
    await this.pressPay();
  }
}

/** The pretend bank's 3-D Secure check: the test gateway's own page, on its own origin. */
export class BankCheck {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async expectOpen(amount: string, last4: string) {
    await expect(this.page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/secure\?payment=/);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Confirm your card');
    await expect(this.page.getByTestId('challenge-amount')).toHaveText(amount);
    await expect(this.page.getByTestId('challenge-card')).toHaveText(`Card ending ${last4}`);
  }

  async approve() {
    await this.page.getByRole('button', { name: 'Approve' }).click();
  }

  async fail() {
    await this.page.getByRole('button', { name: 'Fail' }).click();
  }
}

/** /order/{id}: what a shopper sees of their order. */
export class OrderView {
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  get number(): Locator {
    return this.page.getByTestId('order-number');
  }

  line(sku: string): Locator {
    return this.page.locator(`.order-lines [data-sku="${sku}"]`);
  }

  async expectPlaced(sku: string): Promise<{ orderId: string; orderNumber: string }> {
    await expect(this.page).toHaveURL(/\/order\/[0-9a-f-]{36}\/?\?placed=1$/);
    await expect(this.page.getByRole('status').filter({ hasText: 'Thank you, your order is placed' })).toBeVisible();
    await expect(this.number).toHaveText(/^\d+$/);
    await expect(this.page.getByTestId('order-status')).toHaveText('Placed');
    await expect(this.page.getByTestId('payment-status')).toHaveText('Paid');
    await expect(this.line(sku)).toBeVisible();
    const orderId = /\/order\/([0-9a-f-]{36})/.exec(this.page.url())![1]!;
    return { orderId, orderNumber: (await this.number.textContent())! };
  }
}

/** Everything pushed to this page's data layer so far. */
export async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])) as unknown[]);
}

/** The GA4 events pushed on this page so far, by name. */
export async function dataLayerEvents(page: Page, name: string): Promise<{ event: string; ecommerce: Record<string, unknown> }[]> {
  return page.evaluate((wanted) => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    return layer.filter(
      (entry): entry is { event: string; ecommerce: Record<string, unknown> } =>
        !!entry && typeof entry === 'object' && (entry as { event?: string }).event === wanted,
    );
  }, name);
}

/** Kindling (plenty in stock, so many runs can buy it) and where its page is. */
export const KINDLING = { sku: 'KIN-NET-10L', path: '/kindling/kiln-dried-kindling' };

/** A product in the basket, the details and delivery done, the payment step open. */
export async function reachPayment(page: Page, { sku, path } = KINDLING): Promise<PaymentForm> {
  const product = new ProductPage(page);
  await product.open(path);
  await product.addToBasket();
  const flyIn = page.getByRole('dialog', { name: 'Your basket' });
  await expect(flyIn.locator(`[data-sku="${sku}"]`)).toBeVisible();
  await page.goto('/checkout');
  const checkout = new Checkout(page);
  await checkout.fillContact({ email: SHOPPER.email, firstName: SHOPPER.firstName, lastName: SHOPPER.lastName });
  await checkout.findAddress(SHOPPER.postcode, /^3 Woodgate Lane/);
  await checkout.continueToDelivery();
  await checkout.step('delivery').getByRole('button', { name: 'Continue to review' }).click();
  await checkout.step('review').getByRole('button', { name: 'Continue to payment' }).click();
  const payment = new PaymentForm(page);
  await expect(payment.payButton).toBeVisible();
  return payment;
}

/** The id of the order the browser holds as its basket (persist:store-site), or null. */
export async function heldOrder(page: Page): Promise<{ id: string; skus: string[] } | null> {
  return page.evaluate(() => {
    const stored = localStorage.getItem('persist:store-site');
    const order = stored ? JSON.parse(stored).order : null;
    return order ? { id: order.id as string, skus: (order.orderItems as { code: string }[]).map((i) => i.code) } : null;
  });
}

/** WCAG 2.1 A and AA as axe-core checks them: no serious or critical violation on the page. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect.soft(blocking, `${where}: accessibility violations`).toEqual([]);
}

/** Counts the placeOrder calls the page sends. */
export function countPlaceOrders(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (runsOperation(request, PlaceOrderDocument)) count += 1;
  });
  return () => count;
}

/** The test gateway's approved card whose answer takes five seconds (dev/test-card/test-cards.ts). */
export const SLOW_CARD = '4000 0000 0000 0077';

/**
 * Holds the page's questions about where the payment stands until released, so what it shows
 * while asking can be read before the answer moves it on.
 */
export const holdPaymentChecks = (page: Page) => holdOperation(page, CheckOrderCanBePlacedDocument);

/**
 * Pays with the slow card and leaves once the shop has begun the payment (the order is
 * paymentPending while the card's answer takes its five seconds). Leaving as soon as the press
 * is sent raced the server: on a loaded machine the reloaded page could read the order before the
 * shop had taken the press, still a cart, and rightly showed the checkout (a second press joins the
 * same payment), which is another case than a payment under way.
 */
export async function payAndLeave(page: Page, leave: () => Promise<unknown>) {
  const payment = await reachPayment(page);
  await payment.fillCard({ number: SLOW_CARD });
  const sent = page.waitForRequest((request) => runsOperation(request, PlaceOrderDocument));
  await payment.pressPay();
  await sent;
  const orderId = (await heldOrder(page))!.id;
  await expect
    .poll(
      async () =>
        (
          await graphql<{ getOrder: { status: string } | null }>(
            page.request,
            'query($id: ID!) { getOrder(orderId: $id, tenant: "hearth", salesChannel: "uk-web") { status } }',
            { id: orderId },
          )
        ).getOrder?.status,
      { message: 'the shop has begun the payment' },
    )
    .toBe('paymentPending');
  await leave();
}
