import { sql, type Kysely } from 'kysely';

// A load over the lorry's cap goes as several consignments, each a drop of its own: the courier
// charges the remote-area miles and the tail-lift for each one. A method's rule now names the
// surcharges it charges per consignment (surchargesPerConsignment). A placed order writes down
// which those were when it was placed, so a later change to the rule leaves what it was charged
// as it was; null (orders placed before this) charged every surcharge once.
//
// The standard pallet service, still as first seeded (26 pallets to a lorry), charges its zone
// surcharge and the tail-lift per consignment; a rule staff have already given a list keeps it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_shipment').addColumn('surcharges_per_consignment', 'jsonb').execute();
  await sql`
    update shipping_method
    set rule = rule || jsonb_build_object('surchargesPerConsignment', jsonb_build_array('zone', 'restrictedAccess'))
    where id = 'pallet-standard'
      and rule->>'maxPackagesPerConsignment' = '26'
      and not rule ? 'surchargesPerConsignment'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update shipping_method
    set rule = rule - 'surchargesPerConsignment'
    where id = 'pallet-standard'
      and rule->'surchargesPerConsignment' = '["zone", "restrictedAccess"]'::jsonb
  `.execute(db);
  await db.schema.alterTable('order_shipment').dropColumn('surcharges_per_consignment').execute();
}
