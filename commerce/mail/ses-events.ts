import { z } from 'zod';
import type { AcceptedMailRef } from './outbox.store.ts';
import { MAIL_KEY_HEADER } from './ses-mail.ts';

/**
 * The part of an SES event record (event publishing: `eventType`; an identity's feedback
 * notifications: `notificationType`) this shop acts on. AWS's "Contents of event data that Amazon
 * SES publishes to Amazon SNS" documents the whole record; unknown fields are ignored.
 */
const sesEvent = z.object({
  eventType: z.string().optional(),
  notificationType: z.string().optional(),
  mail: z.object({
    messageId: z.string(),
    headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  }),
  bounce: z
    .object({
      bounceType: z.string(),
      bounceSubType: z.string().optional(),
      bouncedRecipients: z.array(
        z.object({ emailAddress: z.string(), status: z.string().optional(), diagnosticCode: z.string().optional() }),
      ),
    })
    .optional(),
  complaint: z
    .object({
      complainedRecipients: z.array(z.object({ emailAddress: z.string() })),
      complaintFeedbackType: z.string().optional(),
    })
    .optional(),
});

/** What to do about one SES event. */
export type SesEventOutcome =
  /** Keep the message as bounced for the owner, with this reason. */
  | { kind: 'undelivered'; mail: AcceptedMailRef; reason: string }
  /** Nothing to keep (a delivery, a transient bounce, another event type): only logged. */
  | { kind: 'noted'; mail: AcceptedMailRef; note: string };

/** Decodes the key header `encodeMailKey` wrote; null when it is not one (then SES's id is used). */
function decodeMailKey(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function mailRef(mail: z.infer<typeof sesEvent>['mail']): AcceptedMailRef {
  const header = mail.headers?.find((h) => h.name.toLowerCase() === MAIL_KEY_HEADER.toLowerCase());
  const key = header ? decodeMailKey(header.value) : null;
  // SES may truncate the headers (headersTruncated); the id SES returned on sending, kept as the
  // message's provider_message_id, finds it then.
  return key ? { idempotencyKey: key } : { providerMessageId: mail.messageId };
}

/**
 * Reads an SES event (the Message of a verified SNS notification). A permanent bounce or a
 * complaint makes the message undelivered; a transient or undetermined bounce (SES has retried
 * and given up on a full mailbox, or cannot say why) and a delivery are only noted. Null: not an
 * SES event record at all.
 */
export function readSesEvent(messageText: string): SesEventOutcome | null {
  let json: unknown;
  try {
    json = JSON.parse(messageText);
  } catch {
    return null;
  }
  const parsed = sesEvent.safeParse(json);
  if (!parsed.success) return null;
  const event = parsed.data;
  const type = event.eventType ?? event.notificationType;
  if (!type) return null;
  const mail = mailRef(event.mail);
  if (type === 'Bounce' && event.bounce) {
    const { bounceType, bounceSubType, bouncedRecipients } = event.bounce;
    const recipients = bouncedRecipients.map((r) => [r.emailAddress, r.status, r.diagnosticCode].filter(Boolean).join(' ')).join('; ');
    const reason = `${bounceType} bounce (${bounceSubType ?? 'no subtype'}): ${recipients || 'no recipient named'}`;
    return bounceType === 'Permanent' ? { kind: 'undelivered', mail, reason } : { kind: 'noted', mail, note: reason };
  }
  if (type === 'Complaint' && event.complaint) {
    const who = event.complaint.complainedRecipients.map((r) => r.emailAddress).join(', ');
    return {
      kind: 'undelivered',
      mail,
      reason: `Complaint (${event.complaint.complaintFeedbackType ?? 'no feedback type'}) from ${who || 'the recipient'}: the recipient marked the message as spam`,
    };
  }
  return { kind: 'noted', mail, note: type };
}
