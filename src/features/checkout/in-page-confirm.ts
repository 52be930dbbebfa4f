import type { DeclineReason } from './payment-outcome.ts';

/** What placeOrder's reply hands the paying browser (the order's clientData), as the API sends it. */
export interface ClientData {
  type: string;
  action?: string | null;
  data: string;
}

/** What a provider's card element's confirm came to, as the one thing the page does next. */
export type ElementConfirmOutcome =
  /** The provider took the payment: the return page has the server settle it and opens the order. */
  | { kind: 'confirmed' }
  /** The bank or the provider refused the card: nothing was taken; the shopper may try again here. */
  | { kind: 'declined'; reason: DeclineReason | null; message: string }
  /** The element refused what was typed before sending it: the shopper fixes it in the element. */
  | { kind: 'invalid'; message: string }
  /** Not known whether the confirm reached the provider (a network failure, an outage): the server asks it. */
  | { kind: 'unknown' };

/**
 * A card form whose provider confirms the payment from this page (its own element, with a secret
 * the server hands over in placeOrder's reply only). The form gives the payment store these three,
 * so the store and the checkout's decisions never need to know which provider it is.
 */
export interface InPageConfirm<HandOff = unknown> {
  /** The provider's hand-off from placeOrder's clientData; null when it is not one (the server then settles it). */
  read(clientData: ClientData): HandOff | null;
  confirm(handOff: HandOff): Promise<ElementConfirmOutcome>;
  /** The provider's return page, where a confirmed or unsure payment is settled. */
  returnPath: string;
}

/** placeOrder's clientData asks the page to confirm the payment itself (the alternative is a redirect). */
export const CONFIRM_IN_PAGE_ACTION = 'CONFIRM';
