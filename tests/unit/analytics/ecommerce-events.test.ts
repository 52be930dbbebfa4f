import { describe, expect, it, vi } from 'vitest';
import { type EcommerceEvents, loadedOnFirstEvent } from '../../../src/lib/analytics/ecommerce-events.ts';

/** Eager events that record what they were called with, in order. */
function recordingEvents(sent: string[]): EcommerceEvents {
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      sent.push(`${name} ${JSON.stringify(args)}`);
    };
  return {
    viewItem: record('viewItem'),
    addToCart: record('addToCart'),
    removeFromCart: record('removeFromCart'),
    viewCart: record('viewCart'),
    beginCheckout: record('beginCheckout'),
    addShippingInfo: record('addShippingInfo'),
    addPaymentInfo: record('addPaymentInfo'),
    purchase: record('purchase'),
  };
}

const product = { skuCode: 'LOG-ASH-FULL', name: 'Ash logs, full crate', price: 219 };
const line = { code: 'LOG-ASH-FULL', name: 'Ash logs, full crate', unitAmount: 219, quantity: 2 };

describe('ecommerce events loaded on the first event', () => {
  it('loads nothing until an event is sent, then loads once and sends every event in the order it was sent', async () => {
    const sent: string[] = [];
    let finishLoad: (events: EcommerceEvents) => void = () => {};
    const load = vi.fn(() => new Promise<EcommerceEvents>((resolve) => (finishLoad = resolve)));
    const events = loadedOnFirstEvent(load);
    expect(load).not.toHaveBeenCalled();

    events.viewItem(product);
    events.addToCart(line, 1);
    events.removeFromCart(line, 1);
    expect(sent).toEqual([]);
    finishLoad(recordingEvents(sent));
    await vi.waitFor(() => expect(sent).toHaveLength(3));

    events.addToCart(line, 2);
    await vi.waitFor(() => expect(sent).toHaveLength(4));
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([
      `viewItem ${JSON.stringify([product])}`,
      `addToCart ${JSON.stringify([line, 1])}`,
      `removeFromCart ${JSON.stringify([line, 1])}`,
      `addToCart ${JSON.stringify([line, 2])}`,
    ]);
  });

  it('drops the events that waited on a failed load, never throwing, and loads again for the next event', async () => {
    const sent: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<EcommerceEvents>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(recordingEvents(sent));
    const events = loadedOnFirstEvent(load);

    expect(() => events.viewItem(product)).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('viewItem event was dropped'), expect.any(TypeError)));
    expect(sent).toEqual([]);

    events.addToCart(line, 1);
    await vi.waitFor(() => expect(sent).toEqual([`addToCart ${JSON.stringify([line, 1])}`]));
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
