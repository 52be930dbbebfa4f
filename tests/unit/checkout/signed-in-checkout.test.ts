import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { CommerceError, type CommerceTransport } from '../../../src/lib/commerce/client.ts';
import type { CartOrder } from '../../../src/lib/commerce/orders.ts';
import type { CheckoutCustomer } from '../../../src/features/checkout/signed-in-calls.ts';
import { EMPTY_ADDRESS, EMPTY_CONTACT } from '../../../src/lib/forms/contact-address-form.ts';
import type { CheckoutDraft } from '../../../src/features/checkout/checkout-store.ts';
import {
  createSignedInCheckout,
  type CheckoutShopper,
  type SignedInCheckoutDeps,
} from '../../../src/features/checkout/signed-in-checkout.ts';
import type { OrderSlice } from '../../../src/features/cart/order-slice.ts';

const TRANSPORT: CommerceTransport = { endpoint: '/graphql', apiKey: '', idToken: 'id-token' };

const customer: CheckoutCustomer = {
  id: 'c-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.co.uk',
  phoneNumber: '+447700900123',
  creditAmountTotal: 20,
  referralCode: null,
  referralOffer: null,
  addresses: [],
  credits: [],
};

const order = (details: Partial<CartOrder> = {}) =>
  ({ id: 'o-1', creditUsed: 0, amountDue: 100, totalAmount: 100, ...details }) as CartOrder;

function setup(options: { session?: boolean; transport?: CommerceTransport | null; signedIn?: boolean } = {}) {
  const calls = {
    getLoggedInCustomerData: vi.fn(async () => customer),
    updateCustomer: vi.fn(async (input: Record<string, unknown>) => ({
      id: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phoneNumber: customer.phoneNumber,
      ...input,
    })),
    addCustomerOrder: vi.fn(async () => order({ guest: false })),
    addEditOrderAddress: vi.fn(async () => order()),
    setOrderCredit: vi.fn(async (_orderId: string, amount: number) => order({ creditUsed: amount, amountDue: 100 - amount })),
  };
  const deps = {
    hasStoredSession: vi.fn(() => options.session ?? true),
    transport: vi.fn(async () => (options.transport === undefined ? TRANSPORT : options.transport)),
    connect: vi.fn(() => calls),
    shopper: atom<CheckoutShopper>(options.signedIn ? { kind: 'signedIn', customer } : { kind: 'guest' }),
    draft: atom<CheckoutDraft>({
      contact: { ...EMPTY_CONTACT, firstName: 'Typed', phoneNumber: '07000 000000' },
      shipping: EMPTY_ADDRESS,
      billing: EMPTY_ADDRESS,
      billingSameAsDelivery: true,
    }),
    slice: atom<OrderSlice>({ order: order() }),
    updating: atom(false),
    message: atom<string | null>(null),
  };
  return { calls, deps, checkout: createSignedInCheckout(deps as unknown as SignedInCheckoutDeps) };
}

describe('deciding who is checking out', () => {
  it('leaves a guest a guest without loading the identity library', async () => {
    const { deps, checkout } = setup({ session: false });
    await checkout.start();
    expect(deps.shopper.get()).toEqual({ kind: 'guest' });
    expect(deps.transport).not.toHaveBeenCalled();
  });

  it('reads the account of a signed-in customer and fills the contact form from it', async () => {
    const { deps, checkout, calls } = setup();
    const started = checkout.start();
    expect(deps.shopper.get()).toEqual({ kind: 'checking' });
    await started;
    expect(calls.getLoggedInCustomerData).toHaveBeenCalledOnce();
    expect(deps.connect).toHaveBeenCalledWith(TRANSPORT);
    expect(deps.shopper.get()).toEqual({ kind: 'signedIn', customer });
    expect(deps.draft.get().contact).toEqual({
      email: 'ada@example.co.uk',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+447700900123',
    });
  });

  it('goes on as a guest when the stored session is gone or the account cannot be read', async () => {
    const gone = setup({ transport: null });
    await gone.checkout.start();
    expect(gone.deps.shopper.get()).toEqual({ kind: 'guest' });

    const unreadable = setup();
    unreadable.calls.getLoggedInCustomerData.mockResolvedValueOnce(null as never);
    await unreadable.checkout.start();
    expect(unreadable.deps.shopper.get()).toEqual({ kind: 'guest' });
    expect(unreadable.deps.draft.get().contact.firstName).toBe('Typed');
  });
});

describe('a signed-in customer’s cart changes', () => {
  const contact = { email: 'ada@example.co.uk', firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+447700900123' };

  it('attaches the customer by id and email, with their token, without touching an unchanged account', async () => {
    const { deps, checkout, calls } = setup({ signedIn: true });
    expect(await checkout.attachContact(contact)).toBe(true);
    expect(calls.updateCustomer).not.toHaveBeenCalled();
    expect(calls.addCustomerOrder).toHaveBeenCalledWith(
      'o-1',
      { id: 'c-1', email: 'ada@example.co.uk', firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+447700900123' },
      expect.any(Function),
    );
    expect(deps.slice.get().order).toMatchObject({ guest: false });
    expect(deps.updating.get()).toBe(false);
  });

  it('saves a changed name or phone to the account before the order takes it', async () => {
    const { deps, checkout, calls } = setup({ signedIn: true });
    await checkout.attachContact({ ...contact, phoneNumber: '07700 900999' });
    expect(calls.updateCustomer).toHaveBeenCalledWith({ phoneNumber: '07700 900999' }, expect.any(Function));
    expect(calls.updateCustomer.mock.invocationCallOrder[0]).toBeLessThan(calls.addCustomerOrder.mock.invocationCallOrder[0]!);
    expect(deps.shopper.get()).toMatchObject({ kind: 'signedIn', customer: { phoneNumber: '07700 900999', creditAmountTotal: 20 } });
  });

  it('stops, and says why, when the account refuses the change', async () => {
    const { deps, checkout, calls } = setup({ signedIn: true });
    calls.updateCustomer.mockImplementationOnce(async (_input: Record<string, unknown>, onError?: (error: CommerceError) => void) => {
      onError?.(new CommerceError('phoneNumber: Enter a UK phone number.', 'BAD_USER_INPUT'));
      return null as never;
    });
    expect(await checkout.attachContact({ ...contact, phoneNumber: '0' })).toBe(false);
    expect(calls.addCustomerOrder).not.toHaveBeenCalled();
    expect(deps.message.get()).toBe('phoneNumber: Enter a UK phone number.');
  });

  it('sends the addresses with the customer id, billing the same as delivery unless given', async () => {
    const { checkout, calls } = setup({ signedIn: true });
    const home = {
      ...EMPTY_ADDRESS,
      firstName: 'Ada',
      lastName: 'Lovelace',
      line1: '1 Station Road',
      city: 'Loughborough',
      postCode: 'LE12 6UZ',
    };
    await checkout.setAddresses(home, null);
    const [orderId, addresses, customerId] = calls.addEditOrderAddress.mock.calls[0] as unknown as [
      string,
      { addressType: string; line1: string }[],
      string,
    ];
    expect([orderId, customerId]).toEqual(['o-1', 'c-1']);
    expect(addresses.map((a) => [a.addressType, a.line1])).toEqual([
      ['shipping', '1 Station Road'],
      ['billing', '1 Station Road'],
    ]);
  });

  it('shows the credit the server put on the order, and keeps the order when it refuses', async () => {
    const { deps, checkout, calls } = setup({ signedIn: true });
    expect(await checkout.setCredit(12.5)).toBe(true);
    expect(deps.slice.get().order).toMatchObject({ creditUsed: 12.5, amountDue: 87.5 });

    calls.setOrderCredit.mockImplementationOnce(async (_o: string, _a: number, onError?: (error: CommerceError) => void) => {
      onError?.(new CommerceError('You have £20.00 credit; enter an amount up to £20.00.', 'BAD_USER_INPUT'));
      return null as never;
    });
    expect(await checkout.setCredit(25)).toBe(false);
    expect(deps.slice.get().order).toMatchObject({ creditUsed: 12.5 });
    expect(deps.message.get()).toBe('You have £20.00 credit; enter an amount up to £20.00.');
    expect(deps.updating.get()).toBe(false);
  });

  it('turns the page back into a guest’s, and says so, when the session has ended', async () => {
    const { deps, checkout, calls } = setup({ signedIn: true, transport: null });
    expect(await checkout.setCredit(5)).toBe(false);
    expect(calls.setOrderCredit).not.toHaveBeenCalled();
    expect(deps.shopper.get()).toEqual({ kind: 'guest' });
    expect(deps.message.get()).toMatch(/no longer signed in/);
  });

  it('does nothing for a guest', async () => {
    const { checkout, deps } = setup();
    expect(await checkout.setCredit(5)).toBe(false);
    expect(deps.transport).not.toHaveBeenCalled();
  });
});
