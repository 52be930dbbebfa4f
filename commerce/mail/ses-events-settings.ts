import { topicRegion } from './sns-message.ts';

/**
 * MAIL_SES_EVENTS_TOPIC_ARN: the SNS topic SES publishes this shop's bounces and complaints to;
 * set, the server takes that topic's messages at /webhooks/ses-events. Null when unset. It only
 * means something with SES as the transport, so setting it otherwise stops start-up.
 */
export function readSesEventsTopic(env: Record<string, string | undefined>, transport: string | null): string | null {
  const value = env.MAIL_SES_EVENTS_TOPIC_ARN?.trim();
  if (!value) return null;
  if (transport !== 'ses') {
    throw new Error('Mail settings are not valid: MAIL_SES_EVENTS_TOPIC_ARN reports SES bounces; set it only with MAIL_TRANSPORT=ses.');
  }
  if (!topicRegion(value)) {
    throw new Error(
      `Mail settings are not valid: MAIL_SES_EVENTS_TOPIC_ARN must be an SNS topic ARN such as arn:aws:sns:eu-west-2:123456789012:hearth-mail-events, not ${JSON.stringify(value)}`,
    );
  }
  return value;
}
