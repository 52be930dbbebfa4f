import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { BankCheck, KINDLING, OrderView, reachPayment, TEST_CARDS } from './pages/payment.ts';

/**
 * Card data never touches the shop (PCI DSS SAQ A). The card is typed into the test
 * gateway's own frame; the shop's pages, bundles, API and logs never hold it.
 */
test.describe.configure({ timeout: 120_000 });

const clientAssets = fileURLToPath(new URL('../../dist/client/_astro/', import.meta.url));

/** Every test card number as it may be written: bare, in fours with spaces, in fours with dashes. */
const WRITTEN_CARDS = Object.values(TEST_CARDS).flatMap((spaced) => {
  const digits = spaced.replace(/ /g, '');
  return [digits, spaced, spaced.replace(/ /g, '-')];
});

test("the shop's own JavaScript holds no card number or security code field", () => {
  const bundles = readdirSync(clientAssets).filter((name) => name.endsWith('.js'));
  const texts = bundles.map((name) => ({ name, text: readFileSync(join(clientAssets, name), 'utf8') }));
  // The scan reads the real checkout: its bundle is there and frames the gateway's card fields.
  expect(texts.some(({ text }) => text.includes('card-frame'))).toBe(true);
  // And the Airwallex SDK's own chunk, which the checkout loads when Airwallex is chosen.
  expect(texts.some(({ text }) => text.includes('AirwallexComponentsSDK'))).toBe(true);
  for (const { name, text } of texts) {
    for (const field of ['cc-number', 'cc-csc', 'cc-exp', 'Security code', 'Card number']) {
      expect(text.includes(field), `${name} holds "${field}"`).toBe(false);
    }
  }
});

test('a full run of card payments (approved, declined, 3-D Secure) leaves no card number in the server log', async ({ page }) => {
  const payment = await reachPayment(page);
  await payment.pay(TEST_CARDS.declined);
  await expect(payment.message).toContainText('declined');
  await payment.pay(TEST_CARDS.insufficientFunds);
  await expect(payment.message).toContainText('insufficient funds');
  const amount = await payment.amountShown();
  await payment.pay(TEST_CARDS.threeDSecure);
  const bank = new BankCheck(page);
  await bank.expectOpen(amount, '3220');
  await bank.approve();
  await new OrderView(page).expectPlaced(KINDLING.sku);

  const again = await reachPayment(page);
  await again.pay(TEST_CARDS.approved);
  await new OrderView(page).expectPlaced(KINDLING.sku);

  // The server wrote about these payments (so this reads the right log), and never a card number.
  const log = readFileSync(join(process.env.E2E_DATA_DIR!, 'server.log'), 'utf8');
  expect(log).toMatch(/Test card gateway: payment [0-9a-f-]{36} is succeeded/);
  for (const written of WRITTEN_CARDS) expect(log.includes(written), `the log holds ${written}`).toBe(false);
});
