/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AdminBookingsMoveTo = {
  /** YYYY-MM-DD: an open day each shipment's method offers a booking today. */
  deliveryDate: string;
  /** A slot code for every shipment; null keeps each shipment's own slot. */
  slot?: string | null | undefined;
};

export type AdminCalendarRegion =
  | 'england'
  | 'northernIreland'
  | 'scotland';

export type AdminClosedDayInput = {
  /** ISO date, today or later. */
  date: string;
  kind: AdminClosedDayKind;
  name: string;
  /** Required for a bank holiday; left out for a closure day. */
  region?: AdminCalendarRegion | null | undefined;
};

export type AdminClosedDayKind =
  /** A nation's bank holiday: closes that nation's calendar. */
  | 'bankHoliday'
  /** The shop is shut: closes every calendar. */
  | 'closure';

export type AdminCouponInput = {
  /** Required with fixedAmount: pounds off. */
  amount?: number | null | undefined;
  /** 3 to 20 letters and digits; stored upper case. */
  code: string;
  /** ISO 8601 with a zone; left out: no end. */
  endsAt?: string | null | undefined;
  kind: AdminCouponKind;
  maxUses?: number | null | undefined;
  maxUsesPerCustomer?: number | null | undefined;
  minSpend?: number | null | undefined;
  /** What shoppers see, e.g. 10% off logs. */
  name: string;
  /** Required with percentage: above 0, at most 100, two decimals at most. */
  percent?: number | null | undefined;
  /** ISO 8601 with a zone, e.g. 2026-12-01T00:00:00Z; left out: from now. */
  startsAt?: string | null | undefined;
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

export type AdminCourierServiceInput = {
  description: string;
  name: string;
  surcharge: number;
  /** bookIn or restrictedAccess; each once. */
  type: string;
  vatRatePercent: number;
};

export type AdminDayKind =
  | 'DELIVERY'
  | 'DISPATCH';

export type AdminDeliveryAddressInput = {
  city: string;
  company?: string | null | undefined;
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string | null | undefined;
  /** As written; kept in international form (+447700900123). */
  phone?: string | null | undefined;
  postCode: string;
};

/** How a product travels: the shop's vans, the pallet network, or parcel post. */
export type AdminDeliveryClass =
  | 'pallet'
  | 'parcel'
  | 'van';

export type AdminDeliveryMethodInput = {
  courierId: string;
  deliveryDateDisplayFormat: string;
  deliveryWeekdays: Array<number>;
  description: string;
  displayName: string;
  freeOver?: number | null | undefined;
  generateCount: number;
  group: AdminShippingGroup;
  handlingDays: number;
  /** 2 to 63 lower-case letters, digits or hyphens; fixed once created. */
  id: string;
  maxPackagesPerConsignment?: number | null | undefined;
  maxWeightGrams?: number | null | undefined;
  minWeightGrams: number;
  name: string;
  packageWeightGrams: number;
  perPackagePrice?: number | null | undefined;
  price: number;
  priority: number;
  salesChannelFreeOver?: number | null | undefined;
  slots: Array<AdminTimedSlotInput>;
  sort: number;
  surcharge: number;
  surchargeVatRatePercent: number;
  /** Surcharges charged for each consignment (method, zone, bookIn, restrictedAccess); left out, a change keeps the method's list. */
  surchargesPerConsignment?: Array<string> | null | undefined;
  timedDisplayType: AdminTimedDisplayType;
  timedEnabled: boolean;
  vatRatePercent: number;
  zones: Array<AdminMethodZoneInput>;
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

export type AdminImportChange =
  | 'create'
  | 'unchanged'
  | 'update';

export type AdminLineInput = {
  /** The quantity the line should have; 0 takes it off. */
  quantity: number;
  /** The product's SKU code. */
  sku: string;
};

export type AdminMethodZoneInput = {
  surcharge: number;
  transitMax: number;
  transitMin: number;
  zone: AdminDeliveryZone;
};

export type AdminPaymentPurpose =
  | 'BALANCE'
  | 'ORDER';

export type AdminPaymentWait =
  | 'AWAITING_PROVIDER'
  | 'AWAITING_SHOPPER'
  | 'BALANCE_DUE'
  | 'FAILED';

export type AdminProductDetailsInput = {
  alternateSku?: string | null | undefined;
  deliveryClass: AdminDeliveryClass;
  /** Left out: the same as name. */
  fullName?: string | null | undefined;
  /** Left out when creating: the shop's placeholder picture. */
  imageUrl?: string | null | undefined;
  listPrice: number;
  name: string;
  /** Left out when creating: /products/ and the SKU in lower case. */
  pageUrl?: string | null | undefined;
  presaleDate?: string | null | undefined;
  presaleLimit?: number | null | undefined;
  price: number;
  /** Capitals and digits in dash-separated groups, such as LOG-ASH-FULL. */
  sku: string;
  stockOnHand: number;
  suggestions?: Array<string> | null | undefined;
  vatClass: string;
  /** Kilograms, at most 3 decimals; delivery is charged by weight. */
  weightKg: number;
};

export type AdminProductInput = {
  listPrice: number;
  presaleDate?: string | null | undefined;
  presaleLimit?: number | null | undefined;
  price: number;
  sku: string;
  stockOnHand: number;
};

export type AdminProductStatus =
  | 'active'
  | 'retired';

export type AdminRefundOf =
  | 'DELIVERY'
  | 'ORDER';

export type AdminSeenOrder = {
  orderId: string;
  version: number;
};

export type AdminSellerInput = {
  addressLines: Array<string>;
  companyNumber?: string | null | undefined;
  deliveryVatTreatment: AdminDeliveryVatTreatment;
  email: string;
  legalName: string;
  openingHours: Array<string>;
  phone: string;
  siteUrl: string;
  tradingName: string;
  /** Spaces are allowed: GB 123 4567 82. */
  vatNumber: string;
};

export type AdminShipmentMove =
  | 'DELIVER'
  | 'DISPATCH';

export type AdminShipmentRef = {
  orderId: string;
  /** van, pallet or parcel. */
  shipment: string;
  /**
   * Dispatching only (adminPlanShipmentMoves, adminMoveShipments): the carrier's tracking number,
   * 4 to 40 letters and digits with spaces or dashes between; the dispatch mail gives it. Refused
   * with DELIVER; not read by adminSendDispatchMailNow.
   */
  trackingNumber?: string | null | undefined;
};

export type AdminShippingGroup =
  | 'pallet'
  | 'parcel'
  | 'van';

export type AdminTimedDisplayType =
  | 'buttons'
  | 'dropdown';

export type AdminTimedSlotInput = {
  code: string;
  description: string;
  label: string;
  price: number;
};

/** deliver: a basket every N weeks to check and pay; remind: the same basket, offered as a reminder. */
export type DeliveryPlanKind =
  | 'deliver'
  | 'remind';

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

export type ReviewDecision =
  | 'approve'
  | 'reject';

export type ReviewStatus =
  | 'approved'
  | 'pending'
  | 'rejected';

export type AdminAuditChoicesQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminAuditChoicesQuery = { adminAuditChoices: { staff: Array<string>, actions: Array<string> } };

export type AdminAuditQueryVariables = Exact<{
  tenant: string;
  subjectKind?: string | null | undefined;
  subjectId?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  staffEmail?: string | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AdminAuditQuery = { adminAudit: { nextCursor: string | null, entries: Array<{ id: string, at: string, staffEmail: string, action: string, subjectKind: string, subjectId: string, before: string | null, after: string | null, reason: string | null, orderNumber: number | null }> } };

export type AdminRecordBalancePaidMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  version: number;
  amount: number;
  way: string;
  note?: string | null | undefined;
}>;


export type AdminRecordBalancePaidMutation = { adminRecordBalancePaid: { version: number, balanceDue: number, balancePaidOutsideCard: number, id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, balancePayments: Array<{ amount: number, way: string, paidWith: string | null, recordedBy: string | null, at: string }>, refundablePayments: Array<{ id: string, purpose: AdminPaymentPurpose, name: string, paidWith: string, paid: number, refunded: number, refundable: number, at: string }>, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> } };

export type AdminProductFieldsFragment = { sku: string, name: string, price: number, listPrice: number, stockOnHand: number, heldByPayments: number, available: number, presaleDate: string | null, presaleLimit: number | null, presaleHeldByPayments: number };

export type AdminProductsQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminProductsQuery = { adminProducts: Array<{ sku: string, name: string, price: number, listPrice: number, stockOnHand: number, heldByPayments: number, available: number, presaleDate: string | null, presaleLimit: number | null, presaleHeldByPayments: number }> };

export type AdminUpdateProductMutationVariables = Exact<{
  tenant: string;
  input: AdminProductInput;
}>;


export type AdminUpdateProductMutation = { adminUpdateProduct: { sku: string, name: string, price: number, listPrice: number, stockOnHand: number, heldByPayments: number, available: number, presaleDate: string | null, presaleLimit: number | null, presaleHeldByPayments: number } };

export type AdminProductDetailFieldsFragment = { fullName: string, status: AdminProductStatus, retiredAt: string | null, sold: boolean, vatClass: string, weightKg: number, deliveryClass: AdminDeliveryClass, alternateSku: string | null, suggestions: Array<string>, pageUrl: string, imageUrl: string, sku: string, name: string, price: number, listPrice: number, stockOnHand: number, heldByPayments: number, available: number, presaleDate: string | null, presaleLimit: number | null, presaleHeldByPayments: number };

export type AdminCatalogueQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminCatalogueQuery = { adminProducts: Array<{ fullName: string, status: AdminProductStatus, retiredAt: string | null, sold: boolean, vatClass: string, weightKg: number, deliveryClass: AdminDeliveryClass, alternateSku: string | null, suggestions: Array<string>, pageUrl: string, imageUrl: string, sku: string, name: string, price: number, listPrice: number, stockOnHand: number, heldByPayments: number, available: number, presaleDate: string | null, presaleLimit: number | null, presaleHeldByPayments: number }>, adminVatClasses: Array<{ id: string, name: string, ratePercent: number }> };

export type AdminCatalogueCsvQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminCatalogueCsvQuery = { adminCatalogueCsv: string };

export type AdminCreateProductMutationVariables = Exact<{
  tenant: string;
  input: AdminProductDetailsInput;
}>;


export type AdminCreateProductMutation = { adminCreateProduct: { fullName: string, status: AdminProductStatus, retiredAt: string | null, sold: boolean, vatClass: string, weightKg: number, deliveryClass: AdminDeliveryClass, alternateSku: string | null, suggestions: Array<string>, pageUrl: string, imageUrl: string, sku: string, name: string, price: number, listPrice: number, stockOnHand: number, heldByPayments: number, available: number, presaleDate: string | null, presaleLimit: number | null, presaleHeldByPayments: number } };

export type AdminEditProductMutationVariables = Exact<{
  tenant: string;
  sku: string;
  input: AdminProductDetailsInput;
}>;


export type AdminEditProductMutation = { adminEditProduct: { fullName: string, status: AdminProductStatus, retiredAt: string | null, sold: boolean, vatClass: string, weightKg: number, deliveryClass: AdminDeliveryClass, alternateSku: string | null, suggestions: Array<string>, pageUrl: string, imageUrl: string, sku: string, name: string, price: number, listPrice: number, stockOnHand: number, heldByPayments: number, available: number, presaleDate: string | null, presaleLimit: number | null, presaleHeldByPayments: number } };

export type AdminRetireProductMutationVariables = Exact<{
  tenant: string;
  sku: string;
}>;


export type AdminRetireProductMutation = { adminRetireProduct: { fullName: string, status: AdminProductStatus, retiredAt: string | null, sold: boolean, vatClass: string, weightKg: number, deliveryClass: AdminDeliveryClass, alternateSku: string | null, suggestions: Array<string>, pageUrl: string, imageUrl: string, sku: string, name: string, price: number, listPrice: number, stockOnHand: number, heldByPayments: number, available: number, presaleDate: string | null, presaleLimit: number | null, presaleHeldByPayments: number } };

export type AdminRestoreProductMutationVariables = Exact<{
  tenant: string;
  sku: string;
}>;


export type AdminRestoreProductMutation = { adminRestoreProduct: { fullName: string, status: AdminProductStatus, retiredAt: string | null, sold: boolean, vatClass: string, weightKg: number, deliveryClass: AdminDeliveryClass, alternateSku: string | null, suggestions: Array<string>, pageUrl: string, imageUrl: string, sku: string, name: string, price: number, listPrice: number, stockOnHand: number, heldByPayments: number, available: number, presaleDate: string | null, presaleLimit: number | null, presaleHeldByPayments: number } };

export type AdminImportProductsMutationVariables = Exact<{
  tenant: string;
  csv: string;
  dryRun: boolean;
}>;


export type AdminImportProductsMutation = { adminImportProducts: { dryRun: boolean, written: boolean, created: number, updated: number, unchanged: number, lines: Array<{ line: number, sku: string, change: AdminImportChange, retired: boolean }>, problems: Array<{ line: number, sku: string | null, column: string | null, message: string }> } };

export type AdminCouponFieldsFragment = { code: string, name: string, kind: AdminCouponKind, percent: number | null, amount: number | null, minSpend: number, startsAt: string | null, endsAt: string | null, maxUses: number | null, maxUsesPerCustomer: number | null, state: AdminCouponState, redemptions: number, discounted: number };

export type AdminCouponsQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminCouponsQuery = { adminCoupons: Array<{ code: string, name: string, kind: AdminCouponKind, percent: number | null, amount: number | null, minSpend: number, startsAt: string | null, endsAt: string | null, maxUses: number | null, maxUsesPerCustomer: number | null, state: AdminCouponState, redemptions: number, discounted: number }> };

export type AdminCreateCouponMutationVariables = Exact<{
  tenant: string;
  input: AdminCouponInput;
}>;


export type AdminCreateCouponMutation = { adminCreateCoupon: { code: string, name: string, kind: AdminCouponKind, percent: number | null, amount: number | null, minSpend: number, startsAt: string | null, endsAt: string | null, maxUses: number | null, maxUsesPerCustomer: number | null, state: AdminCouponState, redemptions: number, discounted: number } };

export type AdminEndCouponMutationVariables = Exact<{
  tenant: string;
  code: string;
}>;


export type AdminEndCouponMutation = { adminEndCoupon: { code: string, name: string, kind: AdminCouponKind, percent: number | null, amount: number | null, minSpend: number, startsAt: string | null, endsAt: string | null, maxUses: number | null, maxUsesPerCustomer: number | null, state: AdminCouponState, redemptions: number, discounted: number } };

export type DeskCustomerFragment = { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, phone: string | null, credits: Array<{ id: string, date: string, amount: number, description: string }>, addresses: Array<{ lines: Array<string>, postCode: string, phone: string | null }>, orders: Array<{ id: string, number: number, placedAt: string, status: string, asGuest: boolean }> };

export type AdminFindCustomersQueryVariables = Exact<{
  tenant: string;
  search: string;
}>;


export type AdminFindCustomersQuery = { adminFindCustomers: Array<{ id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, phone: string | null, credits: Array<{ id: string, date: string, amount: number, description: string }>, addresses: Array<{ lines: Array<string>, postCode: string, phone: string | null }>, orders: Array<{ id: string, number: number, placedAt: string, status: string, asGuest: boolean }> }> };

export type AdminCustomerQueryVariables = Exact<{
  tenant: string;
  customerId: string;
}>;


export type AdminCustomerQuery = { adminCustomer: { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, phone: string | null, credits: Array<{ id: string, date: string, amount: number, description: string }>, addresses: Array<{ lines: Array<string>, postCode: string, phone: string | null }>, orders: Array<{ id: string, number: number, placedAt: string, status: string, asGuest: boolean }> } | null };

export type AdminGrantCreditMutationVariables = Exact<{
  tenant: string;
  customerId: string;
  amount: number;
  reason: string;
  requestKey: string;
}>;


export type AdminGrantCreditMutation = { adminGrantCredit: { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, phone: string | null, credits: Array<{ id: string, date: string, amount: number, description: string }>, addresses: Array<{ lines: Array<string>, postCode: string, phone: string | null }>, orders: Array<{ id: string, number: number, placedAt: string, status: string, asGuest: boolean }> } };

export type AdminRemoveCreditMutationVariables = Exact<{
  tenant: string;
  customerId: string;
  amount: number;
  reason: string;
  requestKey: string;
}>;


export type AdminRemoveCreditMutation = { adminRemoveCredit: { id: string, email: string, firstName: string, lastName: string, salesChannel: string, creditBalance: number, phone: string | null, credits: Array<{ id: string, date: string, amount: number, description: string }>, addresses: Array<{ lines: Array<string>, postCode: string, phone: string | null }>, orders: Array<{ id: string, number: number, placedAt: string, status: string, asGuest: boolean }> } };

export type AdminPlanShipmentMovesQueryVariables = Exact<{
  tenant: string;
  move: AdminShipmentMove;
  shipments: Array<AdminShipmentRef> | AdminShipmentRef;
}>;


export type AdminPlanShipmentMovesQuery = { adminPlanShipmentMoves: Array<{ orderId: string, orderNumber: number | null, shipment: string, recipient: string | null, mail: string | null, early: string | null, refused: string | null }> };

export type AdminMoveShipmentsMutationVariables = Exact<{
  tenant: string;
  move: AdminShipmentMove;
  shipments: Array<AdminShipmentRef> | AdminShipmentRef;
  confirmEarly?: boolean | null | undefined;
}>;


export type AdminMoveShipmentsMutation = { adminMoveShipments: Array<{ orderId: string, shipment: string, undoUntil: string | null, problem: string | null, order: { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> } | null }> };

export type AdminUndoDispatchMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  shipment: string;
}>;


export type AdminUndoDispatchMutation = { adminUndoDispatch: { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> } };

export type AdminUndoDeliveryMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  shipment: string;
}>;


export type AdminUndoDeliveryMutation = { adminUndoDelivery: { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> } };

export type AdminDeskSettingsQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminDeskSettingsQuery = { adminDeskSettings: { dispatchUndoSeconds: number } };

export type AdminSetDeskSettingsMutationVariables = Exact<{
  tenant: string;
  dispatchUndoSeconds: number;
}>;


export type AdminSetDeskSettingsMutation = { adminSetDeskSettings: { dispatchUndoSeconds: number } };

export type AdminSendDispatchMailNowMutationVariables = Exact<{
  tenant: string;
  shipments: Array<AdminShipmentRef> | AdminShipmentRef;
}>;


export type AdminSendDispatchMailNowMutation = { adminSendDispatchMailNow: Array<{ orderId: string, shipment: string }> };

export type AdminVanRunFieldsFragment = { day: string, version: number, vans: Array<{ id: string, name: string }>, stops: Array<{ orderId: string, vanId: string, position: number }> };

export type AdminVanRunQueryVariables = Exact<{
  tenant: string;
  day: string;
}>;


export type AdminVanRunQuery = { adminVanRun: { day: string, version: number, vans: Array<{ id: string, name: string }>, stops: Array<{ orderId: string, vanId: string, position: number }> } };

export type AdminSaveVanMutationVariables = Exact<{
  tenant: string;
  id?: string | null | undefined;
  name: string;
}>;


export type AdminSaveVanMutation = { adminSaveVan: { id: string, name: string } };

export type AdminDeleteVanMutationVariables = Exact<{
  tenant: string;
  id: string;
}>;


export type AdminDeleteVanMutation = { adminDeleteVan: Array<{ id: string, name: string }> };

export type AdminSetVanStopsMutationVariables = Exact<{
  tenant: string;
  day: string;
  version: number;
  vanId: string;
  orderIds: Array<string> | string;
}>;


export type AdminSetVanStopsMutation = { adminSetVanStops: { day: string, version: number, vans: Array<{ id: string, name: string }>, stops: Array<{ orderId: string, vanId: string, position: number }> } };

export type AdminDeliveryMethodFieldsFragment = { id: string, name: string, displayName: string, description: string, courierId: string, group: AdminShippingGroup, retired: boolean, price: number, perPackagePrice: number | null, packageWeightGrams: number, maxPackagesPerConsignment: number | null, surchargesPerConsignment: Array<string>, minWeightGrams: number, maxWeightGrams: number | null, freeOver: number | null, salesChannelFreeOver: number | null, surcharge: number, vatRatePercent: number, surchargeVatRatePercent: number, handlingDays: number, deliveryWeekdays: Array<number>, generateCount: number, priority: number, sort: number, timedEnabled: boolean, timedDisplayType: AdminTimedDisplayType, deliveryDateDisplayFormat: string, zones: Array<{ zone: AdminDeliveryZone, surcharge: number, transitMin: number, transitMax: number }>, slots: Array<{ code: string, label: string, price: number, description: string }> };

export type AdminCourierFieldsFragment = { id: string, name: string, cutoffTime: string, services: Array<{ type: string, name: string, description: string, surcharge: number, vatRatePercent: number }> };

export type AdminSetCourierServicesMutationVariables = Exact<{
  tenant: string;
  courierId: string;
  services: Array<AdminCourierServiceInput> | AdminCourierServiceInput;
}>;


export type AdminSetCourierServicesMutation = { adminSetCourierServices: { id: string, name: string, cutoffTime: string, services: Array<{ type: string, name: string, description: string, surcharge: number, vatRatePercent: number }> } };

export type AdminDeliverySetupQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminDeliverySetupQuery = { adminDeliverySetup: { methods: Array<{ id: string, name: string, displayName: string, description: string, courierId: string, group: AdminShippingGroup, retired: boolean, price: number, perPackagePrice: number | null, packageWeightGrams: number, maxPackagesPerConsignment: number | null, surchargesPerConsignment: Array<string>, minWeightGrams: number, maxWeightGrams: number | null, freeOver: number | null, salesChannelFreeOver: number | null, surcharge: number, vatRatePercent: number, surchargeVatRatePercent: number, handlingDays: number, deliveryWeekdays: Array<number>, generateCount: number, priority: number, sort: number, timedEnabled: boolean, timedDisplayType: AdminTimedDisplayType, deliveryDateDisplayFormat: string, zones: Array<{ zone: AdminDeliveryZone, surcharge: number, transitMin: number, transitMax: number }>, slots: Array<{ code: string, label: string, price: number, description: string }> }>, couriers: Array<{ id: string, name: string, cutoffTime: string, services: Array<{ type: string, name: string, description: string, surcharge: number, vatRatePercent: number }> }>, zones: Array<{ zone: AdminDeliveryZone, areas: Array<string> }> } };

export type AdminCreateDeliveryMethodMutationVariables = Exact<{
  tenant: string;
  input: AdminDeliveryMethodInput;
}>;


export type AdminCreateDeliveryMethodMutation = { adminCreateDeliveryMethod: { id: string, name: string, displayName: string, description: string, courierId: string, group: AdminShippingGroup, retired: boolean, price: number, perPackagePrice: number | null, packageWeightGrams: number, maxPackagesPerConsignment: number | null, surchargesPerConsignment: Array<string>, minWeightGrams: number, maxWeightGrams: number | null, freeOver: number | null, salesChannelFreeOver: number | null, surcharge: number, vatRatePercent: number, surchargeVatRatePercent: number, handlingDays: number, deliveryWeekdays: Array<number>, generateCount: number, priority: number, sort: number, timedEnabled: boolean, timedDisplayType: AdminTimedDisplayType, deliveryDateDisplayFormat: string, zones: Array<{ zone: AdminDeliveryZone, surcharge: number, transitMin: number, transitMax: number }>, slots: Array<{ code: string, label: string, price: number, description: string }> } };

export type AdminUpdateDeliveryMethodMutationVariables = Exact<{
  tenant: string;
  input: AdminDeliveryMethodInput;
}>;


export type AdminUpdateDeliveryMethodMutation = { adminUpdateDeliveryMethod: { id: string, name: string, displayName: string, description: string, courierId: string, group: AdminShippingGroup, retired: boolean, price: number, perPackagePrice: number | null, packageWeightGrams: number, maxPackagesPerConsignment: number | null, surchargesPerConsignment: Array<string>, minWeightGrams: number, maxWeightGrams: number | null, freeOver: number | null, salesChannelFreeOver: number | null, surcharge: number, vatRatePercent: number, surchargeVatRatePercent: number, handlingDays: number, deliveryWeekdays: Array<number>, generateCount: number, priority: number, sort: number, timedEnabled: boolean, timedDisplayType: AdminTimedDisplayType, deliveryDateDisplayFormat: string, zones: Array<{ zone: AdminDeliveryZone, surcharge: number, transitMin: number, transitMax: number }>, slots: Array<{ code: string, label: string, price: number, description: string }> } };

export type AdminRetireDeliveryMethodMutationVariables = Exact<{
  tenant: string;
  id: string;
}>;


export type AdminRetireDeliveryMethodMutation = { adminRetireDeliveryMethod: { id: string, name: string, displayName: string, description: string, courierId: string, group: AdminShippingGroup, retired: boolean, price: number, perPackagePrice: number | null, packageWeightGrams: number, maxPackagesPerConsignment: number | null, surchargesPerConsignment: Array<string>, minWeightGrams: number, maxWeightGrams: number | null, freeOver: number | null, salesChannelFreeOver: number | null, surcharge: number, vatRatePercent: number, surchargeVatRatePercent: number, handlingDays: number, deliveryWeekdays: Array<number>, generateCount: number, priority: number, sort: number, timedEnabled: boolean, timedDisplayType: AdminTimedDisplayType, deliveryDateDisplayFormat: string, zones: Array<{ zone: AdminDeliveryZone, surcharge: number, transitMin: number, transitMax: number }>, slots: Array<{ code: string, label: string, price: number, description: string }> } };

export type AdminClosedDayFieldsFragment = { date: string, name: string, kind: AdminClosedDayKind, regions: Array<AdminCalendarRegion> };

export type AdminDeliveryCutoffFieldsFragment = { methodId: string, methodName: string, enabled: boolean, courierId: string, courierName: string, cutoffTime: string };

export type AdminDeliveryDeskQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminDeliveryDeskQuery = { adminClosedDays: Array<{ date: string, name: string, kind: AdminClosedDayKind, regions: Array<AdminCalendarRegion> }>, adminDeliveryCutoffs: Array<{ methodId: string, methodName: string, enabled: boolean, courierId: string, courierName: string, cutoffTime: string }> };

export type AdminAddClosedDayMutationVariables = Exact<{
  tenant: string;
  input: AdminClosedDayInput;
}>;


export type AdminAddClosedDayMutation = { adminAddClosedDay: { date: string, name: string, kind: AdminClosedDayKind, regions: Array<AdminCalendarRegion> } };

export type AdminRemoveClosedDayMutationVariables = Exact<{
  tenant: string;
  date: string;
  kind: AdminClosedDayKind;
  region?: AdminCalendarRegion | null | undefined;
}>;


export type AdminRemoveClosedDayMutation = { adminRemoveClosedDay: { date: string, name: string, kind: AdminClosedDayKind, regions: Array<AdminCalendarRegion> } };

export type AdminSetDeliveryCutoffMutationVariables = Exact<{
  tenant: string;
  methodId: string;
  cutoffTime: string;
}>;


export type AdminSetDeliveryCutoffMutation = { adminSetDeliveryCutoff: Array<{ methodId: string, methodName: string, enabled: boolean, courierId: string, courierName: string, cutoffTime: string }> };

export type AdminDayBookingFieldsFragment = { orderId: string, orderNumber: number, version: number, shipment: string, addressee: string | null, postcode: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null };

export type AdminClosedDayBookingsQueryVariables = Exact<{
  tenant: string;
  input: AdminClosedDayInput;
}>;


export type AdminClosedDayBookingsQuery = { adminClosedDayBookings: Array<{ orderId: string, orderNumber: number, version: number, shipment: string, addressee: string | null, postcode: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null }> };

export type AdminCloseDayMovingBookingsMutationVariables = Exact<{
  tenant: string;
  input: AdminClosedDayInput;
  moveTo: AdminBookingsMoveTo;
  seen: Array<AdminSeenOrder> | AdminSeenOrder;
}>;


export type AdminCloseDayMovingBookingsMutation = { adminCloseDayMovingBookings: { day: { date: string, name: string, kind: AdminClosedDayKind, regions: Array<AdminCalendarRegion> }, moved: Array<{ orderId: string, orderNumber: number, version: number, shipment: string, addressee: string | null, postcode: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null }> } };

export type AdminPreviewOrderLinesQueryVariables = Exact<{
  tenant: string;
  orderId: string;
  version: number;
  lines: Array<AdminLineInput> | AdminLineInput;
}>;


export type AdminPreviewOrderLinesQuery = { adminPreviewOrderLines: { totalBefore: number, totalAfter: number, difference: number, refund: number, balanceDue: number, changes: Array<{ sku: string, name: string, from: number, to: number, unitPrice: number }> } };

export type AdminEditOrderLinesMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  version: number;
  lines: Array<AdminLineInput> | AdminLineInput;
  reason: string;
  requestKey: string;
}>;


export type AdminEditOrderLinesMutation = { adminEditOrderLines: { order: { version: number, balanceDue: number, balancePaidOutsideCard: number, id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, balancePayments: Array<{ amount: number, way: string, paidWith: string | null, recordedBy: string | null, at: string }>, refundablePayments: Array<{ id: string, purpose: AdminPaymentPurpose, name: string, paidWith: string, paid: number, refunded: number, refundable: number, at: string }>, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> }, refund: { id: string, amount: number, status: string, requestKey: string } | null } };

export type AdminOrderFoundFragment = { id: string, number: number, placedAt: string, status: string, total: number, customer: { name: string, email: string, phone: string | null }, deliveryAddress: { postCode: string } | null };

export type AdminSearchOrdersQueryVariables = Exact<{
  tenant: string;
  search: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminSearchOrdersQuery = { adminSearchOrders: { nextCursor: string | null, orders: Array<{ id: string, number: number, placedAt: string, status: string, total: number, customer: { name: string, email: string, phone: string | null }, deliveryAddress: { postCode: string } | null }> } };

export type AdminOrderEditableFragment = { id: string, number: number, version: number, status: string, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null } | null, shipments: Array<{ id: string, status: string, deliveryDate: string | null, slot: string | null, slotCode: string | null, trackingNumber: string | null }> };

export type AdminOrderEditableQueryVariables = Exact<{
  tenant: string;
  id: string;
}>;


export type AdminOrderEditableQuery = { adminOrder: { id: string, number: number, version: number, status: string, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null } | null, shipments: Array<{ id: string, status: string, deliveryDate: string | null, slot: string | null, slotCode: string | null, trackingNumber: string | null }> } | null };

export type AdminShipmentDaysQueryVariables = Exact<{
  tenant: string;
  orderId: string;
  shipment: string;
}>;


export type AdminShipmentDaysQuery = { adminShipmentDays: { dates: Array<string>, slots: Array<{ code: string, label: string, hours: string, price: number }> } };

export type AdminChangeShipmentDayMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  version: number;
  shipment: string;
  deliveryDate: string;
  slot?: string | null | undefined;
}>;


export type AdminChangeShipmentDayMutation = { adminChangeShipmentDay: { id: string, number: number, version: number, status: string, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null } | null, shipments: Array<{ id: string, status: string, deliveryDate: string | null, slot: string | null, slotCode: string | null, trackingNumber: string | null }> } };

export type AdminChangeDeliveryAddressMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  version: number;
  address: AdminDeliveryAddressInput;
}>;


export type AdminChangeDeliveryAddressMutation = { adminChangeDeliveryAddress: { id: string, number: number, version: number, status: string, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null } | null, shipments: Array<{ id: string, status: string, deliveryDate: string | null, slot: string | null, slotCode: string | null, trackingNumber: string | null }> } };

export type AdminChangeAccessNotesMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  version: number;
  notes?: string | null | undefined;
}>;


export type AdminChangeAccessNotesMutation = { adminChangeAccessNotes: { id: string, number: number, version: number, status: string, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null } | null, shipments: Array<{ id: string, status: string, deliveryDate: string | null, slot: string | null, slotCode: string | null, trackingNumber: string | null }> } };

export type AdminOrderFieldsFragment = { id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> };

export type AdminRefundFieldsFragment = { id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> };

export type AdminOrderDetailFieldsFragment = { version: number, balanceDue: number, balancePaidOutsideCard: number, id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, balancePayments: Array<{ amount: number, way: string, paidWith: string | null, recordedBy: string | null, at: string }>, refundablePayments: Array<{ id: string, purpose: AdminPaymentPurpose, name: string, paidWith: string, paid: number, refunded: number, refundable: number, at: string }>, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> };

export type AdminDayOrdersQueryVariables = Exact<{
  tenant: string;
  day?: string | null | undefined;
  dayKind?: AdminDayKind | null | undefined;
  statuses?: Array<string> | string | null | undefined;
  first?: number | null | undefined;
}>;


export type AdminDayOrdersQuery = { adminOrders: Array<{ id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> }> };

export type AdminOrderDetailQueryVariables = Exact<{
  tenant: string;
  id: string;
}>;


export type AdminOrderDetailQuery = { adminOrder: { version: number, balanceDue: number, balancePaidOutsideCard: number, id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, balancePayments: Array<{ amount: number, way: string, paidWith: string | null, recordedBy: string | null, at: string }>, refundablePayments: Array<{ id: string, purpose: AdminPaymentPurpose, name: string, paidWith: string, paid: number, refunded: number, refundable: number, at: string }>, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> } | null };

export type AdminDispatchShipmentMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  shipment: string;
  trackingNumber?: string | null | undefined;
  trackingUrl?: string | null | undefined;
}>;


export type AdminDispatchShipmentMutation = { adminDispatchShipment: { version: number, balanceDue: number, balancePaidOutsideCard: number, id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, balancePayments: Array<{ amount: number, way: string, paidWith: string | null, recordedBy: string | null, at: string }>, refundablePayments: Array<{ id: string, purpose: AdminPaymentPurpose, name: string, paidWith: string, paid: number, refunded: number, refundable: number, at: string }>, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> } };

export type AdminDeliverShipmentMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  shipment: string;
}>;


export type AdminDeliverShipmentMutation = { adminDeliverShipment: { version: number, balanceDue: number, balancePaidOutsideCard: number, id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, balancePayments: Array<{ amount: number, way: string, paidWith: string | null, recordedBy: string | null, at: string }>, refundablePayments: Array<{ id: string, purpose: AdminPaymentPurpose, name: string, paidWith: string, paid: number, refunded: number, refundable: number, at: string }>, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> } };

export type AdminCancelOrderMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  reason: string;
}>;


export type AdminCancelOrderMutation = { adminCancelOrder: { order: { version: number, balanceDue: number, balancePaidOutsideCard: number, id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, balancePayments: Array<{ amount: number, way: string, paidWith: string | null, recordedBy: string | null, at: string }>, refundablePayments: Array<{ id: string, purpose: AdminPaymentPurpose, name: string, paidWith: string, paid: number, refunded: number, refundable: number, at: string }>, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> }, refund: { id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> } | null } };

export type AdminRefundOrderMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  amount: number;
  reason: string;
  requestKey: string;
  of?: AdminRefundOf | null | undefined;
  payment?: string | null | undefined;
}>;


export type AdminRefundOrderMutation = { adminRefundOrder: { refund: { id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> }, order: { version: number, balanceDue: number, balancePaidOutsideCard: number, id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, balancePayments: Array<{ amount: number, way: string, paidWith: string | null, recordedBy: string | null, at: string }>, refundablePayments: Array<{ id: string, purpose: AdminPaymentPurpose, name: string, paidWith: string, paid: number, refunded: number, refundable: number, at: string }>, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> } } };

export type AdminAddOrderNoteMutationVariables = Exact<{
  tenant: string;
  orderId: string;
  note: string;
}>;


export type AdminAddOrderNoteMutation = { adminAddOrderNote: { version: number, balanceDue: number, balancePaidOutsideCard: number, id: string, number: number, placedAt: string, status: string, paymentStatus: string, total: number, paidByCard: number, paidWith: string | null, creditUsed: number, refunded: number, refundable: number, couponCode: string | null, orderNotes: string | null, balancePayments: Array<{ amount: number, way: string, paidWith: string | null, recordedBy: string | null, at: string }>, refundablePayments: Array<{ id: string, purpose: AdminPaymentPurpose, name: string, paidWith: string, paid: number, refunded: number, refundable: number, at: string }>, lines: Array<{ sku: string, name: string, quantity: number, unitPrice: number, total: number }>, history: Array<{ at: string, event: string, note: string | null }>, refunds: Array<{ id: string, amount: number, reason: string, status: string, failureMessage: string | null, requestKey: string, staffEmail: string, createdAt: string, refundOf: AdminRefundOf, vatByRate: Array<{ rate: number, amount: number, vatAmount: number }> }>, customer: { name: string, email: string, phone: string | null, hasAccount: boolean }, deliveryAddress: { name: string, company: string | null, lines: Array<string>, postCode: string, phone: string | null, deliveryNotes: string | null, restrictedAccess: boolean, what3words: string | null } | null, shipments: Array<{ id: string, status: string, method: string | null, courier: string | null, deliveryDate: string | null, dispatchDate: string | null, slot: string | null, slotHours: string | null, services: Array<string>, weightKg: number, items: string, dispatchedAt: string | null, deliveredAt: string | null, heading: string, arrival: string, ready: string | null, bookedServices: Array<string>, chargeLines: Array<string> }> } };

export type AdminPaymentsPendingQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminPaymentsPendingQuery = { adminPaymentsPending: Array<{ key: string, orderId: string | null, orderNumber: number | null, placed: boolean, wait: AdminPaymentWait, words: string, since: string, amount: number, customerName: string | null, email: string | null, phone: string | null, items: string }> };

export type AdminPlansAheadQueryVariables = Exact<{
  tenant: string;
  weeks?: number | null | undefined;
}>;


export type AdminPlansAheadQuery = { adminDeliveryPlansAhead: { weeks: Array<{ weekStart: string, stops: number, tonnes: number }>, plans: Array<{ planId: string, customerEmail: string, customerName: string, postCode: string | null, kind: DeliveryPlanKind, everyWeeks: number, nextDate: string, kilograms: number, lines: Array<{ code: string, name: string, quantity: number }> }> } };

export type AdminPlanHistoryQueryVariables = Exact<{
  tenant: string;
  planId: string;
}>;


export type AdminPlanHistoryQuery = { adminDeliveryPlan: { id: string, customerEmail: string, kind: DeliveryPlanKind, everyWeeks: number, status: DeliveryPlanStatus, nextDate: string, createdAt: string, lines: Array<{ code: string, name: string, quantity: number }>, rounds: Array<{ id: string, dueDate: string, status: DeliveryPlanRoundStatus, changes: Array<string> }> } | null };

export type DeskReviewFragment = { id: string, productId: string, product: string, title: string, body: string, author: string, rating: number, writtenAt: string, status: ReviewStatus };

export type AdminPendingReviewsQueryVariables = Exact<{
  tenant: string;
  first?: number | null | undefined;
}>;


export type AdminPendingReviewsQuery = { adminPendingReviews: Array<{ id: string, productId: string, product: string, title: string, body: string, author: string, rating: number, writtenAt: string, status: ReviewStatus }> };

export type AdminModerateReviewMutationVariables = Exact<{
  tenant: string;
  reviewId: string;
  decision: ReviewDecision;
  reason?: string | null | undefined;
}>;


export type AdminModerateReviewMutation = { adminModerateReview: { id: string, productId: string, product: string, title: string, body: string, author: string, rating: number, writtenAt: string, status: ReviewStatus } };

export type AdminSellerFieldsFragment = { legalName: string, tradingName: string, addressLines: Array<string>, vatNumber: string, companyNumber: string | null, email: string, phone: string, siteUrl: string, openingHours: Array<string>, deliveryVatTreatment: AdminDeliveryVatTreatment };

export type AdminSellerQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminSellerQuery = { adminSeller: { legalName: string, tradingName: string, addressLines: Array<string>, vatNumber: string, companyNumber: string | null, email: string, phone: string, siteUrl: string, openingHours: Array<string>, deliveryVatTreatment: AdminDeliveryVatTreatment } | null };

export type AdminSaveSellerMutationVariables = Exact<{
  tenant: string;
  input: AdminSellerInput;
}>;


export type AdminSaveSellerMutation = { adminSaveSeller: { legalName: string, tradingName: string, addressLines: Array<string>, vatNumber: string, companyNumber: string | null, email: string, phone: string, siteUrl: string, openingHours: Array<string>, deliveryVatTreatment: AdminDeliveryVatTreatment } };

export type AdminMeQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminMeQuery = { adminMe: { email: string, tenant: string } };

export type AdminTodayQueryVariables = Exact<{
  tenant: string;
}>;


export type AdminTodayQuery = { adminToday: { date: string, ordersPlaced: number, paymentsTaken: number, refundsSettled: number, takings: number, dueToDispatch: number, paymentsPending: number, paymentsUnsettled: number, undeliveredMail: number, days: Array<{ date: string, vanStops: number, pallets: number, parcels: number, tonnes: number }> } };

export type AdminUndeliveredMailQueryVariables = Exact<{
  tenant: string;
  orderId?: string | null | undefined;
}>;


export type AdminUndeliveredMailQuery = { adminUndeliveredMail: Array<{ id: string, status: string, kind: string, orderId: string | null, orderNumber: number | null, recipient: string | null, subject: string | null, attempts: number, lastError: string | null, failedAt: string }> };

export type AdminResendMailMutationVariables = Exact<{
  tenant: string;
  id: string;
}>;


export type AdminResendMailMutation = { adminResendMail: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminProductFields on AdminProduct {
  sku
  name
  price
  listPrice
  stockOnHand
  heldByPayments
  available
  presaleDate
  presaleLimit
  presaleHeldByPayments
}
    `, {"fragmentName":"AdminProductFields"}) as unknown as TypedDocumentString<AdminProductFieldsFragment, unknown>;
export const AdminProductDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminProductDetailFields on AdminProduct {
  ...AdminProductFields
  fullName
  status
  retiredAt
  sold
  vatClass
  weightKg
  deliveryClass
  alternateSku
  suggestions
  pageUrl
  imageUrl
}
    fragment AdminProductFields on AdminProduct {
  sku
  name
  price
  listPrice
  stockOnHand
  heldByPayments
  available
  presaleDate
  presaleLimit
  presaleHeldByPayments
}`, {"fragmentName":"AdminProductDetailFields"}) as unknown as TypedDocumentString<AdminProductDetailFieldsFragment, unknown>;
export const AdminCouponFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminCouponFields on AdminCoupon {
  code
  name
  kind
  percent
  amount
  minSpend
  startsAt
  endsAt
  maxUses
  maxUsesPerCustomer
  state
  redemptions
  discounted
}
    `, {"fragmentName":"AdminCouponFields"}) as unknown as TypedDocumentString<AdminCouponFieldsFragment, unknown>;
export const DeskCustomerFragmentDoc = new TypedDocumentString(`
    fragment DeskCustomer on AdminCustomer {
  id
  email
  firstName
  lastName
  salesChannel
  creditBalance
  credits {
    id
    date
    amount
    description
  }
  phone
  addresses {
    lines
    postCode
    phone
  }
  orders {
    id
    number
    placedAt
    status
    asGuest
  }
}
    `, {"fragmentName":"DeskCustomer"}) as unknown as TypedDocumentString<DeskCustomerFragment, unknown>;
export const AdminVanRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminVanRunFields on AdminVanRun {
  day
  version
  vans {
    id
    name
  }
  stops {
    orderId
    vanId
    position
  }
}
    `, {"fragmentName":"AdminVanRunFields"}) as unknown as TypedDocumentString<AdminVanRunFieldsFragment, unknown>;
export const AdminDeliveryMethodFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminDeliveryMethodFields on AdminDeliveryMethod {
  id
  name
  displayName
  description
  courierId
  group
  retired
  price
  perPackagePrice
  packageWeightGrams
  maxPackagesPerConsignment
  surchargesPerConsignment
  minWeightGrams
  maxWeightGrams
  freeOver
  salesChannelFreeOver
  surcharge
  vatRatePercent
  surchargeVatRatePercent
  zones {
    zone
    surcharge
    transitMin
    transitMax
  }
  handlingDays
  deliveryWeekdays
  generateCount
  priority
  sort
  timedEnabled
  timedDisplayType
  slots {
    code
    label
    price
    description
  }
  deliveryDateDisplayFormat
}
    `, {"fragmentName":"AdminDeliveryMethodFields"}) as unknown as TypedDocumentString<AdminDeliveryMethodFieldsFragment, unknown>;
export const AdminCourierFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminCourierFields on AdminCourier {
  id
  name
  cutoffTime
  services {
    type
    name
    description
    surcharge
    vatRatePercent
  }
}
    `, {"fragmentName":"AdminCourierFields"}) as unknown as TypedDocumentString<AdminCourierFieldsFragment, unknown>;
export const AdminClosedDayFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminClosedDayFields on AdminClosedDay {
  date
  name
  kind
  regions
}
    `, {"fragmentName":"AdminClosedDayFields"}) as unknown as TypedDocumentString<AdminClosedDayFieldsFragment, unknown>;
export const AdminDeliveryCutoffFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminDeliveryCutoffFields on AdminDeliveryCutoff {
  methodId
  methodName
  enabled
  courierId
  courierName
  cutoffTime
}
    `, {"fragmentName":"AdminDeliveryCutoffFields"}) as unknown as TypedDocumentString<AdminDeliveryCutoffFieldsFragment, unknown>;
export const AdminDayBookingFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminDayBookingFields on AdminDayBooking {
  orderId
  orderNumber
  version
  shipment
  addressee
  postcode
  deliveryDate
  dispatchDate
  slot
}
    `, {"fragmentName":"AdminDayBookingFields"}) as unknown as TypedDocumentString<AdminDayBookingFieldsFragment, unknown>;
export const AdminOrderFoundFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderFound on AdminOrder {
  id
  number
  placedAt
  status
  total
  customer {
    name
    email
    phone
  }
  deliveryAddress {
    postCode
  }
}
    `, {"fragmentName":"AdminOrderFound"}) as unknown as TypedDocumentString<AdminOrderFoundFragment, unknown>;
export const AdminOrderEditableFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderEditable on AdminOrder {
  id
  number
  version
  status
  deliveryAddress {
    name
    company
    lines
    postCode
    phone
    deliveryNotes
  }
  shipments {
    id
    status
    deliveryDate
    slot
    slotCode
    trackingNumber
  }
}
    `, {"fragmentName":"AdminOrderEditable"}) as unknown as TypedDocumentString<AdminOrderEditableFragment, unknown>;
export const AdminRefundFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminRefundFields on AdminRefund {
  id
  amount
  reason
  status
  failureMessage
  requestKey
  staffEmail
  createdAt
  refundOf
  vatByRate {
    rate
    amount
    vatAmount
  }
}
    `, {"fragmentName":"AdminRefundFields"}) as unknown as TypedDocumentString<AdminRefundFieldsFragment, unknown>;
export const AdminOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderFields on AdminOrder {
  id
  number
  placedAt
  status
  paymentStatus
  customer {
    name
    email
    phone
    hasAccount
  }
  total
  paidByCard
  paidWith
  creditUsed
  refunded
  refundable
  couponCode
  orderNotes
  deliveryAddress {
    name
    company
    lines
    postCode
    phone
    deliveryNotes
    restrictedAccess
    what3words
  }
  shipments {
    id
    status
    method
    courier
    deliveryDate
    dispatchDate
    slot
    slotHours
    services
    weightKg
    items
    dispatchedAt
    deliveredAt
    heading
    arrival
    ready
    bookedServices
    chargeLines
  }
}
    `, {"fragmentName":"AdminOrderFields"}) as unknown as TypedDocumentString<AdminOrderFieldsFragment, unknown>;
export const AdminOrderDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderDetailFields on AdminOrder {
  ...AdminOrderFields
  version
  balanceDue
  balancePaidOutsideCard
  balancePayments {
    amount
    way
    paidWith
    recordedBy
    at
  }
  refundablePayments {
    id
    purpose
    name
    paidWith
    paid
    refunded
    refundable
    at
  }
  lines {
    sku
    name
    quantity
    unitPrice
    total
  }
  history {
    at
    event
    note
  }
  refunds {
    id
    amount
    reason
    status
    failureMessage
    requestKey
    staffEmail
    createdAt
    refundOf
    vatByRate {
      rate
      amount
      vatAmount
    }
  }
}
    fragment AdminOrderFields on AdminOrder {
  id
  number
  placedAt
  status
  paymentStatus
  customer {
    name
    email
    phone
    hasAccount
  }
  total
  paidByCard
  paidWith
  creditUsed
  refunded
  refundable
  couponCode
  orderNotes
  deliveryAddress {
    name
    company
    lines
    postCode
    phone
    deliveryNotes
    restrictedAccess
    what3words
  }
  shipments {
    id
    status
    method
    courier
    deliveryDate
    dispatchDate
    slot
    slotHours
    services
    weightKg
    items
    dispatchedAt
    deliveredAt
    heading
    arrival
    ready
    bookedServices
    chargeLines
  }
}`, {"fragmentName":"AdminOrderDetailFields"}) as unknown as TypedDocumentString<AdminOrderDetailFieldsFragment, unknown>;
export const DeskReviewFragmentDoc = new TypedDocumentString(`
    fragment DeskReview on AdminReview {
  id
  productId
  product
  title
  body
  author
  rating
  writtenAt
  status
}
    `, {"fragmentName":"DeskReview"}) as unknown as TypedDocumentString<DeskReviewFragment, unknown>;
export const AdminSellerFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminSellerFields on AdminSeller {
  legalName
  tradingName
  addressLines
  vatNumber
  companyNumber
  email
  phone
  siteUrl
  openingHours
  deliveryVatTreatment
}
    `, {"fragmentName":"AdminSellerFields"}) as unknown as TypedDocumentString<AdminSellerFieldsFragment, unknown>;
export const AdminAuditChoicesDocument = {"__meta__":{"hash":"c5c92c07bdd24d771365f691e58a5bf98dfa105035e4ab28bd74ca21abf12bfb"}} as unknown as TypedDocumentString<AdminAuditChoicesQuery, AdminAuditChoicesQueryVariables>;
export const AdminAuditDocument = {"__meta__":{"hash":"e774a7ff26310e3af6234a37f59273b369862c9120da9f5474b75061b0e6adc1"}} as unknown as TypedDocumentString<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminRecordBalancePaidDocument = {"__meta__":{"hash":"30dce27ffb185151c05219d97b308bb41de0e5ea38c4856fdcb51dc05cd88aa1"}} as unknown as TypedDocumentString<AdminRecordBalancePaidMutation, AdminRecordBalancePaidMutationVariables>;
export const AdminProductsDocument = {"__meta__":{"hash":"bab311798551134b877a06fba133a56faaee39b9bd32717e7cbcbcd3b80f96bd"}} as unknown as TypedDocumentString<AdminProductsQuery, AdminProductsQueryVariables>;
export const AdminUpdateProductDocument = {"__meta__":{"hash":"4fb3ab8690bb6ecf0305801bfa45607feec466403f85750976760f8e53d9a4fc"}} as unknown as TypedDocumentString<AdminUpdateProductMutation, AdminUpdateProductMutationVariables>;
export const AdminCatalogueDocument = {"__meta__":{"hash":"a1446945dd36dba626f8e01486b693067bff09b99789a0ac704de6f4690712ab"}} as unknown as TypedDocumentString<AdminCatalogueQuery, AdminCatalogueQueryVariables>;
export const AdminCatalogueCsvDocument = {"__meta__":{"hash":"c222449c6f49edc2a8ddd3e9cd455f5095a4b424288ef9759913760eb305069f"}} as unknown as TypedDocumentString<AdminCatalogueCsvQuery, AdminCatalogueCsvQueryVariables>;
export const AdminCreateProductDocument = {"__meta__":{"hash":"9ae69e9901863ff1b4363dfca6e83ae2513fc6b43878df101ec17d4048c9f8d2"}} as unknown as TypedDocumentString<AdminCreateProductMutation, AdminCreateProductMutationVariables>;
export const AdminEditProductDocument = {"__meta__":{"hash":"0ee3118fd1bf2980fc63e80dff8c77e235ce9fa95a96298c2fb53082b15f63f2"}} as unknown as TypedDocumentString<AdminEditProductMutation, AdminEditProductMutationVariables>;
export const AdminRetireProductDocument = {"__meta__":{"hash":"7705f95a98e7e0ee45f12432eff29f2963f6883272a81b0e809ba686e951dd2d"}} as unknown as TypedDocumentString<AdminRetireProductMutation, AdminRetireProductMutationVariables>;
export const AdminRestoreProductDocument = {"__meta__":{"hash":"08289a017d1ba588652909d0bc2322b175423987bbb330a6787dd93bbf1aeeef"}} as unknown as TypedDocumentString<AdminRestoreProductMutation, AdminRestoreProductMutationVariables>;
export const AdminImportProductsDocument = {"__meta__":{"hash":"ea4a681d48a7e9bfbbee8ed7c4d5bbcee52125f83e93227b4d645ee8440ae718"}} as unknown as TypedDocumentString<AdminImportProductsMutation, AdminImportProductsMutationVariables>;
export const AdminCouponsDocument = {"__meta__":{"hash":"dea873778520f59f116f201f12c808d2e13f887bfa0869fb58fcfabe0072a1e0"}} as unknown as TypedDocumentString<AdminCouponsQuery, AdminCouponsQueryVariables>;
export const AdminCreateCouponDocument = {"__meta__":{"hash":"5cda654ec3d4a6450d66d4f777507367412254d4c7ec13178cc286dadcb70e1c"}} as unknown as TypedDocumentString<AdminCreateCouponMutation, AdminCreateCouponMutationVariables>;
export const AdminEndCouponDocument = {"__meta__":{"hash":"b3daefe33ea4e75f33acd4c2008668ef3dcf8ee38b60b724c4ad21f7c8214691"}} as unknown as TypedDocumentString<AdminEndCouponMutation, AdminEndCouponMutationVariables>;
export const AdminFindCustomersDocument = {"__meta__":{"hash":"5b43f1ef04ad475064dcf4a002ad7c0231144df5da746a2cc6dc96d4ab1948a7"}} as unknown as TypedDocumentString<AdminFindCustomersQuery, AdminFindCustomersQueryVariables>;
export const AdminCustomerDocument = {"__meta__":{"hash":"a0ef00f9926347973ffecf39e42aa51f46d0600cb823b70350b897a923a3a29d"}} as unknown as TypedDocumentString<AdminCustomerQuery, AdminCustomerQueryVariables>;
export const AdminGrantCreditDocument = {"__meta__":{"hash":"fa2f86d803b89e74d5e97f9df2b0dc7e1fefff7b1f0b16d0ae2d888a79ff62cf"}} as unknown as TypedDocumentString<AdminGrantCreditMutation, AdminGrantCreditMutationVariables>;
export const AdminRemoveCreditDocument = {"__meta__":{"hash":"9c73475f4682684449ac2c748e62b06daea1719aabd2bfbf0a5766350b95d3d6"}} as unknown as TypedDocumentString<AdminRemoveCreditMutation, AdminRemoveCreditMutationVariables>;
export const AdminPlanShipmentMovesDocument = {"__meta__":{"hash":"c4d4c68cf0887981a290d6181ea4a625439fac9116bb6444da72c43b26a850ab"}} as unknown as TypedDocumentString<AdminPlanShipmentMovesQuery, AdminPlanShipmentMovesQueryVariables>;
export const AdminMoveShipmentsDocument = {"__meta__":{"hash":"a575673b35ca039492adae50ce2eefcedad4dda148eca9d2b4c726f4a9686325"}} as unknown as TypedDocumentString<AdminMoveShipmentsMutation, AdminMoveShipmentsMutationVariables>;
export const AdminUndoDispatchDocument = {"__meta__":{"hash":"ed606c3877ce63e74fdc5afc7071fca7af486e4c262893fd3a5453856e321e82"}} as unknown as TypedDocumentString<AdminUndoDispatchMutation, AdminUndoDispatchMutationVariables>;
export const AdminUndoDeliveryDocument = {"__meta__":{"hash":"fcc50fbb8a12414e4c841ac0c16affaf0fbc592ba41b1381f058e53f9bd40ed9"}} as unknown as TypedDocumentString<AdminUndoDeliveryMutation, AdminUndoDeliveryMutationVariables>;
export const AdminDeskSettingsDocument = {"__meta__":{"hash":"4f86653eba805dfb00fba7a3ea1df0a4d09f24df26b4ce1a6fbf9458de051f16"}} as unknown as TypedDocumentString<AdminDeskSettingsQuery, AdminDeskSettingsQueryVariables>;
export const AdminSetDeskSettingsDocument = {"__meta__":{"hash":"d228c581c8edc23f2829ff36a9fbe25d0311ed1e4c20498c31060f861062c520"}} as unknown as TypedDocumentString<AdminSetDeskSettingsMutation, AdminSetDeskSettingsMutationVariables>;
export const AdminSendDispatchMailNowDocument = {"__meta__":{"hash":"68632f8e4c1a6c50b13b3b1a850674c17cc041a121550e5f8458c26e9dd6462b"}} as unknown as TypedDocumentString<AdminSendDispatchMailNowMutation, AdminSendDispatchMailNowMutationVariables>;
export const AdminVanRunDocument = {"__meta__":{"hash":"981bc64b958c00f4d4273ab4d8db4822a2dd98d83a2ce424dbec1ec76c2056a7"}} as unknown as TypedDocumentString<AdminVanRunQuery, AdminVanRunQueryVariables>;
export const AdminSaveVanDocument = {"__meta__":{"hash":"61d349e65d82cb9735cf48749acf3c7b224a4bdee30d3b77a11226afb42c40e1"}} as unknown as TypedDocumentString<AdminSaveVanMutation, AdminSaveVanMutationVariables>;
export const AdminDeleteVanDocument = {"__meta__":{"hash":"ddf6d0d80217ff401e5fba7272df0217ee92da2179229803130831359706e467"}} as unknown as TypedDocumentString<AdminDeleteVanMutation, AdminDeleteVanMutationVariables>;
export const AdminSetVanStopsDocument = {"__meta__":{"hash":"dd30459b7b5ba76a6a568e9c56d8c6bfeef16ec5d41f6be215bf1f940ee8cfa5"}} as unknown as TypedDocumentString<AdminSetVanStopsMutation, AdminSetVanStopsMutationVariables>;
export const AdminSetCourierServicesDocument = {"__meta__":{"hash":"b0a2ee8e7c47ac71781fa55c3c3f7a0fd1ee38f11eda9b1d8f7aa0e5c7fff805"}} as unknown as TypedDocumentString<AdminSetCourierServicesMutation, AdminSetCourierServicesMutationVariables>;
export const AdminDeliverySetupDocument = {"__meta__":{"hash":"b3af91f18060b82aa074a19041c6ad46b5aeba5d579fd18918e024a233c2f868"}} as unknown as TypedDocumentString<AdminDeliverySetupQuery, AdminDeliverySetupQueryVariables>;
export const AdminCreateDeliveryMethodDocument = {"__meta__":{"hash":"e2b3152f3725a51cf3f8395cbe9dc938faa13d6f63a19c011312985b980ff32f"}} as unknown as TypedDocumentString<AdminCreateDeliveryMethodMutation, AdminCreateDeliveryMethodMutationVariables>;
export const AdminUpdateDeliveryMethodDocument = {"__meta__":{"hash":"45cbfa007319aa0bb1b7a445ad3f1ab3f1c2c3f5123a1ab28eb4f91d3ea84a25"}} as unknown as TypedDocumentString<AdminUpdateDeliveryMethodMutation, AdminUpdateDeliveryMethodMutationVariables>;
export const AdminRetireDeliveryMethodDocument = {"__meta__":{"hash":"fad6cff4a0dfbbfec4db94b3daa1a7bf2da34e08dd30d54452a0439b6f10d6b4"}} as unknown as TypedDocumentString<AdminRetireDeliveryMethodMutation, AdminRetireDeliveryMethodMutationVariables>;
export const AdminDeliveryDeskDocument = {"__meta__":{"hash":"46a3e2acb4d427976fa5018f1a15d1d9a4dc42bb78c47256fdff890cf5011265"}} as unknown as TypedDocumentString<AdminDeliveryDeskQuery, AdminDeliveryDeskQueryVariables>;
export const AdminAddClosedDayDocument = {"__meta__":{"hash":"6dca8cdd5aa4f425a75b701ed2a5165261b5111ff132b712a4a3c697138a78d5"}} as unknown as TypedDocumentString<AdminAddClosedDayMutation, AdminAddClosedDayMutationVariables>;
export const AdminRemoveClosedDayDocument = {"__meta__":{"hash":"3e41af030c3d892db2ffc62c1f737306d56fb535d9b7a77fe59751bf13bc0b2a"}} as unknown as TypedDocumentString<AdminRemoveClosedDayMutation, AdminRemoveClosedDayMutationVariables>;
export const AdminSetDeliveryCutoffDocument = {"__meta__":{"hash":"0175cc4edc379159f5008606812a68deff843ec232cd686b34b5f42d191fdfb9"}} as unknown as TypedDocumentString<AdminSetDeliveryCutoffMutation, AdminSetDeliveryCutoffMutationVariables>;
export const AdminClosedDayBookingsDocument = {"__meta__":{"hash":"35561f2b7858ca1680ef07e559f02bfdb3efa93163eccef95ae70aac3618cb16"}} as unknown as TypedDocumentString<AdminClosedDayBookingsQuery, AdminClosedDayBookingsQueryVariables>;
export const AdminCloseDayMovingBookingsDocument = {"__meta__":{"hash":"877131cb39b9d87ff980408f1a06a7af032d295d9cb5837d5bf3e6d5cc033f75"}} as unknown as TypedDocumentString<AdminCloseDayMovingBookingsMutation, AdminCloseDayMovingBookingsMutationVariables>;
export const AdminPreviewOrderLinesDocument = {"__meta__":{"hash":"977ef26d147b35f6ac19a16f9818b22c38303f66335948ee508bd8be745bb6ff"}} as unknown as TypedDocumentString<AdminPreviewOrderLinesQuery, AdminPreviewOrderLinesQueryVariables>;
export const AdminEditOrderLinesDocument = {"__meta__":{"hash":"d08f0790b38e32bee27606bc4f1d647d49b55ecae96d8adb33dddd5cf52e3ad6"}} as unknown as TypedDocumentString<AdminEditOrderLinesMutation, AdminEditOrderLinesMutationVariables>;
export const AdminSearchOrdersDocument = {"__meta__":{"hash":"5469c0400b16125838b25b118ba888ceed3613464fe1ebcff0b1843b5e9a289b"}} as unknown as TypedDocumentString<AdminSearchOrdersQuery, AdminSearchOrdersQueryVariables>;
export const AdminOrderEditableDocument = {"__meta__":{"hash":"9ca158b7edc69daa34f3ae0f985782d24fa57537c6424a5bc17ef3dd325647a9"}} as unknown as TypedDocumentString<AdminOrderEditableQuery, AdminOrderEditableQueryVariables>;
export const AdminShipmentDaysDocument = {"__meta__":{"hash":"9774093d8efe719dee4a0836cdc601b905371e4325736242f23698b57d6e46c2"}} as unknown as TypedDocumentString<AdminShipmentDaysQuery, AdminShipmentDaysQueryVariables>;
export const AdminChangeShipmentDayDocument = {"__meta__":{"hash":"6be07ea998de0ca92b01b9bd4bc46ea5308570253f7804b9492744195b8306cb"}} as unknown as TypedDocumentString<AdminChangeShipmentDayMutation, AdminChangeShipmentDayMutationVariables>;
export const AdminChangeDeliveryAddressDocument = {"__meta__":{"hash":"57c4c1c2688213bb7d13f7af812cb000e34de1cb8a70a327be43458fc9cd66be"}} as unknown as TypedDocumentString<AdminChangeDeliveryAddressMutation, AdminChangeDeliveryAddressMutationVariables>;
export const AdminChangeAccessNotesDocument = {"__meta__":{"hash":"fbfc43a8c0301589b09011ed1636218b8ab521a8b809be80fafe50a2ffee0f0c"}} as unknown as TypedDocumentString<AdminChangeAccessNotesMutation, AdminChangeAccessNotesMutationVariables>;
export const AdminDayOrdersDocument = {"__meta__":{"hash":"05f1abe8190325b67660d4d5fd65690da72313cc6fce10236277b9b27ab6d5cd"}} as unknown as TypedDocumentString<AdminDayOrdersQuery, AdminDayOrdersQueryVariables>;
export const AdminOrderDetailDocument = {"__meta__":{"hash":"bd7d11a90660ea28e42434fdb55e08595091118ba480327e5b82c62f0bb450ca"}} as unknown as TypedDocumentString<AdminOrderDetailQuery, AdminOrderDetailQueryVariables>;
export const AdminDispatchShipmentDocument = {"__meta__":{"hash":"ebeeaf0a68f282c793c51d146afba0a330e63653c9d7e8f4b4c974f449206d17"}} as unknown as TypedDocumentString<AdminDispatchShipmentMutation, AdminDispatchShipmentMutationVariables>;
export const AdminDeliverShipmentDocument = {"__meta__":{"hash":"bc3148a7a829a854938e99abf16f000a1ab56c64355e9fdde26d5c81de0e3d7b"}} as unknown as TypedDocumentString<AdminDeliverShipmentMutation, AdminDeliverShipmentMutationVariables>;
export const AdminCancelOrderDocument = {"__meta__":{"hash":"a82bfd2b1b3d56868ac62634d96691b10ebee273f5c17d481af420bcf0d44bdf"}} as unknown as TypedDocumentString<AdminCancelOrderMutation, AdminCancelOrderMutationVariables>;
export const AdminRefundOrderDocument = {"__meta__":{"hash":"fd4109e3c780aba82b29074f5f974455acb5c7a882fde777578ce91019e5b723"}} as unknown as TypedDocumentString<AdminRefundOrderMutation, AdminRefundOrderMutationVariables>;
export const AdminAddOrderNoteDocument = {"__meta__":{"hash":"9d28f641a70a733c57f5e33c955eef5cf230c3054296586466b61827d1cdab72"}} as unknown as TypedDocumentString<AdminAddOrderNoteMutation, AdminAddOrderNoteMutationVariables>;
export const AdminPaymentsPendingDocument = {"__meta__":{"hash":"ba342c82cf486f7f15e958a43672f1fdb36d503668df045a1d3ac6db535c1905"}} as unknown as TypedDocumentString<AdminPaymentsPendingQuery, AdminPaymentsPendingQueryVariables>;
export const AdminPlansAheadDocument = {"__meta__":{"hash":"34eb3960bda4c230ba4a6eae10ec84847b33c618737f8f5866eae7934df28175"}} as unknown as TypedDocumentString<AdminPlansAheadQuery, AdminPlansAheadQueryVariables>;
export const AdminPlanHistoryDocument = {"__meta__":{"hash":"a788f07ff95ea8b5fd2e0cc606437856e3ae3029fd7f48e27804950475b36566"}} as unknown as TypedDocumentString<AdminPlanHistoryQuery, AdminPlanHistoryQueryVariables>;
export const AdminPendingReviewsDocument = {"__meta__":{"hash":"0ddd16339b8e5f9d676c8ab8cb020087a6054eb13bf661c8f351ed1a56ce8877"}} as unknown as TypedDocumentString<AdminPendingReviewsQuery, AdminPendingReviewsQueryVariables>;
export const AdminModerateReviewDocument = {"__meta__":{"hash":"3b69e083c16469cbc528c44cd9a54d493ae9b585faedbeb00364452f32b2b6d9"}} as unknown as TypedDocumentString<AdminModerateReviewMutation, AdminModerateReviewMutationVariables>;
export const AdminSellerDocument = {"__meta__":{"hash":"5e25559d932cc18deb819aa65a3c76c86eb3fde0bc8d7a82cf6dc94d0a753f97"}} as unknown as TypedDocumentString<AdminSellerQuery, AdminSellerQueryVariables>;
export const AdminSaveSellerDocument = {"__meta__":{"hash":"062af7760b50f168957bed7b24a70592c5331fc6c296c954ad6918b32a335b58"}} as unknown as TypedDocumentString<AdminSaveSellerMutation, AdminSaveSellerMutationVariables>;
export const AdminMeDocument = {"__meta__":{"hash":"cc9bc95a78e22c77038f4738e78228da3622e81947c95f4ff88f3f1d026dd7fc"}} as unknown as TypedDocumentString<AdminMeQuery, AdminMeQueryVariables>;
export const AdminTodayDocument = {"__meta__":{"hash":"2d532579ca2ba6b3c4000ad047ed1b836d0a97161174ef0dfe04a7b7f55c8bf4"}} as unknown as TypedDocumentString<AdminTodayQuery, AdminTodayQueryVariables>;
export const AdminUndeliveredMailDocument = {"__meta__":{"hash":"a92f5ee0378f3f3845b66dd6c198c5f1986dc461402a0a222340503477c8fec6"}} as unknown as TypedDocumentString<AdminUndeliveredMailQuery, AdminUndeliveredMailQueryVariables>;
export const AdminResendMailDocument = {"__meta__":{"hash":"940a9dd881aa24908aa3e58b1f65df0874d15b80081441ee34573936eb1e5346"}} as unknown as TypedDocumentString<AdminResendMailMutation, AdminResendMailMutationVariables>;