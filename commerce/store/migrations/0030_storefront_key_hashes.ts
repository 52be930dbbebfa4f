import { sql, type Kysely } from 'kysely';

// A storefront key is publishable (every shopper's browser holds it), yet nothing needs its text
// once issued: keeping only its SHA-256 (base64url, as the receipt keys) means a copy of the
// database cannot name a shop's key, and a new key can be printed once and forgotten.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table api_key rename column key to key_hash`.execute(db);
  await sql`
    update api_key
    set key_hash = translate(rtrim(encode(sha256(convert_to(key_hash, 'UTF8')), 'base64'), '='), '+/', '-_')
  `.execute(db);
}

// A hash cannot be turned back into its key: going down keeps the hashes, so every key must be
// issued again (npm run shop:init) after a downgrade.
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table api_key rename column key_hash to key`.execute(db);
}
