import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_COURIERS } from '../../dev/demo/delivery-methods.ts';
import {
  AdminAddClosedDayDocument,
  AdminDeliveryDeskDocument,
  AdminRemoveClosedDayDocument,
  AdminSetDeliveryCutoffDocument,
} from '../../src/features/admin/gql/graphql.ts';
import { GetProductDatesDocument } from '../../src/lib/commerce/gql/graphql.ts';
import { type ApiResult, backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { payableOrder } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { latestAuditSeq } from '../fixtures/store-rows.ts';
import { GetOrderShipmentsDocument } from './gql/graphql.ts';

const tenant = scope.tenant;

const refusalOf = (result: ApiResult<unknown>) => {
  const error = result.errors?.[0];
  return { code: error?.extensions?.code, message: error?.message, field: error?.extensions?.field };
};

describe.each(backends)('the delivery desk on $name', (backend) => {
  // The shop's clock stands at Wednesday 18 November 2026, 10:00 in London.
  const shop = useShop(backend);
  const staff = () => shop.client({ token: staffIdToken() });
  // The audit is append-only: each test reads the entries written after it began.
  let auditFrom = '0';
  const auditRows = () => shop.db.selectFrom('admin_audit').selectAll().where('seq', '>', auditFrom).orderBy('seq').execute();
  const closeDay = (input: {
    date: string;
    name: string;
    kind: 'bankHoliday' | 'closure';
    region?: 'england' | 'scotland' | 'northernIreland';
  }) => staff()(AdminAddClosedDayDocument, { tenant, input });
  const vanDatesOffered = async (orderId: string) => {
    const order = await shop.api(GetOrderShipmentsDocument, { ...scope, orderId });
    return order.data!.getOrder!.shipments[0]!.availableShippingMethods.find((method) => method.id === 'van-standard')!.estDeliveryDates;
  };

  beforeEach(async () => {
    auditFrom = await latestAuditSeq(shop.db);
    await shop.db.deleteFrom('shipping_holiday').where('kind', '=', 'closure').execute();
    for (const courier of SEED_COURIERS) await shop.db.updateTable('courier').set({ rule: courier }).where('id', '=', courier.id).execute();
  });

  it('lists the closed days from today on, a closure day once for all calendars', async () => {
    expect((await closeDay({ date: '2026-12-03', name: 'Stocktake', kind: 'closure' })).errors).toBeUndefined();
    const desk = await staff()(AdminDeliveryDeskDocument, { tenant });
    const days = desk.data!.adminClosedDays;
    expect(days.filter((day) => day.date === '2026-12-03')).toEqual([
      { date: '2026-12-03', name: 'Stocktake', kind: 'closure', regions: ['england', 'northernIreland', 'scotland'] },
    ]);
    expect(days).toContainEqual({ date: '2026-12-25', name: 'Christmas Day', kind: 'bankHoliday', regions: ['england'] });
    expect(days.every((day) => day.date >= '2026-11-18')).toBe(true);
  });

  it('takes a closure day out of the delivery dates the shop offers, and gives it back when removed, auditing both', async () => {
    const orderId = await payableOrder(shop.api, [['LOG-ASH-STD', 1]]);
    const offered = await vanDatesOffered(orderId);
    const closing = offered[1]!;
    expect((await closeDay({ date: closing, name: 'Van in for its MOT', kind: 'closure' })).errors).toBeUndefined();
    const after = await vanDatesOffered(orderId);
    expect(after).not.toContain(closing);
    expect(after).toContain(offered[0]);

    const removed = await staff()(AdminRemoveClosedDayDocument, { tenant, date: closing, kind: 'closure' });
    expect(removed.data?.adminRemoveClosedDay).toMatchObject({ date: closing, name: 'Van in for its MOT' });
    expect(await vanDatesOffered(orderId)).toContain(closing);

    expect(
      (await auditRows()).map((row) => [row.action, row.subject_kind, row.subject_id, row.before === null, row.after === null]),
    ).toEqual([
      ['holiday.add', 'holiday', `${closing}/closure`, true, false],
      ['holiday.remove', 'holiday', `${closing}/closure`, false, true],
    ]);
  });

  it('refuses a past day, a day closed already, a bank holiday with no nation and a date that is none', async () => {
    expect(refusalOf(await closeDay({ date: '2026-11-17', name: 'Yesterday', kind: 'closure' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.date',
      message: '17 November 2026 has passed: choose today or a later day.',
    });
    expect(refusalOf(await closeDay({ date: '2026-12-25', name: 'Christmas', kind: 'closure' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.date',
      message: '25 December 2026 is already closed (Christmas Day); remove that day first to change it.',
    });
    expect(refusalOf(await closeDay({ date: '2026-12-07', name: 'Holiday', kind: 'bankHoliday' })).field).toBe('input.region');
    expect(refusalOf(await closeDay({ date: '2026-13-01', name: 'Nope', kind: 'closure' })).field).toBe('input.date');
    expect(
      refusalOf(await staff()(AdminRemoveClosedDayDocument, { tenant, date: '2026-01-01', kind: 'bankHoliday', region: 'england' })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'date',
      message: '1 January 2026 has passed; past days stay on the record.',
    });
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a closed day that would shut the shop for 60 days in a row, which left checkout with no date to offer', async () => {
    // Closures from Tuesday 6 April to Friday 28 May 2027: with the weekends either side and the
    // Spring bank holiday on 31 May, 3 April to 31 May (59 days) nobody dispatches or delivers.
    const closures = [];
    for (let day = Date.parse('2027-04-06T00:00:00Z'); day <= Date.parse('2027-05-28T00:00:00Z'); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      for (const region of ['england', 'scotland', 'northernIreland'] as const)
        closures.push({ tenant_id: tenant, region, date, name: 'Spring break', kind: 'closure' as const });
    }
    await shop.db
      .insertInto('shipping_holiday')
      .values(closures)
      .onConflict((oc) => oc.doNothing())
      .execute();
    expect((await closeDay({ date: '2027-04-05', name: 'Spring break', kind: 'closure' })).errors).toBeUndefined();

    expect(refusalOf(await closeDay({ date: '2027-04-02', name: 'Spring break', kind: 'closure' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input.date',
      message:
        'Closing 2 April 2027 would leave 60 days in a row with no dispatch or delivery (2 April 2027 to 31 May 2027): checkout looks for a working day at most 60 days ahead. Keep a break under 60 days, weekends and bank holidays included.',
    });
    expect(refusalOf(await closeDay({ date: '2027-06-01', name: 'Spring break', kind: 'bankHoliday', region: 'england' })).field).toBe(
      'input.date',
    );
    expect((await auditRows()).map((row) => row.subject_id)).toEqual(['2027-04-05/closure']);

    // On the last day before the break, the shop still quotes a delivery date: the first day after it.
    shop.clock.set(new Date('2027-04-02T09:00:00Z'));
    const quoted = await shop.api(GetProductDatesDocument, { ...scope, productId: 'LOG-ASH-STD', postcode: 'SW1A 1AA' });
    expect(quoted.data?.getProductDates?.estDeliveryDate).toBe('2027-06-01');
  });

  it('sets a cut-off for every method of the courier, which the order-by time follows at once', async () => {
    const orderBy = async () =>
      (await shop.api(GetProductDatesDocument, { ...scope, productId: 'PEL-ANTE-6MM-975', postcode: 'LE12 6UZ' })).data?.getProductDates
        ?.orderBy;
    const before = await orderBy();
    const reply = await staff()(AdminSetDeliveryCutoffDocument, { tenant, methodId: 'pallet-standard', cutoffTime: '09:30' });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.adminSetDeliveryCutoff.map((row) => [row.methodId, row.cutoffTime])).toEqual([
      ['pallet-standard', '09:30'],
      ['pallet-next-day', '09:30'],
    ]);
    // 10:00 is past the new 09:30: the order-by moves to the next working day's 09:30.
    const after = await orderBy();
    expect(after).toBe('2026-11-19T09:30:00.000Z');
    expect(after).not.toBe(before);
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'courier.cutoff',
      subject_id: 'pallet-express',
      after: { cutoffTime: '09:30' },
    });
  });

  it('refuses a time that is not HH:MM and a method the shop does not have', async () => {
    expect(refusalOf(await staff()(AdminSetDeliveryCutoffDocument, { tenant, methodId: 'van-standard', cutoffTime: '24:00' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'cutoffTime',
      message: 'Enter the cut-off as a 24-hour time, HH:MM, e.g. 12:00 or 14:30.',
    });
    expect(errorOf(await staff()(AdminSetDeliveryCutoffDocument, { tenant, methodId: 'zeppelin', cutoffTime: '12:00' }))?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses the storefront key and a customer', async () => {
    expect(
      errorOf(await shop.api(AdminAddClosedDayDocument, { tenant, input: { date: '2026-12-04', name: 'X', kind: 'closure' } }))?.code,
    ).toBe('FORBIDDEN');
    const customer = await shop.customer();
    expect(errorOf(await customer.api(AdminDeliveryDeskDocument, { tenant }))?.code).toBe('FORBIDDEN');
  });
});
