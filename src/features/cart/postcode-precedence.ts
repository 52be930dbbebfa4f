export interface PostcodeSources {
  /** What the shopper typed into "deliver to" (kept under ecomHelper:postcode). */
  chosen: string | null | undefined;
  /** The held order's delivery addresses, first first. */
  orderShippingPostcodes: readonly string[];
  /** A signed-in customer's saved addresses, first first. */
  savedAddressPostcodes: readonly string[];
  /** The sales channel's default, so a first visit still sees a date. */
  defaultPostcode: string;
}

/**
 * The postcode delivery estimates are for: the one the shopper chose, else the
 * order's first delivery address, else the first saved address, else the channel default.
 */
export function shopperPostcode(sources: PostcodeSources): { postcode: string; source: 'chosen' | 'order' | 'saved' | 'default' } {
  const chosen = sources.chosen?.trim();
  if (chosen) return { postcode: chosen, source: 'chosen' };
  const fromOrder = sources.orderShippingPostcodes.find((p) => p.trim() !== '');
  if (fromOrder) return { postcode: fromOrder, source: 'order' };
  const saved = sources.savedAddressPostcodes.find((p) => p.trim() !== '');
  if (saved) return { postcode: saved, source: 'saved' };
  return { postcode: sources.defaultPostcode, source: 'default' };
}
