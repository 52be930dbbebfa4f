import { describe, expect, it } from 'vitest';
import { lastDayToCancel } from '../../../commerce/domain/cancellation-period.ts';
import { shipmentPromise } from '../../../commerce/domain/delivery/shipment-promise.ts';
import { formatPence } from '../../../commerce/domain/money.ts';
import type { OrderMailView } from '../../../commerce/order-mail/order-mail-view.ts';
import { renderBoth } from '../../../commerce/mail/render-both.ts';
import { CreditChanged, creditChangedSubject } from '../../../commerce/order-mail/templates/credit-changed.ts';
import { OrderCancelled, orderCancelledSubject } from '../../../commerce/order-mail/templates/order-cancelled.ts';
import { OrderRefunded, orderRefundedSubject } from '../../../commerce/order-mail/templates/order-refunded.ts';
import { ShipmentDelivered, shipmentDeliveredSubject } from '../../../commerce/order-mail/templates/shipment-delivered.ts';
import { ShipmentDispatched } from '../../../commerce/order-mail/templates/shipment-dispatched.ts';
import { TEST_SELLER } from '../../fixtures/recording-mail.ts';

const pallet: OrderMailView['shipments'][number] = {
  key: 'pallet',
  name: 'On a pallet',
  promise: shipmentPromise({
    group: 'pallet',
    method: { displayName: 'Pallet delivery', deliveryDateDisplayFormat: 'EEEE d MMMM', zone: 'mainland', packageCount: 1 },
    deliveryDate: '2026-11-20',
    slot: null,
    services: [],
    deliveryPence: 0,
    surcharges: [],
    readyNote: null,
  }),
  dispatchDay: 'Thursday 19 November',
  items: '1 × Wood pellets, 6 mm, 375 kg',
  tracking: null,
};

const view: OrderMailView = {
  orderNumber: 1042,
  invoiceNumber: 'INV-1042',
  paidWith: 'card',
  placedOn: 'Wednesday 18 November 2026',
  customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: null },
  greeting: 'Ada',
  lines: [{ name: 'Kiln-dried ash crate', code: 'LOG-ASH-STD', quantity: 2, unitPrice: '£120.00', total: '£240.00', vatRate: '5%' }],
  totals: {
    goods: '£240.00',
    delivery: 'Free',
    discount: null,
    credit: null,
    total: '£240.00',
    paidByCard: '£240.00',
    vat: '£11.43',
    vatByRate: [{ rate: '5%', vat: '£11.43' }],
  },
  shipments: [pallet],
  deliveryAddress: ['Ada Lovelace', '1 Mill Lane', 'Leicester', 'LE1 1AA'],
  deliveryNotes: null,
  billingAddress: ['Ada Lovelace', '1 Mill Lane', 'Leicester', 'LE1 1AA'],
  orderNotes: null,
  seller: TEST_SELLER,
  links: { order: 'https://hearth.test/order/o1/', receipt: 'https://hearth.test/order/o1/receipt' },
};

describe('the right to cancel goods', () => {
  it('ends 14 days after the day the goods arrive, across month and year ends', () => {
    expect(lastDayToCancel('2026-11-18')).toBe('2026-12-02');
    expect(lastDayToCancel('2026-12-20')).toBe('2027-01-03');
    expect(lastDayToCancel('2028-02-20')).toBe('2028-03-05');
  });
});

describe('what the desk mails say', () => {
  it('a cancellation names what comes back, and says nothing of a refund, credit or coupon it has not got', async () => {
    const full = await renderBoth(
      OrderCancelled({
        view,
        returns: {
          refunds: [{ paidWith: 'card', amount: formatPence(23_500) }],
          refundByPhone: null,
          creditReturned: '£5.00',
          coupon: 'WARMWELCOME',
        },
      }),
    );
    expect(orderCancelledSubject(view)).toBe('Your Hearth order 1042 is cancelled');
    expect(full.text).toContain('We have cancelled order 1042, placed on Wednesday 18 November 2026. Nothing of it will be delivered.');
    expect(full.text).toContain('What was cancelled: 2 × Kiln-dried ash crate.');
    expect(full.text).toMatch(/Refund to your card\s+£235\.00/);
    expect(full.text).toMatch(/Credit back in your account\s+£5\.00/);
    expect(full.text.replace(/\s+/g, ' ')).toContain(
      'We are refunding £235.00 to the card you paid with. A card refund usually reaches your account within 5 to 10 working days, ' +
        'depending on your bank; your statement will show it from Hearth.',
    );
    expect(full.text).not.toContain('Refund through');
    expect(full.text).toContain('The coupon WARMWELCOME counts as unused again');

    const creditOnly = await renderBoth(
      OrderCancelled({ view, returns: { refunds: [], refundByPhone: null, creditReturned: '£240.00', coupon: null } }),
    );
    expect(creditOnly.text).not.toContain('card');
    expect(creditOnly.text).not.toContain('coupon');
    expect(creditOnly.text).toContain('The £240.00 of credit you spent on this order is back in your account');
    expect(creditOnly.text).not.toContain('by phone');

    const phoneBalance = await renderBoth(
      OrderCancelled({
        view,
        returns: { refunds: [{ paidWith: 'card', amount: '£240.00' }], refundByPhone: '£8.00', creditReturned: null, coupon: null },
      }),
    );
    expect(phoneBalance.text).toMatch(/Refund to your card\s+£240\.00/);
    expect(phoneBalance.text).toMatch(/Refund we will arrange by phone\s+£8\.00/);
    expect(phoneBalance.text).toContain('You paid £8.00 of this order by phone or in cash');
    expect(phoneBalance.text).toContain('we will phone you to refund it.');
  });

  it('a cancellation of an order paid through PayPal says the refund goes back through PayPal, never to a card', async () => {
    const { text } = await renderBoth(
      OrderCancelled({
        view: { ...view, paidWith: 'PayPal' },
        returns: { refunds: [{ paidWith: 'PayPal', amount: '£240.00' }], refundByPhone: null, creditReturned: null, coupon: null },
      }),
    );
    expect(text).toMatch(/Refund through PayPal\s+£240\.00/);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'We are refunding £240.00 through PayPal, the way you paid. PayPal shows it from Hearth, usually within 5 working days.',
    );
    expect(text).not.toContain('card');
    expect(text.match(/Refund (to|through)/g)).toHaveLength(1);
  });

  it('a cancellation of an order placed by card with a balance paid by PayPal tells each refund the way it goes back', async () => {
    const { text, html } = await renderBoth(
      OrderCancelled({
        view,
        returns: {
          refunds: [
            { paidWith: 'card', amount: '£52.40' },
            { paidWith: 'PayPal', amount: '£8.00' },
          ],
          refundByPhone: null,
          creditReturned: '£5.00',
          coupon: null,
        },
      }),
    );
    const words = text.replace(/\s+/g, ' ');
    expect(text).toMatch(/Refund to your card\s+£52\.40/);
    expect(text).toMatch(/Refund through PayPal\s+£8\.00/);
    expect(text).toMatch(/Credit back in your account\s+£5\.00/);
    // Never one lumped sum, nor the order's own way for the balance's money.
    expect(text).not.toContain('£60.40');
    expect(text).not.toMatch(/Refund to your card\s+£8\.00/);
    expect(words).toContain(
      'We are refunding £52.40 to the card you paid with. A card refund usually reaches your account within 5 to 10 working days',
    );
    expect(words).toContain(
      'We are refunding £8.00 through PayPal, the way you paid. PayPal shows it from Hearth, usually within 5 working days.',
    );
    expect(html).toContain('Refund through PayPal');
    expect(html).toContain('Refund to your card');
  });

  it('a balance paid by Apple Pay is told as the refund mail tells an Apple Pay refund: through Apple Pay, the way you paid', async () => {
    const cancelled = (
      await renderBoth(
        OrderCancelled({
          view,
          returns: {
            refunds: [
              { paidWith: 'card', amount: '£240.00' },
              { paidWith: 'Apple Pay', amount: '£30.00' },
            ],
            refundByPhone: null,
            creditReturned: null,
            coupon: null,
          },
        }),
      )
    ).text.replace(/\s+/g, ' ');
    expect(cancelled).toMatch(/Refund to your card £240\.00/);
    expect(cancelled).toMatch(/Refund through Apple Pay £30\.00/);
    expect(cancelled).toContain(
      'We are refunding £30.00 through Apple Pay, the way you paid. Apple Pay shows it from Hearth, usually within 5 working days.',
    );
    const refunded = (
      await renderBoth(
        OrderRefunded({
          view,
          refund: { amount: '£30.00', ofDelivery: false, paidByCard: '£30.00', left: null, balancePaidWith: 'Apple Pay' },
        }),
      )
    ).text.replace(/\s+/g, ' ');
    expect(refunded).toContain(
      'through Apple Pay, the way you paid the balance. Apple Pay shows it from Hearth, usually within 5 working days.',
    );
  });

  it('a part refund says what is left; the last one says all of it has gone back', async () => {
    const part = { amount: '£12.50', ofDelivery: false, paidByCard: '£240.00', left: '£227.50' };
    expect(orderRefundedSubject(view, part)).toBe('Hearth has refunded £12.50 on order 1042');
    const partText = (await renderBoth(OrderRefunded({ view, refund: part }))).text;
    expect(partText).toContain('We have refunded £12.50 on order 1042 to the card you paid with.');
    expect(partText).toContain('That leaves £227.50 of your £240.00 card payment with us');
    expect(partText).toMatch(/Left of your card payment\s+£227\.50/);
    expect(partText).toContain('https://hearth.test/order/o1/receipt');

    const last = (await renderBoth(OrderRefunded({ view, refund: { ...part, left: null, ofDelivery: true } }))).text;
    expect(last).toContain('We have refunded £12.50 of your delivery charge on order 1042');
    expect(last).toContain('That is all of the £240.00 you paid by card.');
  });

  it('a refund of an order paid by PayPal goes back through PayPal, and says so', async () => {
    const part = { amount: '£12.50', ofDelivery: false, paidByCard: '£240.00', left: '£227.50' };
    const text = (await renderBoth(OrderRefunded({ view: { ...view, paidWith: 'PayPal' }, refund: part }))).text;
    expect(text).toContain('We have refunded £12.50 on order 1042 through PayPal, the way you paid.');
    expect(text).toMatch(/You paid by PayPal\s+£240\.00/);
    expect(text).toContain('That leaves £227.50 of your £240.00 PayPal payment with us');
    expect(text).not.toContain('card');
  });

  it('a credit change gives the reason and the new balance, and a removal offers to look again', async () => {
    const grant = {
      kind: 'grant' as const,
      amount: '£10.00',
      balance: '£12.50',
      reason: 'Sorry the logs were late',
      greeting: null,
      creditUrl: 'https://hearth.test/account/credit',
    };
    expect(creditChangedSubject(TEST_SELLER, grant)).toBe('Hearth has added £10.00 of credit to your account');
    const granted = (await renderBoth(CreditChanged({ seller: TEST_SELLER, view: grant }))).text;
    expect(granted).toContain('Why: Sorry the logs were late');
    expect(granted).toMatch(/Your credit balance now\s+£12\.50/);
    expect(granted).toContain('Credit comes off your next order at checkout');

    const removal = { ...grant, kind: 'remove' as const, amount: '£2.50', balance: '£10.00' };
    expect(creditChangedSubject(TEST_SELLER, removal)).toBe('Hearth has taken £2.50 of credit off your account');
    const removed = (await renderBoth(CreditChanged({ seller: TEST_SELLER, view: removal }))).text;
    expect(removed).toMatch(/Taken off\s+£2\.50/);
    expect(removed).toContain('If you think this is a mistake, reply to this email');
  });

  it('a delivery gives the last day to cancel only when nothing more of the order is to come', async () => {
    const words = {
      deliveredOn: 'Wednesday 18 November 2026',
      lastDayToCancel: 'Wednesday 2 December 2026',
      reviews: [{ name: 'Wood pellets', url: 'https://hearth.test/account/reviews?product=PEL-FP-6MM-375&name=Wood+pellets' }],
      accountUrl: 'https://hearth.test/account',
    };
    expect(shipmentDeliveredSubject(view, words)).toBe('Your Hearth order 1042 has been delivered');
    const last = (await renderBoth(ShipmentDelivered({ view, shipment: pallet, words }))).text;
    expect(last).toContain('On a pallet, part of order 1042, was delivered on Wednesday 18 November 2026: 1 × Wood pellets, 6 mm, 375 kg.');
    expect(last).toContain('You may cancel, without giving a reason, until Wednesday 2 December 2026');
    expect(last).toContain('Review Wood pellets');
    expect(last).toContain('you pay the cost of returning them');

    const partWords = { ...words, lastDayToCancel: null, reviews: null };
    expect(shipmentDeliveredSubject(view, partWords)).toBe('Part of your Hearth order 1042 has been delivered');
    const part = (await renderBoth(ShipmentDelivered({ view, shipment: pallet, words: partWords }))).text;
    expect(part).toContain('The rest of your order is still to come');
    expect(part).toContain('the 14 days start the day after the last one arrives');
    expect(part).not.toContain('until Wednesday');
    expect(part).toContain('Reviews are written from an account');
  });

  it('a dispatch names the promised day and, when staff gave one, the tracking number and page', async () => {
    const tracked = { ...pallet, tracking: { number: 'PX-7781 2234', url: 'https://track.example.co.uk/PX-7781-2234' } };
    const text = (await renderBoth(ShipmentDispatched({ view, shipment: tracked }))).text;
    expect(text).toContain('It arrives on Friday 20 November.');
    expect(text).toContain('Tracking number: PX-7781 2234.');
    expect(text).toContain('https://track.example.co.uk/PX-7781-2234');
    const untracked = (await renderBoth(ShipmentDispatched({ view, shipment: { ...pallet, tracking: { number: 'JD0002', url: null } } })))
      .text;
    expect(untracked).toContain('Tracking number: JD0002. Quote it to the carrier to follow your delivery.');
    expect((await renderBoth(ShipmentDispatched({ view, shipment: pallet }))).text).not.toContain('Tracking');
  });
});
