import {
  CARD_FRAME_CHANNEL,
  fromExpectedSender,
  parseFromCardFrame,
  type AcceptedCard,
  type ToCardFrame,
  type Unmarked,
} from '../../../../commerce/shared/index.ts';

/** What asking the card frame for a token came to. */
export type TokenResult =
  | { kind: 'token'; token: string; last4: string }
  /** A field has a problem: the frame shows it and has the focus. */
  | { kind: 'invalid' }
  /** No token (the gateway unreachable, the frame not loaded): `message` is for the shopper. */
  | { kind: 'failed'; message: string };

export interface CardFrameHandlers {
  /** The first digits typed (at most six), to name the scheme. */
  onBin(bin: string): void;
  onHeight(height: number): void;
  /** Enter was pressed in the frame. */
  onSubmit(): void;
}

interface ChannelDeps {
  /** The gateway's origin: the only sender heard, the only target written to. */
  frameOrigin: string;
  /** The iframe's window (null before it exists). */
  frameWindow: () => MessageEventSource | null;
  acceptedCards: () => AcceptedCard[];
  handlers: CardFrameHandlers;
  newRequestId: () => string;
  /** Ends a request the frame never answers. */
  timeout: (done: () => void) => () => void;
}

const NOT_ANSWERING = 'The card fields did not answer. Check your connection and reload the page to try again.';

/**
 * The checkout's side of the card frame's conversation (commerce/shared/card-frame-messages.ts).
 * It hears only the frame's window on the gateway's exact origin, writes only to that origin,
 * and takes from the frame nothing but a token, the last four digits and the first six.
 */
export function createCardFrameChannel(deps: ChannelDeps) {
  const pending = new Map<string, { resolve: (result: TokenResult) => void; cancelTimeout: () => void }>();

  function post(message: Unmarked<ToCardFrame>): boolean {
    const target = deps.frameWindow() as Window | null;
    if (!target) return false;
    target.postMessage({ channel: CARD_FRAME_CHANNEL, ...message }, deps.frameOrigin);
    return true;
  }

  function settle(requestId: string, result: TokenResult): void {
    const request = pending.get(requestId);
    if (!request) return;
    pending.delete(requestId);
    request.cancelTimeout();
    request.resolve(result);
  }

  return {
    /** Reads one message event; anything not from the frame, or not in the protocol, is ignored. */
    receive(event: { origin: string; source: unknown; data: unknown }): void {
      if (!fromExpectedSender(event, { origin: deps.frameOrigin, source: deps.frameWindow() })) return;
      const message = parseFromCardFrame(event.data);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          post({ type: 'configure', acceptedCards: deps.acceptedCards() });
          break;
        case 'change':
          deps.handlers.onBin(message.bin);
          break;
        case 'height':
          deps.handlers.onHeight(message.height);
          break;
        case 'submit':
          deps.handlers.onSubmit();
          break;
        case 'invalid':
          settle(message.requestId, { kind: 'invalid' });
          break;
        case 'token':
          settle(message.requestId, { kind: 'token', token: message.token, last4: message.last4 });
          break;
        case 'failed':
          settle(message.requestId, { kind: 'failed', message: message.message });
          break;
      }
    },

    /** Asks the frame to check its fields and tokenise the card. */
    tokenise(): Promise<TokenResult> {
      const requestId = deps.newRequestId();
      return new Promise<TokenResult>((resolve) => {
        const cancelTimeout = deps.timeout(() => settle(requestId, { kind: 'failed', message: NOT_ANSWERING }));
        pending.set(requestId, { resolve, cancelTimeout });
        if (!post({ type: 'tokenise', requestId })) settle(requestId, { kind: 'failed', message: NOT_ANSWERING });
      });
    },

    /** Moves the focus into the frame (to its first field with a problem). */
    focus(): void {
      post({ type: 'focus' });
    },
  };
}

/** The frame's address for this page: the gateway checks `parent` against the shop's origins. */
export function cardFrameSrc(cardFrameUrl: string, pageOrigin: string): string {
  const url = new URL(cardFrameUrl);
  url.searchParams.set('parent', pageOrigin);
  return url.toString();
}
