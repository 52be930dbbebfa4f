/**
 * One key per mailbox, for limits that count "requests for this address": the spellings that
 * deliver to the same inbox count as one. Case never matters in practice; a `+tag` after the
 * local part is delivered to the untagged address by Gmail, Outlook, iCloud, Fastmail and most
 * others; and Gmail ignores dots in its local parts, under either of its domains. Over-merging two
 * real mailboxes only shares a limit between them, so the key errs that way. Only for counting:
 * mail still goes to the address as typed.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  // "+tag@…" alone has no untagged mailbox: the address is its own key.
  const local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}
