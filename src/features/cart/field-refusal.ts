import type { CommerceError } from '../../lib/commerce/client.ts';
import { $cartFailure, $cartMessage } from './cart-store.ts';

/**
 * Moves the last refusal from the page's alert to the form that can show it beside its field;
 * one the form cannot place stays in the alert.
 */
export function claimRefusal<Placed>(place: (failure: CommerceError) => Placed | null): Placed | null {
  const failure = $cartFailure.get();
  const placed = failure ? place(failure) : null;
  if (placed) $cartMessage.set(null);
  return placed;
}

/** Takes the shopper to the field now marked wrong; a form without that field shows the words in the page's alert instead. */
export function showBesideField(form: HTMLFormElement, message: string): void {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (field) field.focus();
  else $cartMessage.set(message);
}
