import type { GraphQLResolveInfo } from 'graphql';
import type { CommerceContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AcceptedCard = {
  __typename?: 'AcceptedCard';
  /** A regular expression card numbers of this scheme match. */
  cardRegex: Scalars['String']['output'];
  code: Scalars['String']['output'];
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AddToCartInput = {
  gtagClientId?: InputMaybe<Scalars['String']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Int']['input'];
  salesChannel: Scalars['ID']['input'];
  skuId: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};

/** A saved address, an address-finder result, or one of an order's addresses (orders.graphql). */
export type Address = {
  __typename?: 'Address';
  /** shipping or billing; null for an address-finder result. */
  addressType?: Maybe<Scalars['String']['output']>;
  business: Scalars['Boolean']['output'];
  city: Scalars['String']['output'];
  company?: Maybe<Scalars['String']['output']>;
  /** ISO 3166 alpha-2, e.g. GB. */
  countryCode: Scalars['String']['output'];
  deliveryNotes?: Maybe<Scalars['String']['output']>;
  /** Null for an address-finder result, which names a place, not a person. */
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Whether this is the default address of its type; null for an address-finder result. */
  isDefault?: Maybe<Scalars['Boolean']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  lat?: Maybe<Scalars['Float']['output']>;
  line1: Scalars['String']['output'];
  line2?: Maybe<Scalars['String']['output']>;
  long?: Maybe<Scalars['Float']['output']>;
  /** +44… for a UK number. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  postCode: Scalars['String']['output'];
  /** The customer says a large vehicle cannot reach the address. */
  restrictedAccess: Scalars['Boolean']['output'];
  /** The shop knows a large vehicle cannot reach the address; set by the shop, not the customer. */
  restrictedAccessForced: Scalars['Boolean']['output'];
  state?: Maybe<Scalars['String']['output']>;
  stateCode?: Maybe<Scalars['String']['output']>;
  /** Three words joined by dots, without the leading ///. */
  what3Words?: Maybe<Scalars['String']['output']>;
};

/**
 * An address to save. For createAddress: firstName, lastName, line1, city, postCode and
 * countryCode are required. For updateAddress: id is required and every other field is optional.
 */
export type AddressInput = {
  /** shipping (the default) or billing. Fixed once saved. */
  addressType?: InputMaybe<Scalars['String']['input']>;
  business?: InputMaybe<Scalars['Boolean']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166 alpha-2, e.g. GB. */
  countryCode?: InputMaybe<Scalars['String']['input']>;
  /** Your own customer id, if the client sends it; any other is refused. */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  deliveryNotes?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** The address to change (updateAddress only). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** True makes this the default address of its type. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  lat?: InputMaybe<Scalars['Float']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  long?: InputMaybe<Scalars['Float']['input']>;
  /** A leading 0 is read as a UK number (+44). */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  postCode?: InputMaybe<Scalars['String']['input']>;
  restrictedAccess?: InputMaybe<Scalars['Boolean']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  stateCode?: InputMaybe<Scalars['String']['input']>;
  what3Words?: InputMaybe<Scalars['String']['input']>;
};

export type AdminAddress = {
  __typename?: 'AdminAddress';
  company?: Maybe<Scalars['String']['output']>;
  /** What the customer asked the driver to know (where to leave it, the way in). */
  deliveryNotes?: Maybe<Scalars['String']['output']>;
  /** Street lines and town, postcode last. */
  lines: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  postCode: Scalars['String']['output'];
  /** Narrow lane, low bridge or similar: no large vehicle. */
  restrictedAccess: Scalars['Boolean']['output'];
  what3words?: Maybe<Scalars['String']['output']>;
};

export type AdminAuditChoices = {
  __typename?: 'AdminAuditChoices';
  actions: Array<Scalars['String']['output']>;
  staff: Array<Scalars['String']['output']>;
};

export type AdminAuditEntry = {
  __typename?: 'AdminAuditEntry';
  /** What was done, area.verb: customer.credit.grant, order.dispatch, product.update… */
  action: Scalars['String']['output'];
  /** The subject after the change, as JSON text; null where there is none. */
  after?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 date and time. */
  at: Scalars['String']['output'];
  /** The subject before the change, as JSON text in the API's words (pounds); null where there was none. */
  before?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The order's number, when the change was to an order. */
  orderNumber?: Maybe<Scalars['Int']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  /** The staff member who made the change. */
  staffEmail: Scalars['String']['output'];
  subjectId: Scalars['String']['output'];
  subjectKind: Scalars['String']['output'];
};

export type AdminAuditPage = {
  __typename?: 'AdminAuditPage';
  entries: Array<AdminAuditEntry>;
  /** Pass as `after` for the next page; null on the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type AdminBalancePayment = {
  __typename?: 'AdminBalancePayment';
  amount: Scalars['Float']['output'];
  at: Scalars['String']['output'];
  /** How a balance paid online was paid, as its provider names itself (card, PayPal, Klarna, pay in 3, Apple Pay…); null for one staff recorded. */
  paidWith?: Maybe<Scalars['String']['output']>;
  /** Who recorded it; null for one the customer paid online. */
  recordedBy?: Maybe<Scalars['String']['output']>;
  /** online, phone or cashOnDelivery. */
  way: Scalars['String']['output'];
};

export type AdminBookingsMoveTo = {
  /** YYYY-MM-DD: an open day each shipment's method offers a booking today. */
  deliveryDate: Scalars['String']['input'];
  /** A slot code for every shipment; null keeps each shipment's own slot. */
  slot?: InputMaybe<Scalars['String']['input']>;
};

export type AdminCalendarRegion =
  | 'england'
  | 'northernIreland'
  | 'scotland';

export type AdminCatalogueImport = {
  __typename?: 'AdminCatalogueImport';
  created: Scalars['Int']['output'];
  dryRun: Scalars['Boolean']['output'];
  lines: Array<AdminImportLine>;
  problems: Array<AdminImportProblem>;
  unchanged: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
  /** True only when every line was good and the products were saved. */
  written: Scalars['Boolean']['output'];
};

export type AdminClosedDay = {
  __typename?: 'AdminClosedDay';
  /** ISO date. */
  date: Scalars['String']['output'];
  kind: AdminClosedDayKind;
  name: Scalars['String']['output'];
  /** The calendars it closes. */
  regions: Array<AdminCalendarRegion>;
};

export type AdminClosedDayInput = {
  /** ISO date, today or later. */
  date: Scalars['String']['input'];
  kind: AdminClosedDayKind;
  name: Scalars['String']['input'];
  /** Required for a bank holiday; left out for a closure day. */
  region?: InputMaybe<AdminCalendarRegion>;
};

export type AdminClosedDayKind =
  /** A nation's bank holiday: closes that nation's calendar. */
  | 'bankHoliday'
  /** The shop is shut: closes every calendar. */
  | 'closure';

export type AdminCoupon = {
  __typename?: 'AdminCoupon';
  /** With fixedAmount: pounds off the goods. */
  amount?: Maybe<Scalars['Float']['output']>;
  code: Scalars['ID']['output'];
  /** What those uses took off, goods and delivery waived together, in pounds. */
  discounted: Scalars['Float']['output'];
  /** ISO 8601, the first instant it no longer works; null: no end. */
  endsAt?: Maybe<Scalars['String']['output']>;
  kind: AdminCouponKind;
  maxUses?: Maybe<Scalars['Int']['output']>;
  maxUsesPerCustomer?: Maybe<Scalars['Int']['output']>;
  /** Goods total (VAT included) a basket must reach; 0 for none. */
  minSpend: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** With percentage: the percent off the goods, e.g. 12.5. */
  percent?: Maybe<Scalars['Float']['output']>;
  /** Uses counted: payments started with the code that did not fail. */
  redemptions: Scalars['Int']['output'];
  /** ISO 8601; null: from the start. */
  startsAt?: Maybe<Scalars['String']['output']>;
  state: AdminCouponState;
};

export type AdminCouponInput = {
  /** Required with fixedAmount: pounds off. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** 3 to 20 letters and digits; stored upper case. */
  code: Scalars['String']['input'];
  /** ISO 8601 with a zone; left out: no end. */
  endsAt?: InputMaybe<Scalars['String']['input']>;
  kind: AdminCouponKind;
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  maxUsesPerCustomer?: InputMaybe<Scalars['Int']['input']>;
  minSpend?: InputMaybe<Scalars['Float']['input']>;
  /** What shoppers see, e.g. 10% off logs. */
  name: Scalars['String']['input'];
  /** Required with percentage: above 0, at most 100, two decimals at most. */
  percent?: InputMaybe<Scalars['Float']['input']>;
  /** ISO 8601 with a zone, e.g. 2026-12-01T00:00:00Z; left out: from now. */
  startsAt?: InputMaybe<Scalars['String']['input']>;
};

export type AdminCouponKind =
  | 'fixedAmount'
  | 'freeDelivery'
  | 'percentage';

export type AdminCouponState =
  | 'active'
  | 'disabled'
  | 'ended'
  | 'scheduled'
  | 'usedUp';

export type AdminCourier = {
  __typename?: 'AdminCourier';
  /** 'HH:MM' London time. */
  cutoffTime: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  services: Array<AdminCourierService>;
};

export type AdminCourierService = {
  __typename?: 'AdminCourierService';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  surcharge: Scalars['Float']['output'];
  /** bookIn or restrictedAccess (a tail-lift or small vehicle). */
  type: Scalars['String']['output'];
  vatRatePercent: Scalars['Float']['output'];
};

export type AdminCourierServiceInput = {
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
  surcharge: Scalars['Float']['input'];
  /** bookIn or restrictedAccess; each once. */
  type: Scalars['String']['input'];
  vatRatePercent: Scalars['Float']['input'];
};

export type AdminCustomer = {
  __typename?: 'AdminCustomer';
  /** The addresses saved in their account. */
  addresses: Array<AdminCustomerAddress>;
  /** Pounds: the sum of the credit history. */
  creditBalance: Scalars['Float']['output'];
  /** Newest first. */
  credits: Array<Credit>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /**
   * Their placed orders, newest first (at most 50): their own, guest orders they claimed, and guest
   * orders placed in their channel with their email.
   */
  orders: Array<AdminCustomerOrder>;
  phone?: Maybe<Scalars['String']['output']>;
  salesChannel: Scalars['String']['output'];
};

export type AdminCustomerAddress = {
  __typename?: 'AdminCustomerAddress';
  /** Street lines and town, postcode last. */
  lines: Array<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  postCode: Scalars['String']['output'];
};

export type AdminCustomerOrder = {
  __typename?: 'AdminCustomerOrder';
  /** Placed as a guest with their email, and not (yet) claimed into the account. */
  asGuest: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  number: Scalars['Int']['output'];
  /** ISO 8601 date and time. */
  placedAt: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type AdminDayBooking = {
  __typename?: 'AdminDayBooking';
  /** Who the delivery is addressed to. */
  addressee?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD: the day it is due to arrive. */
  deliveryDate?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD: the day it is due to leave. */
  dispatchDate?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  orderNumber: Scalars['Int']['output'];
  postcode?: Maybe<Scalars['String']['output']>;
  /** van, pallet or parcel. */
  shipment: Scalars['String']['output'];
  /** The booked slot's code, if any. */
  slot?: Maybe<Scalars['String']['output']>;
  /** The order's version as read: name it when moving the booking. */
  version: Scalars['Int']['output'];
};

export type AdminDayClosedMoving = {
  __typename?: 'AdminDayClosedMoving';
  day: AdminClosedDay;
  /** The shipments moved (as they were booked before the move). */
  moved: Array<AdminDayBooking>;
};

export type AdminDayKind =
  | 'DELIVERY'
  | 'DISPATCH';

/** One delivery day's bookings: shipments arriving that day, not cancelled. */
export type AdminDayLoad = {
  __typename?: 'AdminDayLoad';
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  pallets: Scalars['Int']['output'];
  parcels: Scalars['Int']['output'];
  /** The weight of the goods, in tonnes to the nearest 10 kg. */
  tonnes: Scalars['Float']['output'];
  vanStops: Scalars['Int']['output'];
};

export type AdminDeliveryAddressInput = {
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  line1: Scalars['String']['input'];
  line2?: InputMaybe<Scalars['String']['input']>;
  /** As written; kept in international form (+447700900123). */
  phone?: InputMaybe<Scalars['String']['input']>;
  postCode: Scalars['String']['input'];
};

/** How a product travels: the shop's vans, the pallet network, or parcel post. */
export type AdminDeliveryClass =
  | 'pallet'
  | 'parcel'
  | 'van';

export type AdminDeliveryCutoff = {
  __typename?: 'AdminDeliveryCutoff';
  courierId: Scalars['ID']['output'];
  courierName: Scalars['String']['output'];
  /** 'HH:MM' London time. */
  cutoffTime: Scalars['String']['output'];
  /** Off methods are not offered at checkout. */
  enabled: Scalars['Boolean']['output'];
  methodId: Scalars['ID']['output'];
  methodName: Scalars['String']['output'];
};

export type AdminDeliveryMethod = {
  __typename?: 'AdminDeliveryMethod';
  courierId: Scalars['ID']['output'];
  deliveryDateDisplayFormat: Scalars['String']['output'];
  /** ISO weekdays it delivers on, 1 = Monday to 5 = Friday. */
  deliveryWeekdays: Array<Scalars['Int']['output']>;
  description: Scalars['String']['output'];
  /** What shoppers see. */
  displayName: Scalars['String']['output'];
  /** Goods total at or above which delivery is free; null: never free. */
  freeOver?: Maybe<Scalars['Float']['output']>;
  /** How many delivery dates checkout offers. */
  generateCount: Scalars['Int']['output'];
  group: AdminShippingGroup;
  handlingDays: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  maxPackagesPerConsignment?: Maybe<Scalars['Int']['output']>;
  /** null: no upper limit. */
  maxWeightGrams?: Maybe<Scalars['Int']['output']>;
  minWeightGrams: Scalars['Int']['output'];
  /** What staff call it. */
  name: Scalars['String']['output'];
  packageWeightGrams: Scalars['Int']['output'];
  /** Each further package; null: further packages are free. */
  perPackagePrice?: Maybe<Scalars['Float']['output']>;
  /** The first package's price, VAT included. */
  price: Scalars['Float']['output'];
  /** The lowest is offered first. */
  priority: Scalars['Int']['output'];
  /** Not offered any more; orders placed with it still show it. */
  retired: Scalars['Boolean']['output'];
  salesChannelFreeOver?: Maybe<Scalars['Float']['output']>;
  slots: Array<AdminTimedSlot>;
  /** Display order. */
  sort: Scalars['Int']['output'];
  /** On every delivery by this method; never waived. */
  surcharge: Scalars['Float']['output'];
  surchargeVatRatePercent: Scalars['Float']['output'];
  /** Surcharges charged for each consignment rather than once: method, zone, bookIn, restrictedAccess. */
  surchargesPerConsignment: Array<Scalars['String']['output']>;
  timedDisplayType: AdminTimedDisplayType;
  timedEnabled: Scalars['Boolean']['output'];
  vatRatePercent: Scalars['Float']['output'];
  /** The zones it reaches, each with its surcharge and transit days. */
  zones: Array<AdminMethodZone>;
};

export type AdminDeliveryMethodInput = {
  courierId: Scalars['ID']['input'];
  deliveryDateDisplayFormat: Scalars['String']['input'];
  deliveryWeekdays: Array<Scalars['Int']['input']>;
  description: Scalars['String']['input'];
  displayName: Scalars['String']['input'];
  freeOver?: InputMaybe<Scalars['Float']['input']>;
  generateCount: Scalars['Int']['input'];
  group: AdminShippingGroup;
  handlingDays: Scalars['Int']['input'];
  /** 2 to 63 lower-case letters, digits or hyphens; fixed once created. */
  id: Scalars['ID']['input'];
  maxPackagesPerConsignment?: InputMaybe<Scalars['Int']['input']>;
  maxWeightGrams?: InputMaybe<Scalars['Int']['input']>;
  minWeightGrams: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  packageWeightGrams: Scalars['Int']['input'];
  perPackagePrice?: InputMaybe<Scalars['Float']['input']>;
  price: Scalars['Float']['input'];
  priority: Scalars['Int']['input'];
  salesChannelFreeOver?: InputMaybe<Scalars['Float']['input']>;
  slots: Array<AdminTimedSlotInput>;
  sort: Scalars['Int']['input'];
  surcharge: Scalars['Float']['input'];
  surchargeVatRatePercent: Scalars['Float']['input'];
  /** Surcharges charged for each consignment (method, zone, bookIn, restrictedAccess); left out, a change keeps the method's list. */
  surchargesPerConsignment?: InputMaybe<Array<Scalars['String']['input']>>;
  timedDisplayType: AdminTimedDisplayType;
  timedEnabled: Scalars['Boolean']['input'];
  vatRatePercent: Scalars['Float']['input'];
  zones: Array<AdminMethodZoneInput>;
};

export type AdminDeliveryPlan = {
  __typename?: 'AdminDeliveryPlan';
  createdAt: Scalars['String']['output'];
  customerEmail: Scalars['String']['output'];
  everyWeeks: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  kind: DeliveryPlanKind;
  lines: Array<DeliveryPlanLine>;
  nextDate: Scalars['String']['output'];
  /** Latest first. */
  rounds: Array<DeliveryPlanRound>;
  status: DeliveryPlanStatus;
};

export type AdminDeliverySetup = {
  __typename?: 'AdminDeliverySetup';
  couriers: Array<AdminCourier>;
  methods: Array<AdminDeliveryMethod>;
  /** The postcode areas and district ranges each zone covers; anything unlisted is mainland. */
  zones: Array<AdminZoneAreas>;
};

export type AdminDeliveryVatTreatment =
  /** Delivery takes the VAT rate of the goods it carries (apportioned across rates). */
  | 'follows_goods'
  /** Each charge at the rate its delivery method names. */
  | 'standard_rated';

export type AdminDeliveryZone =
  | 'highlands'
  | 'islands'
  | 'islesOfManAndChannel'
  | 'mainland'
  | 'northernIreland';

export type AdminDeskSettings = {
  __typename?: 'AdminDeskSettings';
  /** How long a dispatch's mail waits, so the dispatch can be undone. */
  dispatchUndoSeconds: Scalars['Int']['output'];
};

export type AdminHistoryEntry = {
  __typename?: 'AdminHistoryEntry';
  /** ISO 8601 date and time. */
  at: Scalars['String']['output'];
  /** The event: placed, shipmentDispatched, shipmentDelivered, cancelled, refunded, refundFailed, staffNote… */
  event: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
};

export type AdminImportChange =
  | 'create'
  | 'unchanged'
  | 'update';

export type AdminImportLine = {
  __typename?: 'AdminImportLine';
  change: AdminImportChange;
  line: Scalars['Int']['output'];
  retired: Scalars['Boolean']['output'];
  sku: Scalars['ID']['output'];
};

export type AdminImportProblem = {
  __typename?: 'AdminImportProblem';
  /** The CSV column at fault; null for a problem of the whole line or file. */
  column?: Maybe<Scalars['String']['output']>;
  /** The file's line (1 is the header) where the record begins. */
  line: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  sku?: Maybe<Scalars['String']['output']>;
};

export type AdminLineChange = {
  __typename?: 'AdminLineChange';
  from: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  to: Scalars['Int']['output'];
  unitPrice: Scalars['Float']['output'];
};

export type AdminLineEditPreview = {
  __typename?: 'AdminLineEditPreview';
  /** What the customer would still have to pay on the order after the change. */
  balanceDue: Scalars['Float']['output'];
  changes: Array<AdminLineChange>;
  /** Positive: more to pay; negative: less. */
  difference: Scalars['Float']['output'];
  /** What would go back to the card (0 when nothing). */
  refund: Scalars['Float']['output'];
  totalAfter: Scalars['Float']['output'];
  /** The order's total (before credit) now, and with the change. */
  totalBefore: Scalars['Float']['output'];
};

export type AdminLineEditResult = {
  __typename?: 'AdminLineEditResult';
  order: AdminOrder;
  /** The refund the edit made, when it lowered what the card paid for. */
  refund?: Maybe<AdminRefund>;
};

export type AdminLineInput = {
  /** The quantity the line should have; 0 takes it off. */
  quantity: Scalars['Int']['input'];
  /** The product's SKU code. */
  sku: Scalars['String']['input'];
};

export type AdminMethodZone = {
  __typename?: 'AdminMethodZone';
  /** Added to every delivery to this zone; never waived. */
  surcharge: Scalars['Float']['output'];
  /** The slowest the courier promises; only shown. */
  transitMax: Scalars['Int']['output'];
  /** Working days from dispatch: the earliest date offered. */
  transitMin: Scalars['Int']['output'];
  zone: AdminDeliveryZone;
};

export type AdminMethodZoneInput = {
  surcharge: Scalars['Float']['input'];
  transitMax: Scalars['Int']['input'];
  transitMin: Scalars['Int']['input'];
  zone: AdminDeliveryZone;
};

export type AdminMovedShipment = {
  __typename?: 'AdminMovedShipment';
  /** The order as it now stands; null when it is not a placed order of this shop. */
  order?: Maybe<AdminOrder>;
  orderId: Scalars['ID']['output'];
  /** Why this one was not moved; null when it was. */
  problem?: Maybe<Scalars['String']['output']>;
  shipment: Scalars['String']['output'];
  /** ISO 8601: until when the move can be undone (its mail leaves then). */
  undoUntil?: Maybe<Scalars['String']['output']>;
};

export type AdminOrder = {
  __typename?: 'AdminOrder';
  /** What the customer still has to pay after an edit that cost more than was paid (0 when nothing). */
  balanceDue: Scalars['Float']['output'];
  /**
   * What of those was paid outside the card provider (by phone, cash on delivery): a cancellation
   * cannot send it back to the card, so staff refund it the way it came.
   */
  balancePaidOutsideCard: Scalars['Float']['output'];
  /** Every balance paid on the order, oldest first. */
  balancePayments: Array<AdminBalancePayment>;
  couponCode?: Maybe<Scalars['String']['output']>;
  creditUsed: Scalars['Float']['output'];
  customer: AdminOrderCustomer;
  deliveryAddress?: Maybe<AdminAddress>;
  /** Oldest first, staff notes included. */
  history: Array<AdminHistoryEntry>;
  id: Scalars['ID']['output'];
  lines: Array<AdminOrderLine>;
  number: Scalars['Int']['output'];
  /** What the shopper wrote at checkout. */
  orderNotes?: Maybe<Scalars['String']['output']>;
  /** What the card paid (the total less credit used). */
  paidByCard: Scalars['Float']['output'];
  /** How it was paid, in the shop's words after "Paid by" (card, PayPal, Klarna, pay in 3); null when credit paid it all. */
  paidWith?: Maybe<Scalars['String']['output']>;
  /** paid, partlyRefunded or refunded. */
  paymentStatus: Scalars['String']['output'];
  /** ISO 8601 date and time. */
  placedAt: Scalars['String']['output'];
  /** What may still be refunded through the placing payment: paid by card less refunded and refunds on their way. */
  refundable: Scalars['Float']['output'];
  /** Each payment a provider took (the placing one, then each balance paid online), with what it can still give back. */
  refundablePayments: Array<AdminRefundablePayment>;
  /** Refunded to the card so far. */
  refunded: Scalars['Float']['output'];
  refunds: Array<AdminRefund>;
  shipments: Array<AdminShipment>;
  status: Scalars['String']['output'];
  total: Scalars['Float']['output'];
  /** Bumped by every change: the edits name the version they were made on. */
  version: Scalars['Int']['output'];
};

export type AdminOrderCancellation = {
  __typename?: 'AdminOrderCancellation';
  order: AdminOrder;
  /** The refund of what the card paid; null when nothing was paid by card. */
  refund?: Maybe<AdminRefund>;
};

export type AdminOrderCustomer = {
  __typename?: 'AdminOrderCustomer';
  email: Scalars['String']['output'];
  /** False for a guest's order. */
  hasAccount: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

export type AdminOrderLine = {
  __typename?: 'AdminOrderLine';
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  total: Scalars['Float']['output'];
  unitPrice: Scalars['Float']['output'];
};

export type AdminOrderSearchPage = {
  __typename?: 'AdminOrderSearchPage';
  /** Pass as `after` for the next page; null on the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  orders: Array<AdminOrder>;
};

export type AdminPaymentPurpose =
  | 'BALANCE'
  | 'ORDER';

export type AdminPaymentWait =
  | 'AWAITING_PROVIDER'
  | 'AWAITING_SHOPPER'
  | 'BALANCE_DUE'
  | 'FAILED';

export type AdminPendingPayment = {
  __typename?: 'AdminPendingPayment';
  /** What the card payment asks, or the balance due, in pounds. */
  amount: Scalars['Float']['output'];
  customerName?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  /** What is in the order, e.g. '2 × Kiln-dried ash logs'. */
  items: Scalars['String']['output'];
  /** The row's own key in the list (not the order's id). */
  key: Scalars['ID']['output'];
  /** The order's id once it is placed; null before: a basket's id is its owner's secret. */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** Null until the order is placed: its number comes with the payment. */
  orderNumber?: Maybe<Scalars['Int']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** Whether the order is placed, so the desk can open its detail. */
  placed: Scalars['Boolean']['output'];
  /** ISO 8601: the payment attempt's last change, or the order's placing for a balance due. */
  since: Scalars['String']['output'];
  wait: AdminPaymentWait;
  /** What it waits for and what staff can do, in words. */
  words: Scalars['String']['output'];
};

export type AdminPlanAhead = {
  __typename?: 'AdminPlanAhead';
  customerEmail: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  everyWeeks: Scalars['Int']['output'];
  /** One round's weight, in kilograms. */
  kilograms: Scalars['Float']['output'];
  kind: DeliveryPlanKind;
  lines: Array<DeliveryPlanLine>;
  nextDate: Scalars['String']['output'];
  planId: Scalars['ID']['output'];
  /** The delivery postcode. */
  postCode?: Maybe<Scalars['String']['output']>;
};

export type AdminPlanWeek = {
  __typename?: 'AdminPlanWeek';
  /** Rounds due that week: one stop each. */
  stops: Scalars['Int']['output'];
  /** What those rounds weigh, in tonnes (3 decimals). */
  tonnes: Scalars['Float']['output'];
  /** Monday of the week, yyyy-mm-dd. */
  weekStart: Scalars['String']['output'];
};

export type AdminPlannedMove = {
  __typename?: 'AdminPlannedMove';
  /** Why the move is early, for staff to confirm. */
  early?: Maybe<Scalars['String']['output']>;
  /** What the mail tells them. */
  mail?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  orderNumber?: Maybe<Scalars['Int']['output']>;
  /** Who the move mails; null when it mails no one or cannot be made. */
  recipient?: Maybe<Scalars['String']['output']>;
  /** Why the move cannot be made. */
  refused?: Maybe<Scalars['String']['output']>;
  shipment: Scalars['String']['output'];
};

export type AdminPlansAhead = {
  __typename?: 'AdminPlansAhead';
  plans: Array<AdminPlanAhead>;
  weeks: Array<AdminPlanWeek>;
};

export type AdminProduct = {
  __typename?: 'AdminProduct';
  alternateSku?: Maybe<Scalars['ID']['output']>;
  /** Units free to sell now (stockOnHand less heldByPayments). */
  available: Scalars['Int']['output'];
  deliveryClass: AdminDeliveryClass;
  /** The longer name the buy-box's alternate and the basket's suggestions print. */
  fullName: Scalars['String']['output'];
  /** Units payments in progress hold: they are sold if the payment succeeds, back in stock if it fails. */
  heldByPayments: Scalars['Int']['output'];
  imageUrl: Scalars['String']['output'];
  /** The was price printed beside the price; equal to it when there is no reduction. */
  listPrice: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** The page's path on the site. */
  pageUrl: Scalars['String']['output'];
  /** ISO date pre-ordered units ship from; null when not on presale. */
  presaleDate?: Maybe<Scalars['String']['output']>;
  presaleHeldByPayments: Scalars['Int']['output'];
  /** How many may be pre-ordered, those held by payments in progress included. */
  presaleLimit?: Maybe<Scalars['Int']['output']>;
  price: Scalars['Float']['output'];
  /** ISO 8601; null while on sale. */
  retiredAt?: Maybe<Scalars['String']['output']>;
  /** The SKU code. */
  sku: Scalars['ID']['output'];
  /** On an order past the basket: its SKU can no longer change. */
  sold: Scalars['Boolean']['output'];
  status: AdminProductStatus;
  /** Units not yet sold, those held by payments in progress included. */
  stockOnHand: Scalars['Int']['output'];
  /** SKUs shown in the basket beside it, in order. */
  suggestions: Array<Scalars['ID']['output']>;
  /** The id of one of adminVatClasses. */
  vatClass: Scalars['ID']['output'];
  weightKg: Scalars['Float']['output'];
};

export type AdminProductDetailsInput = {
  alternateSku?: InputMaybe<Scalars['ID']['input']>;
  deliveryClass: AdminDeliveryClass;
  /** Left out: the same as name. */
  fullName?: InputMaybe<Scalars['String']['input']>;
  /** Left out when creating: the shop's placeholder picture. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  listPrice: Scalars['Float']['input'];
  name: Scalars['String']['input'];
  /** Left out when creating: /products/ and the SKU in lower case. */
  pageUrl?: InputMaybe<Scalars['String']['input']>;
  presaleDate?: InputMaybe<Scalars['String']['input']>;
  presaleLimit?: InputMaybe<Scalars['Int']['input']>;
  price: Scalars['Float']['input'];
  /** Capitals and digits in dash-separated groups, such as LOG-ASH-FULL. */
  sku: Scalars['ID']['input'];
  stockOnHand: Scalars['Int']['input'];
  suggestions?: InputMaybe<Array<Scalars['ID']['input']>>;
  vatClass: Scalars['ID']['input'];
  /** Kilograms, at most 3 decimals; delivery is charged by weight. */
  weightKg: Scalars['Float']['input'];
};

export type AdminProductInput = {
  listPrice: Scalars['Float']['input'];
  presaleDate?: InputMaybe<Scalars['String']['input']>;
  presaleLimit?: InputMaybe<Scalars['Int']['input']>;
  price: Scalars['Float']['input'];
  sku: Scalars['ID']['input'];
  stockOnHand: Scalars['Int']['input'];
};

export type AdminProductStatus =
  | 'active'
  | 'retired';

export type AdminRefund = {
  __typename?: 'AdminRefund';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  /** Why the provider refused it, for a failed refund. */
  failureMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  /** ORDER: any part of what was paid; DELIVERY: the delivery charge. */
  refundOf: AdminRefundOf;
  /**
   * The request's idempotency key. A pending refund whose answer was lost (a cancel's refund too)
   * is asked for again by sending adminRefundOrder this key: the provider hears the same refund
   * under the same key, so the money goes back once.
   */
  requestKey: Scalars['String']['output'];
  staffEmail: Scalars['String']['output'];
  /** pending (the provider has not answered yet), succeeded or failed. */
  status: Scalars['String']['output'];
  /** A delivery refund's amount and VAT by the rates the delivery was charged at; empty for an order refund. */
  vatByRate: Array<AdminRefundVat>;
};

export type AdminRefundOf =
  | 'DELIVERY'
  | 'ORDER';

export type AdminRefundResult = {
  __typename?: 'AdminRefundResult';
  order: AdminOrder;
  refund: AdminRefund;
};

export type AdminRefundVat = {
  __typename?: 'AdminRefundVat';
  /** VAT included. */
  amount: Scalars['Float']['output'];
  /** Percent, e.g. 5. */
  rate: Scalars['Float']['output'];
  vatAmount: Scalars['Float']['output'];
};

export type AdminRefundablePayment = {
  __typename?: 'AdminRefundablePayment';
  /** ISO 8601: when it was paid. */
  at: Scalars['String']['output'];
  /** The payment (its attempt): adminRefundOrder's `payment`. */
  id: Scalars['ID']['output'];
  /** The payment in the desk's words: "card payment", "balance payment by PayPal". */
  name: Scalars['String']['output'];
  paid: Scalars['Float']['output'];
  /** How it was paid: card, PayPal, Klarna… */
  paidWith: Scalars['String']['output'];
  /** ORDER: the payment that placed the order; BALANCE: a balance paid online after an edit. */
  purpose: AdminPaymentPurpose;
  /** What it can still give back. */
  refundable: Scalars['Float']['output'];
  /** Refunded through it so far, refunds on their way included. */
  refunded: Scalars['Float']['output'];
};

export type AdminReview = {
  __typename?: 'AdminReview';
  /** The name it shows under (first name and initial). */
  author: Scalars['String']['output'];
  /** Plain text: show it as text, never as HTML. */
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The product's name; its code once the product is gone. */
  product: Scalars['String']['output'];
  /** The product's SKU code. */
  productId: Scalars['ID']['output'];
  /** 1 to 5 stars. */
  rating: Scalars['Int']['output'];
  status: ReviewStatus;
  title: Scalars['String']['output'];
  /** ISO 8601: when the customer wrote it. */
  writtenAt: Scalars['String']['output'];
};

export type AdminSeenOrder = {
  orderId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

export type AdminSeller = {
  __typename?: 'AdminSeller';
  /** One line each, postcode last. */
  addressLines: Array<Scalars['String']['output']>;
  companyNumber?: Maybe<Scalars['String']['output']>;
  deliveryVatTreatment: AdminDeliveryVatTreatment;
  email: Scalars['String']['output'];
  legalName: Scalars['String']['output'];
  openingHours: Array<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  siteUrl: Scalars['String']['output'];
  tradingName: Scalars['String']['output'];
  /** GB and nine digits (twelve for a branch), passing HMRC's check digits. */
  vatNumber: Scalars['String']['output'];
};

export type AdminSellerInput = {
  addressLines: Array<Scalars['String']['input']>;
  companyNumber?: InputMaybe<Scalars['String']['input']>;
  deliveryVatTreatment: AdminDeliveryVatTreatment;
  email: Scalars['String']['input'];
  legalName: Scalars['String']['input'];
  openingHours: Array<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  siteUrl: Scalars['String']['input'];
  tradingName: Scalars['String']['input'];
  /** Spaces are allowed: GB 123 4567 82. */
  vatNumber: Scalars['String']['input'];
};

export type AdminShipment = {
  __typename?: 'AdminShipment';
  /** The promised day and slot with its hours, in the customer's words (ShipmentPromise.arrival). */
  arrival: Scalars['String']['output'];
  /** Booked services in the customer's words, e.g. Tail-lift delivery (restricted access). */
  bookedServices: Array<Scalars['String']['output']>;
  /** What each part of its delivery charge covers, e.g. Tail-lift delivery (restricted access) £15.00. */
  chargeLines: Array<Scalars['String']['output']>;
  courier?: Maybe<Scalars['String']['output']>;
  deliveredAt?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD, as promised when the order was placed. */
  deliveryDate?: Maybe<Scalars['String']['output']>;
  dispatchDate?: Maybe<Scalars['String']['output']>;
  dispatchedAt?: Maybe<Scalars['String']['output']>;
  /** How it travels, as the customer's order page, mails and receipt head it (ShipmentPromise.heading). */
  heading: Scalars['String']['output'];
  /** van, pallet or parcel. */
  id: Scalars['String']['output'];
  /** e.g. 2 × Kiln-dried ash logs, 1 × Kindling. */
  items: Scalars['String']['output'];
  method?: Maybe<Scalars['String']['output']>;
  /** The pre-order it waits for; null without one. */
  ready?: Maybe<Scalars['String']['output']>;
  /** What the customer booked with the delivery (a book-in call, a tail-lift or small-van delivery), by the courier's names. */
  services: Array<Scalars['String']['output']>;
  /** The timed slot booked, by its name, e.g. Morning. */
  slot?: Maybe<Scalars['String']['output']>;
  /** The booked slot's code, as adminShipmentDays lists it. */
  slotCode?: Maybe<Scalars['String']['output']>;
  /** The hours the booked slot promises, as the shop describes them, e.g. Between 8am and 12 noon. */
  slotHours?: Maybe<Scalars['String']['output']>;
  /** awaitingDispatch, dispatched or delivered. */
  status: Scalars['String']['output'];
  /** The carrier's tracking number given at dispatch. */
  trackingNumber?: Maybe<Scalars['String']['output']>;
  weightKg: Scalars['Float']['output'];
};

export type AdminShipmentDays = {
  __typename?: 'AdminShipmentDays';
  /** YYYY-MM-DD, earliest first. */
  dates: Array<Scalars['String']['output']>;
  slots: Array<AdminSlotOption>;
};

export type AdminShipmentMove =
  | 'DELIVER'
  | 'DISPATCH';

export type AdminShipmentRef = {
  orderId: Scalars['ID']['input'];
  /** van, pallet or parcel. */
  shipment: Scalars['String']['input'];
  /**
   * Dispatching only (adminPlanShipmentMoves, adminMoveShipments): the carrier's tracking number,
   * 4 to 40 letters and digits with spaces or dashes between; the dispatch mail gives it. Refused
   * with DELIVER; not read by adminSendDispatchMailNow.
   */
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
};

export type AdminShipmentSent = {
  __typename?: 'AdminShipmentSent';
  orderId: Scalars['ID']['output'];
  shipment: Scalars['String']['output'];
};

export type AdminShippingGroup =
  | 'pallet'
  | 'parcel'
  | 'van';

export type AdminSlotOption = {
  __typename?: 'AdminSlotOption';
  code: Scalars['String']['output'];
  /** The hours, as the shop describes them. */
  hours: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Pounds, VAT included: what it costs on top of delivery. */
  price: Scalars['Float']['output'];
};

export type AdminTimedDisplayType =
  | 'buttons'
  | 'dropdown';

export type AdminTimedSlot = {
  __typename?: 'AdminTimedSlot';
  code: Scalars['String']['output'];
  /** e.g. Between 8am and 12 noon. */
  description: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Added to delivery; never waived. */
  price: Scalars['Float']['output'];
};

export type AdminTimedSlotInput = {
  code: Scalars['String']['input'];
  description: Scalars['String']['input'];
  label: Scalars['String']['input'];
  price: Scalars['Float']['input'];
};

export type AdminToday = {
  __typename?: 'AdminToday';
  /** London's date, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** Today and the next six days, in order. */
  days: Array<AdminDayLoad>;
  /** Shipments due to leave today or before that have not been dispatched. */
  dueToDispatch: Scalars['Int']['output'];
  /** Orders placed today. */
  ordersPlaced: Scalars['Int']['output'];
  /** Orders whose payment is still being decided (the bank's check, or an answer not yet heard). */
  paymentsPending: Scalars['Int']['output'];
  /** Card payments that succeeded today, in pounds. */
  paymentsTaken: Scalars['Float']['output'];
  /** Orders whose payment is not settled, as adminPaymentsPending lists them. */
  paymentsUnsettled: Scalars['Int']['output'];
  /** Refunds the provider settled today (of any order), in pounds. */
  refundsSettled: Scalars['Float']['output'];
  /** paymentsTaken less refundsSettled, in pounds. */
  takings: Scalars['Float']['output'];
  /** Messages that failed or bounced, as the Undelivered mail tab lists them. */
  undeliveredMail: Scalars['Int']['output'];
};

export type AdminUndeliveredMail = {
  __typename?: 'AdminUndeliveredMail';
  attempts: Scalars['Int']['output'];
  /** ISO 8601 date and time. */
  failedAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** What it is: orderConfirmation, shipmentDispatched, orderRefunded, deliveryChanged… */
  kind: Scalars['String']['output'];
  /** Why: the provider's or the receiving server's words. */
  lastError?: Maybe<Scalars['String']['output']>;
  orderId?: Maybe<Scalars['ID']['output']>;
  orderNumber?: Maybe<Scalars['Int']['output']>;
  recipient?: Maybe<Scalars['String']['output']>;
  /** failed (the provider never took it) or bounced (taken, then refused or complained of). */
  status: Scalars['String']['output'];
  subject?: Maybe<Scalars['String']['output']>;
};

export type AdminVan = {
  __typename?: 'AdminVan';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AdminVanRun = {
  __typename?: 'AdminVanRun';
  day: Scalars['String']['output'];
  /** The day's van stops on a van; a van stop not listed is on no van yet. */
  stops: Array<AdminVanStop>;
  /** The shop's vans, by name. */
  vans: Array<AdminVan>;
  /** Bumped by every change to the day's vans. */
  version: Scalars['Int']['output'];
};

export type AdminVanStop = {
  __typename?: 'AdminVanStop';
  orderId: Scalars['ID']['output'];
  /** Its place in the van's run, lower first (a stop taken off to another van leaves a gap). */
  position: Scalars['Int']['output'];
  vanId: Scalars['ID']['output'];
};

export type AdminVatClass = {
  __typename?: 'AdminVatClass';
  id: Scalars['ID']['output'];
  /** The home rule's name and rate, e.g. 'UK VAT area: domestic fuel, reduced rate (5%)'. */
  name: Scalars['String']['output'];
  /** The rate a sale at home takes, in percent. */
  ratePercent: Scalars['Float']['output'];
};

export type AdminZoneAreas = {
  __typename?: 'AdminZoneAreas';
  /** As couriers print them, e.g. IV1-IV28 or HS. */
  areas: Array<Scalars['String']['output']>;
  zone: AdminDeliveryZone;
};

export type AvailableService = {
  __typename?: 'AvailableService';
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  type: Scalars['String']['output'];
};

export type AvailableShippingMethod = {
  __typename?: 'AvailableShippingMethod';
  courierId: Scalars['ID']['output'];
  courierName: Scalars['String']['output'];
  /** How to show a date, e.g. EEEE d MMMM. */
  deliveryDateDisplayFormat: Scalars['String']['output'];
  /** estDeliveryDates, each with its text in deliveryDateDisplayFormat. */
  deliveryDateOptions: Array<DeliveryDateOption>;
  deliveryRange: Scalars['String']['output'];
  description: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  /** The dates a shopper may pick (ISO), earliest first. */
  estDeliveryDates: Array<Scalars['String']['output']>;
  estDispatchDate: Scalars['String']['output'];
  generateCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isFree: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  packageCount: Scalars['Int']['output'];
  /** Lowest is offered first. */
  priority: Scalars['Int']['output'];
  /** Services the shopper may add with this method's courier. */
  services: Array<AvailableService>;
  shippingAmount: Scalars['Float']['output'];
  /** Delivery plus surcharges, before any timed slot. */
  shippingCost: Scalars['Float']['output'];
  /** Method, zone and service surcharges: never waived. */
  shippingMethodSurcharge: Scalars['Float']['output'];
  shippingMethodSurchargeTax: Scalars['Float']['output'];
  shippingTaxAmount: Scalars['Float']['output'];
  /** The surcharges in shippingCost, each named with its reason. */
  surcharges: Array<DeliverySurcharge>;
  timedConfig: Array<TimedConfig>;
  /** buttons or dropdown. */
  timedDisplayType: Scalars['String']['output'];
  timedEnabled: Scalars['Boolean']['output'];
};

export type BalancePaid = {
  __typename?: 'BalancePaid';
  amount: Scalars['Float']['output'];
  paidAt: Scalars['String']['output'];
  /** How it was paid, after "paid by": the provider's name for itself (card, PayPal, Klarna, pay in 3, Apple Pay…), or phone, cash on delivery. */
  paidWith: Scalars['String']['output'];
};

export type BalancePayment = {
  __typename?: 'BalancePayment';
  clientData?: Maybe<ClientData>;
  failureMessage?: Maybe<Scalars['String']['output']>;
  order: Order;
  status: BalancePaymentStatus;
};

export type BalancePaymentStatus =
  /** The bank asks for its check: send the customer to clientData. */
  | 'ACTION_REQUIRED'
  /** The last payment did not go through (failureMessage says why); the balance is still due. */
  | 'FAILED'
  /** No payment of the balance is under way. */
  | 'NONE'
  /** The balance is paid: nothing is left to pay. */
  | 'PAID'
  /** The provider has not decided yet; ask again with checkBalancePayment. */
  | 'PENDING';

export type CartLink = {
  __typename?: 'CartLink';
  id: Scalars['ID']['output'];
  /** The basket page that opens it, e.g. /cart/Q2x... */
  path: Scalars['String']['output'];
};

export type CartSuggestion = {
  __typename?: 'CartSuggestion';
  SKUCode: Scalars['String']['output'];
  SKUName: Scalars['String']['output'];
  /** The product in the cart that led to the suggestion. */
  addedProduct: Scalars['ID']['output'];
  currentPrice: Scalars['Float']['output'];
  /**
   * What adding one does to the basket's delivery, e.g. Travels with your pallet: no extra delivery
   * charge, or Comes in a parcel of its own: adds £4.99 delivery (priced for the cart's delivery
   * address when it has one); null for goods that make their own way.
   */
  deliveryText?: Maybe<Scalars['String']['output']>;
  imageUrl: Scalars['String']['output'];
  /** The suggested product's id (its SKU code). */
  product: Scalars['ID']['output'];
};

export type ClientData = {
  __typename?: 'ClientData';
  /** The HTTP method for a redirect (GET). */
  action: Scalars['String']['output'];
  data: Scalars['String']['output'];
  /** redirect: send the shopper to data. */
  type: Scalars['String']['output'];
};

export type Country = {
  __typename?: 'Country';
  alpha2: Scalars['ID']['output'];
  alpha3: Scalars['String']['output'];
  /** May be used at checkout for billing (cb) and shipping (sb), and in the office (co, so). */
  cb: Scalars['Boolean']['output'];
  co: Scalars['Boolean']['output'];
  enabled: Scalars['Boolean']['output'];
  flagUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  officialName: Scalars['String']['output'];
  sb: Scalars['Boolean']['output'];
  so: Scalars['Boolean']['output'];
};

export type CouponUsed = {
  __typename?: 'CouponUsed';
  /**
   * The code is limited per customer and the order has no email yet (a basket): it is kept, takes
   * nothing off, and is checked against the email at checkout.
   */
  awaitsEmail: Scalars['Boolean']['output'];
  couponCode: Scalars['String']['output'];
};

export type Courier = {
  __typename?: 'Courier';
  /** Settings other than times and services: dispatchRegion (whose bank holidays close the yard). */
  config: Array<DeliverySetting>;
  /** 'HH:MM' London time: an order placed on a working day before it counts that day for dispatch. */
  cutoffTime: Scalars['String']['output'];
  hasBookInService: Scalars['Boolean']['output'];
  hasRestrictedAccessService: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  serviceConfig: Array<CourierServiceConfig>;
  /** The shipping group of the enabled methods it carries (van, pallet or parcel); null when none uses it. */
  type?: Maybe<Scalars['String']['output']>;
  /** Unit of the method weights: always 'kg'. */
  unitOfMeasure: Scalars['String']['output'];
};

export type CourierServiceConfig = {
  __typename?: 'CourierServiceConfig';
  /** Offered when customer service books an order. */
  customerServiceEnabled: Scalars['Boolean']['output'];
  /** Unique across the tenant, e.g. 'pallet-express.restrictedAccess'. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** What the service is, for the shopper. */
  note: Scalars['String']['output'];
  /** Pounds, VAT included. */
  surcharge: Scalars['Float']['output'];
  /** The surcharge line it adds to a shipment (its type); null when the service is free. */
  surchargeCode?: Maybe<Scalars['String']['output']>;
  /** bookIn or restrictedAccess. */
  type: Scalars['String']['output'];
  /** Offered at the website checkout. */
  websiteEnabled: Scalars['Boolean']['output'];
};

export type Credit = {
  __typename?: 'Credit';
  /** Pounds: positive when credit was given, negative when it was spent. */
  amount: Scalars['Float']['output'];
  /** ISO 8601 date and time. */
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type Currency = {
  __typename?: 'Currency';
  currencyCode: Scalars['String']['output'];
  /** How an amount is written, with {amount} for the number, e.g. £{amount}. */
  formatString: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isBase: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Decimal places amounts are rounded to. */
  roundTo: Scalars['Int']['output'];
};

export type Customer = {
  __typename?: 'Customer';
  /** The identity-service username, once the customer has signed up. */
  cognitoUser?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  /** Only ever shown to the customer themselves; null on a lookup by email. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  salesChannel: Scalars['ID']['output'];
};

/**
 * createCustomer: firstName, lastName and email are required. updateCustomer: every field is
 * optional; email may be sent only unchanged; id, if sent, must be your own.
 */
export type CustomerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** A leading 0 is read as a UK number (+44); null clears it on updateCustomer. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** An email look-up's answer: the customer id sign-in needs, and nothing about the person. */
export type CustomerMatch = {
  __typename?: 'CustomerMatch';
  id: Scalars['ID']['output'];
  salesChannel: Scalars['ID']['output'];
};

export type CustomerOrdersPage = {
  __typename?: 'CustomerOrdersPage';
  data: Array<Order>;
  /** Opaque; pass it back as nextToken for the next page. Null on the last page. */
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type DeliveryArea = {
  __typename?: 'DeliveryArea';
  countryCode: Scalars['String']['output'];
  /** The outward code of the delivery postcode, e.g. LE12. */
  postCode: Scalars['String']['output'];
};

export type DeliveryCountry = {
  __typename?: 'DeliveryCountry';
  alpha2: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type DeliveryDateOption = {
  __typename?: 'DeliveryDateOption';
  /** ISO, e.g. 2026-11-27. */
  date: Scalars['String']['output'];
  /** In the method's deliveryDateDisplayFormat, e.g. Friday 27 November. */
  text: Scalars['String']['output'];
};

/** A product and how many of it, for a delivery estimate. */
export type DeliveryLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type DeliveryPlan = {
  __typename?: 'DeliveryPlan';
  /** When the next round's basket is made and mailed, yyyy-mm-dd. */
  basketDate: Scalars['String']['output'];
  everyWeeks: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  kind: DeliveryPlanKind;
  lines: Array<DeliveryPlanLine>;
  /** The London date of the next round not yet made, yyyy-mm-dd. */
  nextDate: Scalars['String']['output'];
  /** Latest first. */
  rounds: Array<DeliveryPlanRound>;
  /** The placed order the plan was made from (null once that order is gone). */
  sourceOrderId?: Maybe<Scalars['ID']['output']>;
  status: DeliveryPlanStatus;
};

export type DeliveryPlanInput = {
  everyWeeks: Scalars['Int']['input'];
  kind: DeliveryPlanKind;
  /** The first delivery, yyyy-mm-dd, after today and within a year. */
  nextDate: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};

/** deliver: a basket every N weeks to check and pay; remind: the same basket, offered as a reminder. */
export type DeliveryPlanKind =
  | 'deliver'
  | 'remind';

export type DeliveryPlanLine = {
  __typename?: 'DeliveryPlanLine';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
};

export type DeliveryPlanMove =
  | 'changeDate'
  | 'pause'
  | 'resume'
  | 'skip'
  | 'stop';

export type DeliveryPlanRound = {
  __typename?: 'DeliveryPlanRound';
  /** The round's basket: open it at checkout to pay (only while the round is made). */
  cartId?: Maybe<Scalars['ID']['output']>;
  /** What changed since the last round, in the customer's words. */
  changes: Array<Scalars['String']['output']>;
  /** The London date of the delivery, yyyy-mm-dd. */
  dueDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: DeliveryPlanRoundStatus;
};

/** made: basket made and mailed, waiting to be paid; paid, skipped and missed are final. */
export type DeliveryPlanRoundStatus =
  | 'made'
  | 'missed'
  | 'paid'
  | 'skipped';

export type DeliveryPlanStatus =
  | 'active'
  | 'paused'
  | 'stopped';

/** A rhythm the customer's own orders of a product suggest (three orders or more). */
export type DeliveryPlanSuggestion = {
  __typename?: 'DeliveryPlanSuggestion';
  code: Scalars['String']['output'];
  everyWeeks: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
};

export type DeliverySetting = {
  __typename?: 'DeliverySetting';
  property: Scalars['String']['output'];
  /** Unique across the tenant, e.g. 'van-standard.handlingDays'. */
  propertyId: Scalars['ID']['output'];
  value: Scalars['String']['output'];
};

/** A charge added to delivery that is never waived, as the shopper reads it where it is added. */
export type DeliverySurcharge = {
  __typename?: 'DeliverySurcharge';
  /** Pounds, VAT included. */
  amount: Scalars['Float']['output'];
  /** e.g. Tail-lift delivery. */
  name: Scalars['String']['output'];
  /** Why it is added, e.g. Your address has restricted access, so a smaller vehicle with a tail-lift delivers. */
  reason: Scalars['String']['output'];
  /** method, zone, restrictedAccess or bookIn. */
  type: Scalars['String']['output'];
};

export type DiscountApplied = {
  __typename?: 'DiscountApplied';
  amountApplied: Scalars['Float']['output'];
  /** The coupon code. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The signed-in customer's own account. */
export type LoggedInCustomer = {
  __typename?: 'LoggedInCustomer';
  addresses: Array<Address>;
  cognitoUser?: Maybe<Scalars['String']['output']>;
  /** Credit available to spend, in pounds: the sum of the credit history. */
  creditAmountTotal: Scalars['Float']['output'];
  /** Credit given and spent, newest first. */
  credits: Array<Credit>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  phoneNumber?: Maybe<Scalars['String']['output']>;
  referralCode?: Maybe<Scalars['String']['output']>;
  /** What a referral gives you and a friend; null when the shop gives nothing for referrals. */
  referralOffer?: Maybe<ReferralOffer>;
  /** Reviews you wrote, newest first (Review is defined in catalogue.graphql). */
  reviews: Array<Review>;
  salesChannel: Scalars['ID']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Sets the order's contact. Signed in as the customer with this email, it makes the cart yours:
   * your stored details win over the form, and only then may your credit go on it. A guest's call
   * records only what was typed (the stored customer is neither linked nor read into the reply),
   * and the customer sees the order once they sign in with that email. Fails with 'Customer not
   * found' when no customer has the email.
   */
  addCustomerOrder: Order;
  /** Sets the order's billing address and delivery address(es); each type given replaces that type's addresses. */
  addEditOrderAddress: Order;
  /** Adds a product to the cart orderId, or to a new cart when orderId is empty. Returns the cart. */
  addToCart: Order;
  /** Closes a day (today or later) for dispatch and delivery: a nation's bank holiday, or a closure day for all. */
  adminAddClosedDay: AdminClosedDay;
  /** Adds a note to the order's history for the shop's eyes (the customer never sees it). */
  adminAddOrderNote: AdminOrder;
  /**
   * Cancels a placed order nothing of which has been dispatched: its stock goes back, credit spent
   * on it goes back to the customer, its coupon use is withdrawn, and what the card paid is refunded.
   */
  adminCancelOrder: AdminOrderCancellation;
  /** Changes (or, with null, takes off) what the drivers read at the door, before anything has left; mails the customer. */
  adminChangeAccessNotes: AdminOrder;
  /**
   * Sends the whole order, before anything of it has left, to another address in the same delivery
   * zone of the methods it was paid for, and mails the customer. Guarded by `version` as above;
   * an address those methods do not reach, or one that would change the price, is refused with why.
   */
  adminChangeDeliveryAddress: AdminOrder;
  /**
   * Moves a shipment still waiting to leave to another day (YYYY-MM-DD) and slot (its code; null
   * for none) the delivery rules offer today, and mails the customer. `version` is the order's
   * version as the desk showed it: an order changed since is refused (CONFLICT, STALE). A slot
   * at another price is refused: the desk changes a delivery only at the price paid.
   */
  adminChangeShipmentDay: AdminOrder;
  /**
   * Moves every shipment booked on the day to `moveTo` (each a guarded delivery change, audited and
   * mailed to its customer), then closes the day: all in one transaction, all or nothing. `seen`
   * names each order as adminClosedDayBookings listed it: an order changed since (or a booking not
   * listed) refuses the whole close (CONFLICT, reason STALE, naming the order), as does a day or
   * slot the delivery rules do not offer that shipment (naming the order).
   */
  adminCloseDayMovingBookings: AdminDayClosedMoving;
  /** Adds a coupon. Its code may be no other coupon's and no customer's referral code. */
  adminCreateCoupon: AdminCoupon;
  /** Adds a delivery method; checkout offers it within a minute, the delivery-charges page after the rebuild. */
  adminCreateDeliveryMethod: AdminDeliveryMethod;
  /**
   * Adds a product. It is on sale at once through the API; its page appears once the site's
   * rebuild (which the insert starts) finds its content in the CMS under the same SKU.
   */
  adminCreateProduct: AdminProduct;
  /**
   * Deletes a van the shop no longer runs; answers the vans left. While it has stops today or later
   * it is refused (CONFLICT, reason VAN_HAS_STOPS), naming the days; its past days' stops go with it.
   */
  adminDeleteVan: Array<AdminVan>;
  /** Marks one dispatched shipment delivered and mails the customer thanks, how to review and their right to cancel. */
  adminDeliverShipment: AdminOrder;
  /**
   * Marks one shipment (van, pallet or parcel) dispatched and mails the customer its delivery day
   * and slot, with the carrier's tracking number (and its tracking page, an https address) when
   * given: both are kept on the shipment.
   */
  adminDispatchShipment: AdminOrder;
  /**
   * Sets the quantity of each SKU in `lines` (0 takes its line off; a SKU not on the order adds it
   * at today's price; kept lines keep the price they were bought at), takes or returns the stock,
   * prices delivery and the coupon again, and mails the customer. Less to pay is refunded to the way
   * the order was paid; more to pay becomes the order's balance due, asked of the customer, never
   * charged unasked. Guarded by `version` (CONFLICT, STALE when the order changed since);
   * `requestKey` is this edit's own key: sent again, it refunds once. Refused with why when the
   * stock, the delivery method or the coupon cannot take the change, or something has left.
   */
  adminEditOrderLines: AdminLineEditResult;
  /**
   * Changes everything staff set on the product `sku`. `input.sku` may differ from it (a rename)
   * only while the product has never been sold: orders and receipts name a sold product's SKU.
   */
  adminEditProduct: AdminProduct;
  /** Ends a coupon now: from this moment checkout refuses it as expired. Its uses stay counted. */
  adminEndCoupon: AdminCoupon;
  /**
   * Gives the customer credit: `amount` in pounds (above 0, at most 500.00). The `reason` shows in
   * the customer's credit history as the shop's entry, and in the audit. `requestKey` is a UUID the
   * desk makes for each change: the same request sent again (a retry, a double send) applies once
   * and answers as the first did; the key sent with a different change is refused (CONFLICT).
   */
  adminGrantCredit: AdminCustomer;
  /**
   * Creates and updates products from CSV text in the export's columns, keyed by SKU. Every line
   * is checked first; with one bad line nothing is written and `problems` names each bad line.
   * `dryRun` checks and reports without writing. At most 90,000 characters.
   */
  adminImportProducts: AdminCatalogueImport;
  /**
   * Approves (the review shows on the product's page; the site rebuilds) or rejects (it never shows)
   * a pending review. A rejection needs a `reason`, kept in the audit; an approval may have one.
   * The same decision again changes nothing; the other decision on a review already decided is
   * refused with CONFLICT.
   */
  adminModerateReview: AdminReview;
  /**
   * Dispatches, or marks delivered, each shipment: each one its own move through the order process,
   * audited and mailed (the mail waits for the undo window, so the move can be undone unheard). A move before the shipment's
   * day is refused for all (CONFLICT, reason EARLY_MOVE, naming each) unless `confirmEarly`. A
   * shipment that cannot move is answered with its problem; the others move.
   */
  adminMoveShipments: Array<AdminMovedShipment>;
  /**
   * Records that the customer paid the order's balance due by phone (way "phone") or in cash on
   * delivery ("cashOnDelivery"): the balance goes to 0, the history and audit record it, and the
   * customer gets a receipt. `amount` must be exactly balanceDue (BAD_USER_INPUT, AMOUNT_NOT_DUE
   * otherwise). Guarded by `version` (CONFLICT, STALE when the order changed since); CONFLICT,
   * NOTHING_DUE when nothing is due; CONFLICT, PAYMENT_IN_FLIGHT while the customer is paying it online.
   */
  adminRecordBalancePaid: AdminOrder;
  /**
   * Refunds `amount` pounds to the card the order was paid with, at most what was paid less what
   * was refunded. `requestKey` is this request's idempotency key (a fresh one per refund the staff
   * member means, the same one on a retry or a second click): one key, one refund. A key beginning
   * `cancel:`, `cancel-balance:` or `lines:` is the shop's own (a cancellation's or an edit's
   * refund): it only asks again for the refund made under it, and is refused (BAD_USER_INPUT, field
   * requestKey) when there is none. `of: DELIVERY`
   * refunds (some of) the delivery charge, at most what is left of it, and gives its VAT back at the
   * rates the delivery was charged at (the refund's vatByRate). `payment` (an id from the order's
   * refundablePayments) refunds through that payment, a balance paid online after an edit say, at
   * most what it took less its own refunds; left out, the placing payment. A delivery refund goes
   * through the placing payment only.
   */
  adminRefundOrder: AdminRefundResult;
  /** Opens a closed day again (today or later); `region` names a bank holiday's nation, and is left out for a closure day. */
  adminRemoveClosedDay: AdminClosedDay;
  /** Takes credit back: as adminGrantCredit, and never below a balance of 0.00. */
  adminRemoveCredit: AdminCustomer;
  /**
   * Sends an undelivered message again: it is queued at once, written afresh from the order as it
   * stands and sent under its own Message-ID. Audited as mail.resend. NOT_FOUND once it is queued.
   */
  adminResendMail: Scalars['Boolean']['output'];
  /** Puts a retired product back on sale. */
  adminRestoreProduct: AdminProduct;
  /** Stops offering a method. Orders placed with it still show it; its id cannot be taken again. */
  adminRetireDeliveryMethod: AdminDeliveryMethod;
  /**
   * Takes a product off sale: the storefront answers as if it did not exist, a basket holding it
   * loses the line with a message saying so, and its orders, receipts and reviews keep it.
   */
  adminRetireProduct: AdminProduct;
  /**
   * Records the seller every VAT receipt, order mail, the footer and the contact page print. The
   * next receipt prints it at once; the site's pages after the rebuild this starts.
   */
  adminSaveSeller: AdminSeller;
  /** Adds a van (no `id`) or renames one. Names are unique in the shop, whatever their case; 40 characters at most. */
  adminSaveVan: AdminVan;
  /**
   * Sends the held dispatch and delivered mails of these shipments now, closing their undo; answers those whose
   * mail was still held (the others had left already, or owe none).
   */
  adminSendDispatchMailNow: Array<AdminShipmentSent>;
  /** Sets the services a courier offers; every method of that courier takes them. An empty list: none. */
  adminSetCourierServices: AdminCourier;
  /**
   * Sets the time ('HH:MM', London) an order must be placed by to count today as a dispatch day.
   * The cut-off is the courier's collection time, so every method of that courier takes it: the
   * reply lists them all.
   */
  adminSetDeliveryCutoff: Array<AdminDeliveryCutoff>;
  /** Sets how long a dispatch can be undone (its mail waits that long), 0 to 3600 seconds; 0 mails at once. */
  adminSetDeskSettings: AdminDeskSettings;
  /**
   * Puts these van stops of the day on the van, in this order (first stop first), taking them off
   * any other van; a stop this van had that is left out of the list leaves it. `version` is the
   * day's as adminVanRun gave it: a change made since is refused (CONFLICT, reason STALE). A van
   * that is not the shop's, or an order with no van delivery arriving that day, is refused.
   */
  adminSetVanStops: AdminVanRun;
  /**
   * Takes a "delivered" back within the undo window: the shipment is dispatched again, the order
   * moves back (a delivered order to dispatched) and its unsent delivered mail is withdrawn. After
   * the window: CONFLICT, reason UNDO_CLOSED.
   */
  adminUndoDelivery: AdminOrder;
  /**
   * Takes a dispatch back within the undo window: the shipment waits again, the order moves back
   * and its unsent dispatch mail is withdrawn. After the window: CONFLICT, reason UNDO_CLOSED.
   */
  adminUndoDispatch: AdminOrder;
  /** Replaces a delivery method's rule; `input.id` names the method. */
  adminUpdateDeliveryMethod: AdminDeliveryMethod;
  /**
   * Sets a product's price, list price, stock and presale. A price or in-stock change starts the
   * site's rebuild, so product pages state the new facts within the rebuild's settle time.
   */
  adminUpdateProduct: AdminProduct;
  /** The same as checkPayment, under the name and arguments earlier storefronts call it by. */
  airwallexCheckPaymentIntent: Scalars['Boolean']['output'];
  /**
   * The order's owner (as shipmentDateChoices) moves one shipment not yet dispatched to another day
   * the shop offers it now (shipmentDateChoices' dates), keeping its slot and the price paid, until
   * the courier's cut-off on the day it leaves. version is shipmentDateChoices' orderVersion: a
   * change since is refused (CONFLICT, reason STALE). After the cut-off: CONFLICT, reason
   * DATE_CHANGE_CLOSED, saying what to do instead. The customer is mailed a confirmation. Returns
   * the order.
   */
  changeShipmentDate: Order;
  /**
   * Settles the balance's payment still in flight by asking its provider (after 3-D Secure, or when
   * the order page finds one), and says where it stands. The same owners as payBalance.
   */
  checkBalancePayment: BalancePayment;
  /**
   * Checks that the order could be paid now, without charging: prices, stock, shipments,
   * addresses, coupon and credit. It also settles a payment left in flight (after a 3-D Secure
   * challenge, or a crash): the reply then shows the order placed, or back in the cart with
   * paymentStatus failed. errors lists what stops the order being placed; empty means payable.
   */
  checkOrderCanBePlaced: Order;
  /**
   * After the provider's return page, or once its card element has confirmed in the browser: settles
   * the order's payment still in flight by asking its provider, whichever it is, and answers true
   * when the order is placed.
   */
  checkPayment: Scalars['Boolean']['output'];
  /**
   * How a cart mixing goods in stock with pre-orders is sent: SPLIT, the goods in stock now and the
   * pre-orders from their date, each at its own delivery charge; TOGETHER, each way of travelling
   * waits for its last pre-order. The shipments, their dates and the charges follow on every reply
   * (the pre-orders of a split cart are shipments of their own, ids such as pallet-later).
   */
  choosePreorderDelivery: Order;
  /**
   * Signed in. Makes a guest order part of your account with the one-time link from its order
   * confirmation (claimToken is the link's token). Only the customer signed in with the email the
   * order was placed with can claim it; a link works once and for 30 days. Returns the order.
   */
  claimGuestOrder: Order;
  /** Signed in. Saves a new address. The first of its type, or one with isDefault true, becomes the default for its type. */
  createAddress: Address;
  /**
   * A link to share the cart (/cart/{id}). The link id is not the cart id: whoever opens it can
   * copy the cart's lines, never read or change the cart itself.
   */
  createCartLink: CartLink;
  /**
   * Records a customer (guest checkout does this to keep a contact). The email is stored lower
   * case; an email that already has an account in the sales channel is a CONFLICT.
   */
  createCustomer: Customer;
  /** Signed in. A plan from one of your placed orders: its lines, addresses and delivery choices, again every N weeks. */
  createDeliveryPlan: DeliveryPlan;
  /** Makes the shopper their own copy of a shared cart (id from createCartLink): same products and quantities, today's prices. */
  createOrderFromCartLink: Order;
  /** Signed in. Deletes one of your addresses. If it was the default, your newest other address of that type becomes the default. */
  deleteAddress: Scalars['Boolean']['output'];
  /** Signed in. Sets your referral code (id is your customer id). A taken or invalid code gives success false and says why. */
  editCustomerReferralCode: ReferralCodeResult;
  /** Sets the quantity of one cart line. */
  editOrderItem: Order;
  /**
   * Signed in. Skip the next round, pause, resume or stop the plan, or change its next date (date,
   * for resume and changeDate). A round already made and not paid is set aside by every move.
   */
  moveDeliveryPlan: DeliveryPlan;
  /**
   * Pays the order's balanceDue through any gateway placeOrder takes (a card, a wallet, a redirect
   * method), with paymentData as placeOrder's (cardToken for a provider that tokenises, browserDetails,
   * and expectedAmountDue, the balance the customer saw: a different balance is refused with
   * CONFLICT, AMOUNT_NOT_DUE; a method with limits outside them, CONFLICT, AMOUNT_NOT_ACCEPTED). Only the order's owner: the customer's token, or for a
   * guest's order the receiptKey its browser holds; anyone else gets NOT_FOUND. One balance, one
   * charge: a second call while a payment is in flight joins it. Nothing due: CONFLICT, NOTHING_DUE.
   * A refused card: PAYMENT_DECLINED, and the balance stays due. When the bank asks for 3-D Secure,
   * or the method's own page (PayPal, Klarna) is next, status is ACTION_REQUIRED and clientData says
   * where to send the customer; back from there, call checkBalancePayment. A provider's element that
   * confirms in the page (Airwallex's card element, a wallet) gets PENDING and its hand-off in clientData.
   */
  payBalance: BalancePayment;
  /**
   * Pays for the cart from a wallet's sheet and places it: writes the sheet's contact and address
   * (delivery and billing), sends each shipment by the method picked in the sheet (shippingMethods,
   * one of the quote's options; left out, the shop's preferred) on its first delivery date, then
   * pays exactly as placeOrder does (paymentData, receiptKey and the reply are placeOrder's; so are
   * its rate limits), except that paymentData must name expectedAmountDue, the total the sheet showed
   * (BAD_USER_INPUT, field paymentData.expectedAmountDue, before anything is written): the wallet
   * authorised that total, and a different one is refused as placeOrder refuses it. An address the shop cannot reach is refused (BAD_USER_INPUT, reason
   * NOT_DELIVERED) with nothing written or charged, and so is a picked method that cannot take its
   * shipment there. Idempotent: once the payment has begun, a second call writes nothing and answers as placeOrder does, charging once.
   */
  placeExpressOrder: Order;
  /**
   * Pays for the order and places it. paymentData is a JSON string: the card and browserDetails.
   * Idempotent: a second call for the same order never charges again; it answers with the same
   * order. When the bank asks for 3-D Secure, the order is paymentPending and clientData says
   * where to send the shopper. A refused card fails with PAYMENT_DECLINED and the order stays
   * in the cart, payable with another card. receiptKey: the paying browser's key to a guest's
   * order (32 random bytes, base64url), kept by the browser before it calls. The call that opens
   * the payment makes it the order's receipt key (so a reply lost to a reload still leaves the
   * browser holding it; without one, or in another shape, a key is minted and returned). For a
   * guest's order whose bank check is still open, the key proves the payer: with it, a new card
   * abandons that check (the shopper came back from the bank's page). Without it a call joins the
   * payment in flight and learns nothing more.
   */
  placeOrder: Order;
  /** Puts these lines into one new cart (or the orderId of the first line). Lines that cannot be bought are reported in errors. */
  reOrder: Order;
  /** Removes one cart line. */
  removeOrderItem: Order;
  /**
   * "Email me when it's back": one mail to `email` when the product is back in stock, with a one-click
   * unsubscribe. The reply is the same whether the address had asked before or not.
   */
  requestStockAlert: StockAlertReply;
  /**
   * Chooses how one shipment (id from Order.shipments) arrives: the method, optional services
   * (bookIn, restrictedAccess), the delivery date from the offered dates, and a timed slot.
   * A method that does not serve the shipment, a date that was not offered or an unknown slot
   * is refused with a message a shopper understands, and the order keeps its previous choice.
   */
  selectShippingMethodForShipment: Order;
  /**
   * Signed in. Puts some of your store credit against your own cart (one started while signed in
   * or attached to you with addCustomerOrder). amount is in pounds with at most 2 decimals; 0
   * stops using credit. More than your balance is refused and the cart keeps its previous amount;
   * more than the order total is kept, but only the total counts (see creditUsed and amountDue).
   * The credit is spent when the order is placed. Attaching another customer clears it.
   */
  setOrderCredit: Order;
  /**
   * Signed in (a customer's ID token, or a staff member's). Signs you out on every device, this
   * one included: from this call on, every ID token issued to you until now is refused, by every
   * API process, with the same error as any invalid token. The browser also asks the identity
   * service to revoke your refresh tokens (a global sign-out), so no old session gets a new token.
   */
  signOutEverywhere: Scalars['Boolean']['output'];
  /**
   * The cart a product page's express checkout buys in: a cart of its own holding just this product
   * at this quantity, never the shopper's basket (no other call lists it as one), holding no stock
   * until its payment begins, and deleted by the shop when left unpaid for an hour. reuseOrderId, the
   * cart the shopper's last press made, is answered again when it is still theirs, still a cart and
   * holds just this product at this quantity (its prices and stock checked again, changes in errors);
   * otherwise a new cart is made. A product the shop cannot sell at that quantity is refused as addToCart refuses it.
   */
  startExpressCart: Order;
  /** Signed in. Changes one of your addresses (input.id). Fields left out keep their value; null clears an optional one. */
  updateAddress: Address;
  /** Signed in. Changes your names and phone. The email is how you sign in, so it cannot change here. */
  updateCustomer: Customer;
  /**
   * Applies a coupon to the cart, or removes it when couponCode is empty. A code that does not
   * apply fails with a message saying why (unknown, expired, minimum spend, used up) and leaves
   * the cart as it was.
   */
  updateDiscountAmount: Order;
  /** Changes order fields a shopper may set: notes, language, analytics client id. */
  updateOrder: Order;
  /** Uses one shipping method for every shipment it can serve (dates and slots back to the earliest). */
  updateShippingCosts: Order;
  /**
   * Signed in. Reviews a product the customer bought (on a placed order), once per product. The
   * review waits for the shop's approval before it shows on the product's page.
   */
  writeReview: Review;
};


export type MutationAddCustomerOrderArgs = {
  customer: OrderCustomerInput;
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationAddEditOrderAddressArgs = {
  address: Array<OrderAddressInput>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationAddToCartArgs = {
  gtagClientId?: InputMaybe<Scalars['String']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Int']['input'];
  salesChannel: Scalars['ID']['input'];
  skuId: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationAdminAddClosedDayArgs = {
  input: AdminClosedDayInput;
  tenant: Scalars['String']['input'];
};


export type MutationAdminAddOrderNoteArgs = {
  note: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminChangeAccessNotesArgs = {
  notes?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAdminChangeDeliveryAddressArgs = {
  address: AdminDeliveryAddressInput;
  orderId: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAdminChangeShipmentDayArgs = {
  deliveryDate: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  shipment: Scalars['String']['input'];
  slot?: InputMaybe<Scalars['String']['input']>;
  tenant: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAdminCloseDayMovingBookingsArgs = {
  input: AdminClosedDayInput;
  moveTo: AdminBookingsMoveTo;
  seen: Array<AdminSeenOrder>;
  tenant: Scalars['String']['input'];
};


export type MutationAdminCreateCouponArgs = {
  input: AdminCouponInput;
  tenant: Scalars['String']['input'];
};


export type MutationAdminCreateDeliveryMethodArgs = {
  input: AdminDeliveryMethodInput;
  tenant: Scalars['String']['input'];
};


export type MutationAdminCreateProductArgs = {
  input: AdminProductDetailsInput;
  tenant: Scalars['String']['input'];
};


export type MutationAdminDeleteVanArgs = {
  id: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminDeliverShipmentArgs = {
  orderId: Scalars['ID']['input'];
  shipment: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminDispatchShipmentArgs = {
  orderId: Scalars['ID']['input'];
  shipment: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
  trackingNumber?: InputMaybe<Scalars['String']['input']>;
  trackingUrl?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAdminEditOrderLinesArgs = {
  lines: Array<AdminLineInput>;
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  requestKey: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAdminEditProductArgs = {
  input: AdminProductDetailsInput;
  sku: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminEndCouponArgs = {
  code: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminGrantCreditArgs = {
  amount: Scalars['Float']['input'];
  customerId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  requestKey: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminImportProductsArgs = {
  csv: Scalars['String']['input'];
  dryRun: Scalars['Boolean']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminModerateReviewArgs = {
  decision: ReviewDecision;
  reason?: InputMaybe<Scalars['String']['input']>;
  reviewId: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminMoveShipmentsArgs = {
  confirmEarly?: InputMaybe<Scalars['Boolean']['input']>;
  move: AdminShipmentMove;
  shipments: Array<AdminShipmentRef>;
  tenant: Scalars['String']['input'];
};


export type MutationAdminRecordBalancePaidArgs = {
  amount: Scalars['Float']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
  version: Scalars['Int']['input'];
  way: Scalars['String']['input'];
};


export type MutationAdminRefundOrderArgs = {
  amount: Scalars['Float']['input'];
  of?: InputMaybe<AdminRefundOf>;
  orderId: Scalars['ID']['input'];
  payment?: InputMaybe<Scalars['ID']['input']>;
  reason: Scalars['String']['input'];
  requestKey: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminRemoveClosedDayArgs = {
  date: Scalars['String']['input'];
  kind: AdminClosedDayKind;
  region?: InputMaybe<AdminCalendarRegion>;
  tenant: Scalars['String']['input'];
};


export type MutationAdminRemoveCreditArgs = {
  amount: Scalars['Float']['input'];
  customerId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  requestKey: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminResendMailArgs = {
  id: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminRestoreProductArgs = {
  sku: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminRetireDeliveryMethodArgs = {
  id: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminRetireProductArgs = {
  sku: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminSaveSellerArgs = {
  input: AdminSellerInput;
  tenant: Scalars['String']['input'];
};


export type MutationAdminSaveVanArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminSendDispatchMailNowArgs = {
  shipments: Array<AdminShipmentRef>;
  tenant: Scalars['String']['input'];
};


export type MutationAdminSetCourierServicesArgs = {
  courierId: Scalars['ID']['input'];
  services: Array<AdminCourierServiceInput>;
  tenant: Scalars['String']['input'];
};


export type MutationAdminSetDeliveryCutoffArgs = {
  cutoffTime: Scalars['String']['input'];
  methodId: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminSetDeskSettingsArgs = {
  dispatchUndoSeconds: Scalars['Int']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminSetVanStopsArgs = {
  day: Scalars['String']['input'];
  orderIds: Array<Scalars['ID']['input']>;
  tenant: Scalars['String']['input'];
  vanId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationAdminUndoDeliveryArgs = {
  orderId: Scalars['ID']['input'];
  shipment: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminUndoDispatchArgs = {
  orderId: Scalars['ID']['input'];
  shipment: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
};


export type MutationAdminUpdateDeliveryMethodArgs = {
  input: AdminDeliveryMethodInput;
  tenant: Scalars['String']['input'];
};


export type MutationAdminUpdateProductArgs = {
  input: AdminProductInput;
  tenant: Scalars['String']['input'];
};


export type MutationAirwallexCheckPaymentIntentArgs = {
  orderId: Scalars['ID']['input'];
  salesChannelId: Scalars['ID']['input'];
  tenantId: Scalars['ID']['input'];
};


export type MutationChangeShipmentDateArgs = {
  deliveryDate: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  receiptKey?: InputMaybe<Scalars['String']['input']>;
  salesChannel: Scalars['ID']['input'];
  shipment: Scalars['String']['input'];
  tenant: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationCheckBalancePaymentArgs = {
  orderId: Scalars['ID']['input'];
  receiptKey?: InputMaybe<Scalars['String']['input']>;
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationCheckOrderCanBePlacedArgs = {
  orderId: Scalars['ID']['input'];
  paymentData: Scalars['String']['input'];
  paymentGatewayId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationCheckPaymentArgs = {
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationChoosePreorderDeliveryArgs = {
  choice: PreorderDelivery;
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationClaimGuestOrderArgs = {
  claimToken: Scalars['String']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationCreateAddressArgs = {
  input: AddressInput;
  salesChannel?: InputMaybe<Scalars['ID']['input']>;
  tenant?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateCartLinkArgs = {
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationCreateCustomerArgs = {
  input: CustomerInput;
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationCreateDeliveryPlanArgs = {
  input: DeliveryPlanInput;
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationCreateOrderFromCartLinkArgs = {
  gtagClientId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationDeleteAddressArgs = {
  addressType?: InputMaybe<Scalars['String']['input']>;
  customerId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
  warehouseId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationEditCustomerReferralCodeArgs = {
  id: Scalars['ID']['input'];
  newCode: Scalars['String']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationEditOrderItemArgs = {
  orderId: Scalars['ID']['input'];
  orderItemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationMoveDeliveryPlanArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  move: DeliveryPlanMove;
  planId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationPayBalanceArgs = {
  orderId: Scalars['ID']['input'];
  paymentData: Scalars['String']['input'];
  paymentGatewayId: Scalars['ID']['input'];
  receiptKey?: InputMaybe<Scalars['String']['input']>;
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationPlaceExpressOrderArgs = {
  orderId: Scalars['ID']['input'];
  paymentData: Scalars['String']['input'];
  paymentGatewayId: Scalars['ID']['input'];
  receiptKey?: InputMaybe<Scalars['String']['input']>;
  salesChannel: Scalars['ID']['input'];
  sheet: SheetDetailsInput;
  shippingMethods?: InputMaybe<Array<SheetMethodInput>>;
  tenant: Scalars['ID']['input'];
};


export type MutationPlaceOrderArgs = {
  orderId: Scalars['ID']['input'];
  paymentData: Scalars['String']['input'];
  paymentGatewayId: Scalars['ID']['input'];
  receiptKey?: InputMaybe<Scalars['String']['input']>;
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationReOrderArgs = {
  input: Array<AddToCartInput>;
};


export type MutationRemoveOrderItemArgs = {
  orderId: Scalars['ID']['input'];
  orderItemId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationRequestStockAlertArgs = {
  email: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationSelectShippingMethodForShipmentArgs = {
  id: Scalars['ID']['input'];
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  selectedEstDeliveryDate?: InputMaybe<Scalars['String']['input']>;
  selectedTimedConfigCode?: InputMaybe<Scalars['String']['input']>;
  services?: InputMaybe<Array<Scalars['String']['input']>>;
  shippingMethod: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationSetOrderCreditArgs = {
  amount: Scalars['Float']['input'];
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationStartExpressCartArgs = {
  quantity: Scalars['Int']['input'];
  reuseOrderId?: InputMaybe<Scalars['ID']['input']>;
  salesChannel: Scalars['ID']['input'];
  skuId: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationUpdateAddressArgs = {
  input: AddressInput;
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationUpdateCustomerArgs = {
  input: CustomerInput;
  salesChannel: Scalars['ID']['input'];
  tenant?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateDiscountAmountArgs = {
  couponCode?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationUpdateOrderArgs = {
  data: OrderUpdateInput;
  id: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationUpdateShippingCostsArgs = {
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  shippingMethodId: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type MutationWriteReviewArgs = {
  input: ReviewInput;
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};

export type Order = {
  __typename?: 'Order';
  /** What the card is charged: the total less credit. */
  amountDue: Scalars['Float']['output'];
  /** What is still to pay on this placed order after staff changed its items (0 when nothing). */
  balanceDue: Scalars['Float']['output'];
  /** What the balance is for: the changes of items that made it, in the shop's words; null when nothing is due. */
  balanceDueFor?: Maybe<Scalars['String']['output']>;
  /** The balances paid on it after its items changed, oldest first, each with how it was paid. */
  balancesPaid: Array<BalancePaid>;
  billingAddress?: Maybe<Address>;
  /** What the storefront must do next for the payment, e.g. open the 3-D Secure page; null when nothing. */
  clientData?: Maybe<ClientData>;
  couponsUsed: Array<CouponUsed>;
  /** Store credit put against the order. */
  creditUsed: Scalars['Float']['output'];
  currencyCode: Scalars['String']['output'];
  customer?: Maybe<OrderCustomer>;
  discountAmount: Scalars['Float']['output'];
  discountTaxAmount: Scalars['Float']['output'];
  discountsApplied: Array<DiscountApplied>;
  /** Import duty: the shop delivers only within the UK customs territory, so always 0. */
  dutyAmount: Scalars['Float']['output'];
  dutyAmountTax: Scalars['Float']['output'];
  /** Problems that stop the order being placed, in words a shopper understands. */
  errors: Array<Scalars['String']['output']>;
  /** Goods less discount, VAT included: what the basket shows before delivery is known. */
  goodsAmount: Scalars['Float']['output'];
  /** The VAT in goodsAmount. */
  goodsTax: Scalars['Float']['output'];
  gtagClientId?: Maybe<Scalars['String']['output']>;
  guest: Scalars['Boolean']['output'];
  /** What happened to the order, oldest first. */
  history: Array<OrderHistoryEntry>;
  id: Scalars['ID']['output'];
  invNumber?: Maybe<Scalars['String']['output']>;
  isShipped: Scalars['Boolean']['output'];
  itemsCount: Scalars['Int']['output'];
  languageCode: Scalars['String']['output'];
  /** Order metadata as a JSON string. */
  metadata: Scalars['String']['output'];
  /** Assigned when the order is placed. */
  number?: Maybe<Scalars['Int']['output']>;
  /** When the order was placed (ISO 8601). */
  orderDate?: Maybe<Scalars['String']['output']>;
  orderItems: Array<OrderItem>;
  orderNotes?: Maybe<Scalars['String']['output']>;
  /** The shipping method of the first shipment. */
  orderShippingMethod?: Maybe<Scalars['ID']['output']>;
  /** How the order was paid, in the shop's words after "Paid by" (card, PayPal, Klarna, pay in 3); null until it is placed, or when credit paid it all. */
  paidWith?: Maybe<Scalars['String']['output']>;
  paymentMethodAmount: Scalars['Float']['output'];
  paymentMethodAmountTax: Scalars['Float']['output'];
  paymentStatus: Scalars['String']['output'];
  /** How goods in stock and pre-orders are sent, as the shopper chose (TOGETHER until they choose). */
  preorderDelivery: PreorderDelivery;
  /**
   * For a cart mixing goods in stock with pre-orders: each way of sending it, priced and dated to
   * the order's delivery address as choosing it would make the order. Empty for a placed order,
   * or when sending apart would change nothing.
   */
  preorderOptions: Array<PreorderOption>;
  /**
   * Only in placeOrder's reply to a guest: the key that opens this order's full details for the
   * browser that paid (getOrder's receiptKey). Keep it in the browser; never put it in a URL.
   */
  receiptKey?: Maybe<Scalars['String']['output']>;
  /** The lines split by how they travel, each with its delivery choices. */
  shipments: Array<Shipment>;
  shipmentsCount: Scalars['Int']['output'];
  /** True while any shipment cannot be delivered as chosen (see its shipmentErrors). */
  shipmentsInvalid: Scalars['Boolean']['output'];
  shippingAddress: Array<Address>;
  shippingAmount: Scalars['Float']['output'];
  shippingTaxAmount: Scalars['Float']['output'];
  status: Scalars['String']['output'];
  subTotalAmount: Scalars['Float']['output'];
  subTotalTax: Scalars['Float']['output'];
  /** Goods plus delivery less discount, VAT included: what the order is worth. */
  totalAmount: Scalars['Float']['output'];
  totalTax: Scalars['Float']['output'];
  /** Kilograms. */
  totalWeight: Scalars['Float']['output'];
  /**
   * Whether getVatReceipt answers this caller for this order: placed, and seen in full (not a guest
   * order merely placed in the signed-in customer's email, nor a receipt-only view).
   */
  vatReceiptAvailable: Scalars['Boolean']['output'];
};

export type OrderAddressInput = {
  /** billing or shipping. */
  addressType: Scalars['String']['input'];
  business?: InputMaybe<Scalars['Boolean']['input']>;
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  countryCode: Scalars['String']['input'];
  deliveryNotes?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  lat?: InputMaybe<Scalars['Float']['input']>;
  line1: Scalars['String']['input'];
  line2?: InputMaybe<Scalars['String']['input']>;
  long?: InputMaybe<Scalars['Float']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  postCode: Scalars['String']['input'];
  restrictedAccess?: InputMaybe<Scalars['Boolean']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  stateCode?: InputMaybe<Scalars['String']['input']>;
  what3Words?: InputMaybe<Scalars['String']['input']>;
};

export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  email: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id?: Maybe<Scalars['ID']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
};

export type OrderCustomerInput = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

export type OrderHistoryEntry = {
  __typename?: 'OrderHistoryEntry';
  /** ISO 8601. */
  date: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type OrderItem = {
  __typename?: 'OrderItem';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** A JSON string holding the image's url, e.g. {"url":"/media/x.svg"}. */
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  productUrl: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** The product's id (its SKU code). */
  skuId: Scalars['ID']['output'];
  totalAmount: Scalars['Float']['output'];
  totalTaxAmount: Scalars['Float']['output'];
  unitAmount: Scalars['Float']['output'];
  /** The line's VAT rate in percent (e.g. 5), as the line was priced. */
  vatRate: Scalars['Float']['output'];
};

export type OrderUpdateInput = {
  gtagClientId?: InputMaybe<Scalars['String']['input']>;
  languageCode?: InputMaybe<Scalars['String']['input']>;
  orderNotes?: InputMaybe<Scalars['String']['input']>;
};

export type PaymentGateway = {
  __typename?: 'PaymentGateway';
  acceptedCards: Array<AcceptedCard>;
  config: Array<PaymentGatewayConfig>;
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** testCard or airwallex. */
  type: Scalars['String']['output'];
};

export type PaymentGatewayConfig = {
  __typename?: 'PaymentGatewayConfig';
  property: Scalars['String']['output'];
  propertyId: Scalars['ID']['output'];
  salesChannelId?: Maybe<Scalars['ID']['output']>;
  value: Scalars['String']['output'];
};

export type PreorderDelivery =
  | 'SPLIT'
  | 'TOGETHER';

/** One way of sending a cart mixing goods in stock with pre-orders, in the shop's words. */
export type PreorderOption = {
  __typename?: 'PreorderOption';
  choice: PreorderDelivery;
  /** True for the way the cart is set to be sent now. */
  chosen: Scalars['Boolean']['output'];
  deliveries: Scalars['Int']['output'];
  /** e.g. 2 deliveries: Friday 4 December, then Monday 18 January. Delivery £78.00 in all. */
  detail: Scalars['String']['output'];
  shipments: Array<PreorderOptionShipment>;
  /** The delivery charge of this way in all (surcharges and slots included), VAT included; null until every shipment has one (no postcode yet). */
  shippingAmount?: Maybe<Scalars['Float']['output']>;
  /** e.g. Send what is in stock now, the pre-orders when they ship. */
  title: Scalars['String']['output'];
};

export type PreorderOptionShipment = {
  __typename?: 'PreorderOptionShipment';
  estDeliveryDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The first day its goods can leave (a pre-order's date); null when they can leave now. */
  readyDate?: Maybe<Scalars['String']['output']>;
};

export type Product = {
  __typename?: 'Product';
  SKUCode: Scalars['String']['output'];
  SKUName: Scalars['String']['output'];
  currentPrice: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  listPrice: Scalars['Float']['output'];
  shortName: Scalars['String']['output'];
};

export type ProductData = {
  __typename?: 'ProductData';
  alternateProductDescription?: Maybe<Scalars['String']['output']>;
  alternateProductId?: Maybe<Scalars['ID']['output']>;
  alternateProductTitle?: Maybe<Scalars['String']['output']>;
  /** The alternate product's page. */
  alternateProductUrl?: Maybe<Scalars['String']['output']>;
  currentPrice: Scalars['Float']['output'];
  listPrice: Scalars['Float']['output'];
  /** The most a shopper can hold in one cart line right now. */
  maxQuantity: Scalars['Int']['output'];
  onHand: Scalars['Int']['output'];
  /** Null when the product has no reviews yet. */
  reviewSummary?: Maybe<ReviewSummary>;
  stock: Stock;
};

export type ProductDates = {
  __typename?: 'ProductDates';
  /** e.g. 'Delivered in 2–4 working days', for the postcode's zone. */
  deliveryRange?: Maybe<Scalars['String']['output']>;
  /** Why there is no delivery, in words a shopper understands; empty when there is one. */
  errors: Array<Scalars['String']['output']>;
  /** ISO date of the earliest delivery; null when there is no delivery (see errors). */
  estDeliveryDate?: Maybe<Scalars['String']['output']>;
  /** ISO date the order would leave us. */
  estDispatchDate?: Maybe<Scalars['String']['output']>;
  /** The default method's display name. */
  methodName?: Maybe<Scalars['String']['output']>;
  /** ISO instant: order before it to get estDispatchDate. */
  orderBy?: Maybe<Scalars['String']['output']>;
  /** The surcharges in totalShippingAmount, each named with its reason; empty without delivery. */
  surcharges: Array<DeliverySurcharge>;
  /** Pounds, VAT included: the default method's charge for one unit, surcharges included. */
  totalShippingAmount?: Maybe<Scalars['Float']['output']>;
};

export type ProductTaxCode = {
  __typename?: 'ProductTaxCode';
  countryNotRegex?: Maybe<Scalars['String']['output']>;
  countryRegex?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  product: Scalars['ID']['output'];
  stateNotRegex?: Maybe<Scalars['String']['output']>;
  stateRegex?: Maybe<Scalars['String']['output']>;
  taxCode: Scalars['String']['output'];
  /** Percent, e.g. 5 or 20. */
  taxRate: Scalars['Float']['output'];
  zipNotRegex?: Maybe<Scalars['String']['output']>;
  zipRegex?: Maybe<Scalars['String']['output']>;
};

/** One part of a shipment's delivery charge, e.g. Tail-lift delivery (restricted access) at £15.00. */
export type PromiseCharge = {
  __typename?: 'PromiseCharge';
  /** Pounds, VAT included. */
  amount: Scalars['Float']['output'];
  /** £15.00, or Free. */
  amountText: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * The changes made at the desk, newest first, `first` at a time (default 50, at most 200).
   * `subjectKind` (and `subjectId`) narrow it to one kind of subject (or one subject);
   * `after` is the previous page's `nextCursor`. `staffEmail` narrows to who made the changes;
   * `action` to an action or its start (`order.`, `order.refund`); `from` and `to` (YYYY-MM-DD,
   * London days, both included) to when.
   */
  adminAudit: AdminAuditPage;
  /**
   * The staff of the shop who have made a change at the desk (and the one asking), as lower-case
   * emails, and every action the shop's audit holds, each once, in alphabetical order.
   */
  adminAuditChoices: AdminAuditChoices;
  /** Every product, retired ones included (status column), as CSV text with CRLF line ends. */
  adminCatalogueCsv: Scalars['String']['output'];
  /**
   * The shipments closing this day would strand (due to leave or arrive that day, not yet gone or
   * arrived, at an address keeping a calendar the day closes), with each order's version for the
   * move. Empty: the day can be closed as it is.
   */
  adminClosedDayBookings: Array<AdminDayBooking>;
  /** Bank holidays and closure days from today on, by date. */
  adminClosedDays: Array<AdminClosedDay>;
  /** Every coupon with its use so far, by code. */
  adminCoupons: Array<AdminCoupon>;
  /** One customer with their credit history; null when the shop has no such customer. */
  adminCustomer?: Maybe<AdminCustomer>;
  /** Each delivery method with its order-by cut-off, in the checkout's order. */
  adminDeliveryCutoffs: Array<AdminDeliveryCutoff>;
  /** One plan with its rounds; null when the shop has no such plan. */
  adminDeliveryPlan?: Maybe<AdminDeliveryPlan>;
  /** Active plans with a round in the next `weeks` weeks from this Monday (default 6, 1 to 26), and the stops and tonnes by week. */
  adminDeliveryPlansAhead: AdminPlansAhead;
  /** Every delivery method (retired ones too), the couriers they go by, and the postcode areas of each zone. */
  adminDeliverySetup: AdminDeliverySetup;
  /** The desk's settings: how long a dispatch can be undone. */
  adminDeskSettings: AdminDeskSettings;
  /**
   * Customers found by `search`: an order number (digits, with or without #) finds who placed it
   * (for a guest order, the channel's customer with the order's email, if there is one);
   * anything else finds the customers whose email contains it (at most 20, in email order).
   */
  adminFindCustomers: Array<AdminCustomer>;
  /** Who is signed in at the desk. */
  adminMe: StaffMember;
  /** One placed order with its history and refunds; null when the shop has no placed order with that id. */
  adminOrder?: Maybe<AdminOrder>;
  /**
   * Placed orders, oldest placed first. `statuses` narrows to those order statuses (placed,
   * partlyDispatched, dispatched, delivered, cancelled); `day` (YYYY-MM-DD) to orders with a
   * shipment due to arrive that day (`dayKind` DELIVERY, the default) or leave it (DISPATCH); a
   * cancelled order has nothing due on any day.
   * At most `first` orders (default 100, at most 500).
   */
  adminOrders: Array<AdminOrder>;
  /**
   * The shop's orders whose payment is not settled: waiting for the provider's answer, waiting for
   * the shopper at their bank's check (3-D Secure) or the provider's page, refused in the last seven
   * days and not paid since, or placed with a balance due. Refused ones first, then balances, then
   * the oldest wait first; at most 200.
   */
  adminPaymentsPending: Array<AdminPendingPayment>;
  /**
   * The reviews waiting for a decision, the longest-waiting first, `first` at a time (default 50,
   * at most 200).
   */
  adminPendingReviews: Array<AdminReview>;
  /**
   * What moving these shipments would do, without doing it: for each, who is mailed and what,
   * whether the move is early (before the shipment's dispatch or delivery day), or why it cannot be
   * made. At most 200 shipments.
   */
  adminPlanShipmentMoves: Array<AdminPlannedMove>;
  /**
   * What adminEditOrderLines would do with these lines, without doing it: the totals before and
   * after and how the difference is settled. Refused as the edit would be (stock, delivery, coupon).
   */
  adminPreviewOrderLines: AdminLineEditPreview;
  /** Every product with its price, stock and presale, in the shop's order, retired ones included. */
  adminProducts: Array<AdminProduct>;
  /**
   * Placed orders found by `search`, newest number first: an order number (digits, with or
   * without #); the start of an email (anything with an @); a phone number (as written, UK or
   * international); a full postcode or its outward code (LE12); else the start of the customer's
   * surname, full name or email, or of the delivery addressee's surname. `first` at a time (default 20, at most 100); `after` is the previous
   * page's `nextCursor`.
   */
  adminSearchOrders: AdminOrderSearchPage;
  /** The seller as staff edit it; null before one is recorded. */
  adminSeller?: Maybe<AdminSeller>;
  /**
   * The days and slots a shipment still waiting to leave may be moved to: what the delivery rules
   * offer a customer booking its method today. Empty once it has left.
   */
  adminShipmentDays: AdminShipmentDays;
  /**
   * Today in London at the shop's clock: orders placed and money taken, the week's bookings by
   * delivery day (today and the six after), and what is waiting for staff.
   */
  adminToday: AdminToday;
  /**
   * The shop's mail that could not be delivered, newest first: given up after its retries (failed)
   * or accepted and then bounced or complained of (bounced). `orderId` narrows it to one order's.
   * At most `first` (default 100, at most 200).
   */
  adminUndeliveredMail: Array<AdminUndeliveredMail>;
  /** The shop's vans and the van stops arriving on `day` (YYYY-MM-DD) on each, with the version a change must name. */
  adminVanRun: AdminVanRun;
  /** The shop's VAT classes: the tax codes its products carry, named by the code a sale at home takes. */
  adminVatClasses: Array<AdminVatClass>;
  /** The addresses at a UK postcode, for the address finder. Unknown postcode: []. Guests may call it. */
  getAddressesByPostCode: Array<Address>;
  /**
   * The cart re-checked against the catalogue as it is now: prices and VAT rates are refreshed,
   * products no longer sold are taken out, and what the shopper must know or fix is in errors.
   */
  getAndValidateOrder?: Maybe<Order>;
  /** Products that go well with what is in the cart and are not in it yet. */
  getCartSuggestedProducts: Array<CartSuggestion>;
  /** Countries the shop knows, with where each may be used. */
  getCountries: Array<Country>;
  /** A courier with the services it offers; null when the tenant has no such courier. */
  getCourier?: Maybe<Courier>;
  /** Currencies the shop prices in; the base currency first. */
  getCurrencyCodes: Array<Currency>;
  /**
   * The customer with this email in the sales channel (exact, case-insensitive), or null. Only
   * what signing in needs: the id the identity-service username is made of. Never names or phone.
   */
  getCustomerByEmailSalesChannel?: Maybe<CustomerMatch>;
  /**
   * Signed in. Your orders, newest first; with no status, every order that has left the cart.
   * limit is 1 to 50 (default 10). Pass the nextToken of one page to get the next; it is null
   * on the last page.
   */
  getCustomerOrders: CustomerOrdersPage;
  /**
   * The countries checkout may deliver to: enabled for shipping and reached by at least one
   * enabled delivery method, by name.
   */
  getDeliveryCountries: Array<DeliveryCountry>;
  /**
   * Signed in. The first date (yyyy-mm-dd) a plan from one of your placed orders can deliver on, as
   * the checkout would offer it now (after a courier's cut-off, tomorrow is gone); null when the order
   * cannot be delivered as it was (the checkout then chooses).
   */
  getDeliveryPlanFirstDate?: Maybe<Scalars['String']['output']>;
  /** Signed in. The rhythms your own orders suggest for the products of one of your placed orders. */
  getDeliveryPlanSuggestions: Array<DeliveryPlanSuggestion>;
  /** Signed in. Your account: details, credit, referral code, addresses and reviews. */
  getLoggedInCustomerData: LoggedInCustomer;
  /** Signed in. Your saved addresses, defaults first, then newest first. */
  getMyAddresses: Array<Address>;
  /** Signed in. Your delivery plans, newest first. */
  getMyDeliveryPlans: Array<DeliveryPlan>;
  /**
   * A cart or order by id. excludeChildItems leaves out bundled child lines.
   * A signed-in customer's cart or order answers only to that customer's ID token (null
   * otherwise, as for an order that does not exist). A guest's cart answers to its id, which is
   * its secret. A guest's order once payment has started answers with the receipt (lines, totals,
   * dates, status) unless receiptKey is the key placeOrder gave the browser that paid, or the
   * caller is signed in with the email it was placed with: then contact details, addresses,
   * notes and clientData are included too. In the receipt customer, billingAddress, orderNotes,
   * gtagClientId and clientData are null, shippingAddress is empty and metadata is "{}".
   */
  getOrder?: Maybe<Order>;
  /**
   * Tracking a placed order by its number. A guest proves it is theirs with the email it was
   * placed with (numbers are sequential, so a postcode is not proof enough); a signed-in customer
   * sees their own orders. The answer is the short field set (TrackedOrder): no id, contact,
   * addresses or notes. Any miss answers null, the same for every kind.
   */
  getOrderByNumber?: Maybe<TrackedOrder>;
  /** The enabled gateways for the website, each with the card schemes it accepts. */
  getPaymentGatewaysForWebsite: Array<PaymentGateway>;
  /**
   * The ways a cart mixing goods in stock with pre-orders can be sent (see Order.preorderOptions),
   * priced and dated for delivery to postcode (the basket's estimate, before checkout has an
   * address). Empty when sending apart would change nothing. Answers only a caller who may see the cart.
   */
  getPreorderOptions: Array<PreorderOption>;
  /** A catalogue product by id (its SKU code). */
  getProduct?: Maybe<Product>;
  /** Live price and stock of a product for one sales channel, for the buy-box. */
  getProductData?: Maybe<ProductData>;
  /**
   * When a product would leave and arrive at a postcode by its default delivery method, ordered
   * now, and what delivery costs: the product page's "order by … for delivery from …". Without
   * lines the quote is for one unit; with lines (the product among them, or it counts once) it is
   * for the shipment the product travels in with them, at their weight and goods total, as checkout
   * quotes it: the buy-box's chosen quantity, or the basket's lines. A postcode that cannot be read
   * or is not served, or a load no method takes, answers with null dates and the reason in errors.
   * Null when the product, or a product in lines, does not exist.
   */
  getProductDates?: Maybe<ProductDates>;
  /** The tax codes that decide a product's VAT rate by destination. */
  getProductTaxCodesData: Array<ProductTaxCode>;
  /**
   * Every product the shop sells, in the shop's order: the content Studio offers these SKU codes to
   * an editor choosing which product a page describes.
   */
  getProducts: Array<Product>;
  /** Review platforms enabled for a sales channel. */
  getReviewPlatforms: Array<ReviewPlatform>;
  /** Published reviews of a product, newest first. */
  getReviewsBySKU: Array<Review>;
  /**
   * Who sells: the legal identity the shop's VAT receipts and order confirmations carry. Public,
   * as on any invoice. Null while the tenant has not recorded it.
   */
  getSeller?: Maybe<Seller>;
  /**
   * The days couriers neither dispatch nor deliver in one year (four digits, e.g. "2027"): bank
   * holidays per calendar region (england, scotland, northernIreland), sorted by date, one entry
   * per date and region.
   */
  getShippingHolidaysWithTenant: Array<ShippingHoliday>;
  /** One enabled shipping method; null when the tenant has no such method. */
  getShippingMethod?: Maybe<ShippingMethod>;
  /** The tenant's enabled shipping methods, in display order. */
  getShippingMethods: Array<ShippingMethod>;
  /**
   * The VAT receipt of a placed order. It names the buyer and their billing address, so it answers
   * only those getOrder shows the order to in full: the customer's ID token, or for a guest's order
   * the receiptKey placeOrder gave the browser that paid (or its confirmation mail). Anyone
   * else, a cart, an order still waiting for its bank, or no such order: null, the same for each.
   */
  getVatReceipt?: Maybe<VatReceipt>;
  /**
   * What express checkout would cost delivered to a postcode, for the wallet's sheet: each way the
   * basket can go there (options, the shop's preferred first, which the top-level fields repeat),
   * with each shipment's method, first delivery date and charge, the delivery total and the amount
   * due, or, in refusal, why the shop cannot deliver there (the sheet shows it under the address). Nothing is written.
   * Guests may call it for their own cart; it is rate-limited per cart and per IP.
   */
  quoteExpressDelivery: SheetQuote;
  /**
   * The days one shipment of a placed order may move to (changeShipmentDate), or why it cannot move.
   * Only for the order's owner: the customer's ID token, or for a guest's order the receiptKey of
   * the browser that paid or the token of the customer who claimed it. shipment is van, pallet or parcel.
   */
  shipmentDateChoices: ShipmentDateChoices;
};


export type QueryAdminAuditArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  staffEmail?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Scalars['String']['input']>;
  subjectKind?: InputMaybe<Scalars['String']['input']>;
  tenant: Scalars['String']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminAuditChoicesArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminCatalogueCsvArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminClosedDayBookingsArgs = {
  input: AdminClosedDayInput;
  tenant: Scalars['String']['input'];
};


export type QueryAdminClosedDaysArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminCouponsArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminCustomerArgs = {
  customerId: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type QueryAdminDeliveryCutoffsArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminDeliveryPlanArgs = {
  planId: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type QueryAdminDeliveryPlansAheadArgs = {
  tenant: Scalars['String']['input'];
  weeks?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAdminDeliverySetupArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminDeskSettingsArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminFindCustomersArgs = {
  search: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
};


export type QueryAdminMeArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminOrderArgs = {
  id: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
};


export type QueryAdminOrdersArgs = {
  day?: InputMaybe<Scalars['String']['input']>;
  dayKind?: InputMaybe<AdminDayKind>;
  first?: InputMaybe<Scalars['Int']['input']>;
  statuses?: InputMaybe<Array<Scalars['String']['input']>>;
  tenant: Scalars['String']['input'];
};


export type QueryAdminPaymentsPendingArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminPendingReviewsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  tenant: Scalars['String']['input'];
};


export type QueryAdminPlanShipmentMovesArgs = {
  move: AdminShipmentMove;
  shipments: Array<AdminShipmentRef>;
  tenant: Scalars['String']['input'];
};


export type QueryAdminPreviewOrderLinesArgs = {
  lines: Array<AdminLineInput>;
  orderId: Scalars['ID']['input'];
  tenant: Scalars['String']['input'];
  version: Scalars['Int']['input'];
};


export type QueryAdminProductsArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminSearchOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
};


export type QueryAdminSellerArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminShipmentDaysArgs = {
  orderId: Scalars['ID']['input'];
  shipment: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
};


export type QueryAdminTodayArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryAdminUndeliveredMailArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  tenant: Scalars['String']['input'];
};


export type QueryAdminVanRunArgs = {
  day: Scalars['String']['input'];
  tenant: Scalars['String']['input'];
};


export type QueryAdminVatClassesArgs = {
  tenant: Scalars['String']['input'];
};


export type QueryGetAddressesByPostCodeArgs = {
  postCode: Scalars['String']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetAndValidateOrderArgs = {
  excludeChildItems?: InputMaybe<Scalars['Boolean']['input']>;
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetCartSuggestedProductsArgs = {
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetCountriesArgs = {
  tenant: Scalars['ID']['input'];
};


export type QueryGetCourierArgs = {
  id: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetCurrencyCodesArgs = {
  tenant: Scalars['ID']['input'];
};


export type QueryGetCustomerByEmailSalesChannelArgs = {
  email: Scalars['String']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetCustomerOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  salesChannel: Scalars['ID']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
  tenant: Scalars['ID']['input'];
};


export type QueryGetDeliveryCountriesArgs = {
  tenant: Scalars['ID']['input'];
};


export type QueryGetDeliveryPlanFirstDateArgs = {
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetDeliveryPlanSuggestionsArgs = {
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetLoggedInCustomerDataArgs = {
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetMyAddressesArgs = {
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetMyDeliveryPlansArgs = {
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetOrderArgs = {
  excludeChildItems?: InputMaybe<Scalars['Boolean']['input']>;
  orderId: Scalars['ID']['input'];
  receiptKey?: InputMaybe<Scalars['String']['input']>;
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetOrderByNumberArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  orderNumber: Scalars['Int']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetPaymentGatewaysForWebsiteArgs = {
  tenant_id: Scalars['ID']['input'];
};


export type QueryGetPreorderOptionsArgs = {
  orderId: Scalars['ID']['input'];
  postcode: Scalars['String']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetProductArgs = {
  id: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetProductDataArgs = {
  id: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetProductDatesArgs = {
  lines?: InputMaybe<Array<DeliveryLineInput>>;
  postcode: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetProductTaxCodesDataArgs = {
  id: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetProductsArgs = {
  tenant: Scalars['ID']['input'];
};


export type QueryGetReviewPlatformsArgs = {
  salesChannel: Scalars['ID']['input'];
  tenant_id: Scalars['ID']['input'];
};


export type QueryGetReviewsBySkuArgs = {
  SKUCode: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetSellerArgs = {
  tenant: Scalars['ID']['input'];
};


export type QueryGetShippingHolidaysWithTenantArgs = {
  tenantId: Scalars['ID']['input'];
  year: Scalars['String']['input'];
};


export type QueryGetShippingMethodArgs = {
  id: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryGetShippingMethodsArgs = {
  tenant: Scalars['ID']['input'];
};


export type QueryGetVatReceiptArgs = {
  orderId: Scalars['ID']['input'];
  receiptKey?: InputMaybe<Scalars['String']['input']>;
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryQuoteExpressDeliveryArgs = {
  address: SheetPlaceInput;
  orderId: Scalars['ID']['input'];
  salesChannel: Scalars['ID']['input'];
  tenant: Scalars['ID']['input'];
};


export type QueryShipmentDateChoicesArgs = {
  orderId: Scalars['ID']['input'];
  receiptKey?: InputMaybe<Scalars['String']['input']>;
  salesChannel: Scalars['ID']['input'];
  shipment: Scalars['String']['input'];
  tenant: Scalars['ID']['input'];
};

export type ReferralCodeResult = {
  __typename?: 'ReferralCodeResult';
  /** What happened, in words to show the customer. */
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type ReferralOffer = {
  __typename?: 'ReferralOffer';
  /** The offer in a sentence, to show as it is. */
  description: Scalars['String']['output'];
  /** Off a friend's first order, in pounds. */
  friendDiscount: Scalars['Float']['output'];
  /** What the friend's first order must come to for it, in pounds. */
  friendMinimumSpend: Scalars['Float']['output'];
  /** Your credit once the friend's order is placed, in pounds. */
  referrerCredit: Scalars['Float']['output'];
};

export type Review = {
  __typename?: 'Review';
  author: Scalars['String']['output'];
  body: Scalars['String']['output'];
  datePublished: Scalars['String']['output'];
  externalRef?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The product's name. */
  product: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  ratingValue: Scalars['Int']['output'];
  /** Only approved reviews are public; the writer also sees their own pending or rejected ones. */
  status: ReviewStatus;
  title: Scalars['String']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type ReviewDecision =
  | 'approve'
  | 'reject';

export type ReviewInput = {
  /** 10 to 2000 characters, plain text. */
  body: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  /** 1 to 5 stars. */
  rating: Scalars['Int']['input'];
  /** 1 to 100 characters. */
  title: Scalars['String']['input'];
};

export type ReviewPlatform = {
  __typename?: 'ReviewPlatform';
  /** Shown at checkout for billing (cb) and shipping (sb), and in the office (co, so). */
  cb: Scalars['Boolean']['output'];
  co: Scalars['Boolean']['output'];
  /** Public settings as a JSON string. */
  config: Scalars['String']['output'];
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  sb: Scalars['Boolean']['output'];
  so: Scalars['Boolean']['output'];
  type: Scalars['String']['output'];
};

export type ReviewStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

export type ReviewSummary = {
  __typename?: 'ReviewSummary';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  max: Scalars['Int']['output'];
  min: Scalars['Int']['output'];
  /** Average rating to one decimal. */
  rating: Scalars['Float']['output'];
  reviewsUrl: Scalars['String']['output'];
  /** How many reviews gave 1, 2, 3, 4 and 5 stars, in that order. */
  starCount: Array<Scalars['Int']['output']>;
};

export type Seller = {
  __typename?: 'Seller';
  /** The geographic address, one line each, postcode last. */
  addressLines: Array<Scalars['String']['output']>;
  /** Companies House number; null when not a company. */
  companyNumber?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  /** The registered name, e.g. Hearth Fuels Ltd. */
  legalName: Scalars['String']['output'];
  /** When a person answers, one line per span of days, e.g. Monday to Friday: 8am to 5pm. */
  openingHours: Array<Scalars['String']['output']>;
  /** As printed, e.g. 01509 000000. */
  phone: Scalars['String']['output'];
  /** The shop's public origin, e.g. https://hearth.example. */
  siteUrl: Scalars['String']['output'];
  /** The name shoppers know, e.g. Hearth. */
  tradingName: Scalars['String']['output'];
  /** GB and nine digits. */
  vatNumber: Scalars['String']['output'];
};

/** What the wallet's sheet handed over when the shopper authorised. */
export type SheetDetailsInput = {
  /** One to three lines. */
  addressLines: Array<Scalars['String']['input']>;
  countryCode: Scalars['String']['input'];
  email: Scalars['String']['input'];
  familyName: Scalars['String']['input'];
  givenName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  postcode: Scalars['String']['input'];
  town: Scalars['String']['input'];
};

/** The delivery method picked in the sheet for one shipment (from the quote's options). */
export type SheetMethodInput = {
  methodId: Scalars['ID']['input'];
  /** The shipment's id, as SheetShipment.id. */
  shipment: Scalars['ID']['input'];
};

/** One way to send the whole basket: a shipping option of the sheet. */
export type SheetOption = {
  __typename?: 'SheetOption';
  /** Pounds: what the wallet will be charged with this option. */
  amountDue: Scalars['Float']['output'];
  shipments: Array<SheetShipment>;
  /** Pounds, VAT included. */
  shippingTotal: Scalars['Float']['output'];
};

/** The part of the sheet's address a quote needs (what wallets disclose before the shopper pays). */
export type SheetPlaceInput = {
  /** ISO 3166-1 alpha-2, e.g. GB. */
  countryCode: Scalars['String']['input'];
  postcode: Scalars['String']['input'];
};

export type SheetQuote = {
  __typename?: 'SheetQuote';
  /** Pounds: what the wallet will be charged; 0 with a refusal. */
  amountDue: Scalars['Float']['output'];
  /** Each way the basket can go to that address (the first is the fields above); empty with a refusal. */
  options: Array<SheetOption>;
  /** Why the shop cannot deliver to that address, for the sheet; null when it can. */
  refusal?: Maybe<Scalars['String']['output']>;
  /** Empty with a refusal. */
  shipments: Array<SheetShipment>;
  /** Pounds, VAT included; 0 with a refusal. */
  shippingTotal: Scalars['Float']['output'];
};

export type SheetShipment = {
  __typename?: 'SheetShipment';
  /** Pounds, VAT included, as the totals count it. */
  charge: Scalars['Float']['output'];
  /** ISO date: the first day it can arrive. */
  deliveryDate: Scalars['String']['output'];
  /** deliveryDate in the method's display format. */
  deliveryDateText: Scalars['String']['output'];
  /** van, pallet or parcel, as Order.shipments names it. */
  id: Scalars['ID']['output'];
  /** The method's name, as the shopper sees it. */
  method: Scalars['String']['output'];
  /** The method's id, for placeExpressOrder's shippingMethods. */
  methodId: Scalars['ID']['output'];
};

export type Shipment = {
  __typename?: 'Shipment';
  availableShippingMethods: Array<AvailableShippingMethod>;
  /** estDeliveryDate in the shipping method's deliveryDateDisplayFormat; null without a method or a date. */
  deliveryDateText?: Maybe<Scalars['String']['output']>;
  /** estDispatchDate in the shipping method's deliveryDateDisplayFormat, e.g. Friday 27 November; null without a method. */
  dispatchDateText?: Maybe<Scalars['String']['output']>;
  estDeliveryDate?: Maybe<Scalars['String']['output']>;
  /** The day it leaves us: the first dispatch day, or for a later delivery date the day it must leave to arrive then. */
  estDispatchDate?: Maybe<Scalars['String']['output']>;
  /** How it travels: van, pallet or parcel; the pre-orders of a cart split at the shopper's choice travel apart, as van-later, pallet-later or parcel-later. */
  id: Scalars['ID']['output'];
  isShipmentValid: Scalars['Boolean']['output'];
  orderItems: Array<OrderItem>;
  /** The shipment's promise in the words every page, mail, receipt and the desk print. */
  promise: ShipmentPromise;
  /** When it holds a pre-order: Pre-order: ships from 15 January; Waits for the pre-order: ships from 15 January when goods that could leave now wait with it. Null otherwise. */
  readyText?: Maybe<Scalars['String']['output']>;
  services: Array<ShipmentService>;
  shipmentErrors: Array<Scalars['String']['output']>;
  /** Delivery, surcharges and any timed slot, VAT included. */
  shippingAmount: Scalars['Float']['output'];
  shippingMethod?: Maybe<ShipmentShippingMethod>;
  shippingTaxAmount: Scalars['Float']['output'];
  status: Scalars['String']['output'];
  /** The surcharges in shippingAmount, each named with its reason. */
  surcharges: Array<DeliverySurcharge>;
  /** Kilograms. */
  totalWeight: Scalars['Float']['output'];
};

export type ShipmentCourier = {
  __typename?: 'ShipmentCourier';
  hasBookInService: Scalars['Boolean']['output'];
  hasRestrictedAccessService: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ShipmentDateChoices = {
  __typename?: 'ShipmentDateChoices';
  /** When changing the date here closes (ISO 8601): the courier's cut-off on the day the shipment leaves. Null when it cannot be changed here. */
  changeableUntil?: Maybe<Scalars['String']['output']>;
  /** The days the shop offers the shipment now with the method paid for, in its date format; empty when refused. */
  dates: Array<DeliveryDateOption>;
  /** The date it is booked for (ISO). */
  deliveryDate?: Maybe<Scalars['String']['output']>;
  /** The order's version now: send it back with changeShipmentDate, so a change made meanwhile is not overwritten. */
  orderVersion: Scalars['Int']['output'];
  /** Why the date cannot be changed here and what to do instead, in words; null when it can. */
  refusal?: Maybe<Scalars['String']['output']>;
  shipment: Scalars['String']['output'];
};

/**
 * A shipment's promise, worded once on the server: when it comes, what it waits for, what was
 * booked and what each part of its delivery charge covers.
 */
export type ShipmentPromise = {
  __typename?: 'ShipmentPromise';
  /** Day and slot together, e.g. Friday 4 December, Morning (between 8am and 12 noon), or Day to be arranged. */
  arrival: Scalars['String']['output'];
  /** The charges as printed lines, e.g. Tail-lift delivery (restricted access) £15.00 (for screens that cannot ask one level deeper). */
  chargeLines: Array<Scalars['String']['output']>;
  /** Delivery first, then each surcharge and the slot: they add up to the shipment's delivery charge. */
  charges: Array<PromiseCharge>;
  /** The promised day in the method's format, e.g. Friday 4 December; null before a day is fixed. */
  day?: Maybe<Scalars['String']['output']>;
  /** How it travels, e.g. Delivery by our van, or On a pallet: Express when the method's name does not say. */
  heading: Scalars['String']['output'];
  /** The pre-order it waits for, e.g. Pre-order: ships from 15 January; null without one. */
  ready?: Maybe<Scalars['String']['output']>;
  /** Each booked service, e.g. Tail-lift delivery (restricted access). */
  services: Array<Scalars['String']['output']>;
  /** The timed slot with its hours, e.g. Morning (between 8am and 12 noon); null without one. */
  slot?: Maybe<Scalars['String']['output']>;
};

export type ShipmentService = {
  __typename?: 'ShipmentService';
  /** True when the address requires it: the shopper cannot remove it. */
  force: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** bookIn or restrictedAccess. */
  type: Scalars['String']['output'];
};

export type ShipmentShippingMethod = {
  __typename?: 'ShipmentShippingMethod';
  courier: ShipmentCourier;
  deliveryDateDisplayFormat: Scalars['String']['output'];
  deliveryRange: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  selectedTimedConfig?: Maybe<TimedConfig>;
};

export type ShippingHoliday = {
  __typename?: 'ShippingHoliday';
  /** ISO date (yyyy-mm-dd). */
  date: Scalars['String']['output'];
  /** Region and date, e.g. 'scotland-2027-01-04'. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** england (England and Wales), scotland or northernIreland. */
  region: Scalars['String']['output'];
};

export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  /** Settings other than prices: handlingDays, generateCount, deliveryWeekdays (ISO, 1 = Monday), packageWeightKg, deliveryDateDisplayFormat. */
  config: Array<DeliverySetting>;
  courier: ShippingMethodCourier;
  /** Working days in transit, per zone the method serves. */
  days: Array<ZoneTransitDays>;
  /** The mainland promise, e.g. 'Delivered in 1–3 working days'; null when the mainland is not served. */
  deliveryRange?: Maybe<Scalars['String']['output']>;
  /** What the shopper sees. */
  displayName: Scalars['String']['output'];
  /** Goods total (pounds, VAT included) at which delivery is free on the shop; null when never free. */
  freeOver?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  /** Kilograms; null when there is no upper limit. */
  maxWeight?: Maybe<Scalars['Float']['output']>;
  /** Kilograms. */
  minWeight: Scalars['Float']['output'];
  /** What staff call it. */
  name: Scalars['String']['output'];
  /** The same for other sales channels. */
  salesChannelFreeOver?: Maybe<Scalars['Float']['output']>;
  /** Display order, ascending. */
  sort: Scalars['Int']['output'];
  /** The shipping group it carries: van (log crates), pallet (pellets) or parcel (small items). */
  type: Scalars['String']['output'];
};

export type ShippingMethodCourier = {
  __typename?: 'ShippingMethodCourier';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The shipping group the courier carries (see Courier.type). */
  type?: Maybe<Scalars['String']['output']>;
};

export type StaffMember = {
  __typename?: 'StaffMember';
  email: Scalars['String']['output'];
  tenant: Scalars['String']['output'];
};

export type Stock = {
  __typename?: 'Stock';
  color: Scalars['String']['output'];
  fontColour: Scalars['String']['output'];
  presaleDate?: Maybe<Scalars['String']['output']>;
  presaleLimit?: Maybe<Scalars['Int']['output']>;
  text: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type StockAlertReply = {
  __typename?: 'StockAlertReply';
  /** What to tell the shopper. */
  message: Scalars['String']['output'];
};

export type TimedConfig = {
  __typename?: 'TimedConfig';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  label: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  /** The slot with its hours, worded as every promise words it, e.g. Morning (between 8am and 12 noon). */
  text: Scalars['String']['output'];
};

/**
 * A placed order as tracking shows it to whoever has its number and email: what it is, how far it
 * has got and roughly where it is going. Never its id (which opens the order and its receipt), who
 * placed it or where they live.
 */
export type TrackedOrder = {
  __typename?: 'TrackedOrder';
  amountDue: Scalars['Float']['output'];
  creditUsed: Scalars['Float']['output'];
  currencyCode: Scalars['String']['output'];
  /** Where each delivery goes, as the outward code of its postcode (e.g. LE12) and its country. */
  deliveryAreas: Array<DeliveryArea>;
  discountAmount: Scalars['Float']['output'];
  /** What happened to the order, oldest first. */
  history: Array<OrderHistoryEntry>;
  invNumber?: Maybe<Scalars['String']['output']>;
  isShipped: Scalars['Boolean']['output'];
  itemsCount: Scalars['Int']['output'];
  number?: Maybe<Scalars['Int']['output']>;
  /** When the order was placed (ISO 8601). */
  orderDate?: Maybe<Scalars['String']['output']>;
  orderItems: Array<OrderItem>;
  paymentStatus: Scalars['String']['output'];
  shipments: Array<Shipment>;
  shipmentsCount: Scalars['Int']['output'];
  shippingAmount: Scalars['Float']['output'];
  status: Scalars['String']['output'];
  subTotalAmount: Scalars['Float']['output'];
  totalAmount: Scalars['Float']['output'];
  totalTax: Scalars['Float']['output'];
};

export type VatRateTotal = {
  __typename?: 'VatRateTotal';
  /** VAT included. */
  grossAmount: Scalars['Float']['output'];
  /** Before VAT. */
  netAmount: Scalars['Float']['output'];
  /** Percent, e.g. 5 or 20. */
  rate: Scalars['Float']['output'];
  vatAmount: Scalars['Float']['output'];
};

export type VatReceipt = {
  __typename?: 'VatReceipt';
  /** Each shipment's delivery, surcharges and timed slot at its own rate; their amounts sum to order.shippingAmount. */
  deliveryCharges: Array<VatReceiptCharge>;
  /**
   * The invoice number: INV- and the order number, given once, in the transaction that places
   * the order. Order numbers come from one sequence, so invoice numbers are unique and rise in
   * the order invoices are issued.
   */
  invoiceNumber: Scalars['String']['output'];
  /** The order in full, priced as it was when it was placed. */
  order: Order;
  seller: Seller;
  /** The tax point (ISO 8601): when the order was placed, which is when it was paid. */
  taxPoint: Scalars['String']['output'];
  /** Goods, delivery and discount by VAT rate, lowest first; vatAmount sums to order.totalTax and grossAmount to order.totalAmount. */
  vatByRate: Array<VatRateTotal>;
};

export type VatReceiptCharge = {
  __typename?: 'VatReceiptCharge';
  /** VAT included; 0 when free. */
  amount: Scalars['Float']['output'];
  description: Scalars['String']['output'];
  vatAmount: Scalars['Float']['output'];
  /** Percent, e.g. 20. */
  vatRate: Scalars['Float']['output'];
};

export type ZoneTransitDays = {
  __typename?: 'ZoneTransitDays';
  /** The slowest the courier promises. */
  max: Scalars['Int']['output'];
  /** Working days from dispatch to the earliest delivery. */
  min: Scalars['Int']['output'];
  /** mainland, highlands, islands, northernIreland or islesOfManAndChannel. */
  zone: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptedCard: ResolverTypeWrapper<AcceptedCard>;
  AddToCartInput: AddToCartInput;
  Address: ResolverTypeWrapper<Address>;
  AddressInput: AddressInput;
  AdminAddress: ResolverTypeWrapper<AdminAddress>;
  AdminAuditChoices: ResolverTypeWrapper<AdminAuditChoices>;
  AdminAuditEntry: ResolverTypeWrapper<AdminAuditEntry>;
  AdminAuditPage: ResolverTypeWrapper<AdminAuditPage>;
  AdminBalancePayment: ResolverTypeWrapper<AdminBalancePayment>;
  AdminBookingsMoveTo: AdminBookingsMoveTo;
  AdminCalendarRegion: AdminCalendarRegion;
  AdminCatalogueImport: ResolverTypeWrapper<AdminCatalogueImport>;
  AdminClosedDay: ResolverTypeWrapper<AdminClosedDay>;
  AdminClosedDayInput: AdminClosedDayInput;
  AdminClosedDayKind: AdminClosedDayKind;
  AdminCoupon: ResolverTypeWrapper<AdminCoupon>;
  AdminCouponInput: AdminCouponInput;
  AdminCouponKind: AdminCouponKind;
  AdminCouponState: AdminCouponState;
  AdminCourier: ResolverTypeWrapper<AdminCourier>;
  AdminCourierService: ResolverTypeWrapper<AdminCourierService>;
  AdminCourierServiceInput: AdminCourierServiceInput;
  AdminCustomer: ResolverTypeWrapper<AdminCustomer>;
  AdminCustomerAddress: ResolverTypeWrapper<AdminCustomerAddress>;
  AdminCustomerOrder: ResolverTypeWrapper<AdminCustomerOrder>;
  AdminDayBooking: ResolverTypeWrapper<AdminDayBooking>;
  AdminDayClosedMoving: ResolverTypeWrapper<AdminDayClosedMoving>;
  AdminDayKind: AdminDayKind;
  AdminDayLoad: ResolverTypeWrapper<AdminDayLoad>;
  AdminDeliveryAddressInput: AdminDeliveryAddressInput;
  AdminDeliveryClass: AdminDeliveryClass;
  AdminDeliveryCutoff: ResolverTypeWrapper<AdminDeliveryCutoff>;
  AdminDeliveryMethod: ResolverTypeWrapper<AdminDeliveryMethod>;
  AdminDeliveryMethodInput: AdminDeliveryMethodInput;
  AdminDeliveryPlan: ResolverTypeWrapper<AdminDeliveryPlan>;
  AdminDeliverySetup: ResolverTypeWrapper<AdminDeliverySetup>;
  AdminDeliveryVatTreatment: AdminDeliveryVatTreatment;
  AdminDeliveryZone: AdminDeliveryZone;
  AdminDeskSettings: ResolverTypeWrapper<AdminDeskSettings>;
  AdminHistoryEntry: ResolverTypeWrapper<AdminHistoryEntry>;
  AdminImportChange: AdminImportChange;
  AdminImportLine: ResolverTypeWrapper<AdminImportLine>;
  AdminImportProblem: ResolverTypeWrapper<AdminImportProblem>;
  AdminLineChange: ResolverTypeWrapper<AdminLineChange>;
  AdminLineEditPreview: ResolverTypeWrapper<AdminLineEditPreview>;
  AdminLineEditResult: ResolverTypeWrapper<AdminLineEditResult>;
  AdminLineInput: AdminLineInput;
  AdminMethodZone: ResolverTypeWrapper<AdminMethodZone>;
  AdminMethodZoneInput: AdminMethodZoneInput;
  AdminMovedShipment: ResolverTypeWrapper<AdminMovedShipment>;
  AdminOrder: ResolverTypeWrapper<AdminOrder>;
  AdminOrderCancellation: ResolverTypeWrapper<AdminOrderCancellation>;
  AdminOrderCustomer: ResolverTypeWrapper<AdminOrderCustomer>;
  AdminOrderLine: ResolverTypeWrapper<AdminOrderLine>;
  AdminOrderSearchPage: ResolverTypeWrapper<AdminOrderSearchPage>;
  AdminPaymentPurpose: AdminPaymentPurpose;
  AdminPaymentWait: AdminPaymentWait;
  AdminPendingPayment: ResolverTypeWrapper<AdminPendingPayment>;
  AdminPlanAhead: ResolverTypeWrapper<AdminPlanAhead>;
  AdminPlanWeek: ResolverTypeWrapper<AdminPlanWeek>;
  AdminPlannedMove: ResolverTypeWrapper<AdminPlannedMove>;
  AdminPlansAhead: ResolverTypeWrapper<AdminPlansAhead>;
  AdminProduct: ResolverTypeWrapper<AdminProduct>;
  AdminProductDetailsInput: AdminProductDetailsInput;
  AdminProductInput: AdminProductInput;
  AdminProductStatus: AdminProductStatus;
  AdminRefund: ResolverTypeWrapper<AdminRefund>;
  AdminRefundOf: AdminRefundOf;
  AdminRefundResult: ResolverTypeWrapper<AdminRefundResult>;
  AdminRefundVat: ResolverTypeWrapper<AdminRefundVat>;
  AdminRefundablePayment: ResolverTypeWrapper<AdminRefundablePayment>;
  AdminReview: ResolverTypeWrapper<AdminReview>;
  AdminSeenOrder: AdminSeenOrder;
  AdminSeller: ResolverTypeWrapper<AdminSeller>;
  AdminSellerInput: AdminSellerInput;
  AdminShipment: ResolverTypeWrapper<AdminShipment>;
  AdminShipmentDays: ResolverTypeWrapper<AdminShipmentDays>;
  AdminShipmentMove: AdminShipmentMove;
  AdminShipmentRef: AdminShipmentRef;
  AdminShipmentSent: ResolverTypeWrapper<AdminShipmentSent>;
  AdminShippingGroup: AdminShippingGroup;
  AdminSlotOption: ResolverTypeWrapper<AdminSlotOption>;
  AdminTimedDisplayType: AdminTimedDisplayType;
  AdminTimedSlot: ResolverTypeWrapper<AdminTimedSlot>;
  AdminTimedSlotInput: AdminTimedSlotInput;
  AdminToday: ResolverTypeWrapper<AdminToday>;
  AdminUndeliveredMail: ResolverTypeWrapper<AdminUndeliveredMail>;
  AdminVan: ResolverTypeWrapper<AdminVan>;
  AdminVanRun: ResolverTypeWrapper<AdminVanRun>;
  AdminVanStop: ResolverTypeWrapper<AdminVanStop>;
  AdminVatClass: ResolverTypeWrapper<AdminVatClass>;
  AdminZoneAreas: ResolverTypeWrapper<AdminZoneAreas>;
  AvailableService: ResolverTypeWrapper<AvailableService>;
  AvailableShippingMethod: ResolverTypeWrapper<AvailableShippingMethod>;
  BalancePaid: ResolverTypeWrapper<BalancePaid>;
  BalancePayment: ResolverTypeWrapper<BalancePayment>;
  BalancePaymentStatus: BalancePaymentStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CartLink: ResolverTypeWrapper<CartLink>;
  CartSuggestion: ResolverTypeWrapper<CartSuggestion>;
  ClientData: ResolverTypeWrapper<ClientData>;
  Country: ResolverTypeWrapper<Country>;
  CouponUsed: ResolverTypeWrapper<CouponUsed>;
  Courier: ResolverTypeWrapper<Courier>;
  CourierServiceConfig: ResolverTypeWrapper<CourierServiceConfig>;
  Credit: ResolverTypeWrapper<Credit>;
  Currency: ResolverTypeWrapper<Currency>;
  Customer: ResolverTypeWrapper<Customer>;
  CustomerInput: CustomerInput;
  CustomerMatch: ResolverTypeWrapper<CustomerMatch>;
  CustomerOrdersPage: ResolverTypeWrapper<CustomerOrdersPage>;
  DeliveryArea: ResolverTypeWrapper<DeliveryArea>;
  DeliveryCountry: ResolverTypeWrapper<DeliveryCountry>;
  DeliveryDateOption: ResolverTypeWrapper<DeliveryDateOption>;
  DeliveryLineInput: DeliveryLineInput;
  DeliveryPlan: ResolverTypeWrapper<DeliveryPlan>;
  DeliveryPlanInput: DeliveryPlanInput;
  DeliveryPlanKind: DeliveryPlanKind;
  DeliveryPlanLine: ResolverTypeWrapper<DeliveryPlanLine>;
  DeliveryPlanMove: DeliveryPlanMove;
  DeliveryPlanRound: ResolverTypeWrapper<DeliveryPlanRound>;
  DeliveryPlanRoundStatus: DeliveryPlanRoundStatus;
  DeliveryPlanStatus: DeliveryPlanStatus;
  DeliveryPlanSuggestion: ResolverTypeWrapper<DeliveryPlanSuggestion>;
  DeliverySetting: ResolverTypeWrapper<DeliverySetting>;
  DeliverySurcharge: ResolverTypeWrapper<DeliverySurcharge>;
  DiscountApplied: ResolverTypeWrapper<DiscountApplied>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoggedInCustomer: ResolverTypeWrapper<LoggedInCustomer>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<Order>;
  OrderAddressInput: OrderAddressInput;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderCustomerInput: OrderCustomerInput;
  OrderHistoryEntry: ResolverTypeWrapper<OrderHistoryEntry>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderUpdateInput: OrderUpdateInput;
  PaymentGateway: ResolverTypeWrapper<PaymentGateway>;
  PaymentGatewayConfig: ResolverTypeWrapper<PaymentGatewayConfig>;
  PreorderDelivery: PreorderDelivery;
  PreorderOption: ResolverTypeWrapper<PreorderOption>;
  PreorderOptionShipment: ResolverTypeWrapper<PreorderOptionShipment>;
  Product: ResolverTypeWrapper<Product>;
  ProductData: ResolverTypeWrapper<ProductData>;
  ProductDates: ResolverTypeWrapper<ProductDates>;
  ProductTaxCode: ResolverTypeWrapper<ProductTaxCode>;
  PromiseCharge: ResolverTypeWrapper<PromiseCharge>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReferralCodeResult: ResolverTypeWrapper<ReferralCodeResult>;
  ReferralOffer: ResolverTypeWrapper<ReferralOffer>;
  Review: ResolverTypeWrapper<Review>;
  ReviewDecision: ReviewDecision;
  ReviewInput: ReviewInput;
  ReviewPlatform: ResolverTypeWrapper<ReviewPlatform>;
  ReviewStatus: ReviewStatus;
  ReviewSummary: ResolverTypeWrapper<ReviewSummary>;
  Seller: ResolverTypeWrapper<Seller>;
  SheetDetailsInput: SheetDetailsInput;
  SheetMethodInput: SheetMethodInput;
  SheetOption: ResolverTypeWrapper<SheetOption>;
  SheetPlaceInput: SheetPlaceInput;
  SheetQuote: ResolverTypeWrapper<SheetQuote>;
  SheetShipment: ResolverTypeWrapper<SheetShipment>;
  Shipment: ResolverTypeWrapper<Shipment>;
  ShipmentCourier: ResolverTypeWrapper<ShipmentCourier>;
  ShipmentDateChoices: ResolverTypeWrapper<ShipmentDateChoices>;
  ShipmentPromise: ResolverTypeWrapper<ShipmentPromise>;
  ShipmentService: ResolverTypeWrapper<ShipmentService>;
  ShipmentShippingMethod: ResolverTypeWrapper<ShipmentShippingMethod>;
  ShippingHoliday: ResolverTypeWrapper<ShippingHoliday>;
  ShippingMethod: ResolverTypeWrapper<ShippingMethod>;
  ShippingMethodCourier: ResolverTypeWrapper<ShippingMethodCourier>;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  Stock: ResolverTypeWrapper<Stock>;
  StockAlertReply: ResolverTypeWrapper<StockAlertReply>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TimedConfig: ResolverTypeWrapper<TimedConfig>;
  TrackedOrder: ResolverTypeWrapper<TrackedOrder>;
  VatRateTotal: ResolverTypeWrapper<VatRateTotal>;
  VatReceipt: ResolverTypeWrapper<VatReceipt>;
  VatReceiptCharge: ResolverTypeWrapper<VatReceiptCharge>;
  ZoneTransitDays: ResolverTypeWrapper<ZoneTransitDays>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptedCard: AcceptedCard;
  AddToCartInput: AddToCartInput;
  Address: Address;
  AddressInput: AddressInput;
  AdminAddress: AdminAddress;
  AdminAuditChoices: AdminAuditChoices;
  AdminAuditEntry: AdminAuditEntry;
  AdminAuditPage: AdminAuditPage;
  AdminBalancePayment: AdminBalancePayment;
  AdminBookingsMoveTo: AdminBookingsMoveTo;
  AdminCatalogueImport: AdminCatalogueImport;
  AdminClosedDay: AdminClosedDay;
  AdminClosedDayInput: AdminClosedDayInput;
  AdminCoupon: AdminCoupon;
  AdminCouponInput: AdminCouponInput;
  AdminCourier: AdminCourier;
  AdminCourierService: AdminCourierService;
  AdminCourierServiceInput: AdminCourierServiceInput;
  AdminCustomer: AdminCustomer;
  AdminCustomerAddress: AdminCustomerAddress;
  AdminCustomerOrder: AdminCustomerOrder;
  AdminDayBooking: AdminDayBooking;
  AdminDayClosedMoving: AdminDayClosedMoving;
  AdminDayLoad: AdminDayLoad;
  AdminDeliveryAddressInput: AdminDeliveryAddressInput;
  AdminDeliveryCutoff: AdminDeliveryCutoff;
  AdminDeliveryMethod: AdminDeliveryMethod;
  AdminDeliveryMethodInput: AdminDeliveryMethodInput;
  AdminDeliveryPlan: AdminDeliveryPlan;
  AdminDeliverySetup: AdminDeliverySetup;
  AdminDeskSettings: AdminDeskSettings;
  AdminHistoryEntry: AdminHistoryEntry;
  AdminImportLine: AdminImportLine;
  AdminImportProblem: AdminImportProblem;
  AdminLineChange: AdminLineChange;
  AdminLineEditPreview: AdminLineEditPreview;
  AdminLineEditResult: AdminLineEditResult;
  AdminLineInput: AdminLineInput;
  AdminMethodZone: AdminMethodZone;
  AdminMethodZoneInput: AdminMethodZoneInput;
  AdminMovedShipment: AdminMovedShipment;
  AdminOrder: AdminOrder;
  AdminOrderCancellation: AdminOrderCancellation;
  AdminOrderCustomer: AdminOrderCustomer;
  AdminOrderLine: AdminOrderLine;
  AdminOrderSearchPage: AdminOrderSearchPage;
  AdminPendingPayment: AdminPendingPayment;
  AdminPlanAhead: AdminPlanAhead;
  AdminPlanWeek: AdminPlanWeek;
  AdminPlannedMove: AdminPlannedMove;
  AdminPlansAhead: AdminPlansAhead;
  AdminProduct: AdminProduct;
  AdminProductDetailsInput: AdminProductDetailsInput;
  AdminProductInput: AdminProductInput;
  AdminRefund: AdminRefund;
  AdminRefundResult: AdminRefundResult;
  AdminRefundVat: AdminRefundVat;
  AdminRefundablePayment: AdminRefundablePayment;
  AdminReview: AdminReview;
  AdminSeenOrder: AdminSeenOrder;
  AdminSeller: AdminSeller;
  AdminSellerInput: AdminSellerInput;
  AdminShipment: AdminShipment;
  AdminShipmentDays: AdminShipmentDays;
  AdminShipmentRef: AdminShipmentRef;
  AdminShipmentSent: AdminShipmentSent;
  AdminSlotOption: AdminSlotOption;
  AdminTimedSlot: AdminTimedSlot;
  AdminTimedSlotInput: AdminTimedSlotInput;
  AdminToday: AdminToday;
  AdminUndeliveredMail: AdminUndeliveredMail;
  AdminVan: AdminVan;
  AdminVanRun: AdminVanRun;
  AdminVanStop: AdminVanStop;
  AdminVatClass: AdminVatClass;
  AdminZoneAreas: AdminZoneAreas;
  AvailableService: AvailableService;
  AvailableShippingMethod: AvailableShippingMethod;
  BalancePaid: BalancePaid;
  BalancePayment: BalancePayment;
  Boolean: Scalars['Boolean']['output'];
  CartLink: CartLink;
  CartSuggestion: CartSuggestion;
  ClientData: ClientData;
  Country: Country;
  CouponUsed: CouponUsed;
  Courier: Courier;
  CourierServiceConfig: CourierServiceConfig;
  Credit: Credit;
  Currency: Currency;
  Customer: Customer;
  CustomerInput: CustomerInput;
  CustomerMatch: CustomerMatch;
  CustomerOrdersPage: CustomerOrdersPage;
  DeliveryArea: DeliveryArea;
  DeliveryCountry: DeliveryCountry;
  DeliveryDateOption: DeliveryDateOption;
  DeliveryLineInput: DeliveryLineInput;
  DeliveryPlan: DeliveryPlan;
  DeliveryPlanInput: DeliveryPlanInput;
  DeliveryPlanLine: DeliveryPlanLine;
  DeliveryPlanRound: DeliveryPlanRound;
  DeliveryPlanSuggestion: DeliveryPlanSuggestion;
  DeliverySetting: DeliverySetting;
  DeliverySurcharge: DeliverySurcharge;
  DiscountApplied: DiscountApplied;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoggedInCustomer: LoggedInCustomer;
  Mutation: Record<PropertyKey, never>;
  Order: Order;
  OrderAddressInput: OrderAddressInput;
  OrderCustomer: OrderCustomer;
  OrderCustomerInput: OrderCustomerInput;
  OrderHistoryEntry: OrderHistoryEntry;
  OrderItem: OrderItem;
  OrderUpdateInput: OrderUpdateInput;
  PaymentGateway: PaymentGateway;
  PaymentGatewayConfig: PaymentGatewayConfig;
  PreorderOption: PreorderOption;
  PreorderOptionShipment: PreorderOptionShipment;
  Product: Product;
  ProductData: ProductData;
  ProductDates: ProductDates;
  ProductTaxCode: ProductTaxCode;
  PromiseCharge: PromiseCharge;
  Query: Record<PropertyKey, never>;
  ReferralCodeResult: ReferralCodeResult;
  ReferralOffer: ReferralOffer;
  Review: Review;
  ReviewInput: ReviewInput;
  ReviewPlatform: ReviewPlatform;
  ReviewSummary: ReviewSummary;
  Seller: Seller;
  SheetDetailsInput: SheetDetailsInput;
  SheetMethodInput: SheetMethodInput;
  SheetOption: SheetOption;
  SheetPlaceInput: SheetPlaceInput;
  SheetQuote: SheetQuote;
  SheetShipment: SheetShipment;
  Shipment: Shipment;
  ShipmentCourier: ShipmentCourier;
  ShipmentDateChoices: ShipmentDateChoices;
  ShipmentPromise: ShipmentPromise;
  ShipmentService: ShipmentService;
  ShipmentShippingMethod: ShipmentShippingMethod;
  ShippingHoliday: ShippingHoliday;
  ShippingMethod: ShippingMethod;
  ShippingMethodCourier: ShippingMethodCourier;
  StaffMember: StaffMember;
  Stock: Stock;
  StockAlertReply: StockAlertReply;
  String: Scalars['String']['output'];
  TimedConfig: TimedConfig;
  TrackedOrder: TrackedOrder;
  VatRateTotal: VatRateTotal;
  VatReceipt: VatReceipt;
  VatReceiptCharge: VatReceiptCharge;
  ZoneTransitDays: ZoneTransitDays;
};

export type AcceptedCardResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AcceptedCard'] = ResolversParentTypes['AcceptedCard']> = {
  cardRegex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  addressType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  business?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  long?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restrictedAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  restrictedAccessForced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  what3Words?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminAddressResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminAddress'] = ResolversParentTypes['AdminAddress']> = {
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restrictedAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  what3words?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminAuditChoicesResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminAuditChoices'] = ResolversParentTypes['AdminAuditChoices']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  staff?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminAuditEntryResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminAuditEntry'] = ResolversParentTypes['AdminAuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  staffEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subjectKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminAuditPageResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminAuditPage'] = ResolversParentTypes['AdminAuditPage']> = {
  entries?: Resolver<Array<ResolversTypes['AdminAuditEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminBalancePaymentResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminBalancePayment'] = ResolversParentTypes['AdminBalancePayment']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidWith?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  way?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminCatalogueImportResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminCatalogueImport'] = ResolversParentTypes['AdminCatalogueImport']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['AdminImportLine']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['AdminImportProblem']>, ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  written?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminClosedDayResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminClosedDay'] = ResolversParentTypes['AdminClosedDay']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AdminClosedDayKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['AdminCalendarRegion']>, ParentType, ContextType>;
};

export type AdminCouponResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminCoupon'] = ResolversParentTypes['AdminCoupon']> = {
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  discounted?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AdminCouponKind'], ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxUsesPerCustomer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minSpend?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  redemptions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['AdminCouponState'], ParentType, ContextType>;
};

export type AdminCourierResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminCourier'] = ResolversParentTypes['AdminCourier']> = {
  cutoffTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['AdminCourierService']>, ParentType, ContextType>;
};

export type AdminCourierServiceResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminCourierService'] = ResolversParentTypes['AdminCourierService']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatRatePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminCustomerResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminCustomer'] = ResolversParentTypes['AdminCustomer']> = {
  addresses?: Resolver<Array<ResolversTypes['AdminCustomerAddress']>, ParentType, ContextType>;
  creditBalance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  credits?: Resolver<Array<ResolversTypes['Credit']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['AdminCustomerOrder']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesChannel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminCustomerAddressResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminCustomerAddress'] = ResolversParentTypes['AdminCustomerAddress']> = {
  lines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminCustomerOrderResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminCustomerOrder'] = ResolversParentTypes['AdminCustomerOrder']> = {
  asGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminDayBookingResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminDayBooking'] = ResolversParentTypes['AdminDayBooking']> = {
  addressee?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dispatchDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminDayClosedMovingResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminDayClosedMoving'] = ResolversParentTypes['AdminDayClosedMoving']> = {
  day?: Resolver<ResolversTypes['AdminClosedDay'], ParentType, ContextType>;
  moved?: Resolver<Array<ResolversTypes['AdminDayBooking']>, ParentType, ContextType>;
};

export type AdminDayLoadResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminDayLoad'] = ResolversParentTypes['AdminDayLoad']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pallets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parcels?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tonnes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vanStops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminDeliveryCutoffResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminDeliveryCutoff'] = ResolversParentTypes['AdminDeliveryCutoff']> = {
  courierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  courierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cutoffTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  methodId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  methodName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminDeliveryMethodResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminDeliveryMethod'] = ResolversParentTypes['AdminDeliveryMethod']> = {
  courierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deliveryDateDisplayFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryWeekdays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeOver?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  generateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['AdminShippingGroup'], ParentType, ContextType>;
  handlingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxPackagesPerConsignment?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxWeightGrams?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minWeightGrams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageWeightGrams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perPackagePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  salesChannelFreeOver?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['AdminTimedSlot']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  surchargeVatRatePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  surchargesPerConsignment?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  timedDisplayType?: Resolver<ResolversTypes['AdminTimedDisplayType'], ParentType, ContextType>;
  timedEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vatRatePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  zones?: Resolver<Array<ResolversTypes['AdminMethodZone']>, ParentType, ContextType>;
};

export type AdminDeliveryPlanResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminDeliveryPlan'] = ResolversParentTypes['AdminDeliveryPlan']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  everyWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DeliveryPlanKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['DeliveryPlanLine']>, ParentType, ContextType>;
  nextDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rounds?: Resolver<Array<ResolversTypes['DeliveryPlanRound']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DeliveryPlanStatus'], ParentType, ContextType>;
};

export type AdminDeliverySetupResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminDeliverySetup'] = ResolversParentTypes['AdminDeliverySetup']> = {
  couriers?: Resolver<Array<ResolversTypes['AdminCourier']>, ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['AdminDeliveryMethod']>, ParentType, ContextType>;
  zones?: Resolver<Array<ResolversTypes['AdminZoneAreas']>, ParentType, ContextType>;
};

export type AdminDeskSettingsResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminDeskSettings'] = ResolversParentTypes['AdminDeskSettings']> = {
  dispatchUndoSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminHistoryEntryResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminHistoryEntry'] = ResolversParentTypes['AdminHistoryEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminImportLineResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminImportLine'] = ResolversParentTypes['AdminImportLine']> = {
  change?: Resolver<ResolversTypes['AdminImportChange'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AdminImportProblemResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminImportProblem'] = ResolversParentTypes['AdminImportProblem']> = {
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminLineChangeResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminLineChange'] = ResolversParentTypes['AdminLineChange']> = {
  from?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminLineEditPreviewResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminLineEditPreview'] = ResolversParentTypes['AdminLineEditPreview']> = {
  balanceDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AdminLineChange']>, ParentType, ContextType>;
  difference?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalBefore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminLineEditResultResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminLineEditResult'] = ResolversParentTypes['AdminLineEditResult']> = {
  order?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['AdminRefund']>, ParentType, ContextType>;
};

export type AdminMethodZoneResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminMethodZone'] = ResolversParentTypes['AdminMethodZone']> = {
  surcharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transitMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transitMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['AdminDeliveryZone'], ParentType, ContextType>;
};

export type AdminMovedShipmentResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminMovedShipment'] = ResolversParentTypes['AdminMovedShipment']> = {
  order?: Resolver<Maybe<ResolversTypes['AdminOrder']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  undoUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOrderResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminOrder'] = ResolversParentTypes['AdminOrder']> = {
  balanceDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balancePaidOutsideCard?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balancePayments?: Resolver<Array<ResolversTypes['AdminBalancePayment']>, ParentType, ContextType>;
  couponCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['AdminOrderCustomer'], ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['AdminAddress']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AdminHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['AdminOrderLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidByCard?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paidWith?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundablePayments?: Resolver<Array<ResolversTypes['AdminRefundablePayment']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['AdminRefund']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['AdminShipment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminOrderCancellationResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminOrderCancellation'] = ResolversParentTypes['AdminOrderCancellation']> = {
  order?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['AdminRefund']>, ParentType, ContextType>;
};

export type AdminOrderCustomerResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminOrderCustomer'] = ResolversParentTypes['AdminOrderCustomer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOrderLineResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminOrderLine'] = ResolversParentTypes['AdminOrderLine']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminOrderSearchPageResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminOrderSearchPage'] = ResolversParentTypes['AdminOrderSearchPage']> = {
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['AdminOrder']>, ParentType, ContextType>;
};

export type AdminPendingPaymentResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminPendingPayment'] = ResolversParentTypes['AdminPendingPayment']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wait?: Resolver<ResolversTypes['AdminPaymentWait'], ParentType, ContextType>;
  words?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminPlanAheadResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminPlanAhead'] = ResolversParentTypes['AdminPlanAhead']> = {
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  everyWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kilograms?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DeliveryPlanKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['DeliveryPlanLine']>, ParentType, ContextType>;
  nextDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminPlanWeekResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminPlanWeek'] = ResolversParentTypes['AdminPlanWeek']> = {
  stops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tonnes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminPlannedMoveResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminPlannedMove'] = ResolversParentTypes['AdminPlannedMove']> = {
  early?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refused?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminPlansAheadResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminPlansAhead'] = ResolversParentTypes['AdminPlansAhead']> = {
  plans?: Resolver<Array<ResolversTypes['AdminPlanAhead']>, ParentType, ContextType>;
  weeks?: Resolver<Array<ResolversTypes['AdminPlanWeek']>, ParentType, ContextType>;
};

export type AdminProductResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminProduct'] = ResolversParentTypes['AdminProduct']> = {
  alternateSku?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryClass?: Resolver<ResolversTypes['AdminDeliveryClass'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  heldByPayments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presaleDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  presaleHeldByPayments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  presaleLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  retiredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AdminProductStatus'], ParentType, ContextType>;
  stockOnHand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suggestions?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  vatClass?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  weightKg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminRefundResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminRefund'] = ResolversParentTypes['AdminRefund']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundOf?: Resolver<ResolversTypes['AdminRefundOf'], ParentType, ContextType>;
  requestKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatByRate?: Resolver<Array<ResolversTypes['AdminRefundVat']>, ParentType, ContextType>;
};

export type AdminRefundResultResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminRefundResult'] = ResolversParentTypes['AdminRefundResult']> = {
  order?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['AdminRefund'], ParentType, ContextType>;
};

export type AdminRefundVatResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminRefundVat'] = ResolversParentTypes['AdminRefundVat']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminRefundablePaymentResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminRefundablePayment'] = ResolversParentTypes['AdminRefundablePayment']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paidWith?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['AdminPaymentPurpose'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminReviewResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminReview'] = ResolversParentTypes['AdminReview']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  writtenAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminSellerResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminSeller'] = ResolversParentTypes['AdminSeller']> = {
  addressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  companyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryVatTreatment?: Resolver<ResolversTypes['AdminDeliveryVatTreatment'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingHours?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminShipmentResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminShipment'] = ResolversParentTypes['AdminShipment']> = {
  arrival?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookedServices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  chargeLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  courier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dispatchDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dispatchedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ready?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slotCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slotHours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weightKg?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminShipmentDaysResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminShipmentDays'] = ResolversParentTypes['AdminShipmentDays']> = {
  dates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['AdminSlotOption']>, ParentType, ContextType>;
};

export type AdminShipmentSentResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminShipmentSent'] = ResolversParentTypes['AdminShipmentSent']> = {
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminSlotOptionResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminSlotOption'] = ResolversParentTypes['AdminSlotOption']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminTimedSlotResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminTimedSlot'] = ResolversParentTypes['AdminTimedSlot']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminTodayResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminToday'] = ResolversParentTypes['AdminToday']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['AdminDayLoad']>, ParentType, ContextType>;
  dueToDispatch?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersPlaced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentsPending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentsTaken?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentsUnsettled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundsSettled?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  takings?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  undeliveredMail?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminUndeliveredMailResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminUndeliveredMail'] = ResolversParentTypes['AdminUndeliveredMail']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminVanResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminVan'] = ResolversParentTypes['AdminVan']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminVanRunResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminVanRun'] = ResolversParentTypes['AdminVanRun']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['AdminVanStop']>, ParentType, ContextType>;
  vans?: Resolver<Array<ResolversTypes['AdminVan']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminVanStopResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminVanStop'] = ResolversParentTypes['AdminVanStop']> = {
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vanId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type AdminVatClassResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminVatClass'] = ResolversParentTypes['AdminVatClass']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminZoneAreasResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AdminZoneAreas'] = ResolversParentTypes['AdminZoneAreas']> = {
  areas?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['AdminDeliveryZone'], ParentType, ContextType>;
};

export type AvailableServiceResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AvailableService'] = ResolversParentTypes['AvailableService']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailableShippingMethodResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['AvailableShippingMethod'] = ResolversParentTypes['AvailableShippingMethod']> = {
  courierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  courierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDateDisplayFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDateOptions?: Resolver<Array<ResolversTypes['DeliveryDateOption']>, ParentType, ContextType>;
  deliveryRange?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estDeliveryDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  estDispatchDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generateCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['AvailableService']>, ParentType, ContextType>;
  shippingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingMethodSurcharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingMethodSurchargeTax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingTaxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  surcharges?: Resolver<Array<ResolversTypes['DeliverySurcharge']>, ParentType, ContextType>;
  timedConfig?: Resolver<Array<ResolversTypes['TimedConfig']>, ParentType, ContextType>;
  timedDisplayType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timedEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BalancePaidResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['BalancePaid'] = ResolversParentTypes['BalancePaid']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidWith?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BalancePaymentResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['BalancePayment'] = ResolversParentTypes['BalancePayment']> = {
  clientData?: Resolver<Maybe<ResolversTypes['ClientData']>, ParentType, ContextType>;
  failureMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BalancePaymentStatus'], ParentType, ContextType>;
};

export type CartLinkResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['CartLink'] = ResolversParentTypes['CartLink']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartSuggestionResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['CartSuggestion'] = ResolversParentTypes['CartSuggestion']> = {
  SKUCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  SKUName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addedProduct?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currentPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ClientDataResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ClientData'] = ResolversParentTypes['ClientData']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  alpha2?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  alpha3?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  co?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  flagUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officialName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  so?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CouponUsedResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['CouponUsed'] = ResolversParentTypes['CouponUsed']> = {
  awaitsEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  couponCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CourierResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Courier'] = ResolversParentTypes['Courier']> = {
  config?: Resolver<Array<ResolversTypes['DeliverySetting']>, ParentType, ContextType>;
  cutoffTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasBookInService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasRestrictedAccessService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceConfig?: Resolver<Array<ResolversTypes['CourierServiceConfig']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitOfMeasure?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CourierServiceConfigResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['CourierServiceConfig'] = ResolversParentTypes['CourierServiceConfig']> = {
  customerServiceEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surcharge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  surchargeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  websiteEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CreditResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Credit'] = ResolversParentTypes['Credit']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatString?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roundTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  cognitoUser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesChannel?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomerMatchResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['CustomerMatch'] = ResolversParentTypes['CustomerMatch']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  salesChannel?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomerOrdersPageResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['CustomerOrdersPage'] = ResolversParentTypes['CustomerOrdersPage']> = {
  data?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeliveryAreaResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['DeliveryArea'] = ResolversParentTypes['DeliveryArea']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryCountryResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['DeliveryCountry'] = ResolversParentTypes['DeliveryCountry']> = {
  alpha2?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryDateOptionResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['DeliveryDateOption'] = ResolversParentTypes['DeliveryDateOption']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliveryPlanResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['DeliveryPlan'] = ResolversParentTypes['DeliveryPlan']> = {
  basketDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  everyWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DeliveryPlanKind'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['DeliveryPlanLine']>, ParentType, ContextType>;
  nextDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rounds?: Resolver<Array<ResolversTypes['DeliveryPlanRound']>, ParentType, ContextType>;
  sourceOrderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DeliveryPlanStatus'], ParentType, ContextType>;
};

export type DeliveryPlanLineResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['DeliveryPlanLine'] = ResolversParentTypes['DeliveryPlanLine']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeliveryPlanRoundResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['DeliveryPlanRound'] = ResolversParentTypes['DeliveryPlanRound']> = {
  cartId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DeliveryPlanRoundStatus'], ParentType, ContextType>;
};

export type DeliveryPlanSuggestionResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['DeliveryPlanSuggestion'] = ResolversParentTypes['DeliveryPlanSuggestion']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  everyWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeliverySettingResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['DeliverySetting'] = ResolversParentTypes['DeliverySetting']> = {
  property?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeliverySurchargeResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['DeliverySurcharge'] = ResolversParentTypes['DeliverySurcharge']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DiscountAppliedResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['DiscountApplied'] = ResolversParentTypes['DiscountApplied']> = {
  amountApplied?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoggedInCustomerResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['LoggedInCustomer'] = ResolversParentTypes['LoggedInCustomer']> = {
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  cognitoUser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditAmountTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  credits?: Resolver<Array<ResolversTypes['Credit']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralOffer?: Resolver<Maybe<ResolversTypes['ReferralOffer']>, ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  salesChannel?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addCustomerOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddCustomerOrderArgs, 'customer' | 'orderId' | 'salesChannel' | 'tenant'>>;
  addEditOrderAddress?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddEditOrderAddressArgs, 'address' | 'orderId' | 'salesChannel' | 'tenant'>>;
  addToCart?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'quantity' | 'salesChannel' | 'skuId' | 'tenant'>>;
  adminAddClosedDay?: Resolver<ResolversTypes['AdminClosedDay'], ParentType, ContextType, RequireFields<MutationAdminAddClosedDayArgs, 'input' | 'tenant'>>;
  adminAddOrderNote?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<MutationAdminAddOrderNoteArgs, 'note' | 'orderId' | 'tenant'>>;
  adminCancelOrder?: Resolver<ResolversTypes['AdminOrderCancellation'], ParentType, ContextType, RequireFields<MutationAdminCancelOrderArgs, 'orderId' | 'reason' | 'tenant'>>;
  adminChangeAccessNotes?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<MutationAdminChangeAccessNotesArgs, 'orderId' | 'tenant' | 'version'>>;
  adminChangeDeliveryAddress?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<MutationAdminChangeDeliveryAddressArgs, 'address' | 'orderId' | 'tenant' | 'version'>>;
  adminChangeShipmentDay?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<MutationAdminChangeShipmentDayArgs, 'deliveryDate' | 'orderId' | 'shipment' | 'tenant' | 'version'>>;
  adminCloseDayMovingBookings?: Resolver<ResolversTypes['AdminDayClosedMoving'], ParentType, ContextType, RequireFields<MutationAdminCloseDayMovingBookingsArgs, 'input' | 'moveTo' | 'seen' | 'tenant'>>;
  adminCreateCoupon?: Resolver<ResolversTypes['AdminCoupon'], ParentType, ContextType, RequireFields<MutationAdminCreateCouponArgs, 'input' | 'tenant'>>;
  adminCreateDeliveryMethod?: Resolver<ResolversTypes['AdminDeliveryMethod'], ParentType, ContextType, RequireFields<MutationAdminCreateDeliveryMethodArgs, 'input' | 'tenant'>>;
  adminCreateProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAdminCreateProductArgs, 'input' | 'tenant'>>;
  adminDeleteVan?: Resolver<Array<ResolversTypes['AdminVan']>, ParentType, ContextType, RequireFields<MutationAdminDeleteVanArgs, 'id' | 'tenant'>>;
  adminDeliverShipment?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<MutationAdminDeliverShipmentArgs, 'orderId' | 'shipment' | 'tenant'>>;
  adminDispatchShipment?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<MutationAdminDispatchShipmentArgs, 'orderId' | 'shipment' | 'tenant'>>;
  adminEditOrderLines?: Resolver<ResolversTypes['AdminLineEditResult'], ParentType, ContextType, RequireFields<MutationAdminEditOrderLinesArgs, 'lines' | 'orderId' | 'reason' | 'requestKey' | 'tenant' | 'version'>>;
  adminEditProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAdminEditProductArgs, 'input' | 'sku' | 'tenant'>>;
  adminEndCoupon?: Resolver<ResolversTypes['AdminCoupon'], ParentType, ContextType, RequireFields<MutationAdminEndCouponArgs, 'code' | 'tenant'>>;
  adminGrantCredit?: Resolver<ResolversTypes['AdminCustomer'], ParentType, ContextType, RequireFields<MutationAdminGrantCreditArgs, 'amount' | 'customerId' | 'reason' | 'requestKey' | 'tenant'>>;
  adminImportProducts?: Resolver<ResolversTypes['AdminCatalogueImport'], ParentType, ContextType, RequireFields<MutationAdminImportProductsArgs, 'csv' | 'dryRun' | 'tenant'>>;
  adminModerateReview?: Resolver<ResolversTypes['AdminReview'], ParentType, ContextType, RequireFields<MutationAdminModerateReviewArgs, 'decision' | 'reviewId' | 'tenant'>>;
  adminMoveShipments?: Resolver<Array<ResolversTypes['AdminMovedShipment']>, ParentType, ContextType, RequireFields<MutationAdminMoveShipmentsArgs, 'confirmEarly' | 'move' | 'shipments' | 'tenant'>>;
  adminRecordBalancePaid?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<MutationAdminRecordBalancePaidArgs, 'amount' | 'orderId' | 'tenant' | 'version' | 'way'>>;
  adminRefundOrder?: Resolver<ResolversTypes['AdminRefundResult'], ParentType, ContextType, RequireFields<MutationAdminRefundOrderArgs, 'amount' | 'of' | 'orderId' | 'reason' | 'requestKey' | 'tenant'>>;
  adminRemoveClosedDay?: Resolver<ResolversTypes['AdminClosedDay'], ParentType, ContextType, RequireFields<MutationAdminRemoveClosedDayArgs, 'date' | 'kind' | 'tenant'>>;
  adminRemoveCredit?: Resolver<ResolversTypes['AdminCustomer'], ParentType, ContextType, RequireFields<MutationAdminRemoveCreditArgs, 'amount' | 'customerId' | 'reason' | 'requestKey' | 'tenant'>>;
  adminResendMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminResendMailArgs, 'id' | 'tenant'>>;
  adminRestoreProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAdminRestoreProductArgs, 'sku' | 'tenant'>>;
  adminRetireDeliveryMethod?: Resolver<ResolversTypes['AdminDeliveryMethod'], ParentType, ContextType, RequireFields<MutationAdminRetireDeliveryMethodArgs, 'id' | 'tenant'>>;
  adminRetireProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAdminRetireProductArgs, 'sku' | 'tenant'>>;
  adminSaveSeller?: Resolver<ResolversTypes['AdminSeller'], ParentType, ContextType, RequireFields<MutationAdminSaveSellerArgs, 'input' | 'tenant'>>;
  adminSaveVan?: Resolver<ResolversTypes['AdminVan'], ParentType, ContextType, RequireFields<MutationAdminSaveVanArgs, 'name' | 'tenant'>>;
  adminSendDispatchMailNow?: Resolver<Array<ResolversTypes['AdminShipmentSent']>, ParentType, ContextType, RequireFields<MutationAdminSendDispatchMailNowArgs, 'shipments' | 'tenant'>>;
  adminSetCourierServices?: Resolver<ResolversTypes['AdminCourier'], ParentType, ContextType, RequireFields<MutationAdminSetCourierServicesArgs, 'courierId' | 'services' | 'tenant'>>;
  adminSetDeliveryCutoff?: Resolver<Array<ResolversTypes['AdminDeliveryCutoff']>, ParentType, ContextType, RequireFields<MutationAdminSetDeliveryCutoffArgs, 'cutoffTime' | 'methodId' | 'tenant'>>;
  adminSetDeskSettings?: Resolver<ResolversTypes['AdminDeskSettings'], ParentType, ContextType, RequireFields<MutationAdminSetDeskSettingsArgs, 'dispatchUndoSeconds' | 'tenant'>>;
  adminSetVanStops?: Resolver<ResolversTypes['AdminVanRun'], ParentType, ContextType, RequireFields<MutationAdminSetVanStopsArgs, 'day' | 'orderIds' | 'tenant' | 'vanId' | 'version'>>;
  adminUndoDelivery?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<MutationAdminUndoDeliveryArgs, 'orderId' | 'shipment' | 'tenant'>>;
  adminUndoDispatch?: Resolver<ResolversTypes['AdminOrder'], ParentType, ContextType, RequireFields<MutationAdminUndoDispatchArgs, 'orderId' | 'shipment' | 'tenant'>>;
  adminUpdateDeliveryMethod?: Resolver<ResolversTypes['AdminDeliveryMethod'], ParentType, ContextType, RequireFields<MutationAdminUpdateDeliveryMethodArgs, 'input' | 'tenant'>>;
  adminUpdateProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAdminUpdateProductArgs, 'input' | 'tenant'>>;
  airwallexCheckPaymentIntent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAirwallexCheckPaymentIntentArgs, 'orderId' | 'salesChannelId' | 'tenantId'>>;
  changeShipmentDate?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationChangeShipmentDateArgs, 'deliveryDate' | 'orderId' | 'salesChannel' | 'shipment' | 'tenant' | 'version'>>;
  checkBalancePayment?: Resolver<ResolversTypes['BalancePayment'], ParentType, ContextType, RequireFields<MutationCheckBalancePaymentArgs, 'orderId' | 'salesChannel' | 'tenant'>>;
  checkOrderCanBePlaced?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCheckOrderCanBePlacedArgs, 'orderId' | 'paymentData' | 'paymentGatewayId' | 'salesChannel' | 'tenant'>>;
  checkPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCheckPaymentArgs, 'orderId' | 'salesChannel' | 'tenant'>>;
  choosePreorderDelivery?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationChoosePreorderDeliveryArgs, 'choice' | 'orderId' | 'salesChannel' | 'tenant'>>;
  claimGuestOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationClaimGuestOrderArgs, 'claimToken' | 'salesChannel' | 'tenant'>>;
  createAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  createCartLink?: Resolver<ResolversTypes['CartLink'], ParentType, ContextType, RequireFields<MutationCreateCartLinkArgs, 'orderId' | 'salesChannel' | 'tenant'>>;
  createCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input' | 'salesChannel' | 'tenant'>>;
  createDeliveryPlan?: Resolver<ResolversTypes['DeliveryPlan'], ParentType, ContextType, RequireFields<MutationCreateDeliveryPlanArgs, 'input' | 'salesChannel' | 'tenant'>>;
  createOrderFromCartLink?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderFromCartLinkArgs, 'id' | 'salesChannel' | 'tenant'>>;
  deleteAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id' | 'salesChannel' | 'tenant'>>;
  editCustomerReferralCode?: Resolver<ResolversTypes['ReferralCodeResult'], ParentType, ContextType, RequireFields<MutationEditCustomerReferralCodeArgs, 'id' | 'newCode' | 'salesChannel'>>;
  editOrderItem?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationEditOrderItemArgs, 'orderId' | 'orderItemId' | 'quantity' | 'salesChannel' | 'tenant'>>;
  moveDeliveryPlan?: Resolver<ResolversTypes['DeliveryPlan'], ParentType, ContextType, RequireFields<MutationMoveDeliveryPlanArgs, 'move' | 'planId' | 'salesChannel' | 'tenant'>>;
  payBalance?: Resolver<ResolversTypes['BalancePayment'], ParentType, ContextType, RequireFields<MutationPayBalanceArgs, 'orderId' | 'paymentData' | 'paymentGatewayId' | 'salesChannel' | 'tenant'>>;
  placeExpressOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationPlaceExpressOrderArgs, 'orderId' | 'paymentData' | 'paymentGatewayId' | 'salesChannel' | 'sheet' | 'tenant'>>;
  placeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'orderId' | 'paymentData' | 'paymentGatewayId' | 'salesChannel' | 'tenant'>>;
  reOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationReOrderArgs, 'input'>>;
  removeOrderItem?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRemoveOrderItemArgs, 'orderId' | 'orderItemId' | 'salesChannel' | 'tenant'>>;
  requestStockAlert?: Resolver<ResolversTypes['StockAlertReply'], ParentType, ContextType, RequireFields<MutationRequestStockAlertArgs, 'email' | 'productId' | 'salesChannel' | 'tenant'>>;
  selectShippingMethodForShipment?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSelectShippingMethodForShipmentArgs, 'id' | 'orderId' | 'salesChannel' | 'shippingMethod' | 'tenant'>>;
  setOrderCredit?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSetOrderCreditArgs, 'amount' | 'orderId' | 'salesChannel' | 'tenant'>>;
  signOutEverywhere?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startExpressCart?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationStartExpressCartArgs, 'quantity' | 'salesChannel' | 'skuId' | 'tenant'>>;
  updateAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'input' | 'salesChannel' | 'tenant'>>;
  updateCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'input' | 'salesChannel'>>;
  updateDiscountAmount?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateDiscountAmountArgs, 'orderId' | 'salesChannel' | 'tenant'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'data' | 'id' | 'salesChannel' | 'tenant'>>;
  updateShippingCosts?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateShippingCostsArgs, 'orderId' | 'salesChannel' | 'shippingMethodId' | 'tenant'>>;
  writeReview?: Resolver<ResolversTypes['Review'], ParentType, ContextType, RequireFields<MutationWriteReviewArgs, 'input' | 'salesChannel' | 'tenant'>>;
};

export type OrderResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  amountDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balanceDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balanceDueFor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balancesPaid?: Resolver<Array<ResolversTypes['BalancePaid']>, ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  clientData?: Resolver<Maybe<ResolversTypes['ClientData']>, ParentType, ContextType>;
  couponsUsed?: Resolver<Array<ResolversTypes['CouponUsed']>, ParentType, ContextType>;
  creditUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['OrderCustomer']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discountTaxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discountsApplied?: Resolver<Array<ResolversTypes['DiscountApplied']>, ParentType, ContextType>;
  dutyAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dutyAmountTax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  goodsAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  goodsTax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gtagClientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderHistoryEntry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isShipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  languageCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderItems?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  orderNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderShippingMethod?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paidWith?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethodAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentMethodAmountTax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preorderDelivery?: Resolver<ResolversTypes['PreorderDelivery'], ParentType, ContextType>;
  preorderOptions?: Resolver<Array<ResolversTypes['PreorderOption']>, ParentType, ContextType>;
  receiptKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shipmentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipmentsInvalid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shippingAddress?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  shippingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingTaxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subTotalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subTotalTax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalTax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalWeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatReceiptAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderCustomerResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderHistoryEntryResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['OrderHistoryEntry'] = ResolversParentTypes['OrderHistoryEntry']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  skuId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalTaxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PaymentGatewayResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['PaymentGateway'] = ResolversParentTypes['PaymentGateway']> = {
  acceptedCards?: Resolver<Array<ResolversTypes['AcceptedCard']>, ParentType, ContextType>;
  config?: Resolver<Array<ResolversTypes['PaymentGatewayConfig']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentGatewayConfigResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['PaymentGatewayConfig'] = ResolversParentTypes['PaymentGatewayConfig']> = {
  property?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  salesChannelId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreorderOptionResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['PreorderOption'] = ResolversParentTypes['PreorderOption']> = {
  choice?: Resolver<ResolversTypes['PreorderDelivery'], ParentType, ContextType>;
  chosen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['PreorderOptionShipment']>, ParentType, ContextType>;
  shippingAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreorderOptionShipmentResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['PreorderOptionShipment'] = ResolversParentTypes['PreorderOptionShipment']> = {
  estDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readyDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  SKUCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  SKUName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductDataResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ProductData'] = ResolversParentTypes['ProductData']> = {
  alternateProductDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alternateProductId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  alternateProductTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alternateProductUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  listPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  onHand?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewSummary?: Resolver<Maybe<ResolversTypes['ReviewSummary']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Stock'], ParentType, ContextType>;
};

export type ProductDatesResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ProductDates'] = ResolversParentTypes['ProductDates']> = {
  deliveryRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  estDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estDispatchDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  methodName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surcharges?: Resolver<Array<ResolversTypes['DeliverySurcharge']>, ParentType, ContextType>;
  totalShippingAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ProductTaxCodeResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ProductTaxCode'] = ResolversParentTypes['ProductTaxCode']> = {
  countryNotRegex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryRegex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stateNotRegex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateRegex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  zipNotRegex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipRegex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PromiseChargeResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['PromiseCharge'] = ResolversParentTypes['PromiseCharge']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminAudit?: Resolver<ResolversTypes['AdminAuditPage'], ParentType, ContextType, RequireFields<QueryAdminAuditArgs, 'tenant'>>;
  adminAuditChoices?: Resolver<ResolversTypes['AdminAuditChoices'], ParentType, ContextType, RequireFields<QueryAdminAuditChoicesArgs, 'tenant'>>;
  adminCatalogueCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryAdminCatalogueCsvArgs, 'tenant'>>;
  adminClosedDayBookings?: Resolver<Array<ResolversTypes['AdminDayBooking']>, ParentType, ContextType, RequireFields<QueryAdminClosedDayBookingsArgs, 'input' | 'tenant'>>;
  adminClosedDays?: Resolver<Array<ResolversTypes['AdminClosedDay']>, ParentType, ContextType, RequireFields<QueryAdminClosedDaysArgs, 'tenant'>>;
  adminCoupons?: Resolver<Array<ResolversTypes['AdminCoupon']>, ParentType, ContextType, RequireFields<QueryAdminCouponsArgs, 'tenant'>>;
  adminCustomer?: Resolver<Maybe<ResolversTypes['AdminCustomer']>, ParentType, ContextType, RequireFields<QueryAdminCustomerArgs, 'customerId' | 'tenant'>>;
  adminDeliveryCutoffs?: Resolver<Array<ResolversTypes['AdminDeliveryCutoff']>, ParentType, ContextType, RequireFields<QueryAdminDeliveryCutoffsArgs, 'tenant'>>;
  adminDeliveryPlan?: Resolver<Maybe<ResolversTypes['AdminDeliveryPlan']>, ParentType, ContextType, RequireFields<QueryAdminDeliveryPlanArgs, 'planId' | 'tenant'>>;
  adminDeliveryPlansAhead?: Resolver<ResolversTypes['AdminPlansAhead'], ParentType, ContextType, RequireFields<QueryAdminDeliveryPlansAheadArgs, 'tenant'>>;
  adminDeliverySetup?: Resolver<ResolversTypes['AdminDeliverySetup'], ParentType, ContextType, RequireFields<QueryAdminDeliverySetupArgs, 'tenant'>>;
  adminDeskSettings?: Resolver<ResolversTypes['AdminDeskSettings'], ParentType, ContextType, RequireFields<QueryAdminDeskSettingsArgs, 'tenant'>>;
  adminFindCustomers?: Resolver<Array<ResolversTypes['AdminCustomer']>, ParentType, ContextType, RequireFields<QueryAdminFindCustomersArgs, 'search' | 'tenant'>>;
  adminMe?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<QueryAdminMeArgs, 'tenant'>>;
  adminOrder?: Resolver<Maybe<ResolversTypes['AdminOrder']>, ParentType, ContextType, RequireFields<QueryAdminOrderArgs, 'id' | 'tenant'>>;
  adminOrders?: Resolver<Array<ResolversTypes['AdminOrder']>, ParentType, ContextType, RequireFields<QueryAdminOrdersArgs, 'tenant'>>;
  adminPaymentsPending?: Resolver<Array<ResolversTypes['AdminPendingPayment']>, ParentType, ContextType, RequireFields<QueryAdminPaymentsPendingArgs, 'tenant'>>;
  adminPendingReviews?: Resolver<Array<ResolversTypes['AdminReview']>, ParentType, ContextType, RequireFields<QueryAdminPendingReviewsArgs, 'tenant'>>;
  adminPlanShipmentMoves?: Resolver<Array<ResolversTypes['AdminPlannedMove']>, ParentType, ContextType, RequireFields<QueryAdminPlanShipmentMovesArgs, 'move' | 'shipments' | 'tenant'>>;
  adminPreviewOrderLines?: Resolver<ResolversTypes['AdminLineEditPreview'], ParentType, ContextType, RequireFields<QueryAdminPreviewOrderLinesArgs, 'lines' | 'orderId' | 'tenant' | 'version'>>;
  adminProducts?: Resolver<Array<ResolversTypes['AdminProduct']>, ParentType, ContextType, RequireFields<QueryAdminProductsArgs, 'tenant'>>;
  adminSearchOrders?: Resolver<ResolversTypes['AdminOrderSearchPage'], ParentType, ContextType, RequireFields<QueryAdminSearchOrdersArgs, 'search' | 'tenant'>>;
  adminSeller?: Resolver<Maybe<ResolversTypes['AdminSeller']>, ParentType, ContextType, RequireFields<QueryAdminSellerArgs, 'tenant'>>;
  adminShipmentDays?: Resolver<ResolversTypes['AdminShipmentDays'], ParentType, ContextType, RequireFields<QueryAdminShipmentDaysArgs, 'orderId' | 'shipment' | 'tenant'>>;
  adminToday?: Resolver<ResolversTypes['AdminToday'], ParentType, ContextType, RequireFields<QueryAdminTodayArgs, 'tenant'>>;
  adminUndeliveredMail?: Resolver<Array<ResolversTypes['AdminUndeliveredMail']>, ParentType, ContextType, RequireFields<QueryAdminUndeliveredMailArgs, 'tenant'>>;
  adminVanRun?: Resolver<ResolversTypes['AdminVanRun'], ParentType, ContextType, RequireFields<QueryAdminVanRunArgs, 'day' | 'tenant'>>;
  adminVatClasses?: Resolver<Array<ResolversTypes['AdminVatClass']>, ParentType, ContextType, RequireFields<QueryAdminVatClassesArgs, 'tenant'>>;
  getAddressesByPostCode?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType, RequireFields<QueryGetAddressesByPostCodeArgs, 'postCode' | 'salesChannel' | 'tenant'>>;
  getAndValidateOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryGetAndValidateOrderArgs, 'orderId' | 'salesChannel' | 'tenant'>>;
  getCartSuggestedProducts?: Resolver<Array<ResolversTypes['CartSuggestion']>, ParentType, ContextType, RequireFields<QueryGetCartSuggestedProductsArgs, 'orderId' | 'salesChannel' | 'tenant'>>;
  getCountries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType, RequireFields<QueryGetCountriesArgs, 'tenant'>>;
  getCourier?: Resolver<Maybe<ResolversTypes['Courier']>, ParentType, ContextType, RequireFields<QueryGetCourierArgs, 'id' | 'tenant'>>;
  getCurrencyCodes?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType, RequireFields<QueryGetCurrencyCodesArgs, 'tenant'>>;
  getCustomerByEmailSalesChannel?: Resolver<Maybe<ResolversTypes['CustomerMatch']>, ParentType, ContextType, RequireFields<QueryGetCustomerByEmailSalesChannelArgs, 'email' | 'salesChannel' | 'tenant'>>;
  getCustomerOrders?: Resolver<ResolversTypes['CustomerOrdersPage'], ParentType, ContextType, RequireFields<QueryGetCustomerOrdersArgs, 'salesChannel' | 'tenant'>>;
  getDeliveryCountries?: Resolver<Array<ResolversTypes['DeliveryCountry']>, ParentType, ContextType, RequireFields<QueryGetDeliveryCountriesArgs, 'tenant'>>;
  getDeliveryPlanFirstDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryGetDeliveryPlanFirstDateArgs, 'orderId' | 'salesChannel' | 'tenant'>>;
  getDeliveryPlanSuggestions?: Resolver<Array<ResolversTypes['DeliveryPlanSuggestion']>, ParentType, ContextType, RequireFields<QueryGetDeliveryPlanSuggestionsArgs, 'orderId' | 'salesChannel' | 'tenant'>>;
  getLoggedInCustomerData?: Resolver<ResolversTypes['LoggedInCustomer'], ParentType, ContextType, RequireFields<QueryGetLoggedInCustomerDataArgs, 'salesChannel' | 'tenant'>>;
  getMyAddresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType, RequireFields<QueryGetMyAddressesArgs, 'salesChannel' | 'tenant'>>;
  getMyDeliveryPlans?: Resolver<Array<ResolversTypes['DeliveryPlan']>, ParentType, ContextType, RequireFields<QueryGetMyDeliveryPlansArgs, 'salesChannel' | 'tenant'>>;
  getOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryGetOrderArgs, 'orderId' | 'salesChannel' | 'tenant'>>;
  getOrderByNumber?: Resolver<Maybe<ResolversTypes['TrackedOrder']>, ParentType, ContextType, RequireFields<QueryGetOrderByNumberArgs, 'orderNumber' | 'salesChannel' | 'tenant'>>;
  getPaymentGatewaysForWebsite?: Resolver<Array<ResolversTypes['PaymentGateway']>, ParentType, ContextType, RequireFields<QueryGetPaymentGatewaysForWebsiteArgs, 'tenant_id'>>;
  getPreorderOptions?: Resolver<Array<ResolversTypes['PreorderOption']>, ParentType, ContextType, RequireFields<QueryGetPreorderOptionsArgs, 'orderId' | 'postcode' | 'salesChannel' | 'tenant'>>;
  getProduct?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryGetProductArgs, 'id' | 'tenant'>>;
  getProductData?: Resolver<Maybe<ResolversTypes['ProductData']>, ParentType, ContextType, RequireFields<QueryGetProductDataArgs, 'id' | 'salesChannel' | 'tenant'>>;
  getProductDates?: Resolver<Maybe<ResolversTypes['ProductDates']>, ParentType, ContextType, RequireFields<QueryGetProductDatesArgs, 'postcode' | 'productId' | 'salesChannel' | 'tenant'>>;
  getProductTaxCodesData?: Resolver<Array<ResolversTypes['ProductTaxCode']>, ParentType, ContextType, RequireFields<QueryGetProductTaxCodesDataArgs, 'id' | 'tenant'>>;
  getProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryGetProductsArgs, 'tenant'>>;
  getReviewPlatforms?: Resolver<Array<ResolversTypes['ReviewPlatform']>, ParentType, ContextType, RequireFields<QueryGetReviewPlatformsArgs, 'salesChannel' | 'tenant_id'>>;
  getReviewsBySKU?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType, RequireFields<QueryGetReviewsBySkuArgs, 'SKUCode' | 'tenant'>>;
  getSeller?: Resolver<Maybe<ResolversTypes['Seller']>, ParentType, ContextType, RequireFields<QueryGetSellerArgs, 'tenant'>>;
  getShippingHolidaysWithTenant?: Resolver<Array<ResolversTypes['ShippingHoliday']>, ParentType, ContextType, RequireFields<QueryGetShippingHolidaysWithTenantArgs, 'tenantId' | 'year'>>;
  getShippingMethod?: Resolver<Maybe<ResolversTypes['ShippingMethod']>, ParentType, ContextType, RequireFields<QueryGetShippingMethodArgs, 'id' | 'tenant'>>;
  getShippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType, RequireFields<QueryGetShippingMethodsArgs, 'tenant'>>;
  getVatReceipt?: Resolver<Maybe<ResolversTypes['VatReceipt']>, ParentType, ContextType, RequireFields<QueryGetVatReceiptArgs, 'orderId' | 'salesChannel' | 'tenant'>>;
  quoteExpressDelivery?: Resolver<ResolversTypes['SheetQuote'], ParentType, ContextType, RequireFields<QueryQuoteExpressDeliveryArgs, 'address' | 'orderId' | 'salesChannel' | 'tenant'>>;
  shipmentDateChoices?: Resolver<ResolversTypes['ShipmentDateChoices'], ParentType, ContextType, RequireFields<QueryShipmentDateChoicesArgs, 'orderId' | 'salesChannel' | 'shipment' | 'tenant'>>;
};

export type ReferralCodeResultResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ReferralCodeResult'] = ResolversParentTypes['ReferralCodeResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReferralOfferResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ReferralOffer'] = ResolversParentTypes['ReferralOffer']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  friendDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  friendMinimumSpend?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  referrerCredit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  datePublished?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ratingValue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReviewPlatformResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ReviewPlatform'] = ResolversParentTypes['ReviewPlatform']> = {
  cb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  co?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  config?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  so?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewSummaryResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ReviewSummary'] = ResolversParentTypes['ReviewSummary']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviewsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  starCount?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SellerResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Seller'] = ResolversParentTypes['Seller']> = {
  addressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  companyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openingHours?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  siteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tradingName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SheetOptionResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['SheetOption'] = ResolversParentTypes['SheetOption']> = {
  amountDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['SheetShipment']>, ParentType, ContextType>;
  shippingTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SheetQuoteResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['SheetQuote'] = ResolversParentTypes['SheetQuote']> = {
  amountDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['SheetOption']>, ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['SheetShipment']>, ParentType, ContextType>;
  shippingTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SheetShipmentResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['SheetShipment'] = ResolversParentTypes['SheetShipment']> = {
  charge?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  methodId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  availableShippingMethods?: Resolver<Array<ResolversTypes['AvailableShippingMethod']>, ParentType, ContextType>;
  deliveryDateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dispatchDateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estDispatchDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isShipmentValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderItems?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  promise?: Resolver<ResolversTypes['ShipmentPromise'], ParentType, ContextType>;
  readyText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['ShipmentService']>, ParentType, ContextType>;
  shipmentErrors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  shippingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingMethod?: Resolver<Maybe<ResolversTypes['ShipmentShippingMethod']>, ParentType, ContextType>;
  shippingTaxAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surcharges?: Resolver<Array<ResolversTypes['DeliverySurcharge']>, ParentType, ContextType>;
  totalWeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ShipmentCourierResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ShipmentCourier'] = ResolversParentTypes['ShipmentCourier']> = {
  hasBookInService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasRestrictedAccessService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentDateChoicesResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ShipmentDateChoices'] = ResolversParentTypes['ShipmentDateChoices']> = {
  changeableUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dates?: Resolver<Array<ResolversTypes['DeliveryDateOption']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentPromiseResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ShipmentPromise'] = ResolversParentTypes['ShipmentPromise']> = {
  arrival?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chargeLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  charges?: Resolver<Array<ResolversTypes['PromiseCharge']>, ParentType, ContextType>;
  day?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ready?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShipmentServiceResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ShipmentService'] = ResolversParentTypes['ShipmentService']> = {
  force?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentShippingMethodResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ShipmentShippingMethod'] = ResolversParentTypes['ShipmentShippingMethod']> = {
  courier?: Resolver<ResolversTypes['ShipmentCourier'], ParentType, ContextType>;
  deliveryDateDisplayFormat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryRange?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selectedTimedConfig?: Resolver<Maybe<ResolversTypes['TimedConfig']>, ParentType, ContextType>;
};

export type ShippingHolidayResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ShippingHoliday'] = ResolversParentTypes['ShippingHoliday']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingMethodResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = {
  config?: Resolver<Array<ResolversTypes['DeliverySetting']>, ParentType, ContextType>;
  courier?: Resolver<ResolversTypes['ShippingMethodCourier'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['ZoneTransitDays']>, ParentType, ContextType>;
  deliveryRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeOver?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minWeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesChannelFreeOver?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingMethodCourierResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ShippingMethodCourier'] = ResolversParentTypes['ShippingMethodCourier']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tenant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['Stock'] = ResolversParentTypes['Stock']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fontColour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presaleDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  presaleLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StockAlertReplyResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['StockAlertReply'] = ResolversParentTypes['StockAlertReply']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimedConfigResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['TimedConfig'] = ResolversParentTypes['TimedConfig']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrackedOrderResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['TrackedOrder'] = ResolversParentTypes['TrackedOrder']> = {
  amountDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditUsed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryAreas?: Resolver<Array<ResolversTypes['DeliveryArea']>, ParentType, ContextType>;
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderHistoryEntry']>, ParentType, ContextType>;
  invNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isShipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderItems?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shipmentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subTotalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalTax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type VatRateTotalResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['VatRateTotal'] = ResolversParentTypes['VatRateTotal']> = {
  grossAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  netAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type VatReceiptResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['VatReceipt'] = ResolversParentTypes['VatReceipt']> = {
  deliveryCharges?: Resolver<Array<ResolversTypes['VatReceiptCharge']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['Seller'], ParentType, ContextType>;
  taxPoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatByRate?: Resolver<Array<ResolversTypes['VatRateTotal']>, ParentType, ContextType>;
};

export type VatReceiptChargeResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['VatReceiptCharge'] = ResolversParentTypes['VatReceiptCharge']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ZoneTransitDaysResolvers<ContextType = CommerceContext, ParentType extends ResolversParentTypes['ZoneTransitDays'] = ResolversParentTypes['ZoneTransitDays']> = {
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = CommerceContext> = {
  AcceptedCard?: AcceptedCardResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AdminAddress?: AdminAddressResolvers<ContextType>;
  AdminAuditChoices?: AdminAuditChoicesResolvers<ContextType>;
  AdminAuditEntry?: AdminAuditEntryResolvers<ContextType>;
  AdminAuditPage?: AdminAuditPageResolvers<ContextType>;
  AdminBalancePayment?: AdminBalancePaymentResolvers<ContextType>;
  AdminCatalogueImport?: AdminCatalogueImportResolvers<ContextType>;
  AdminClosedDay?: AdminClosedDayResolvers<ContextType>;
  AdminCoupon?: AdminCouponResolvers<ContextType>;
  AdminCourier?: AdminCourierResolvers<ContextType>;
  AdminCourierService?: AdminCourierServiceResolvers<ContextType>;
  AdminCustomer?: AdminCustomerResolvers<ContextType>;
  AdminCustomerAddress?: AdminCustomerAddressResolvers<ContextType>;
  AdminCustomerOrder?: AdminCustomerOrderResolvers<ContextType>;
  AdminDayBooking?: AdminDayBookingResolvers<ContextType>;
  AdminDayClosedMoving?: AdminDayClosedMovingResolvers<ContextType>;
  AdminDayLoad?: AdminDayLoadResolvers<ContextType>;
  AdminDeliveryCutoff?: AdminDeliveryCutoffResolvers<ContextType>;
  AdminDeliveryMethod?: AdminDeliveryMethodResolvers<ContextType>;
  AdminDeliveryPlan?: AdminDeliveryPlanResolvers<ContextType>;
  AdminDeliverySetup?: AdminDeliverySetupResolvers<ContextType>;
  AdminDeskSettings?: AdminDeskSettingsResolvers<ContextType>;
  AdminHistoryEntry?: AdminHistoryEntryResolvers<ContextType>;
  AdminImportLine?: AdminImportLineResolvers<ContextType>;
  AdminImportProblem?: AdminImportProblemResolvers<ContextType>;
  AdminLineChange?: AdminLineChangeResolvers<ContextType>;
  AdminLineEditPreview?: AdminLineEditPreviewResolvers<ContextType>;
  AdminLineEditResult?: AdminLineEditResultResolvers<ContextType>;
  AdminMethodZone?: AdminMethodZoneResolvers<ContextType>;
  AdminMovedShipment?: AdminMovedShipmentResolvers<ContextType>;
  AdminOrder?: AdminOrderResolvers<ContextType>;
  AdminOrderCancellation?: AdminOrderCancellationResolvers<ContextType>;
  AdminOrderCustomer?: AdminOrderCustomerResolvers<ContextType>;
  AdminOrderLine?: AdminOrderLineResolvers<ContextType>;
  AdminOrderSearchPage?: AdminOrderSearchPageResolvers<ContextType>;
  AdminPendingPayment?: AdminPendingPaymentResolvers<ContextType>;
  AdminPlanAhead?: AdminPlanAheadResolvers<ContextType>;
  AdminPlanWeek?: AdminPlanWeekResolvers<ContextType>;
  AdminPlannedMove?: AdminPlannedMoveResolvers<ContextType>;
  AdminPlansAhead?: AdminPlansAheadResolvers<ContextType>;
  AdminProduct?: AdminProductResolvers<ContextType>;
  AdminRefund?: AdminRefundResolvers<ContextType>;
  AdminRefundResult?: AdminRefundResultResolvers<ContextType>;
  AdminRefundVat?: AdminRefundVatResolvers<ContextType>;
  AdminRefundablePayment?: AdminRefundablePaymentResolvers<ContextType>;
  AdminReview?: AdminReviewResolvers<ContextType>;
  AdminSeller?: AdminSellerResolvers<ContextType>;
  AdminShipment?: AdminShipmentResolvers<ContextType>;
  AdminShipmentDays?: AdminShipmentDaysResolvers<ContextType>;
  AdminShipmentSent?: AdminShipmentSentResolvers<ContextType>;
  AdminSlotOption?: AdminSlotOptionResolvers<ContextType>;
  AdminTimedSlot?: AdminTimedSlotResolvers<ContextType>;
  AdminToday?: AdminTodayResolvers<ContextType>;
  AdminUndeliveredMail?: AdminUndeliveredMailResolvers<ContextType>;
  AdminVan?: AdminVanResolvers<ContextType>;
  AdminVanRun?: AdminVanRunResolvers<ContextType>;
  AdminVanStop?: AdminVanStopResolvers<ContextType>;
  AdminVatClass?: AdminVatClassResolvers<ContextType>;
  AdminZoneAreas?: AdminZoneAreasResolvers<ContextType>;
  AvailableService?: AvailableServiceResolvers<ContextType>;
  AvailableShippingMethod?: AvailableShippingMethodResolvers<ContextType>;
  BalancePaid?: BalancePaidResolvers<ContextType>;
  BalancePayment?: BalancePaymentResolvers<ContextType>;
  CartLink?: CartLinkResolvers<ContextType>;
  CartSuggestion?: CartSuggestionResolvers<ContextType>;
  ClientData?: ClientDataResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CouponUsed?: CouponUsedResolvers<ContextType>;
  Courier?: CourierResolvers<ContextType>;
  CourierServiceConfig?: CourierServiceConfigResolvers<ContextType>;
  Credit?: CreditResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerMatch?: CustomerMatchResolvers<ContextType>;
  CustomerOrdersPage?: CustomerOrdersPageResolvers<ContextType>;
  DeliveryArea?: DeliveryAreaResolvers<ContextType>;
  DeliveryCountry?: DeliveryCountryResolvers<ContextType>;
  DeliveryDateOption?: DeliveryDateOptionResolvers<ContextType>;
  DeliveryPlan?: DeliveryPlanResolvers<ContextType>;
  DeliveryPlanLine?: DeliveryPlanLineResolvers<ContextType>;
  DeliveryPlanRound?: DeliveryPlanRoundResolvers<ContextType>;
  DeliveryPlanSuggestion?: DeliveryPlanSuggestionResolvers<ContextType>;
  DeliverySetting?: DeliverySettingResolvers<ContextType>;
  DeliverySurcharge?: DeliverySurchargeResolvers<ContextType>;
  DiscountApplied?: DiscountAppliedResolvers<ContextType>;
  LoggedInCustomer?: LoggedInCustomerResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderHistoryEntry?: OrderHistoryEntryResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  PaymentGateway?: PaymentGatewayResolvers<ContextType>;
  PaymentGatewayConfig?: PaymentGatewayConfigResolvers<ContextType>;
  PreorderOption?: PreorderOptionResolvers<ContextType>;
  PreorderOptionShipment?: PreorderOptionShipmentResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductData?: ProductDataResolvers<ContextType>;
  ProductDates?: ProductDatesResolvers<ContextType>;
  ProductTaxCode?: ProductTaxCodeResolvers<ContextType>;
  PromiseCharge?: PromiseChargeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReferralCodeResult?: ReferralCodeResultResolvers<ContextType>;
  ReferralOffer?: ReferralOfferResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewPlatform?: ReviewPlatformResolvers<ContextType>;
  ReviewSummary?: ReviewSummaryResolvers<ContextType>;
  Seller?: SellerResolvers<ContextType>;
  SheetOption?: SheetOptionResolvers<ContextType>;
  SheetQuote?: SheetQuoteResolvers<ContextType>;
  SheetShipment?: SheetShipmentResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShipmentCourier?: ShipmentCourierResolvers<ContextType>;
  ShipmentDateChoices?: ShipmentDateChoicesResolvers<ContextType>;
  ShipmentPromise?: ShipmentPromiseResolvers<ContextType>;
  ShipmentService?: ShipmentServiceResolvers<ContextType>;
  ShipmentShippingMethod?: ShipmentShippingMethodResolvers<ContextType>;
  ShippingHoliday?: ShippingHolidayResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingMethodCourier?: ShippingMethodCourierResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  Stock?: StockResolvers<ContextType>;
  StockAlertReply?: StockAlertReplyResolvers<ContextType>;
  TimedConfig?: TimedConfigResolvers<ContextType>;
  TrackedOrder?: TrackedOrderResolvers<ContextType>;
  VatRateTotal?: VatRateTotalResolvers<ContextType>;
  VatReceipt?: VatReceiptResolvers<ContextType>;
  VatReceiptCharge?: VatReceiptChargeResolvers<ContextType>;
  ZoneTransitDays?: ZoneTransitDaysResolvers<ContextType>;
};

