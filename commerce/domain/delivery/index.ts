/** Shipments, delivery methods and delivery dates: pure rules, data in and data out. */
export { calendarRegionOf, CALENDAR_REGIONS, type CalendarRegion } from './calendar-region.ts';
export { shipmentCharge, type ShipmentCharge } from './charges.ts';
export { countryZones, deliversToCountry } from './delivery-countries.ts';
export { validateChosenDate, type ChosenDateCheck } from './chosen-date.ts';
export { DEFAULT_DELIVERY_DATE_FORMAT, formatIsoDate } from './date-format.ts';
export {
  deliveryRange,
  offerDeliveryDates,
  WEEKDAYS_MON_TO_FRI,
  type DeliveryDatesInput,
  type OfferedDeliveryDates,
} from './delivery-dates.ts';
export { estimateDispatch, isCutoffTime, orderByInstant, type DispatchInput } from './dispatch.ts';
export { bankHolidays, seedHolidayCalendars, type BankHoliday, type HolidaysByRegion } from './holidays.ts';
export { londonWallClock, type LondonWallClock } from '../london-clock.ts';
export {
  courierService,
  courierServiceFlags,
  methodRuleProblems,
  SHIPPING_GROUPS,
  type Courier,
  type CourierService,
  type ServiceType,
  type ShippingGroup,
  type ShippingMethodRule,
  type TimedDisplayType,
  type TimedSlot,
  type TransitDays,
} from './methods.ts';
export { parseUkPostcode, type PostcodeProblem, quotablePostcode, type UkPostcode } from './postcode.ts';
export { POSTCODE_AREAS } from './postcode-areas.ts';
export {
  formatKilograms,
  freeDeliveryThreshold,
  quoteMethod,
  type Destination,
  type EligibleQuote,
  type IneligibleCode,
  type IneligibleQuote,
  type MethodQuote,
  type QuoteInput,
  type SalesChannelKind,
  type ShipmentLoad,
  type SurchargeLine,
} from './quote.ts';
export { surchargeNotes, type SurchargeNote } from './surcharge-notes.ts';
export { resolveServices, type AppliedService, type ServiceRequest, type ServiceResolution } from './services.ts';
export {
  planShipment,
  type DeliveryAddress,
  type PlanShipmentInput,
  type ShipmentChoice,
  type ShipmentError,
  type ShipmentErrorCode,
  type ShipmentPlan,
} from './shipment-plan.ts';
export {
  groupOfShipment,
  offersPreorderChoice,
  PREORDER_DELIVERIES,
  rideFor,
  SHIPMENT_KEYS,
  splitIntoShipments,
  type PreorderDelivery,
  type ShippableLine,
  type Shipment,
  type ShipmentKey,
} from './shipments.ts';
export { selectTimedSlot, type TimedSlotChoice } from './timed-slots.ts';
export { UK_ZONE_RULES } from './uk-zone-rules.ts';
export {
  addDays,
  addWorkingDays,
  isIsoDate,
  isoWeekday,
  isWeekend,
  isWorkingDay,
  nextWorkingDay,
  sameOrNextWorkingDay,
} from './working-days.ts';
export { ZONE_PHRASES, ZONES, zoneOf, zoneRules, type PostcodeDistrict, type Zone, type ZoneRule } from './zones.ts';
