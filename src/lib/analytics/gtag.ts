/**
 * The GA4 client id is the last two dot-separated parts of the _ga cookie
 * ("GA1.1.1234567890.1700000000" -> "1234567890.1700000000"). No cookie (no consent yet): null.
 */
export function readGtagClientId(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== '_ga') continue;
    const fields = rest.join('=').split('.');
    if (fields.length >= 4 && /^\d+$/.test(fields.at(-2)!) && /^\d+$/.test(fields.at(-1)!)) {
      return `${fields.at(-2)}.${fields.at(-1)}`;
    }
  }
  return null;
}
