import type { Kysely } from 'kysely';
import { readBody, type HttpRoute } from '../http-routes.ts';
import type { Database } from '../store/tables.ts';
import { markBounced } from './outbox.store.ts';
import { readSesEvent } from './ses-events.ts';
import { type FetchCertificate, isSnsUrl, snsVerifier, topicRegion } from './sns-message.ts';

export const SES_EVENTS_PATH = '/webhooks/ses-events';

const REFUSED = 'This endpoint takes only messages Amazon SNS signed for its topic.';

/** SNS delivers messages of up to 256 KB; an SES record with its headers is a few KB. */
const BODY_LIMIT = 256 * 1024;

export interface SesEventsOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** MAIL_SES_EVENTS_TOPIC_ARN: the only topic whose messages are taken. */
  topicArn: string;
  /** GETs a URL already checked to be SNS's own and returns its body (a certificate, a confirmation). */
  httpsGet: FetchCertificate;
  log: { info(line: string): void; warn(line: string): void };
}

export interface SesEventsReply {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Handles one SNS delivery for the SES events topic. Anything not signed by SNS for that topic is
 * refused (403) and nothing is written; a certificate we cannot fetch now answers 503, to be
 * redelivered. A subscription is confirmed by GETting its SubscribeURL. A notification of a
 * permanent bounce or a complaint keeps its message as bounced for the owner; the order is never
 * touched. SNS redelivers until it gets a 2xx, so a message already bounced, or one this shop does
 * not know, is acknowledged: answering otherwise would only bring it back.
 */
export function sesEventsHandler(options: SesEventsOptions) {
  const region = topicRegion(options.topicArn);
  const verify = snsVerifier({ topicArn: options.topicArn, fetchCertificate: options.httpsGet, now: options.now });
  return async function handle(rawBody: string): Promise<SesEventsReply> {
    const verified = await verify(rawBody);
    if (!verified.ok) {
      options.log.warn(`SES events: refused a delivery. ${verified.reason}`);
      // SNS delivers again after a 5xx, not after a 4xx. A refusal says no more than that: which
      // check failed (say, the topic) would tell a prober what it got right; the log has it.
      return verified.retryable
        ? { status: 503, body: { error: 'The message cannot be checked now; deliver it again later.' } }
        : { status: 403, body: { error: REFUSED } };
    }
    const message = verified.message;
    if (message.Type === 'SubscriptionConfirmation') {
      if (!region || !message.SubscribeURL || !isSnsUrl(message.SubscribeURL, region)) {
        options.log.warn(`SES events: refused a subscription confirmation whose SubscribeURL is not at SNS's own host.`);
        return { status: 403, body: { error: REFUSED } };
      }
      // A failure answers 502: SNS sends the confirmation again.
      try {
        await options.httpsGet(message.SubscribeURL);
      } catch {
        return { status: 502, body: { error: 'The subscription could not be confirmed.' } };
      }
      options.log.info(`SES events: confirmed the subscription to ${message.TopicArn}.`);
      return { status: 200, body: { confirmed: true } };
    }
    if (message.Type === 'UnsubscribeConfirmation') {
      options.log.warn(`SES events: the subscription to ${message.TopicArn} was removed; bounces are no longer reported.`);
      return { status: 200, body: { received: true } };
    }
    const outcome = readSesEvent(message.Message);
    if (!outcome) {
      options.log.warn(`SES events: notification ${message.MessageId} is not an SES event record; ignored.`);
      return { status: 200, body: { received: true } };
    }
    const which = 'idempotencyKey' in outcome.mail ? `key ${outcome.mail.idempotencyKey}` : `SES id ${outcome.mail.providerMessageId}`;
    if (outcome.kind === 'noted') {
      options.log.info(`SES events: mail ${which}: ${outcome.note}.`);
      return { status: 200, body: { received: true } };
    }
    const result = await markBounced(options.db, outcome.mail, { reason: outcome.reason, at: options.now() });
    if (result === 'unknown') options.log.warn(`SES events: no message with ${which} in the outbox. ${outcome.reason}`);
    if (result === 'bounced')
      options.log.warn(`SES events: mail ${which} was not delivered and is kept for the owner (undeliveredMail). ${outcome.reason}`);
    return { status: 200, body: { received: true, ...(result === 'already' ? { duplicate: true } : {}) } };
  };
}

/** POST /webhooks/ses-events: the HTTPS endpoint subscribed to the SES events topic. */
export function sesEventsRoute(options: SesEventsOptions): HttpRoute {
  const handle = sesEventsHandler(options);
  return async (req, res, url) => {
    if (url.pathname !== SES_EVENTS_PATH) return false;
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return true;
    }
    const rawBody = await readBody(req, BODY_LIMIT);
    const reply = rawBody === null ? { status: 413, body: { error: 'The message is too large.' } } : await handle(rawBody);
    res.writeHead(reply.status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(reply.body));
    return true;
  };
}

/** The production GET for SNS's URLs: a short timeout, and a non-2xx answer is an error. */
export async function httpsGet(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
  if (!response.ok) throw new Error(`GET ${new URL(url).origin} answered ${response.status}.`);
  return response.text();
}
