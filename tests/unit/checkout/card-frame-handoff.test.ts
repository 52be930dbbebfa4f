import { describe, expect, it } from 'vitest';
import {
  CARD_FRAME_CHANNEL,
  fromExpectedSender,
  parseFromCardFrame,
  parseToCardFrame,
} from '../../../commerce/shared/card-frame-messages.ts';
import { createTestCardVault } from '../../../dev/test-card/card-vault.ts';
import { cardFrameSrc, createCardFrameChannel, type TokenResult } from '../../../src/features/checkout/test-card/card-frame-channel.ts';

const GATEWAY = 'http://127.0.0.1:4326';
const TOKEN = `tok_${'a'.repeat(43)}`;
const SEED_VISA = { name: 'Visa', code: 'VISA', cardRegex: '^4[0-9]{12}(?:[0-9]{3}){0,2}$' };

/** A fake iframe window that records what the page posts to it, and with which target origin. */
function fakeFrame() {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  return { posted, window: { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) } };
}

function channelWith(frame = fakeFrame()) {
  const seen = { bins: [] as string[], heights: [] as number[], submits: 0 };
  const timeouts: (() => void)[] = [];
  let ids = 0;
  const channel = createCardFrameChannel({
    frameOrigin: GATEWAY,
    frameWindow: () => frame.window as unknown as MessageEventSource,
    acceptedCards: () => [SEED_VISA],
    handlers: {
      onBin: (bin) => seen.bins.push(bin),
      onHeight: (height) => seen.heights.push(height),
      onSubmit: () => void seen.submits++,
    },
    newRequestId: () => `r${++ids}`,
    timeout: (done) => {
      timeouts.push(done);
      return () => {};
    },
  });
  const fromFrame = (data: Record<string, unknown>, origin = GATEWAY, source: unknown = frame.window) =>
    channel.receive({ origin, source, data: { channel: CARD_FRAME_CHANNEL, ...data } });
  return { channel, frame, seen, timeouts, fromFrame };
}

describe('the checkout’s side of the card frame', () => {
  it('hands over the token for its own request only, and writes only to the gateway’s exact origin', async () => {
    const { channel, frame, fromFrame } = channelWith();
    const result = channel.tokenise();
    expect(frame.posted).toEqual([{ message: { channel: CARD_FRAME_CHANNEL, type: 'tokenise', requestId: 'r1' }, targetOrigin: GATEWAY }]);
    // An answer to another request changes nothing; the right one settles it.
    fromFrame({ type: 'token', requestId: 'r9', token: TOKEN, last4: '4242' });
    fromFrame({ type: 'token', requestId: 'r1', token: TOKEN, last4: '4242' });
    await expect(result).resolves.toEqual({ kind: 'token', token: TOKEN, last4: '4242' });
  });

  it('ignores a message from any other origin or window, even one that looks right', async () => {
    const { channel, fromFrame, seen } = channelWith();
    const result = channel.tokenise();
    let settled: TokenResult | null = null;
    void result.then((value) => (settled = value));
    const forged = { type: 'token', requestId: 'r1', token: TOKEN, last4: '4242' };
    fromFrame(forged, 'http://127.0.0.1:4327');
    fromFrame(forged, 'http://localhost:4326');
    fromFrame(forged, GATEWAY, {});
    fromFrame(forged, GATEWAY, null);
    fromFrame({ type: 'change', bin: '4' }, 'https://evil.example');
    await Promise.resolve();
    expect(settled).toBeNull();
    expect(seen.bins).toEqual([]);
  });

  it('passes on the first digits, the height and Enter; sends the schemes when the frame is ready', () => {
    const { fromFrame, seen, frame } = channelWith();
    fromFrame({ type: 'ready' });
    expect(frame.posted.at(-1)).toEqual({
      message: { channel: CARD_FRAME_CHANNEL, type: 'configure', acceptedCards: [SEED_VISA] },
      targetOrigin: GATEWAY,
    });
    fromFrame({ type: 'change', bin: '424242', empty: false });
    fromFrame({ type: 'height', height: 301.2 });
    fromFrame({ type: 'submit' });
    expect(seen).toEqual({ bins: ['424242'], heights: [302], submits: 1 });
  });

  it('says so when the frame has a problem, cannot tokenise, or never answers', async () => {
    const { channel, fromFrame, timeouts } = channelWith();
    const invalid = channel.tokenise();
    fromFrame({ type: 'invalid', requestId: 'r1' });
    await expect(invalid).resolves.toEqual({ kind: 'invalid' });
    const failed = channel.tokenise();
    fromFrame({ type: 'failed', requestId: 'r2', message: 'Too many tries. Please wait 1 minute.' });
    await expect(failed).resolves.toEqual({ kind: 'failed', message: 'Too many tries. Please wait 1 minute.' });
    const silent = channel.tokenise();
    timeouts[2]!();
    await expect(silent).resolves.toMatchObject({ kind: 'failed', message: expect.stringMatching(/did not answer/) });
  });

  it('names its own origin to the frame, which the gateway checks', () => {
    expect(cardFrameSrc(`${GATEWAY}/card-frame`, 'http://localhost:4321')).toBe(
      `${GATEWAY}/card-frame?parent=http%3A%2F%2Flocalhost%3A4321`,
    );
  });
});

describe('the card frame messages', () => {
  it('take from the frame a token, four last digits and at most six first ones: never a whole number', () => {
    const mark = { channel: CARD_FRAME_CHANNEL };
    expect(parseFromCardFrame({ ...mark, type: 'change', bin: '424242', empty: false })).not.toBeNull();
    expect(parseFromCardFrame({ ...mark, type: 'change', bin: '4242424', empty: false })).toBeNull();
    expect(parseFromCardFrame({ ...mark, type: 'change', bin: '4242424242424242', empty: false })).toBeNull();
    expect(parseFromCardFrame({ ...mark, type: 'token', requestId: 'r1', token: TOKEN, last4: '4242' })).not.toBeNull();
    expect(parseFromCardFrame({ ...mark, type: 'token', requestId: 'r1', token: '4242424242424242', last4: '4242' })).toBeNull();
    expect(parseFromCardFrame({ ...mark, type: 'token', requestId: 'r1', token: TOKEN, last4: '42424' })).toBeNull();
    expect(parseFromCardFrame({ type: 'ready' })).toBeNull();
    expect(parseFromCardFrame('{"channel":"hearth-card-frame","type":"ready"}')).toBeNull();
    expect(parseFromCardFrame({ ...mark, type: 'height', height: 1e9 })).toBeNull();
  });

  it('take to the frame only the schemes, a request to tokenise and a request for focus', () => {
    const mark = { channel: CARD_FRAME_CHANNEL };
    expect(parseToCardFrame({ ...mark, type: 'tokenise', requestId: 'r1' })).toEqual({ ...mark, type: 'tokenise', requestId: 'r1' });
    expect(parseToCardFrame({ ...mark, type: 'tokenise', requestId: '<script>' })).toBeNull();
    expect(parseToCardFrame({ ...mark, type: 'configure', acceptedCards: [SEED_VISA] })).toMatchObject({ acceptedCards: [SEED_VISA] });
    expect(parseToCardFrame({ ...mark, type: 'configure', acceptedCards: 'all' })).toBeNull();
    expect(parseToCardFrame({ ...mark, type: 'reveal' })).toBeNull();
  });

  it('hear only the expected window on the exact origin', () => {
    const parent = {};
    expect(fromExpectedSender({ origin: GATEWAY, source: parent }, { origin: GATEWAY, source: parent })).toBe(true);
    expect(fromExpectedSender({ origin: `${GATEWAY}/`, source: parent }, { origin: GATEWAY, source: parent })).toBe(false);
    expect(fromExpectedSender({ origin: GATEWAY, source: {} }, { origin: GATEWAY, source: parent })).toBe(false);
    expect(fromExpectedSender({ origin: 'null', source: null }, { origin: 'null', source: null })).toBe(false);
  });
});

describe('the test gateway’s vault', () => {
  const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, name: 'Ada Lovelace' };

  it('gives a token that means nothing outside it and works once', () => {
    const vault = createTestCardVault({ now: () => new Date('2026-11-23T10:00:00Z') });
    const token = vault.tokenise(card);
    expect(token).toMatch(/^tok_[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain('4242');
    expect(vault.redeem(token)).toEqual(card);
    expect(vault.redeem(token)).toBeNull();
    expect(vault.redeem(`tok_${'x'.repeat(43)}`)).toBeNull();
    // Another vault (another gateway, or this one after a restart) knows nothing of it.
    expect(createTestCardVault({ now: () => new Date() }).redeem(vault.tokenise(card))).toBeNull();
  });

  it('lets a token lapse after its time', () => {
    let now = new Date('2026-11-23T10:00:00Z');
    const vault = createTestCardVault({ now: () => now, ttlMs: 15 * 60_000 });
    const early = vault.tokenise(card);
    const late = vault.tokenise(card);
    now = new Date('2026-11-23T10:14:59Z');
    expect(vault.redeem(early)).toEqual(card);
    now = new Date('2026-11-23T10:15:00Z');
    expect(vault.redeem(late)).toBeNull();
  });
});
