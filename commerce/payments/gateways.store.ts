import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentGatewayTable } from '../store/tables.ts';

export type GatewayRow = Selectable<PaymentGatewayTable>;

/** A gateway the website offers, by id; undefined when it is unknown, disabled or not for the website. */
export async function findWebsiteGateway(db: Kysely<Database>, tenantId: string, gatewayId: string): Promise<GatewayRow | undefined> {
  return db
    .selectFrom('payment_gateway')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', gatewayId)
    .where('enabled', '=', true)
    .where('website_enabled', '=', true)
    .executeTakeFirst();
}

/** The ways to pay the website offers, in order, with the cards each accepts. */
export async function websiteGateways(db: Kysely<Database>, tenantId: string) {
  const [gateways, cards] = await Promise.all([
    db
      .selectFrom('payment_gateway')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('enabled', '=', true)
      .where('website_enabled', '=', true)
      .orderBy('sort')
      .execute(),
    db.selectFrom('accepted_card').selectAll().where('tenant_id', '=', tenantId).orderBy('sort').execute(),
  ]);
  return { gateways, cards };
}

/** The type of the gateway an attempt went through (its adapter answers for it). */
export async function gatewayTypeOf(db: Kysely<Database>, tenantId: string, gatewayId: string) {
  const row = await db
    .selectFrom('payment_gateway')
    .select('type')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', gatewayId)
    .executeTakeFirst();
  return row?.type;
}

/**
 * The card schemes the gateways of one type accept, as the shop's own rows list them (every
 * tenant's enabled gateway of that type, one entry per scheme): what a gateway that serves no
 * single shop (the test gateway, one per process) checks a card against.
 */
export async function acceptedCardsOfGatewayType(db: Kysely<Database>, type: GatewayRow['type']) {
  const rows = await db
    .selectFrom('accepted_card')
    .innerJoin('payment_gateway', (join) =>
      join.onRef('payment_gateway.tenant_id', '=', 'accepted_card.tenant_id').onRef('payment_gateway.id', '=', 'accepted_card.gateway_id'),
    )
    .select(['accepted_card.name', 'accepted_card.code', 'accepted_card.card_regex'])
    .where('payment_gateway.type', '=', type)
    .where('payment_gateway.enabled', '=', true)
    .orderBy('accepted_card.sort')
    .execute();
  const byCode = new Map(rows.map((row) => [row.code, { name: row.name, code: row.code, cardRegex: row.card_regex }]));
  return [...byCode.values()];
}
