import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { CalendarRegion } from '../domain/delivery/calendar-region.ts';
import type { Courier, ServiceType, ShippingGroup, ShippingMethodRule, SurchargeKind } from '../domain/delivery/methods.ts';
import type { PreorderDelivery, ShipmentKey } from '../domain/delivery/shipments.ts';
import type { OrderHistoryEvent, OrderStatus } from '../domain/order-process.ts';
import type { PaymentStatus } from '../domain/payment-status.ts';
import type { DeliveryVatPart, DeliveryVatTreatment } from '../domain/pricing/delivery-vat.ts';
import type { RefundOf } from '../domain/refunds.ts';
import type { ShipmentStatus } from '../domain/shipment-status.ts';

/** Row types of the commerce store, as Kysely sees them. Money columns are integer pence. */
export interface Database {
  tenant: TenantTable;
  sales_channel: SalesChannelTable;
  api_key: ApiKeyTable;
  product: ProductTable;
  orders: OrderTable;
  order_item: OrderItemTable;
  customer: CustomerTable;
  customer_credit: CustomerCreditTable;
  customer_address: CustomerAddressTable;
  order_address: OrderAddressTable;
  coupon: CouponTable;
  coupon_redemption: CouponRedemptionTable;
  product_tax_code: ProductTaxCodeTable;
  country: CountryTable;
  currency: CurrencyTable;
  review_platform: ReviewPlatformTable;
  review: ReviewTable;
  product_suggestion: ProductSuggestionTable;
  postcode_address: PostcodeAddressTable;
  payment_gateway: PaymentGatewayTable;
  accepted_card: AcceptedCardTable;
  courier: CourierTable;
  shipping_method: ShippingMethodTable;
  shipping_holiday: ShippingHolidayTable;
  order_shipment: OrderShipmentTable;
  cart_link: CartLinkTable;
  order_receipt_key: OrderReceiptKeyTable;
  order_claim_link: OrderClaimLinkTable;
  payment_attempt: PaymentAttemptTable;
  order_history: OrderHistoryTable;
  webhook_event: WebhookEventTable;
  test_card_payment: TestCardPaymentTable;
  mail_outbox: MailOutboxTable;
  stock_alert: StockAlertTable;
  delivery_plan: DeliveryPlanTable;
  delivery_plan_round: DeliveryPlanRoundTable;
  delivery_plan_link_use: DeliveryPlanLinkUseTable;
  referral_offer: ReferralOfferTable;
  referral_reward: ReferralRewardTable;
  seller: SellerTable;
  content_webhook_delivery: ContentWebhookDeliveryTable;
  admin_audit: AdminAuditTable;
  order_refund: OrderRefundTable;
  test_card_refund: TestCardRefundTable;
  identity_sign_out: IdentitySignOutTable;
  desk_setting: DeskSettingTable;
  desk_van: DeskVanTable;
  van_run: VanRunTable;
  van_run_stop: VanRunStopTable;
  order_balance_payment: OrderBalancePaymentTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TenantTable {
  id: string;
  name: string;
}

/** Who sells, one row per tenant (domain/seller.ts; migration 0012). */
export interface SellerTable {
  tenant_id: string;
  legal_name: string;
  trading_name: string;
  /** A JSON array of the address's lines, postcode last. */
  address_lines: ColumnType<string[], string, string>;
  vat_number: string;
  company_number: string | null;
  email: string;
  phone: string;
  site_url: string;
  /** A JSON array of lines, e.g. "Monday to Friday: 8am to 5pm" (migration 0015). */
  opening_hours: ColumnType<string[], string | undefined, string>;
  /** How delivery charges are taxed (domain/pricing/delivery-vat.ts; migration 0028). */
  delivery_vat_treatment: Generated<DeliveryVatTreatment>;
}

export interface SalesChannelTable {
  id: string;
  tenant_id: string;
  name: string;
  brand: string;
  currency_code: string;
}

/**
 * A publishable key: it names the storefront, it is not a secret. Kept as its SHA-256
 * (base64url), so the store never holds the key's text.
 */
export interface ApiKeyTable {
  key_hash: string;
  tenant_id: string;
  sales_channel_id: string;
  description: string;
}

export interface ProductTable {
  tenant_id: string;
  /** The SKU code. Immutable: the CMS refers to it, so a renamed product is a new SKU. */
  id: string;
  sku_name: string;
  short_name: string;
  current_price_pence: number;
  list_price_pence: number;
  vat_rate_basis_points: number;
  weight_grams: number;
  on_hand: number;
  presale_date: string | null;
  presale_limit: number | null;
  alternate_product_id: string | null;
  image_url: string;
  product_url: string;
  sort: number;
  /** How it travels: crates on the shop's vans, pellets on pallets, small things by parcel. */
  shipping_group: Generated<ShippingGroup>;
  /** When staff retired it (migration 0031): hidden from the storefront, kept for its history. Null while on sale. */
  retired_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface OrderTable {
  id: string;
  tenant_id: string;
  sales_channel_id: string;
  /** Written only by `moveOrder` (orders/orders.store.ts), which checks the order process. */
  status: OrderStatus;
  /** Written only by `moveOrder`, which checks the payment's moves (domain/payment-status.ts). */
  payment_status: PaymentStatus;
  guest: boolean;
  currency_code: string;
  gtag_client_id: string | null;
  /** Bumped by every change; updates name the version they read (optimistic concurrency). */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  customer_id: string | null;
  customer_email: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  customer_phone: string | null;
  notes: string | null;
  coupon_code: string | null;
  credit_requested_pence: number | null;
  language_code: Generated<string>;
  order_number: number | null;
  inv_number: string | null;
  placed_at: Timestamp | null;
  metadata: Generated<Record<string, unknown>>;
  /** The customer who claimed this guest order (migration 0026); null until one does. */
  claimed_by_customer_id: Generated<string | null>;
  /** The seller's delivery VAT treatment when the order was placed; null while it is a cart (migration 0028). */
  delivery_vat_treatment: ColumnType<DeliveryVatTreatment | null, DeliveryVatTreatment | null | undefined, DeliveryVatTreatment | null>;
  /** How the order was paid, in the shop's words ("card", "PayPal"), written when it is placed (migration 0042); null before, or when credit paid it all. */
  paid_with: ColumnType<string | null, string | null | undefined, string | null>;
  /** How a basket mixing stock and pre-orders is sent, as the shopper chose (migration 0046). */
  preorder_delivery: Generated<PreorderDelivery>;
  /** Asked of the customer by a desk edit of the lines that cost more than was paid, not yet paid (migration 0047). */
  balance_due_pence: Generated<number>;
  /** A cart a product page's express checkout made for one product (migration 0051): never a shopper's basket; deleted by the sweep when left unpaid. */
  express_cart: Generated<boolean>;
  /** What the balance due is for: the line changes that made it, in the shop's words; null when nothing is due (migration 0049). */
  balance_due_for: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderItemTable {
  id: string;
  order_id: string;
  product_id: string;
  sku_code: string;
  name: string;
  quantity: number;
  /** Price and VAT rate as they were when the line was last priced: the line's snapshot. */
  unit_price_pence: number;
  vat_rate_basis_points: number;
  weight_grams: number;
  image_url: string;
  product_url: string;
  position: Generated<number>;
}

export interface CustomerTable {
  id: string;
  tenant_id: string;
  sales_channel_id: string;
  /** Always lower case: the unique index is then the case-insensitive rule. */
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  cognito_user: string | null;
  referral_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a tenant gives for a referral; no row: referral codes give nothing. */
export interface ReferralOfferTable {
  tenant_id: string;
  /** Off the friend's first order, once its goods reach the minimum. */
  friend_discount_pence: number;
  friend_min_spend_pence: number;
  /** Credit for the customer whose code it was, when the friend's order is placed. */
  referrer_credit_pence: number;
  enabled: Generated<boolean>;
}

/** One reward per friend's order: the key makes a second settle of the same payment a no-op. */
export interface ReferralRewardTable {
  order_id: string;
  tenant_id: string;
  referrer_customer_id: string;
  /** The friend's mailbox (domain/mailbox-key.ts); rows before migration 0026 hold the lower-cased email. */
  friend_key: string;
  credit_pence: number;
  created_at: Timestamp;
  /** Set when the friend's order is placed and the credit written; null while the payment is open. */
  credited_at: Timestamp | null;
}

/** When an identity user last signed out everywhere (migration 0027); their tokens issued until then are refused. */
export interface IdentitySignOutTable {
  /** The identity user: the ID token's `sub`. */
  subject: string;
  signed_out_at: Timestamp;
}

export interface CustomerCreditTable {
  id: string;
  customer_id: string;
  created_at: Timestamp;
  /** Positive when credit is given, negative when it is spent. */
  amount_pence: number;
  description: string;
  order_id: string | null;
  /** The desk's key for the request that made a shop entry (migration 0025); null for every other entry. */
  request_key: ColumnType<string | null, string | null | undefined, never>;
}

export interface AddressColumns {
  business: Generated<boolean>;
  first_name: string;
  last_name: string;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  post_code: string;
  state_code: string | null;
  state: string | null;
  country_code: string;
  lat: number | null;
  long: number | null;
  what3words: string | null;
  delivery_notes: string | null;
  phone_number: string | null;
  restricted_access: Generated<boolean>;
  restricted_access_forced: Generated<boolean>;
}

export type AddressType = 'shipping' | 'billing';

export interface CustomerAddressTable extends AddressColumns {
  id: string;
  tenant_id: string;
  sales_channel_id: string;
  customer_id: string;
  address_type: AddressType;
  is_default: Generated<boolean>;
  created_at: Timestamp;
}

export interface OrderAddressTable extends AddressColumns {
  id: string;
  order_id: string;
  address_type: AddressType;
  position: Generated<number>;
}

export interface CouponTable {
  tenant_id: string;
  /** Upper case; codes are matched case-insensitively. */
  code: string;
  name: string;
  kind: 'percentage' | 'fixedAmount' | 'freeDelivery';
  percent_basis_points: number | null;
  amount_pence: number | null;
  min_spend_pence: Generated<number>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  enabled: Generated<boolean>;
}

export interface CouponRedemptionTable {
  tenant_id: string;
  code: string;
  order_id: string;
  /** The mailbox of the order's email (domain/mailbox-key.ts); rows before migration 0026 hold the lower-cased email. */
  customer_key: string;
  redeemed_at: Timestamp;
  /** Taken off the goods plus the delivery waived, fixed when the use was counted (migration 0023). */
  discounted_pence: Generated<number>;
}

export interface ProductTaxCodeTable {
  id: string;
  tenant_id: string;
  product_id: string;
  tax_code: string;
  name: string;
  rate_basis_points: number;
  country_regex: string | null;
  country_not_regex: string | null;
  state_regex: string | null;
  state_not_regex: string | null;
  zip_regex: string | null;
  zip_not_regex: string | null;
  sort: Generated<number>;
}

/** Where a country or platform may appear: checkout billing/shipping (cb, sb), office (co, so). */
export interface UsageFlags {
  checkout_billing: boolean;
  checkout_shipping: boolean;
  office_billing: boolean;
  office_shipping: boolean;
}

export interface CountryTable extends UsageFlags {
  tenant_id: string;
  alpha2: string;
  alpha3: string;
  name: string;
  official_name: string;
  flag_url: string;
  enabled: boolean;
}

export interface CurrencyTable {
  tenant_id: string;
  id: string;
  name: string;
  currency_code: string;
  format_string: string;
  round_to: number;
  is_base: boolean;
}

export interface ReviewPlatformTable extends UsageFlags {
  tenant_id: string;
  sales_channel_id: string;
  id: string;
  name: string;
  enabled: boolean;
  type: string;
  config: Record<string, unknown>;
}

export interface ReviewTable {
  id: string;
  tenant_id: string;
  product_id: string;
  customer_id: string | null;
  title: string;
  author: string;
  body: string;
  rating: number;
  date_published: Timestamp;
  external_ref: string | null;
  url: string | null;
  /** Only approved reviews are public (migration 0014); a customer's new review is pending. */
  status: Generated<ReviewStatus>;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

export interface ProductSuggestionTable {
  tenant_id: string;
  product_id: string;
  suggested_product_id: string;
  sort: number;
}

export interface PostcodeAddressTable {
  id: string;
  /** Normalised, e.g. "LE12 6UZ". */
  post_code: string;
  company: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  country_code: string;
  lat: number | null;
  long: number | null;
}

export interface PaymentGatewayTable {
  tenant_id: string;
  id: string;
  name: string;
  /** The id of the payment provider that answers for it (commerce/payments/registry.ts). */
  type: string;
  enabled: boolean;
  /** Offered on the website (a gateway may serve only the office). */
  website_enabled: boolean;
  sort: Generated<number>;
  /** Settings the browser may see (e.g. the 3-D Secure page); never keys or secrets. */
  public_config: Generated<Record<string, unknown>>;
}

export interface AcceptedCardTable {
  tenant_id: string;
  gateway_id: string;
  id: string;
  name: string;
  code: string;
  /** Matches the card numbers of this scheme, for the card form's scheme icon. */
  card_regex: string;
  icon: string;
  sort: Generated<number>;
}

export interface CourierTable {
  tenant_id: string;
  id: string;
  name: string;
  rule: Courier;
}

export interface ShippingMethodTable {
  tenant_id: string;
  id: string;
  name: string;
  enabled: Generated<boolean>;
  sort: number;
  rule: ShippingMethodRule;
}

export interface ShippingHolidayTable {
  tenant_id: string;
  region: CalendarRegion;
  /** ISO date. */
  date: string;
  name: string;
  /** A nation's bank holiday, or a day the shop is shut (kept in every region; migration 0023). */
  kind: Generated<'bankHoliday' | 'closure'>;
}

/** What the shopper chose for one shipment of an order; absent choices take the defaults. */
export interface OrderShipmentTable {
  order_id: string;
  shipment_key: ShipmentKey;
  method_id: string | null;
  delivery_date: string | null;
  timed_code: string | null;
  services: Generated<ServiceType[]>;
  /** Where the shipment stands once the order is placed (migration 0022). */
  status: Generated<ShipmentStatus>;
  /** The day it is due to leave, frozen when the order is placed. */
  dispatch_date: string | null;
  dispatched_at: Timestamp | null;
  delivered_at: Timestamp | null;
  /** The carrier's tracking number and page, as staff entered them at dispatch (migration 0035). */
  tracking_number: Generated<string | null>;
  tracking_url: Generated<string | null>;
  /**
   * The surcharges its method charged per consignment when the order was placed (migration 0044);
   * null for a basket and for orders placed before, which charged every surcharge once.
   */
  surcharges_per_consignment: ColumnType<SurchargeKind[] | null, string | null | undefined, string | null>;
}

/** The desk's settings per shop, when the owner changed a default (migration 0039). */
export interface DeskSettingTable {
  tenant_id: string;
  /** How long a dispatch's mail waits in the outbox, so the dispatch can be undone. */
  dispatch_undo_seconds: number;
  updated_at: Timestamp;
}

/** One of the shop's vans, as the owner names it at the desk (migration 0045). */
export interface DeskVanTable {
  id: string;
  tenant_id: string;
  name: string;
  created_at: Timestamp;
}

/** A delivery day whose van stops staff have planned; `version` is bumped by every change (migration 0045). */
export interface VanRunTable {
  tenant_id: string;
  /** The delivery day, YYYY-MM-DD. */
  day: string;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** A van stop of a day on one van, at its place in that van's run, lower first (migration 0045). */
export interface VanRunStopTable {
  tenant_id: string;
  day: string;
  order_id: string;
  van_id: string;
  position: number;
}

/** A receipt key placeOrder gave a guest's browser, kept only as its hash (migration 0008). */
export interface OrderReceiptKeyTable {
  order_id: string;
  /** SHA-256 of the key, base64url. */
  key_hash: string;
  created_at: Timestamp;
}

/** A one-time link that lets the customer with the order's mailbox claim a guest order (migration 0026). */
export interface OrderClaimLinkTable {
  /** SHA-256 of the link's token, base64url. */
  token_hash: string;
  order_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Set when the link claimed the order; a used link claims nothing again. */
  used_at: Timestamp | null;
}

export interface CartLinkTable {
  /** Random, URL-safe; reveals nothing about the cart. */
  id: string;
  tenant_id: string;
  sales_channel_id: string;
  order_id: string;
  created_at: Timestamp;
}

export type PaymentAttemptStatus = 'started' | 'requiresAction' | 'succeeded' | 'failed';

/** One try at paying for an order; its id is the idempotency key the provider sees. */
export interface PaymentAttemptTable {
  id: string;
  tenant_id: string;
  order_id: string;
  gateway_id: string;
  amount_pence: number;
  currency_code: string;
  status: PaymentAttemptStatus;
  /** The provider's name for the payment (its payment intent's id, say), once it has one. */
  provider_ref: string | null;
  /** Where the shopper must go to finish (3-D Secure) while the attempt requires action. */
  redirect_url: string | null;
  failure_reason: string | null;
  failure_message: string | null;
  stock_holds: ColumnType<StockHold[], string, string>;
  /** What it pays: the order itself (placing it), or the balance due after an edit (migration 0049). */
  purpose: Generated<PaymentPurpose>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PaymentPurpose = 'order' | 'balance';

/** How a balance due was paid: online by the customer, or recorded by staff. */
export type BalancePaymentWay = 'online' | 'phone' | 'cashOnDelivery';

/** A balance due paid (migration 0049): online through its attempt, or recorded by staff. */
export interface OrderBalancePaymentTable {
  id: string;
  tenant_id: string;
  order_id: string;
  amount_pence: number;
  way: BalancePaymentWay;
  /** The online payment's attempt; null for one staff recorded. */
  attempt_id: string | null;
  /** Who recorded it; null for one the customer paid online. */
  staff_email: string | null;
  /** How an online payment was paid ("card", "PayPal", "Apple Pay"); null for one staff recorded, and online ones from before it was kept (card). */
  paid_with: string | null;
  created_at: Timestamp;
}

/** Units taken from a product's stock (or its presale allowance) for an order being paid. */
export interface StockHold {
  /** The SKU code, under the key the stored holds have always used (a stored name: see docs/architecture.md, Naming). */
  productId: string;
  quantity: number;
  pool: 'onHand' | 'presale';
}

export interface OrderHistoryTable {
  id: string;
  order_id: string;
  created_at: Timestamp;
  seq: Generated<string>;
  /** The event of the move that wrote it (named `status` in the API). */
  status: OrderHistoryEvent;
  note: string | null;
}

export interface WebhookEventTable {
  provider: string;
  event_id: string;
  received_at: Timestamp;
}

export type TestCardPaymentStatus = 'succeeded' | 'declined' | 'insufficientFunds' | 'challenge' | 'challengeFailed';

/** The built-in test gateway's own ledger: what its pretend bank did. */
export interface TestCardPaymentTable {
  id: string;
  idempotency_key: string;
  order_id: string;
  amount_pence: number;
  currency_code: string;
  card_last4: string;
  status: TestCardPaymentStatus;
  return_url: string;
  /** SHA-256 (base64url) of the token that answers this payment's 3-D Secure check; null without one. */
  challenge_token_hash: string | null;
  created_at: Timestamp;
}

export type MailKind =
  | 'orderConfirmation'
  | 'shopOrderNotice'
  | 'backInStock'
  | 'shipmentDispatched'
  // What staff moves on the desk tell the customer (commerce/order-mail/desk-mail.ts).
  | 'orderCancelled'
  | 'orderRefunded'
  | 'creditChanged'
  | 'shipmentDelivered'
  // A repeat delivery plan's round: its basket to check and pay, and the note when it was missed.
  | 'planRound'
  | 'planRoundMissed'
  // Staff changed a placed order's delivery day, slot, address or access notes.
  | 'deliveryChanged'
  // Staff changed a placed order's lines: what changed, and the refund or balance due it made.
  | 'linesChanged'
  // A balance due was paid (online, or recorded by staff): the customer's receipt for it.
  | 'balancePaid';

/**
 * `sending`: claimed by a worker; `sent`, `failed` and `bounced` are final (failed and bounced are
 * kept for the owner). `bounced`: accepted by the provider, then refused or complained of (0013).
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'bounced';

/** A message the shop owes someone, sent by the outbox worker (commerce/mail/, migration 0011). */
export interface MailOutboxTable {
  id: string;
  /** Unique; the message's Message-ID, so a resend is recognisably the same message. */
  idempotency_key: string;
  tenant_id: string;
  kind: MailKind;
  order_id: string | null;
  /** Null until rendered when the address is the sending process's setting (the shop's notice). */
  recipient: string | null;
  /** Subject and bodies: null until the first claim renders them; fixed from then on. */
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  status: MailStatus;
  attempts: number;
  /** When it is due; while `sending`, the end of the claim's lease. */
  next_attempt_at: Timestamp;
  claim_id: string | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  provider_message_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The one-click unsubscribe URL (RFC 8058) of a message that offers one (migration 0016). */
  list_unsubscribe: Generated<string | null>;
  /** What a staff move changed, fixed when it was made, for its mail (migration 0035); dropped once sent. */
  facts: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

/** "Email me when it's back" (migration 0016). */
/** A repeat delivery plan (commerce/repeat-delivery/; migration 0036). JSON columns are written as JSON text. */
export interface DeliveryPlanTable {
  id: string;
  tenant_id: string;
  sales_channel_id: string;
  customer_id: string;
  source_order_id: string | null;
  kind: import('../domain/repeat-delivery.ts').PlanKind;
  every_weeks: number;
  status: import('../domain/repeat-delivery.ts').PlanStatus;
  /** The London date of the next round not yet made. */
  next_date: string;
  /** PlanLine[] (domain/repeat-delivery.ts). */
  lines: ColumnType<import('../domain/repeat-delivery.ts').PlanLine[], string, string>;
  /** The order's billing and delivery addresses, in the API's address fields with their type. */
  addresses: ColumnType<Record<string, unknown>[], string, string>;
  /** What was chosen per shipment: method, time slot, services (the date is each round's own). */
  shipment_choices: ColumnType<{ key: string; methodId: string; timedCode: string | null; services: string[] }[], string, string>;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DeliveryPlanRoundTable {
  id: string;
  plan_id: string;
  due_date: string;
  status: 'making' | import('../domain/repeat-delivery.ts').RoundStatus;
  cart_id: string | null;
  /** The basket as made (LineInBasket[]), null until made. */
  basket: ColumnType<unknown[] | null, string | null, string | null>;
  /** What changed since the last round (RoundChange[]), null until made. */
  changes: ColumnType<unknown[] | null, string | null, string | null>;
  claimed_at: Timestamp;
  mailed_at: Timestamp | null;
  closed_at: Timestamp | null;
}

export interface DeliveryPlanLinkUseTable {
  link_id: string;
  used_at: Timestamp;
  expires_at: Timestamp;
}

export interface StockAlertTable {
  id: string;
  tenant_id: string;
  sales_channel_id: string;
  product_id: string;
  /** Lower case, as typed otherwise. */
  email: string;
  status: Generated<'waiting' | 'notified' | 'unsubscribed'>;
  unsubscribe_token_hash: string | null;
  created_at: Timestamp;
  notified_at: Timestamp | null;
}

export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type OrderRow = Selectable<OrderTable>;
export type OrderItemRow = Selectable<OrderItemTable>;
export type CustomerRow = Selectable<CustomerTable>;
export type CustomerAddressRow = Selectable<CustomerAddressTable>;
export type OrderAddressRow = Selectable<OrderAddressTable>;
export type CouponRow = Selectable<CouponTable>;
export type PaymentAttemptRow = Selectable<PaymentAttemptTable>;

/** A Sanity webhook delivery already taken, by its idempotency key (migration 0020). */
export interface ContentWebhookDeliveryTable {
  idempotency_key: string;
  received_at: Timestamp;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** A refund a member of staff asked for (migration 0022); its id is the provider's idempotency key. */
export interface OrderRefundTable {
  id: string;
  tenant_id: string;
  order_id: string;
  /** The request's own idempotency key: a double click sends the same one. */
  request_key: string;
  /** The payment attempt whose money goes back. */
  attempt_id: string;
  amount_pence: number;
  reason: string;
  status: RefundStatus;
  /** The provider's name for the refund, once it has one. */
  provider_ref: string | null;
  failure_message: string | null;
  staff_email: string;
  /** Until when the request that wrote the row owns the call to the provider. */
  claimed_until: Timestamp;
  created_at: Timestamp;
  settled_at: Timestamp | null;
  /** What it refunds: any part of what was paid, or delivery (migration 0028). */
  refund_of: Generated<RefundOf>;
  /** A delivery refund's amount and VAT by the rates the delivery was charged at; null for an order refund. */
  vat_by_rate: ColumnType<DeliveryVatPart[] | null, string | null | undefined, string | null>;
}

/** The built-in test gateway's refunds (migration 0022). */
export interface TestCardRefundTable {
  id: string;
  idempotency_key: string;
  payment_id: string;
  amount_pence: number;
  reason: string;
  created_at: Timestamp;
}

/** One change made at the owner's desk (desk/audit.store.ts; migration 0021). */
export interface AdminAuditTable {
  id: string;
  tenant_id: string;
  /** The order entries were written in: the list's newest-first order and its page cursor. */
  seq: Generated<string>;
  staff_subject: string;
  staff_email: string;
  at: Timestamp;
  /** What was done, `area.verb`: 'customer.credit.grant', 'order.dispatch', 'product.update'. */
  action: string;
  subject_kind: string;
  subject_id: string;
  /** JSON of the subject before and after (null where there was none). */
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  reason: string | null;
}
