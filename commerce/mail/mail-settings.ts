import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

/** The shop's sender: the From header as configured, and the domain its Message-IDs are made in. */
export interface SenderAddress {
  /** e.g. `Hearth <orders@hearth.example>`, as the From header carries it. */
  header: string;
  address: string;
  domain: string;
}

/** How mail leaves the shop; chosen by MAIL_TRANSPORT. */
export type MailSettings =
  | { transport: 'smtp'; from: SenderAddress; smtpUrl: string }
  | { transport: 'ses'; from: SenderAddress; region: string };

// An empty variable (say `MAIL_FROM=` in an env file) means "not set".
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const mailEnv = z.object({
  MAIL_TRANSPORT: z.preprocess(unsetIfEmpty, z.enum(['smtp', 'ses'], 'MAIL_TRANSPORT is smtp or ses').optional()),
  MAIL_FROM: z.preprocess(unsetIfEmpty, z.string().optional()),
  MAIL_SMTP_URL: z.preprocess(unsetIfEmpty, z.string().optional()),
  MAIL_SES_REGION: z.preprocess(unsetIfEmpty, z.string().optional()),
  /** Set by Lambda and most AWS hosts; MAIL_SES_REGION wins over it. */
  AWS_REGION: z.preprocess(unsetIfEmpty, z.string().optional()),
});

const AWS_REGION = /^[a-z]{2}(-[a-z]+)+-\d$/;

class MailSettingsError extends Error {
  constructor(problem: string) {
    super(`Mail settings are not valid: ${problem}`);
    this.name = 'MailSettingsError';
  }
}

/** Parses `Name <address@domain>` or a bare address; a list, a group or a malformed address is refused. */
export function parseMailSender(value: string): SenderAddress {
  const parsed = addressparser(value.trim());
  const only = parsed.length === 1 ? parsed[0] : undefined;
  const address = only && !only.group ? only.address : '';
  if (!z.email().safeParse(address).success) {
    throw new MailSettingsError(`MAIL_FROM must be one address such as "Hearth <orders@hearth.example>", not ${JSON.stringify(value)}`);
  }
  return { header: value.trim(), address, domain: address.slice(address.lastIndexOf('@') + 1).toLowerCase() };
}

/**
 * The SMTP URL nodemailer connects with: `smtps://user:pass@host:465` (TLS from the start) or
 * `smtp://user:pass@host:587` (STARTTLS). It holds the password, so a refusal never repeats it.
 */
function parseSmtpUrl(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new MailSettingsError('MAIL_SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465');
  }
  return value;
}

/**
 * Reads the mail settings from the environment: null when MAIL_TRANSPORT is unset (development then
 * runs the local SMTP server; production refuses to start, server/config.ts). A transport with a
 * setting missing stops with that setting's name, never with a value (MAIL_SMTP_URL holds a password).
 */
export function readMailSettings(env: Record<string, string | undefined>): MailSettings | null {
  const parsed = mailEnv.safeParse(env);
  if (!parsed.success) throw new MailSettingsError(parsed.error.issues.map((issue) => issue.message).join('; '));
  const e = parsed.data;
  if (!e.MAIL_TRANSPORT) {
    const stray = (['MAIL_FROM', 'MAIL_SMTP_URL', 'MAIL_SES_REGION'] as const).filter((name) => e[name] !== undefined);
    if (stray.length > 0) throw new MailSettingsError(`set MAIL_TRANSPORT (smtp or ses) to use ${stray.join(', ')}`);
    return null;
  }
  if (!e.MAIL_FROM) throw new MailSettingsError('set MAIL_FROM, the address the shop sends from (e.g. "Hearth <orders@hearth.example>")');
  const from = parseMailSender(e.MAIL_FROM);
  if (e.MAIL_TRANSPORT === 'smtp') {
    if (!e.MAIL_SMTP_URL) throw new MailSettingsError("set MAIL_SMTP_URL to the provider's smtp:// or smtps:// URL");
    return { transport: 'smtp', from, smtpUrl: parseSmtpUrl(e.MAIL_SMTP_URL) };
  }
  const region = e.MAIL_SES_REGION ?? e.AWS_REGION;
  if (!region) throw new MailSettingsError('set MAIL_SES_REGION (e.g. eu-west-2) to the region the SES identity is verified in');
  if (!AWS_REGION.test(region))
    throw new MailSettingsError(`MAIL_SES_REGION must be an AWS region such as eu-west-2, not ${JSON.stringify(region)}`);
  return { transport: 'ses', from, region };
}
