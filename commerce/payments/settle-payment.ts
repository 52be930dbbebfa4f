import type { PaymentContext } from './registry.ts';
import { formatPence } from '../domain/money.ts';
import { readSellerTaxSettings } from '../catalogue/index.ts';
import { oweOrderMail } from '../order-mail/index.ts';
import { withdrawRedemptions } from '../coupons/index.ts';
import { creditReferralReward, withdrawReferralReward } from '../customers/index.ts';
import { withdrawCreditSpend } from '../orders/index.ts';
import {
  forgetExpressGuestContact,
  forgetReceiptKeys,
  freezeShipments,
  loadDetails,
  lockOrderById,
  moveOrder,
  nextOrderNumber,
  orderRowById,
} from '../orders/index.ts';
import { planOrderShipments } from '../shipments/index.ts';
import { lockAttempt, updateAttempt } from './attempts.store.ts';
import { settleBalanceAttempt } from './settle-balance.ts';
import { isUndecided, recordUndecidedOutcome } from './undecided-outcome.ts';
import { gatewayTypeOf } from './gateways.store.ts';
import type { PaymentOutcome } from './gateway.ts';
import { releaseStock } from '../catalogue/index.ts';

/**
 * The second half of paying: records what the provider said about an attempt. It runs in one
 * transaction under a lock on the attempt, and only an attempt still open changes, so when
 * the browser, a second tab, a webhook and a recovery check all report the same payment, it
 * is applied once. Success places the order (number, invoice number, history) and writes down
 * each shipment's method, slot and days as promised; failure gives
 * back the stock, the coupon's use and the credit, and returns the order to the cart (a guest's
 * express cart without the contact and address its wallet sheet gave).
 * Placing also owes the order's mail (the confirmation, the shop's notice) in the same transaction.
 * A payment of a balance due (settle-balance.ts) settles under the same lock.
 * Every change of the order goes through `moveOrder`; with the attempt locked, a refused move
 * here means a broken invariant, and it rolls the whole settlement back.
 */
export async function settleAttempt(ctx: PaymentContext, attemptId: string, outcome: PaymentOutcome): Promise<void> {
  return ctx.db.transaction().execute(async (tx) => {
    const attempt = await lockAttempt(tx, attemptId);
    if (!attempt || (attempt.status !== 'started' && attempt.status !== 'requiresAction')) return;
    const now = ctx.now();
    // A balance due after an edit: the order is placed already, and only its balance changes.
    if (attempt.purpose === 'balance') return settleBalanceAttempt(tx, attempt, outcome, now, ctx.payments);
    const providerRef = outcome.providerRef ?? attempt.provider_ref;

    // Waiting for the browser's confirmation is, to the order, a payment not yet decided.
    if (isUndecided(outcome)) {
      if ((await recordUndecidedOutcome(tx, attempt, outcome, now)) === 'bankCheck' && attempt.status === 'started') {
        await moveOrder(tx, await lockOrderById(tx, attempt.order_id), 'awaitBankCheck', now, {
          note: "Waiting for the bank's 3-D Secure check.",
        });
      }
      return;
    }

    const order = await lockOrderById(tx, attempt.order_id);
    if (outcome.status === 'succeeded') {
      await updateAttempt(tx, attempt.id, { status: 'succeeded', provider_ref: providerRef, redirect_url: null, updated_at: now });
      const number = await nextOrderNumber(tx);
      // The order keeps the delivery VAT treatment it is placed under: a later change of the
      // seller's setting must not rewrite the VAT of an invoice already issued.
      const { deliveryVatTreatment } = await readSellerTaxSettings(tx, order.tenant_id);
      // How it was paid, named once, as the provider names itself: credit alone is no way to pay.
      const gatewayType = attempt.amount_pence > 0 ? await gatewayTypeOf(tx, order.tenant_id, attempt.gateway_id) : null;
      await moveOrder(tx, order, 'place', now, {
        payment: 'paid',
        set: {
          order_number: number,
          inv_number: `INV-${number}`,
          placed_at: now,
          delivery_vat_treatment: deliveryVatTreatment,
          paid_with: gatewayType ? ctx.payments.paidWith(gatewayType) : null,
        },
        note: `Paid ${formatPence(attempt.amount_pence)}. Order ${number} placed.`,
      });
      const placed = await loadDetails(tx, await orderRowById(tx, order.id));
      await freezeShipments(
        tx,
        order.id,
        planOrderShipments(placed, now).map((plan) => ({
          key: plan.key,
          methodId: plan.shippingMethod?.methodId ?? null,
          timedCode: plan.timedSlot?.code ?? null,
          deliveryDate: plan.estDeliveryDate,
          dispatchDate: plan.estDispatchDate,
          surchargesPerConsignment: plan.shippingMethod?.surchargesPerConsignment ?? [],
        })),
      );
      // In this transaction: the confirmation and the shop's notice are owed exactly when the
      // placement commits; the outbox worker sends them after it (commerce/mail/).
      await oweOrderMail(tx, order, now);
      // A friend's first order with a referral code: the referrer's credit, once.
      await creditReferralReward(tx, order.id, now);
      return;
    }

    await updateAttempt(tx, attempt.id, {
      status: 'failed',
      provider_ref: providerRef,
      redirect_url: null,
      failure_reason: outcome.reason,
      failure_message: outcome.message,
      updated_at: now,
    });
    await releaseStock(tx, order.tenant_id, attempt.stock_holds);
    await withdrawRedemptions(tx, order.id);
    await withdrawReferralReward(tx, order.id);
    await withdrawCreditSpend(tx, order.id);
    await forgetReceiptKeys(tx, order.id);
    await moveOrder(tx, order, 'failPayment', now, { payment: 'failed', note: outcome.message });
    // A guest's express cart is kept an hour for the sweep, and its id opens it: the contact and
    // address its wallet sheet gave go now, with the failure (the next press gives them again).
    await forgetExpressGuestContact(tx, order.id);
  });
}
