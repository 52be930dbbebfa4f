import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { listUnsubscribeHeaders, type MailPort, PermanentMailFailure } from './mail-port.ts';
import { encodeMailKey } from './message-id.ts';
import type { SenderAddress } from './mail-settings.ts';

/**
 * The header that carries the idempotency key through SES, which replaces any Message-ID it is
 * given with its own (its "Amazon SES header fields" page), so the key cannot be the Message-ID here.
 */
export const MAIL_KEY_HEADER = 'X-Hearth-Mail-Key';

/**
 * SES's answers that will repeat for this message: `MessageRejected` (a rejected recipient or
 * content) and `BadRequestException` (a malformed address or message). Throttling, a paused
 * account, an unverified sender and 5xx outages stay ordinary errors: the message is retried.
 */
function sesFailure(error: unknown): Error {
  const name = (error as { name?: unknown }).name;
  if (name === 'MessageRejected' || name === 'BadRequestException') {
    return new PermanentMailFailure(`SES refused the message: ${(error as Error).message}`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The Amazon SES v2 adapter (`SendEmail` through the AWS SDK). Region and credentials come from the
 * environment as the SDK reads them (a Lambda's or a task's role, or AWS_ACCESS_KEY_ID...).
 */
export function sesMail(options: { from: SenderAddress; client: SESv2Client }): MailPort {
  return {
    async send(mail) {
      const utf8 = (data: string) => ({ Data: data, Charset: 'UTF-8' });
      try {
        const reply = await options.client.send(
          new SendEmailCommand({
            FromEmailAddress: options.from.header,
            Destination: { ToAddresses: [mail.to] },
            ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
            Content: {
              Simple: {
                Subject: utf8(mail.subject),
                Body: { Text: utf8(mail.text), ...(mail.html ? { Html: utf8(mail.html) } : {}) },
                ...(mail.idempotencyKey || mail.listUnsubscribe
                  ? {
                      Headers: [
                        ...(mail.idempotencyKey ? [{ Name: MAIL_KEY_HEADER, Value: encodeMailKey(mail.idempotencyKey) }] : []),
                        ...(mail.listUnsubscribe
                          ? listUnsubscribeHeaders(mail.listUnsubscribe).map((header) => ({ Name: header.name, Value: header.value }))
                          : []),
                      ],
                    }
                  : {}),
              },
            },
          }),
        );
        if (!reply.MessageId) throw new Error('SES accepted the message but returned no MessageId.');
        return { messageId: reply.MessageId };
      } catch (error) {
        throw sesFailure(error);
      }
    },
  };
}

/** The SES client for a region; credentials from the SDK's default chain (never from code). */
export function sesClient(region: string): SESv2Client {
  return new SESv2Client({ region });
}
