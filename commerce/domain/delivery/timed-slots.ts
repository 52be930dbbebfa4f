import type { ShippingMethodRule, TimedSlot } from './methods.ts';

export type TimedSlotChoice =
  | { ok: true; slot: TimedSlot }
  | { ok: false; code: 'TIMED_NOT_OFFERED' | 'TIMED_SLOT_UNKNOWN'; message: string };

/** Codes are matched without regard to case or spaces, since clients send what people typed or saw. */
export function selectTimedSlot(method: ShippingMethodRule, code: string): TimedSlotChoice {
  if (!method.timedEnabled || method.timedConfig.length === 0) {
    return { ok: false, code: 'TIMED_NOT_OFFERED', message: `${method.displayName} has no timed delivery slots.` };
  }
  const wanted = code.trim().toUpperCase();
  const slot = method.timedConfig.find((s) => s.code.toUpperCase() === wanted);
  if (!slot) {
    const labels = method.timedConfig.map((s) => s.label).join(' or ');
    return { ok: false, code: 'TIMED_SLOT_UNKNOWN', message: `Choose a delivery time: ${labels}.` };
  }
  return { ok: true, slot };
}
