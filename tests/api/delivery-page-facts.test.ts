import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryConfig } from '../../commerce/delivery/delivery.store.ts';
import { packLoad } from '../../commerce/domain/delivery/packages.ts';
import { formatPence } from '../../commerce/domain/money.ts';
import { deliveryChargeVat } from '../../commerce/domain/pricing/delivery-vat.ts';
import { DELIVERY_FACTS_FILE, exportDeliveryFacts } from '../../server/content-pipeline/delivery-facts.ts';
import { deliveryVatSentences, priceSentence } from '../../src/features/delivery/delivery-charges-text.ts';
import type { ExportedDeliveryFacts } from '../../src/lib/seo/delivery-facts.ts';
import { backends, scope, useShop } from '../fixtures/api-fixture.ts';

// The delivery page is built from these facts: its figures must be checkout's own rules.
describe.each(backends)('the delivery page’s VAT rule and per-pallet prices, on $name', (backend) => {
  const shop = useShop(backend);

  async function exported(): Promise<ExportedDeliveryFacts> {
    const root = mkdtempSync(join(tmpdir(), 'delivery-facts-'));
    mkdirSync(join(root, 'src/lib/seo'), { recursive: true });
    await exportDeliveryFacts(shop.db, scope.tenant, root);
    return JSON.parse(readFileSync(join(root, DELIVERY_FACTS_FILE), 'utf8'));
  }

  it('states each further pallet at the price checkout charges for a load of several', async () => {
    const facts = await exported();
    const rule = (await deliveryConfig(shop.db, scope.tenant)).methods.find((method) => method.id === 'pallet-standard')!;
    const pallet = facts.groups.find((g) => g.group === 'pallet')!.methods.find((method) => method.id === 'pallet-standard')!;
    const sentence = priceSentence(pallet, 'pallet');
    // Three full pallets as checkout packs and prices them: the first at its price, the rest at the per-pallet price.
    const three = packLoad(rule, 3 * rule.packageWeightGrams);
    expect(three.packageCount).toBe(3);
    expect(three.fullPricePence).toBe(pallet.pricePence + 2 * pallet.perPackagePence!);
    expect(sentence).toContain(`${formatPence(rule.pricePence)} for the first pallet`);
    expect(sentence).toContain(`${formatPence(rule.perPackagePence!)} for each further one`);
  });

  it('states the seller’s delivery VAT rule, its worked example priced by the rule checkout taxes with', async () => {
    const follows = await exported();
    expect(follows.deliveryVat.treatment).toBe('follows_goods');
    const { chargePence, goods } = follows.deliveryVat.example;
    const apportioned = deliveryChargeVat({ pence: chargePence, rateBasisPoints: 2000 }, goods, 'follows_goods');
    expect(apportioned).toHaveLength(2);
    const words = deliveryVatSentences(follows.deliveryVat).join(' ');
    expect(words).toContain('Delivery takes the VAT rate of the goods it carries');
    for (const part of apportioned) {
      expect(words).toContain(`${formatPence(part.pence)} at ${part.rateBasisPoints / 100}% (VAT ${formatPence(part.taxPence)})`);
    }

    await shop.db.updateTable('seller').set({ delivery_vat_treatment: 'standard_rated' }).where('tenant_id', '=', scope.tenant).execute();
    const standard = await exported();
    expect(standard.deliveryVat.treatment).toBe('standard_rated');
    const whole = deliveryChargeVat({ pence: chargePence, rateBasisPoints: 2000 }, goods, 'standard_rated');
    const standardWords = deliveryVatSentences(standard.deliveryVat).join(' ');
    expect(standardWords).toContain('at the standard rate of VAT');
    expect(standardWords).toContain(`${formatPence(whole[0]!.pence)} at 20% (VAT ${formatPence(whole[0]!.taxPence)})`);
    await shop.db.updateTable('seller').set({ delivery_vat_treatment: 'follows_goods' }).where('tenant_id', '=', scope.tenant).execute();
  });
});
