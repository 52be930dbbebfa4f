import { beforeEach, describe, expect, it } from 'vitest';
import { recordSeller, SellerRefused } from '../../commerce/catalogue/seller.service.ts';
import { TEST_CARDS } from '../../dev/test-card/test-cards.ts';
import { SEED_SELLER } from '../../dev/demo/seller.ts';
import { AdminSaveSellerDocument, AdminSellerDocument } from '../../src/features/admin/gql/graphql.ts';
import { backends, errorOf, scope, useShop } from '../fixtures/api-fixture.ts';
import { TEST_NOW } from '../fixtures/customer-tokens.ts';
import { payableOrder, paymentData } from '../fixtures/payable-order.ts';
import { staffIdToken } from '../fixtures/staff-tokens.ts';
import { latestAuditSeq } from '../fixtures/store-rows.ts';
import { PlaceReceiptOrderDocument, ReadVatReceiptDocument } from './gql/graphql.ts';

const tenant = scope.tenant;
const SELLER_INPUT = {
  ...SEED_SELLER,
  addressLines: [...SEED_SELLER.addressLines],
  openingHours: [...SEED_SELLER.openingHours],
  deliveryVatTreatment: 'follows_goods' as const,
};

describe.each(backends)('the seller at the desk on $name', (backend) => {
  const shop = useShop(backend, { now: TEST_NOW });
  const staff = () => shop.client({ token: staffIdToken() });
  let auditFrom = '0';
  const sellerRow = () => shop.db.selectFrom('seller').selectAll().where('tenant_id', '=', tenant).executeTakeFirstOrThrow();

  beforeEach(async () => {
    auditFrom = await latestAuditSeq(shop.db);
    await recordSeller(shop.db, tenant, SELLER_INPUT);
  });

  it('saves a new legal name, address and VAT number, audits the change, and the next VAT receipt prints them', async () => {
    const input = {
      ...SELLER_INPUT,
      legalName: 'Hearth Fuels (Midlands) Ltd',
      addressLines: ['2 Kiln Row', 'Shepshed', 'LE12 9AA'],
      // Typed as printed on a letterhead; stored without the spaces. 831 4958 16 passes the check.
      vatNumber: 'gb 831 4958 16',
      companyNumber: 'SC123456',
    };
    const saved = await staff()(AdminSaveSellerDocument, { tenant, input });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.adminSaveSeller).toMatchObject({
      legalName: 'Hearth Fuels (Midlands) Ltd',
      vatNumber: 'GB831495816',
      companyNumber: 'SC123456',
    });
    expect((await staff()(AdminSellerDocument, { tenant })).data!.adminSeller!.addressLines).toEqual([
      '2 Kiln Row',
      'Shepshed',
      'LE12 9AA',
    ]);

    const audit = await shop.db.selectFrom('admin_audit').selectAll().where('seq', '>', auditFrom).execute();
    expect(audit.map((row) => [row.action, row.subject_kind, row.subject_id])).toEqual([['seller.update', 'seller', tenant]]);
    expect(JSON.parse(JSON.stringify(audit[0]!.before))).toMatchObject({ legalName: 'Hearth Fuels Ltd', vatNumber: 'GB123456782' });

    const orderId = await payableOrder(shop.api, [['LOG-ASH-STD', 1]]);
    const placed = await shop.api(PlaceReceiptOrderDocument, { ...scope, orderId, paymentData: paymentData(TEST_CARDS.approved) });
    expect(placed.errors).toBeUndefined();
    const receipt = await shop.api(ReadVatReceiptDocument, { ...scope, orderId, receiptKey: placed.data!.placeOrder.receiptKey! });
    expect(receipt.data!.getVatReceipt!.seller).toEqual({
      legalName: 'Hearth Fuels (Midlands) Ltd',
      vatNumber: 'GB831495816',
      companyNumber: 'SC123456',
      addressLines: ['2 Kiln Row', 'Shepshed', 'LE12 9AA'],
    });
  });

  it('refuses a VAT number that fails the check digits and an empty phone, naming both, and writes nothing', async () => {
    const reply = await staff()(AdminSaveSellerDocument, {
      tenant,
      input: { ...SELLER_INPUT, vatNumber: 'GB123456783', phone: ' ', legalName: 'Changed Ltd' },
    });
    const error = reply.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.field).toBe('input.vatNumber');
    expect(error?.extensions?.problems).toEqual([
      { field: 'input.vatNumber', message: 'The VAT number must be GB and nine digits (or twelve, for a branch) that pass HMRC’s check.' },
      { field: 'input.phone', message: 'The phone number must not be empty.' },
    ]);
    expect((await sellerRow()).legal_name).toBe('Hearth Fuels Ltd');
    expect(await shop.db.selectFrom('admin_audit').select('seq').where('seq', '>', auditFrom).execute()).toEqual([]);
  });

  it('refuses the storefront key and a customer, and changes nothing', async () => {
    const input = { ...SELLER_INPUT, phone: '0800 000 000' };
    expect(errorOf(await shop.api(AdminSaveSellerDocument, { tenant, input }))?.code).toBe('FORBIDDEN');
    const customer = await shop.customer();
    expect(errorOf(await customer.api(AdminSaveSellerDocument, { tenant, input }))?.code).toBe('FORBIDDEN');
    expect(errorOf(await customer.api(AdminSellerDocument, { tenant }))?.code).toBe('FORBIDDEN');
    expect((await sellerRow()).phone).toBe(SEED_SELLER.phone);
  });

  it('recordSeller, for the set-up command, checks the same rules and writes nothing when they fail', async () => {
    await expect(recordSeller(shop.db, tenant, { ...SELLER_INPUT, email: 'nope', tradingName: 'Other' })).rejects.toThrow(SellerRefused);
    await expect(recordSeller(shop.db, tenant, { ...SELLER_INPUT, email: 'nope' })).rejects.toThrow(
      'The email address must be an email address.',
    );
    expect((await sellerRow()).trading_name).toBe('Hearth');
    const recorded = await recordSeller(shop.db, tenant, { ...SELLER_INPUT, deliveryVatTreatment: 'standard_rated' });
    expect(recorded.deliveryVatTreatment).toBe('standard_rated');
    expect((await sellerRow()).delivery_vat_treatment).toBe('standard_rated');
  });
});
