import type { DeliveryVatTreatment } from './pricing/delivery-vat.ts';

/**
 * Who is selling: the legal identity a VAT receipt and an order confirmation must carry (name,
 * geographic address, VAT number) and how a shopper reaches the shop (Consumer Contracts
 * Regulations 2013). One record per tenant, kept by the commerce store, so the mail the API sends
 * and the pages the site renders never disagree.
 */
export interface SellerIdentity {
  /** The registered name, e.g. "Hearth Fuels Ltd". */
  legalName: string;
  /** The name shoppers know, e.g. "Hearth". */
  tradingName: string;
  /** The geographic address, one line each, postcode last. */
  addressLines: readonly string[];
  /** GB and nine digits, as HMRC issued it. */
  vatNumber: string;
  /** Companies House number, when a company. */
  companyNumber: string | null;
  email: string;
  /** As printed, e.g. "01509 000000". */
  phone: string;
  /** The public origin, e.g. "https://hearth.example": links in mail point here. */
  siteUrl: string;
  /** When a person answers, one line per span of days, e.g. "Monday to Friday: 8am to 5pm". */
  openingHours: readonly string[];
}

/**
 * How the seller runs its books where the law leaves a choice, kept on the seller's row beside its
 * identity but never printed: `deliveryVatTreatment` (domain/pricing/delivery-vat.ts).
 */
export interface SellerTaxSettings {
  deliveryVatTreatment: DeliveryVatTreatment;
}
