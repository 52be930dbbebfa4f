/**
 * A guest order's receipt key as the browser mints it before pressing Pay (orders/receipt-keys.ts),
 * in the shape the API mints them: 32 random bytes, base64url (43 characters). Apart from the
 * keys' keeping, so the pages that only read keys do not load it.
 */
export function mintReceiptKey(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
