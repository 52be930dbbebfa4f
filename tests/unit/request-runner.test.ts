import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { CommerceError } from '../../src/lib/commerce/client.ts';
import type { CartOrder } from '../../src/lib/commerce/orders.ts';
import { heldOrderRequestRunner } from '../../src/lib/commerce/request-runner.ts';

const held = { id: 'held' } as CartOrder;
const reply = { id: 'reply' } as CartOrder;

function setup() {
  const state = {
    slice: atom<{ order: CartOrder | null }>({ order: held }),
    updating: atom(false),
    message: atom<string | null>('old message'),
  };
  return { state, run: heldOrderRequestRunner(state) };
}

describe('the held-order request runner (shared by the cart and the signed-in checkout)', () => {
  it('holds the reply and clears the last message', async () => {
    const { state, run } = setup();
    expect(await run(async () => reply)).toBe(true);
    expect(state.slice.get().order).toBe(reply);
    expect(state.message.get()).toBeNull();
    expect(state.updating.get()).toBe(false);
  });

  it("keeps the held order and shows the failing call's words, or a fallback when it gave none", async () => {
    const { state, run } = setup();
    expect(await run(async (onError) => (onError(new CommerceError('Only 2 left', 'BAD_USER_INPUT')), null))).toBe(false);
    expect(state.slice.get().order).toBe(held);
    expect(state.message.get()).toBe('Only 2 left');
    expect(await run(async () => null)).toBe(false);
    expect(state.message.get()).toBe('Something went wrong. Please try again.');
  });

  it('is updating only while the request is in flight, and clears the flag when the request throws', async () => {
    const { state, run } = setup();
    const seen: boolean[] = [];
    await expect(
      run(async () => {
        seen.push(state.updating.get());
        throw new Error('Customer not found');
      }),
    ).rejects.toThrow('Customer not found');
    expect(seen).toEqual([true]);
    expect(state.updating.get()).toBe(false);
  });

  it('keeps the failure with its code and field for the form that can place it, and clears it on the next request', async () => {
    const failure = atom<CommerceError | null>(null);
    const state = {
      slice: atom<{ order: CartOrder | null }>({ order: held }),
      updating: atom(false),
      message: atom<string | null>(null),
      failure,
    };
    const run = heldOrderRequestRunner(state);
    const refusal = new CommerceError('address.0.postCode: not a postcode', 'BAD_USER_INPUT', { field: 'address.0.postCode' });
    await run(async (onError) => (onError(refusal), null));
    expect(failure.get()).toBe(refusal);
    await run(async () => reply);
    expect(failure.get()).toBeNull();
  });
});
