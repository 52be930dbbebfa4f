import { sql, type Kysely } from 'kysely';

// A shop's standard pallet service still as first seeded (2,000 kg an order, 1,000 kg pallets)
// refused every pellet order over two pallets. The pallet network takes as many pallets as an
// order needs, 26 to a lorry, so the limit an order gives way to that cap. A rule staff have
// changed since is left as they set it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update shipping_method
    set rule = rule || jsonb_build_object('maxWeightGrams', null, 'maxPackagesPerConsignment', 26)
    where id = 'pallet-standard'
      and rule->>'maxWeightGrams' = '2000000'
      and rule->>'packageWeightGrams' = '1000000'
      and not rule ? 'maxPackagesPerConsignment'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update shipping_method
    set rule = (rule - 'maxPackagesPerConsignment') || jsonb_build_object('maxWeightGrams', 2000000)
    where id = 'pallet-standard'
      and rule->'maxWeightGrams' = 'null'::jsonb
      and rule->>'maxPackagesPerConsignment' = '26'
  `.execute(db);
}
