/** An order item's imageUrl is a JSON string holding a url. */
export function orderItemImage(imageUrl: string): string | null {
  try {
    const parsed: unknown = JSON.parse(imageUrl);
    if (parsed && typeof parsed === 'object' && 'url' in parsed && typeof parsed.url === 'string') return parsed.url;
  } catch {
    // Fall through: a malformed value shows no image rather than breaking the cart.
  }
  return null;
}
