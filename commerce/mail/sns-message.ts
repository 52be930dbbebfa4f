import { createVerify, X509Certificate } from 'node:crypto';
import { z } from 'zod';
import { fetchBudget } from './fetch-budget.ts';

/**
 * An Amazon SNS message as its HTTP(S) endpoint receives it, checked as AWS documents ("Verifying
 * the signatures of Amazon SNS messages"): the signature over the canonical string of the listed
 * fields, with the certificate at SigningCertURL, which must be SNS's own host in the topic's region.
 */
const snsMessage = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().min(1),
  TopicArn: z.string().min(1),
  Subject: z.string().optional(),
  Message: z.string(),
  Timestamp: z.string().min(1),
  SignatureVersion: z.enum(['1', '2']),
  Signature: z.string().min(1),
  SigningCertURL: z.string().min(1),
  SubscribeURL: z.string().optional(),
  Token: z.string().optional(),
});

export type SnsMessage = z.infer<typeof snsMessage>;

/** Fetches a signing certificate (PEM) from a URL already checked to be SNS's. */
export type FetchCertificate = (url: string) => Promise<string>;

/**
 * `retryable`: the fault is on our side (the certificate could not be had now), so the endpoint
 * answers 5xx and SNS delivers again; otherwise the message is refused for good.
 */
export type SnsVerification = { ok: true; message: SnsMessage } | { ok: false; reason: string; retryable?: true };

/**
 * Fetches of one certificate URL per hour, at most. A certificate that was fetched and parsed is
 * kept and needs no fetch again, so this only counts failures (SNS's host unreachable, a URL that
 * is not a certificate): retries enough for a blip, and a forger naming a URL can only spend that
 * URL's budget, never the one the real messages name.
 */
const CERTIFICATE_FETCHES_PER_URL_PER_HOUR = 5;
/** URLs whose fetches are remembered; beyond it the longest-unused is forgotten (memory stays bounded). */
const CERTIFICATE_URLS_TRACKED = 1_000;
const HOUR_MS = 3_600_000;

const TOPIC_ARN = /^arn:aws(-[a-z]+)*:sns:([a-z]{2}(-[a-z]+)+-\d):\d{12}:[A-Za-z0-9_-]{1,256}(\.fifo)?$/;

/** Where SNS keeps its signing certificates; any other path on its host is not fetched. */
const SNS_CERTIFICATE_PATH = /^\/SimpleNotificationService-[0-9a-f]+\.pem$/;

/** The region of a topic ARN, or null when it is not one. */
export function topicRegion(topicArn: string): string | null {
  return TOPIC_ARN.exec(topicArn)?.[2] ?? null;
}

/**
 * Whether a URL SNS gave us (the signing certificate, a subscription's confirmation) is SNS's own:
 * https on `sns.<region>.amazonaws.com`, nothing else (no port, no login), so a forged message
 * cannot point us at a certificate of its own or make us fetch another site.
 */
export function isSnsUrl(value: string, region: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname === `sns.${region}.amazonaws.com` && url.port === '' && !url.username && !url.password;
}

/**
 * Whether a SigningCertURL is SNS's own certificate, written exactly as a URL is normalised: no
 * query, no fragment, no `:443`, no upper-case host. Each spelling of one URL would otherwise be a
 * separate cache entry and budget, so look-alikes of the real URL could be fetched over and over.
 */
export function isSnsCertificateUrl(value: string, region: string): boolean {
  if (!isSnsUrl(value, region)) return false;
  const url = new URL(value);
  // `search` is '' for a bare `?` too, so the characters themselves are refused.
  return url.href === value && !/[?#]/.test(value) && SNS_CERTIFICATE_PATH.test(url.pathname);
}

/** The string SNS signs: each listed field present, as `Name\nvalue\n`, in this order. */
function canonicalSnsString(message: SnsMessage): string {
  const fields =
    message.Type === 'Notification'
      ? (['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const)
      : (['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'] as const);
  return fields
    .filter((field) => message[field] !== undefined)
    .map((field) => `${field}\n${message[field]}\n`)
    .join('');
}

/**
 * Verifies a posted SNS message for one topic. The topic and the certificate's URL are checked
 * before anything is fetched; a certificate fetched and parsed is kept by its exact URL (SNS
 * rotates them rarely) and used without a fetch, and each URL is fetched at most
 * CERTIFICATE_FETCHES_PER_URL_PER_HOUR an hour.
 */
export function snsVerifier(options: { topicArn: string; fetchCertificate: FetchCertificate; now: () => Date }) {
  const region = topicRegion(options.topicArn);
  if (!region) throw new Error(`MAIL_SES_EVENTS_TOPIC_ARN must be an SNS topic ARN, not ${JSON.stringify(options.topicArn)}`);
  const certificates = new Map<string, Promise<X509Certificate>>();
  const fetches = fetchBudget({
    perKey: CERTIFICATE_FETCHES_PER_URL_PER_HOUR,
    windowMs: HOUR_MS,
    maxKeys: CERTIFICATE_URLS_TRACKED,
    now: options.now,
  });
  const certificateAt = (url: string): Promise<X509Certificate> | null => {
    let certificate = certificates.get(url);
    if (!certificate) {
      if (!fetches.take(url)) return null;
      certificate = options.fetchCertificate(url).then((pem) => new X509Certificate(pem));
      // A failed fetch is not kept: the next delivery (SNS retries) tries again.
      certificate.catch(() => certificates.delete(url));
      certificates.set(url, certificate);
    }
    return certificate;
  };

  return async function verify(rawBody: string): Promise<SnsVerification> {
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      return { ok: false, reason: 'The body is not JSON.' };
    }
    const parsed = snsMessage.safeParse(json);
    if (!parsed.success) return { ok: false, reason: 'The body is not an SNS message of a known type and signature version.' };
    const message = parsed.data;
    if (message.TopicArn !== options.topicArn) return { ok: false, reason: 'The message is from another topic.' };
    if (!isSnsCertificateUrl(message.SigningCertURL, region))
      return { ok: false, reason: "The signing certificate is not at SNS's own host." };
    if (message.Type !== 'Notification' && (message.SubscribeURL === undefined || message.Token === undefined)) {
      return { ok: false, reason: 'A subscription message without SubscribeURL and Token.' };
    }
    const fetching = certificateAt(message.SigningCertURL);
    if (!fetching)
      return { ok: false, reason: 'This signing certificate was fetched too often this hour; deliver again later.', retryable: true };
    let certificate: X509Certificate;
    try {
      certificate = await fetching;
    } catch {
      return { ok: false, reason: 'The signing certificate could not be fetched.', retryable: true };
    }
    const verifier = createVerify(message.SignatureVersion === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
    verifier.update(canonicalSnsString(message), 'utf8');
    const valid = verifier.verify(certificate.publicKey, message.Signature, 'base64');
    return valid ? { ok: true, message } : { ok: false, reason: 'The signature does not match.' };
  };
}
