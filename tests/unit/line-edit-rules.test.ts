import { describe, expect, it } from 'vitest';
import { lineChanges, lineChangeWords, settleLineEdit } from '../../commerce/domain/line-edit.ts';

const ash = { sku: 'LOG-ASH-STD', name: 'Ash logs', quantity: 3 };
const kindling = { sku: 'KIN-NET-10L', name: 'Kindling', quantity: 1 };

describe('which lines an edit changes', () => {
  it('keeps only real changes, adds unknown SKUs and takes off those set to 0', () => {
    expect(
      lineChanges(
        [ash, kindling],
        [
          { sku: 'LOG-ASH-STD', quantity: 2 },
          { sku: 'KIN-NET-10L', quantity: 1 },
          { sku: 'LOG-BIR-STD', quantity: 1 },
        ],
      ),
    ).toEqual([
      { sku: 'LOG-ASH-STD', from: 3, to: 2 },
      { sku: 'LOG-BIR-STD', from: 0, to: 1 },
    ]);
    expect(lineChanges([ash, kindling], [{ sku: 'KIN-NET-10L', quantity: 0 }])).toEqual([{ sku: 'KIN-NET-10L', from: 1, to: 0 }]);
  });

  it('refuses an edit that changes nothing, empties the order, names a SKU twice or asks for a quantity out of bounds', () => {
    expect(lineChanges([ash], [{ sku: 'LOG-ASH-STD', quantity: 3 }])).toMatchObject({ reason: 'NO_CHANGE' });
    expect(lineChanges([ash], [{ sku: 'LOG-ASH-STD', quantity: 0 }])).toMatchObject({ reason: 'EMPTY_ORDER' });
    // Taking the last line off while adding another leaves something in the order.
    expect(
      lineChanges(
        [ash],
        [
          { sku: 'LOG-ASH-STD', quantity: 0 },
          { sku: 'LOG-BIR-STD', quantity: 1 },
        ],
      ),
    ).toHaveLength(2);
    expect(
      lineChanges(
        [ash],
        [
          { sku: 'LOG-ASH-STD', quantity: 1 },
          { sku: 'LOG-ASH-STD', quantity: 2 },
        ],
      ),
    ).toMatchObject({ reason: 'TWICE' });
    expect(lineChanges([ash], [{ sku: 'LOG-ASH-STD', quantity: 100 }])).toMatchObject({ reason: 'BAD_QUANTITY' });
    expect(lineChanges([ash], [{ sku: 'LOG-ASH-STD', quantity: 99 }])).toEqual([{ sku: 'LOG-ASH-STD', from: 3, to: 99 }]);
    expect(lineChanges([ash], [{ sku: 'LOG-ASH-STD', quantity: -1 }])).toMatchObject({ reason: 'BAD_QUANTITY' });
    expect(lineChanges([ash], [{ sku: 'LOG-ASH-STD', quantity: 1.5 }])).toMatchObject({ reason: 'BAD_QUANTITY' });
  });

  it('says each change in the shop’s words', () => {
    expect(lineChangeWords({ sku: 'a', from: 3, to: 2 }, 'Ash logs')).toBe('Ash logs: 3 → 2');
    expect(lineChangeWords({ sku: 'a', from: 0, to: 1 }, 'Ash logs')).toBe('1 × Ash logs added');
    expect(lineChangeWords({ sku: 'a', from: 2, to: 0 }, 'Ash logs')).toBe('Ash logs taken off (was 2)');
  });
});

describe('how the difference is settled', () => {
  const basis = { wasTotalPence: 10_000, nowTotalPence: 10_000, balanceDuePence: 0, cardRefundablePence: 10_000 };

  it('more to pay is added to the balance due, never charged', () => {
    expect(settleLineEdit({ ...basis, nowTotalPence: 12_500 })).toEqual({ kind: 'balanceDue', addedPence: 2_500, balanceDuePence: 2_500 });
    expect(settleLineEdit({ ...basis, nowTotalPence: 10_001, balanceDuePence: 300 })).toEqual({
      kind: 'balanceDue',
      addedPence: 1,
      balanceDuePence: 301,
    });
  });

  it('less to pay is refunded to the card', () => {
    expect(settleLineEdit({ ...basis, nowTotalPence: 7_000 })).toEqual({ kind: 'refund', refundPence: 3_000, balanceDuePence: 0 });
    expect(settleLineEdit({ ...basis, nowTotalPence: 9_999 })).toEqual({ kind: 'refund', refundPence: 1, balanceDuePence: 0 });
  });

  it('less to pay while a balance is due is refused: paid by phone or not, the desk cannot tell', () => {
    const refused = settleLineEdit({ ...basis, nowTotalPence: 9_000, balanceDuePence: 1 });
    expect(refused).toMatchObject({ reason: 'BALANCE_OPEN' });
    expect('message' in refused && refused.message).toContain('£0.01 is still to pay on this order');
    // More to pay still adds to it.
    expect(settleLineEdit({ ...basis, nowTotalPence: 10_500, balanceDuePence: 1 })).toMatchObject({
      kind: 'balanceDue',
      balanceDuePence: 501,
    });
  });

  it('no difference settles nothing', () => {
    expect(settleLineEdit({ ...basis, balanceDuePence: 200 })).toEqual({ kind: 'none', balanceDuePence: 200 });
  });

  it('never refunds more than the card can still take back', () => {
    expect(settleLineEdit({ ...basis, nowTotalPence: 4_000, cardRefundablePence: 6_000 })).toEqual({
      kind: 'refund',
      refundPence: 6_000,
      balanceDuePence: 0,
    });
    const refused = settleLineEdit({ ...basis, nowTotalPence: 4_000, cardRefundablePence: 5_999 });
    expect(refused).toMatchObject({ reason: 'REFUND_EXCEEDS_CARD' });
    // A balance paid later is never refunded by an edit: the refusal says where it goes back.
    const withBalance = settleLineEdit({ ...basis, nowTotalPence: 4_000, cardRefundablePence: 5_000, balancesPaidPence: 1_000 });
    expect(withBalance).toMatchObject({ reason: 'REFUND_EXCEEDS_CARD' });
    expect((withBalance as { message: string }).message).toContain(
      'only £50.00 of the payment the order was placed with can still be refunded, and a change of items refunds through that payment only: the £10.00 paid later as a balance goes back only if the order is cancelled.',
    );
    expect('message' in refused && refused.message).toContain('only £59.99 of the card payment can still be refunded');
  });
});
