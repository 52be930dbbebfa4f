import type { ElementCardNetwork } from './card-element-view.ts';

/**
 * The part of Airwallex's card element (`@airwallex/components-sdk`, `createElement('card')`)
 * the checkout uses, as the SDK documents it. The page talks to this, so the hand-off can be
 * tested with the SDK mocked at this interface.
 */
export interface CardElement {
  /** Puts the element's frame (on Airwallex's origin) inside `container`. */
  mount(container: HTMLElement): void;
  /** `change` and `blur` carry `{ detail: { complete|completed, empty, brand?, error? } }`; `submit` is Enter in the frame. */
  on(event: 'ready' | 'change' | 'blur' | 'submit', handler: (event: { detail?: unknown } | undefined) => void): void;
  /** Sends the card to Airwallex for this intent, 3-D Secure included; resolves with the intent, rejects with `{ code, message }`. */
  confirm(data: { intent_id: string; client_secret: string }): Promise<unknown>;
  focus(): void;
  destroy(): void;
}

export interface CardElementOptions {
  /** Airwallex's environment: `demo` (the sandbox) or `prod`; the shop's CSP names that environment's hosts. */
  env: 'demo' | 'prod';
  allowedCardNetworks: ElementCardNetwork[];
}

/**
 * Loads the SDK (its own chunk: only the payment step, only with Airwallex chosen, imports it),
 * which loads Airwallex's scripts from Airwallex's hosts, and creates the card element.
 */
export async function loadCardElement(options: CardElementOptions): Promise<CardElement> {
  const sdk = await import('@airwallex/components-sdk');
  await sdk.init({ env: options.env, enabledElements: ['payments'], locale: 'en' });
  const element = await sdk.createElement('card', {
    autoCapture: true,
    ...(options.allowedCardNetworks.length > 0 ? { allowedCardNetworks: options.allowedCardNetworks } : {}),
  });
  // createElement answers undefined when the SDK failed without a code (its own log has the reason).
  if (!element) throw new Error('The Airwallex card element could not be created.');
  return {
    mount: (container) => void element.mount(container),
    on: (event, handler) => element.on(event, handler as never),
    confirm: (data) => element.confirm(data),
    focus: () => element.focus(),
    destroy: () => element.destroy(),
  };
}
