/** Kept as they are in a Message-ID's left part; everything else is percent-encoded. */
const PLAIN = /^[A-Za-z0-9_-]$/;

/**
 * An idempotency key as text every mail header and a Message-ID's left part allow (RFC 5322
 * `dot-atom-text` has no colon, space or non-ASCII character, and keys such as
 * `order-confirmation:<id>` have a colon). Percent-encoding each UTF-8 byte of any other
 * character (the `%` itself too) keeps two different keys different.
 */
export function encodeMailKey(key: string): string {
  if (key.length === 0) throw new Error('A mail idempotency key cannot be empty.');
  let encoded = '';
  for (const character of key) {
    if (PLAIN.test(character)) encoded += character;
    else for (const byte of Buffer.from(character, 'utf8')) encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** The Message-ID a message with this idempotency key carries: `<key@sender-domain>`. */
export function messageIdFor(key: string, senderDomain: string): string {
  return `<${encodeMailKey(key)}@${senderDomain}>`;
}
