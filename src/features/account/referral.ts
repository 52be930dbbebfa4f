/** The link a customer shares: the home page, carrying their code for the shop to credit. */
export function referralShareLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;
}

/**
 * Copies text where the browser allows it: the Clipboard API needs a secure page and
 * permission, so an older or stricter browser falls back to selecting the text and the
 * legacy copy command. Answers whether the text reached the clipboard.
 */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined,
  legacyCopy: () => boolean,
): Promise<boolean> {
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): the legacy way may still work.
    }
  }
  try {
    return legacyCopy();
  } catch {
    return false;
  }
}
