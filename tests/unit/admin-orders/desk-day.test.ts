import { describe, expect, it } from 'vitest';
import { earlyMoveWarning, moveMailWords, undoOpenUntil, undoStillOpen, undoWindowWords } from '../../../commerce/domain/desk-day.ts';
import { moveShipment } from '../../../commerce/domain/shipment-status.ts';

const van = { name: 'van delivery', dispatchDate: '2026-12-03', deliveryDate: '2026-12-04' };

describe('the desk’s day rules', () => {
  it('a dispatch is early before its dispatch day, marking delivered before its delivery day; on or after the day it is not', () => {
    expect(earlyMoveWarning('dispatch', '2026-12-02', van)).toBe('The van delivery is due to leave on Thursday 3 December, not today.');
    expect(earlyMoveWarning('dispatch', '2026-12-03', van)).toBeNull();
    expect(earlyMoveWarning('dispatch', '2026-12-05', van)).toBeNull();
    expect(earlyMoveWarning('deliver', '2026-12-03', van)).toBe('The van delivery is due to arrive on Friday 4 December, not today.');
    expect(earlyMoveWarning('deliver', '2026-12-04', van)).toBeNull();
    expect(earlyMoveWarning('deliver', '2026-12-01', { ...van, deliveryDate: null })).toBeNull();
  });

  it('a dispatch can be undone until the window closes, not at the instant it does', () => {
    const at = new Date('2026-12-03T08:00:00Z');
    expect(undoOpenUntil(at, 300).toISOString()).toBe('2026-12-03T08:05:00.000Z');
    expect(undoStillOpen(at, 300, new Date('2026-12-03T08:04:59.999Z'))).toBe(true);
    expect(undoStillOpen(at, 300, new Date('2026-12-03T08:05:00.000Z'))).toBe(false);
    expect(undoStillOpen(at, 0, at)).toBe(false);
  });

  it('says the window in words', () => {
    expect(undoWindowWords(300)).toBe('5 minutes');
    expect(undoWindowWords(60)).toBe('1 minute');
    expect(undoWindowWords(90)).toBe('1 minute 30 seconds');
    expect(undoWindowWords(1)).toBe('1 second');
    expect(undoWindowWords(0)).toBe('at once');
  });

  it('only a dispatched shipment can have its dispatch undone', () => {
    expect(moveShipment('dispatched', 'undoDispatch', 'van delivery')).toEqual({ ok: true, to: 'awaitingDispatch' });
    expect(moveShipment('awaitingDispatch', 'undoDispatch', 'van delivery')).toEqual({
      ok: false,
      reason: 'The van delivery has not been dispatched, so there is nothing to undo.',
    });
    expect(moveShipment('delivered', 'undoDispatch', 'van delivery')).toMatchObject({ ok: false });
  });

  it('the confirmation names the mail a move sends: the dispatch with its arrival and any tracking number, and when it leaves', () => {
    const mail = { arrival: 'Friday 4 December, 8am to 12 noon', trackingNumber: null, undoSeconds: 300 };
    expect(moveMailWords('dispatch', mail)).toBe(
      'Dispatch notice: arrives Friday 4 December, 8am to 12 noon; it leaves in 5 minutes unless undone',
    );
    expect(moveMailWords('dispatch', { ...mail, trackingNumber: 'PX-7781 2234' })).toBe(
      'Dispatch notice: arrives Friday 4 December, 8am to 12 noon, tracking number PX-7781 2234; it leaves in 5 minutes unless undone',
    );
    expect(moveMailWords('dispatch', { ...mail, undoSeconds: 0 })).toBe(
      'Dispatch notice: arrives Friday 4 December, 8am to 12 noon; it leaves at once',
    );
    expect(moveMailWords('deliver', { ...mail, trackingNumber: 'PX-7781 2234', undoSeconds: 90 })).toBe(
      'Delivered: thanks, how to review and the 14-day right to cancel; it leaves in 1 minute 30 seconds unless undone',
    );
  });
});
