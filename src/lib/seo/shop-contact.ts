// Written from the commerce store's seller row just before each build (server/content-pipeline/build-facts.ts).
import exported from './shop-contact.json';

/**
 * How a shopper reaches a person, as the seller row holds it: the same record every mail prints
 * (commerce/mail/templates/mail-layout.ts), so the site and the mail never disagree.
 */
export interface ShopContact {
  tradingName: string;
  legalName: string;
  addressLines: string[];
  /** As printed, e.g. "01509 000000". */
  phone: string;
  email: string;
  /** One line per span of days, e.g. "Monday to Friday: 8am to 5pm". */
  openingHours: string[];
}

/** The exported file: null until the shop records its seller. */
export type ExportedShopContact = ShopContact | null;

const contact = exported as unknown as ExportedShopContact;

export function shopContact(): ShopContact | null {
  return contact;
}

/** A UK number as printed ("01509 000000") to the tel: link a phone dials (+441509000000). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}
