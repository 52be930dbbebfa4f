import { z } from 'zod';
import { requireScope } from '../context.ts';
import {
  CALENDAR_REGIONS,
  courierServiceFlags,
  deliveryRange,
  orderByInstant,
  planShipment,
  splitIntoShipments,
  ZONES,
  type Courier,
  type ShippingMethodRule,
} from '../domain/delivery/index.ts';
import { toPounds } from '../domain/money.ts';
import { MAX_LINE_QUANTITY } from '../domain/cart.ts';
import { londonDate } from '../domain/london-clock.ts';
import { lineReadyDate } from '../domain/delivery/ready-date.ts';
import { parseArgs } from '../errors.ts';
import { deliveryConfig, listShippingHolidays, type DeliveryConfig } from './delivery.store.ts';
import { findProducts } from '../catalogue/index.ts';
import { presentSurcharges } from './surcharge-view.ts';
import { listDeliveryCountries } from './delivery-countries.ts';
import { quantityArg, salesChannelArg, skuCodeArg, tenantArg } from '../args.ts';
import type { QueryResolvers } from '../schema/resolvers-types.ts';

const methodIdArg = z.string().min(1, 'name the shipping method, e.g. van-standard').max(64);
const courierIdArg = z.string().min(1, 'name the courier, e.g. hearth-van').max(64);
/** Anything a shopper types is answered with a reason in `errors`; only absurd lengths are refused. */
const postcodeArg = z.string().max(40, 'must be a UK postcode such as LE12 6UZ');
/** A basket's lines at most; more is not a basket this shop takes. */
const MAX_ESTIMATE_LINES = 50;
const deliveryLinesArg = z
  .array(z.object({ productId: skuCodeArg, quantity: quantityArg.max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`) }))
  .max(MAX_ESTIMATE_LINES, `at most ${MAX_ESTIMATE_LINES} lines`)
  .nullish();
const yearArg = z.string().regex(/^\d{4}$/, 'must be a year of four digits, such as "2027"');

const kilograms = (grams: number): number => grams / 1000;

function setting(ownerId: string, property: string, value: string | number) {
  return { propertyId: `${ownerId}.${property}`, property, value: String(value) };
}

/** The group of the first enabled method (in display order) the courier carries. */
function courierType(courier: Courier, methods: readonly ShippingMethodRule[]): string | null {
  return methods.find((method) => method.courierId === courier.id)?.group ?? null;
}

function shapeMethod(method: ShippingMethodRule, config: DeliveryConfig) {
  const courier = config.couriers.find((c) => c.id === method.courierId);
  const mainland = method.servedZones.includes('mainland') ? method.transitDaysByZone.mainland : undefined;
  return {
    id: method.id,
    type: method.group,
    name: method.name,
    displayName: method.displayName,
    courier: {
      id: method.courierId,
      name: courier?.name ?? method.courierId,
      type: courier ? courierType(courier, config.methods) : null,
    },
    config: [
      setting(method.id, 'handlingDays', method.handlingDays),
      setting(method.id, 'generateCount', method.generateCount),
      setting(method.id, 'deliveryWeekdays', method.deliveryWeekdays.join(',')),
      setting(method.id, 'packageWeightKg', kilograms(method.packageWeightGrams)),
      setting(method.id, 'deliveryDateDisplayFormat', method.deliveryDateDisplayFormat),
    ],
    freeOver: method.freeOverPence === null ? null : toPounds(method.freeOverPence),
    salesChannelFreeOver: method.salesChannelFreeOverPence === null ? null : toPounds(method.salesChannelFreeOverPence),
    imageUrl: `/media/delivery/${method.group}.svg`,
    minWeight: kilograms(method.minWeightGrams),
    maxWeight: method.maxWeightGrams === null ? null : kilograms(method.maxWeightGrams),
    sort: method.sort,
    days: ZONES.flatMap((zone) => {
      const transit = method.servedZones.includes(zone) ? method.transitDaysByZone[zone] : undefined;
      return transit ? [{ zone, min: transit.min, max: transit.max }] : [];
    }),
    deliveryRange: mainland ? deliveryRange(mainland.min, mainland.max) : null,
  };
}

function shapeCourier(courier: Courier, config: DeliveryConfig) {
  return {
    id: courier.id,
    name: courier.name,
    type: courierType(courier, config.methods),
    config: [setting(courier.id, 'dispatchRegion', courier.dispatchRegion)],
    cutoffTime: courier.cutoffTime,
    imageUrl: `/media/delivery/couriers/${courier.id}.svg`,
    unitOfMeasure: 'kg',
    ...courierServiceFlags(courier),
    // Every service the courier has is offered at checkout (planShipment) and to staff alike.
    serviceConfig: courier.services.map((service) => ({
      id: `${courier.id}.${service.type}`,
      type: service.type,
      name: service.name,
      surchargeCode: service.surchargePence > 0 ? service.type : null,
      surcharge: toPounds(service.surchargePence),
      websiteEnabled: true,
      customerServiceEnabled: true,
      note: service.description,
    })),
  };
}

const NO_DATES = {
  estDeliveryDate: null,
  estDispatchDate: null,
  totalShippingAmount: null,
  deliveryRange: null,
  methodName: null,
  orderBy: null,
  surcharges: [],
};

/** Delivery reference data and the product page's delivery promise. */
export const deliveryQueries = {
  async getShippingMethods(_, raw, ctx) {
    const args = parseArgs(z.object({ tenant: tenantArg }), raw);
    const caller = requireScope(ctx, args.tenant);
    const config = await deliveryConfig(ctx.db, caller.tenantId);
    return [...config.methods].sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id)).map((method) => shapeMethod(method, config));
  },

  async getShippingMethod(_, raw, ctx) {
    const args = parseArgs(z.object({ id: methodIdArg, tenant: tenantArg }), raw);
    const caller = requireScope(ctx, args.tenant);
    const config = await deliveryConfig(ctx.db, caller.tenantId);
    const method = config.methods.find((m) => m.id === args.id);
    return method ? shapeMethod(method, config) : null;
  },

  async getCourier(_, raw, ctx) {
    const args = parseArgs(z.object({ id: courierIdArg, tenant: tenantArg }), raw);
    const caller = requireScope(ctx, args.tenant);
    const config = await deliveryConfig(ctx.db, caller.tenantId);
    const courier = config.couriers.find((c) => c.id === args.id);
    return courier ? shapeCourier(courier, config) : null;
  },

  async getShippingHolidaysWithTenant(_, raw, ctx) {
    const args = parseArgs(z.object({ year: yearArg, tenantId: tenantArg }), raw);
    const caller = requireScope(ctx, args.tenantId);
    const rows = await listShippingHolidays(ctx.db, caller.tenantId, args.year);
    return rows
      .sort((a, b) => a.date.localeCompare(b.date) || CALENDAR_REGIONS.indexOf(a.region) - CALENDAR_REGIONS.indexOf(b.region))
      .map((row) => ({ id: `${row.region}-${row.date}`, date: row.date, name: row.name, region: row.region }));
  },

  async getDeliveryCountries(_, raw, ctx) {
    const args = parseArgs(z.object({ tenant: tenantArg }), raw);
    const caller = requireScope(ctx, args.tenant);
    return listDeliveryCountries(ctx.db, caller.tenantId);
  },

  async getProductDates(_, raw, ctx) {
    const args = parseArgs(
      z.object({ productId: skuCodeArg, postcode: postcodeArg, tenant: tenantArg, salesChannel: salesChannelArg, lines: deliveryLinesArg }),
      raw,
    );
    const caller = requireScope(ctx, args.tenant, args.salesChannel);
    const quantities = new Map<string, number>();
    for (const line of args.lines ?? []) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
    if (!quantities.has(args.productId)) quantities.set(args.productId, 1);
    const [products, config] = await Promise.all([
      findProducts(ctx.db, caller.tenantId, [...quantities.keys()]),
      deliveryConfig(ctx.db, caller.tenantId),
    ]);
    if (products.length !== quantities.size) return null;
    const now = ctx.now();
    // Quoted as checkout quotes the cart: the lines split by how they travel, this product's shipment
    // whole. A line on presale waits for its presale date unless the shelf holds its quantity.
    const today = londonDate(now);
    const shipment = splitIntoShipments(
      products.map((product) => {
        const quantity = quantities.get(product.id)!;
        return {
          id: product.id,
          group: product.shipping_group,
          weightGrams: product.weight_grams,
          quantity,
          totalPence: product.current_price_pence * quantity,
          readyDate: lineReadyDate({ quantity, onHand: product.on_hand, presaleDate: product.presale_date }, today),
        };
      }),
    ).find((candidate) => candidate.lineIds.includes(args.productId));
    const plan = planShipment({
      shipment: shipment!,
      address: { postcode: args.postcode, restrictedAccess: false },
      ...config,
      now,
      channel: 'shop',
    });
    const quote = plan.shippingMethod;
    const courier = quote && config.couriers.find((c) => c.id === quote.courierId);
    const errors = plan.shipmentErrors.map((error) => error.message);
    if (!quote || !courier || !plan.charge) return { ...NO_DATES, errors };
    return {
      estDeliveryDate: plan.estDeliveryDate,
      estDispatchDate: plan.estDispatchDate,
      totalShippingAmount: toPounds(plan.charge.totalPence),
      deliveryRange: quote.deliveryRange,
      methodName: quote.displayName,
      orderBy: orderByInstant({
        now,
        cutoffTime: courier.cutoffTime,
        holidays: config.holidays[courier.dispatchRegion],
        notBefore: shipment!.readyDate,
      }).toISOString(),
      surcharges: presentSurcharges(quote),
      errors,
    };
  },
} satisfies QueryResolvers;
