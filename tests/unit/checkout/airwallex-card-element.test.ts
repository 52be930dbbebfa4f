import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterElementEvent,
  allowedNetworks,
  CARD_INCOMPLETE,
  EMPTY_CARD_ELEMENT,
  normaliseBrand,
  payPressVerdict,
  schemeOfBrand,
} from '../../../src/features/checkout/airwallex/card-element-view.ts';
import { parseConfirmHandOff, readAirwallexHandOff } from '../../../src/features/checkout/airwallex/confirm-hand-off.ts';
import { confirmRejected, confirmResolved } from '../../../src/features/checkout/airwallex/element-confirm.ts';
import { declineMessage, placeOrderOutcome } from '../../../src/features/checkout/payment-outcome.ts';
import { paymentOrder } from '../../fixtures/storefront-orders.ts';

const ACCEPTED = [
  { name: 'Visa', code: 'VISA', cardRegex: '^4[0-9]{12}(?:[0-9]{3}){0,2}$' },
  { name: 'Mastercard', code: 'MASTERCARD', cardRegex: '^5[1-5][0-9]{14}$' },
  { name: 'American Express', code: 'AMEX', cardRegex: '^3[47][0-9]{13}$' },
];

// The SDK mocked at its documented interface: init({ env, enabledElements }), createElement('card', options),
// and the element's mount / on / confirm / focus / destroy.
const sdk = vi.hoisted(() => ({
  init: vi.fn(async (_options: unknown) => ({})),
  createElement: vi.fn(),
}));
vi.mock('@airwallex/components-sdk', () => sdk);

describe("the card element's events", () => {
  it('names the scheme from the brand the element reports, in any spelling it uses', () => {
    const view = afterElementEvent(EMPTY_CARD_ELEMENT, { complete: false, empty: false, brand: 'visa' });
    expect(schemeOfBrand(view.brand, ACCEPTED)?.name).toBe('Visa');
    expect(schemeOfBrand(normaliseBrand('American Express'), ACCEPTED)?.name).toBe('American Express');
    expect(schemeOfBrand(normaliseBrand('MASTERCARD'), ACCEPTED)?.name).toBe('Mastercard');
    // A brand the shop does not take names nothing, and neither does the element's "unknown".
    expect(schemeOfBrand(normaliseBrand('jcb'), ACCEPTED)).toBeNull();
    expect(normaliseBrand('unknown')).toBeNull();
  });

  it('keeps what an event does not say, reads complete in both spellings, and drops a fixed error', () => {
    let view = afterElementEvent(EMPTY_CARD_ELEMENT, {
      brand: 'visa',
      empty: false,
      completed: false,
      error: { message: 'Your card number is invalid.' },
    });
    expect(view).toEqual({ brand: 'visa', complete: false, empty: false, error: 'Your card number is invalid.' });
    // A later event without the brand (a blur on the expiry field) keeps the scheme; no error means fixed.
    view = afterElementEvent(view, { complete: true, empty: false });
    expect(view).toEqual({ brand: 'visa', complete: true, empty: false, error: null });
    // Whatever is not an event changes nothing.
    expect(afterElementEvent(view, undefined)).toBe(view);
    expect(afterElementEvent(view, 'change')).toBe(view);
  });

  it('lets Pay go ahead only with a complete card without a problem', () => {
    expect(payPressVerdict(EMPTY_CARD_ELEMENT)).toEqual({ kind: 'fix', message: CARD_INCOMPLETE });
    expect(payPressVerdict({ brand: 'visa', complete: false, empty: false, error: 'Your card has expired.' })).toEqual({
      kind: 'fix',
      message: 'Your card has expired.',
    });
    expect(payPressVerdict({ brand: 'visa', complete: true, empty: false, error: null })).toEqual({ kind: 'ready' });
  });

  it("limits the element to the gateway's schemes it knows by name", () => {
    expect(allowedNetworks(ACCEPTED)).toEqual(['visa', 'mastercard', 'amex']);
    expect(allowedNetworks([{ name: 'Shop card', code: 'HOUSE', cardRegex: '^9' }])).toEqual([]);
  });
});

describe('the hand-off from placeOrder', () => {
  const handOff = { intentId: 'int_hkdm5z7hsg9x1', clientSecret: 'eyJhbGciOiJIUzI1NiJ9.eyJpbnRlbnQiOiJ4In0.c2ln' };

  it('confirms in the page when placeOrder hands over an intent and its secret', () => {
    const order = paymentOrder({
      status: 'paymentPending',
      clientData: { type: 'airwallexConfirm', action: 'CONFIRM', data: JSON.stringify(handOff) },
    });
    expect(placeOrderOutcome(order, null, 'https://shop.example', readAirwallexHandOff)).toEqual({
      kind: 'confirmInBrowser',
      handOff,
      order,
    });
  });

  it('leaves a hand-off it cannot read to the server (pending), never to the element', () => {
    for (const data of ['not json', '[]', '{"intentId":"int_1"}', JSON.stringify({ ...handOff, clientSecret: '<script>' })]) {
      const order = paymentOrder({ status: 'paymentPending', clientData: { type: 'airwallexConfirm', action: 'CONFIRM', data } });
      expect(placeOrderOutcome(order, null, 'https://shop.example', readAirwallexHandOff).kind).toBe('pending');
    }
    expect(parseConfirmHandOff(JSON.stringify({ ...handOff, extra: 1 }))).toEqual(handOff);
  });
});

describe("what the element's confirm came to", () => {
  it('opens the return page when the intent is paid; anything else is asked of the server', () => {
    expect(confirmResolved({ id: 'int_1', status: 'SUCCEEDED' })).toEqual({ kind: 'confirmed' });
    expect(confirmResolved({ id: 'int_1', status: 'REQUIRES_CAPTURE' })).toEqual({ kind: 'confirmed' });
    expect(confirmResolved({ id: 'int_1', status: 'REQUIRES_CUSTOMER_ACTION' })).toEqual({ kind: 'unknown' });
    expect(confirmResolved(undefined)).toEqual({ kind: 'unknown' });
  });

  it("words a refused card in the shop's words, by the reason Airwallex gives", () => {
    expect(confirmRejected({ code: 'issuer_declined', message: 'Do not Honor', provider_original_response_code: '05' })).toEqual({
      kind: 'declined',
      reason: 'declined',
      message: declineMessage('declined'),
    });
    expect(confirmRejected({ code: 'issuer_declined', details: { original_response_code: '51' } })).toMatchObject({
      reason: 'insufficientFunds',
    });
    expect(confirmRejected({ code: 'authentication_declined', message: 'The user failed authentication.' })).toMatchObject({
      kind: 'declined',
      reason: 'authenticationFailed',
    });
    expect(confirmRejected({ code: 'risk_declined' })).toMatchObject({ kind: 'declined', reason: 'declined' });
  });

  it('sends the shopper back to the fields for what the element refused before sending it', () => {
    expect(confirmRejected({ code: 'invalid', message: 'Your card number is incomplete.' })).toEqual({
      kind: 'invalid',
      message: 'Your card number is incomplete.',
    });
    expect(confirmRejected({ code: 'required' }).kind).toBe('invalid');
  });

  it('does not guess when the confirm may or may not have reached Airwallex', () => {
    expect(confirmRejected(new TypeError('Failed to fetch'))).toEqual({ kind: 'unknown' });
    expect(confirmRejected({ code: 'service_unavailable', message: 'Try later' })).toEqual({ kind: 'unknown' });
    expect(confirmRejected(undefined)).toEqual({ kind: 'unknown' });
  });
});

describe('loading the card element', () => {
  beforeEach(() => {
    sdk.init.mockClear();
    sdk.createElement.mockReset();
  });

  it("initialises the SDK for payments in the gateway's environment and creates the card element for its schemes", async () => {
    const element = {
      mount: vi.fn(),
      on: vi.fn(),
      confirm: vi.fn(async () => ({ status: 'SUCCEEDED' })),
      focus: vi.fn(),
      destroy: vi.fn(),
    };
    sdk.createElement.mockResolvedValue(element);
    const { loadCardElement } = await import('../../../src/features/checkout/airwallex/airwallex-sdk.ts');
    const card = await loadCardElement({ env: 'demo', allowedCardNetworks: ['visa', 'amex'] });
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ env: 'demo', enabledElements: ['payments'] }));
    expect(sdk.createElement).toHaveBeenCalledWith('card', expect.objectContaining({ allowedCardNetworks: ['visa', 'amex'] }));
    // The element's confirm gets the intent and its secret under the SDK's documented names.
    await card.confirm({ intent_id: 'int_1', client_secret: 'secret' });
    expect(element.confirm).toHaveBeenCalledWith({ intent_id: 'int_1', client_secret: 'secret' });
  });

  it('fails (so the page says the card fields could not be loaded) when the SDK creates no element', async () => {
    sdk.createElement.mockResolvedValue(undefined);
    const { loadCardElement } = await import('../../../src/features/checkout/airwallex/airwallex-sdk.ts');
    await expect(loadCardElement({ env: 'prod', allowedCardNetworks: [] })).rejects.toThrow(/could not be created/);
    expect(sdk.createElement).toHaveBeenCalledWith('card', { autoCapture: true });
  });
});
